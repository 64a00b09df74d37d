import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE } from '@collably/shared/constants/blog';
import type { TBlogPostSummary } from '@collably/shared/schemas/blog';
import { api } from '@/lib/api-client';

/** GET post/getall?page=&pageSize= (public): one 0-based page of published posts, newest first. */
export const getPosts = async (page: number, pageSize: number = BLOG_PAGE_SIZE) =>
  (await api.get<TBlogPostSummary[]>('post/getall', { query: { page, pageSize } })).data;

/** Pages of /blogs; a page shorter than the page size is the last one. */
export const blogPostsQuery = (pageSize: number = BLOG_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['blog', 'posts', pageSize] as const,
    queryFn: ({ pageParam }) => getPosts(pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < pageSize ? undefined : pages.length),
  });

export const useBlogPosts = () => useInfiniteQuery(blogPostsQuery());
