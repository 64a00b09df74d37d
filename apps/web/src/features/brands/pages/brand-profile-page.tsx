import { UpcomingPage } from '@/components/upcoming-page';

export default function BrandProfilePage() {
  return (
    <UpcomingPage title="Brand profile" description="Editing your brand name and picture is coming soon." />
  );
}
