import PaymentDetailsPage from '@/features/payouts/pages/payment-details-page';
import { GstHeldCard } from '@/features/gst-held/components/gst-held-card';
import { SelfBillingCard } from '@/features/invoices/components/self-billing-card';
import { TdsCard } from '@/features/tds/components/tds-card';
import { BankWithdrawalRequests } from '@/features/withdrawals/components/bank-withdrawal-requests';

/**
 * /paymentdetails, with the influencer's tax cards: the TDS feature's (PAN, withholding, yearly statement)
 * the invoices feature's self-billing and the gst-held feature's GST held until GSTR-2B (registered
 * influencers only); for the super admin, the
 * withdrawals feature's queue of brands' bank withdrawals.
 */
export default function PaymentDetailsRoute() {
  return (
    <PaymentDetailsPage
      brandWithdrawals={<BankWithdrawalRequests />}
      tax={
        <>
          <TdsCard />
          <SelfBillingCard />
          <GstHeldCard />
        </>
      }
    />
  );
}
