import { UpcomingPage } from '@/components/upcoming-page';

export default function AdminPage() {
  return (
    <UpcomingPage
      title="Admin"
      description="User moderation (approve, disable, feature, tags) is coming soon."
    />
  );
}
