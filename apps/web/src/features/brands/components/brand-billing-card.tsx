import { IconReceipt } from '@tabler/icons-react';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { useBrandBilling } from '../api/brand-billing';
import { BillingDetailsForm } from './billing-details-form';

/**
 * 'Billing details' on /brand (issues 16 and 36): who the platform's tax invoices are made out to, editable
 * at any time with the same form every checkout shows when they are missing.
 */
export function BrandBillingCard() {
  const billing = useBrandBilling();
  return (
    <SectionCard
      id="billing"
      icon={IconReceipt}
      title="Billing details"
      description="Your tax invoices are made out to these details, and GST follows their state. They are asked before your first payment; add your GSTIN to claim input tax credit."
    >
      {billing.isPending ? (
        <SectionLoader label="Loading billing details" />
      ) : billing.isError ? (
        <LoadError title="Could not load your billing details" error={billing.error} />
      ) : (
        <BillingDetailsForm billing={billing.data} />
      )}
    </SectionCard>
  );
}
