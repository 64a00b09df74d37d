import type { TBrandBilling } from '@collably/shared/schemas/brands';
import type { TBillingPanel } from '@/features/brands/api/billing-gate';

/**
 * The app passes the brands feature's billing gate into other features' checkouts; their tests use this
 * stand-in, which shows what the gate says and saves `billing` as its form would (the gate's own view is
 * tested in the brands feature).
 */
export const standInBillingPanel =
  (billing: NonNullable<TBrandBilling>): TBillingPanel =>
  ({ gate }) => (
    <div data-testid="billing-gate">
      {gate.status}
      {gate.isFormOpen ? ' · form open' : ''}
      {gate.refusal ? ` · ${gate.refusal}` : ''}
      {gate.isFormOpen ? (
        <button type="button" onClick={() => gate.saved(billing)}>
          Save billing details
        </button>
      ) : null}
    </div>
  );
