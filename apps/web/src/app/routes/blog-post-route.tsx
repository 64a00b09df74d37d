import BlogPostPage from '@/features/blog/pages/blog-post-page';
import NotFoundPage from '@/features/errors/pages/not-found-page';
import { blogPostQuery } from '@/features/blog/api/get-post';
import type { PageLoader } from '../page-loader';

/** The post by the slug in the address. */
export const loader: PageLoader =
  (queryClient) =>
  ({ params }) =>
    queryClient.ensureQueryData(blogPostQuery(params.slug ?? ''));

/** A blog slug no published post has (or had) shows the app's own 404 page. */
export default function BlogPostRoute() {
  return <BlogPostPage notFound={<NotFoundPage />} />;
}
