import { UpcomingPage } from '@/components/upcoming-page';

export default function BlogPostPage() {
  return <UpcomingPage title="Blog" description="This article is not published yet." />;
}
