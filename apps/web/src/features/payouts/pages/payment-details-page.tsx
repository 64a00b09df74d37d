import { UpcomingPage } from '@/components/upcoming-page';

export default function PaymentDetailsPage() {
  return <UpcomingPage title="Payment details" description="Earnings and payout requests are coming soon." />;
}
