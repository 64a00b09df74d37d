import { UpcomingPage } from '@/components/upcoming-page';

export default function BlogListPage() {
  return (
    <UpcomingPage title="Blogs" description="Articles on influencer marketing in India are coming soon." />
  );
}
