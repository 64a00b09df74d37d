import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOG_PAGE_SIZE } from '@collably/shared/constants/blog';
import { BlogMessages } from '@collably/shared/messages/blog';
import type { TBlogPostSummary } from '@collably/shared/schemas/blog';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import BlogListPage from './blog-list-page';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const summary = (n: number): TBlogPostSummary => ({
  postId: n,
  title: `Post ${n}`,
  slug: `post-${n}`,
  description: `About thing ${n}.`,
  imageUrl: null,
  author: 'Collably Team',
  categoryName: 'Brands',
  tagName: '',
  dateCreated: '2026-11-01T10:00:00.000Z',
  dateModified: '2026-11-01T10:00:00.000Z',
  datePublished: '2026-11-26T10:00:00.000Z',
});

const envelope = (data: TBlogPostSummary[]) => ({ isSuccess: true, message: '', data });

describe('BlogListPage', () => {
  it('shows cards with the date, the teaser and read more, and loads the next page', async () => {
    const first = Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => summary(i + 1));
    api.get.mockResolvedValueOnce(envelope(first)).mockResolvedValueOnce(envelope([summary(99)]));
    renderWithProviders(<BlogListPage />);
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
    expect(screen.getAllByText('November 26, 2026')).toHaveLength(BLOG_PAGE_SIZE);
    expect(screen.getByText('About thing 1...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'read more: Post 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(api.get).toHaveBeenLastCalledWith('post/getall', { query: { page: 0, pageSize: BLOG_PAGE_SIZE } });

    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('heading', { name: 'Post 99' })).toBeInTheDocument();
    expect(api.get).toHaveBeenLastCalledWith('post/getall', { query: { page: 1, pageSize: BLOG_PAGE_SIZE } });
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    api.get.mockResolvedValueOnce(envelope([]));
    renderWithProviders(<BlogListPage />);
    expect(await screen.findByText(BlogMessages.empty)).toBeInTheDocument();
  });
});
