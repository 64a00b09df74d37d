import AdminBlogPage from '@/features/blog/pages/admin-blog-page';

export default function AdminBlogRoute() {
  return <AdminBlogPage />;
}
