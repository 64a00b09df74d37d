import { UpcomingPage } from '@/components/upcoming-page';

export default function ManageCouponsPage() {
  return <UpcomingPage title="Manage Coupons" description="Coupon management is coming soon." />;
}
