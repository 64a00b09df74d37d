import BlogListPage from '@/features/blog/pages/blog-list-page';
import { blogPostsQuery } from '@/features/blog/api/get-posts';
import type { PageLoader } from '../page-loader';

/** The first page of published posts. */
export const loader: PageLoader = (queryClient) => () =>
  queryClient.ensureInfiniteQueryData(blogPostsQuery());

export default function BlogListRoute() {
  return <BlogListPage />;
}
