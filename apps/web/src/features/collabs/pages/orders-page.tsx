import { UpcomingPage } from '@/components/upcoming-page';

export default function OrdersPage() {
  return (
    <UpcomingPage
      title="Collabs"
      description="Your collabs (orders) will appear here once hiring goes live."
    />
  );
}
