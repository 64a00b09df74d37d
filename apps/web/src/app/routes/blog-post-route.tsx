import BlogPostPage from '@/features/blog/pages/blog-post-page';
import NotFoundPage from '@/features/errors/pages/not-found-page';

/** A blog slug no published post has (or had) shows the app's own 404 page. */
export default function BlogPostRoute() {
  return <BlogPostPage notFound={<NotFoundPage />} />;
}
