import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogPost } from '@collably/shared/schemas/blog';
import { ApiError, api } from '@/lib/api-client';

/** GET post/get?slug= (public): the published post; an old slug answers it with its current `slug`. */
export const getPost = async (slug: string) =>
  (await api.get<TBlogPost>('post/get', { query: { slug } })).data;

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug] as const,
    queryFn: () => getPost(slug),
    // A 404 is an answer, not a hiccup.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useBlogPost = (slug: string) => useQuery(blogPostQuery(slug));
