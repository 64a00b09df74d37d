import { UpcomingPage } from '@/components/upcoming-page';

export default function ProfilePage() {
  return (
    <UpcomingPage title="Influencer profile" description="Public influencer profiles are coming soon." />
  );
}
