import PaymentDetailsPage from '@/features/payouts/pages/payment-details-page';
import { TdsCard } from '@/features/tds/components/tds-card';

/** /paymentdetails, with the TDS feature's card (PAN, withholding, yearly statement) for the influencer. */
export default function PaymentDetailsRoute() {
  return <PaymentDetailsPage tax={<TdsCard />} />;
}
