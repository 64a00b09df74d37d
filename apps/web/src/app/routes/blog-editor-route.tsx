import BlogEditorPage from '@/features/blog/pages/blog-editor-page';

export default function BlogEditorRoute() {
  return <BlogEditorPage />;
}
