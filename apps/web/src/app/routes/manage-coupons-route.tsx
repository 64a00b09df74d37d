import ManageCouponsPage from '@/features/coupons/pages/manage-coupons-page';

export default function ManageCouponsRoute() {
  return <ManageCouponsPage />;
}
