import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogMessages } from '@collably/shared/messages/blog';
import type { TAdminBlogPost } from '@collably/shared/schemas/blog';
import { renderWithProviders } from '@/test/render';
import { PostForm, type PostFormSubmit } from './post-form';

const renderForm = (post: TAdminBlogPost | null = null) => {
  const onSubmit = vi.fn<(submit: PostFormSubmit) => Promise<void>>().mockResolvedValue(undefined);
  renderWithProviders(<PostForm post={post} onSubmit={onSubmit} />);
  return onSubmit;
};

const saved: TAdminBlogPost = {
  postId: 4,
  title: 'GST for brands',
  slug: 'gst-for-brands',
  description: 'What to know',
  postContent: '<p>Eighteen per cent.</p>',
  imageUrl: null,
  author: 'Neha',
  categoryName: 'Brands,Tax',
  tagName: 'GST',
  dateCreated: '2026-11-01T10:00:00.000Z',
  dateModified: '2026-11-02T10:00:00.000Z',
  datePublished: null,
  isPublished: false,
};

describe('PostForm', () => {
  it('names each missing field with the server’s words and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getAllByText('This Field is Required')).toHaveLength(3));
    expect(screen.getByText(BlogMessages.contentRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('suggests the slug from the title until the slug is edited, and checks its rule', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Title/), 'UGC vs Influencer posts!');
    const slug = screen.getByRole('textbox', { name: /^Slug/ });
    expect(slug).toHaveValue('ugc-vs-influencer-posts');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Bad Slug');
    await userEvent.type(screen.getByLabelText(/^Title/), ' now');
    expect(slug).toHaveValue('Bad Slug');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(BlogMessages.slugPattern)).toBeInTheDocument();
  });

  it('sends an edited post with its names as lists, and can publish after saving', async () => {
    const onSubmit = renderForm(saved);
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('gst-for-brands');
    await userEvent.clear(screen.getByLabelText(/^Description/));
    await userEvent.type(screen.getByLabelText(/^Description/), 'What every brand should know');
    await userEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      fields: {
        title: 'GST for brands',
        slug: 'gst-for-brands',
        description: 'What every brand should know',
        postContent: '<p>Eighteen per cent.</p>',
        imageUrl: null,
        author: 'Neha',
        categories: ['Brands', 'Tax'],
        tags: ['GST'],
      },
      coverFile: null,
      thenPublish: true,
    });
  });

  it('shows the server’s refusal', async () => {
    const onSubmit = renderForm(saved);
    onSubmit.mockRejectedValueOnce(new Error(BlogMessages.slugTaken));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BlogMessages.slugTaken);
  });
});
