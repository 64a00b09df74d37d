import PaymentDetailsPage from '@/features/payouts/pages/payment-details-page';
import { SelfBillingCard } from '@/features/invoices/components/self-billing-card';
import { TdsCard } from '@/features/tds/components/tds-card';

/**
 * /paymentdetails, with the influencer's tax cards: the TDS feature's (PAN, withholding, yearly statement)
 * and the invoices feature's self-billing (registered influencers only).
 */
export default function PaymentDetailsRoute() {
  return (
    <PaymentDetailsPage
      tax={
        <>
          <TdsCard />
          <SelfBillingCard />
        </>
      }
    />
  );
}
