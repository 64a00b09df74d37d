import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { TBlogPost } from '@collably/shared/schemas/blog';
import { ApiError } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import BlogPostPage from './blog-post-page';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const post: TBlogPost = {
  postId: 3,
  title: 'Writing a collab brief creators love',
  slug: 'writing-a-collab-brief',
  description: 'What to put in a brief',
  postContent: '<h2>Start with one goal</h2><p>Then the <strong>audience</strong>.</p>',
  imageUrl: null,
  author: 'Collably Team',
  categoryName: 'Brands,Campaigns',
  tagName: 'Brief',
  dateCreated: '2026-11-01T10:00:00.000Z',
  dateModified: '2026-11-02T10:00:00.000Z',
  datePublished: '2026-11-26T10:00:00.000Z',
};

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/blog/:slug" element={<BlogPostPage notFound={<p>404 Error</p>} />} />
      </Routes>
      <Where />
    </>,
    { route: path },
  );

describe('BlogPostPage', () => {
  it('shows the post: title, date, author, lists joined with ", ", and its HTML', async () => {
    api.get.mockResolvedValue({ isSuccess: true, message: '', data: post });
    renderAt('/blog/writing-a-collab-brief');
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText('November 26, 2026')).toBeInTheDocument();
    expect(screen.getByText(/Collably Team/)).toBeInTheDocument();
    expect(screen.getByText('Brands, Campaigns')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Start with one goal' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('post/get', { query: { slug: 'writing-a-collab-brief' } });
    expect(document.title).toBe(`${post.title} | Collably`);
  });

  it('moves an old slug to the post’s current address', async () => {
    api.get.mockResolvedValue({ isSuccess: true, message: '', data: post });
    renderAt('/blog/old-brief-slug');
    expect(await screen.findByText('/blog/writing-a-collab-brief')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
  });

  it('shows the 404 page for a slug no published post has', async () => {
    api.get.mockRejectedValue(new ApiError('This blog post does not exist or is not published', 404));
    renderAt('/blog/nothing');
    expect(await screen.findByText('404 Error')).toBeInTheDocument();
  });
});
