import { useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TBrandBilling } from '@collably/shared/schemas/brands';
import { ApiError } from '@/lib/api-client';
import { useStates } from '@/features/master/api/master-data';
import { brandBillingQuery, useBrandBilling } from './brand-billing';

export type TSavedBilling = NonNullable<TBrandBilling>;

/**
 * Whether a checkout may pay (issue 36): every payment needs the brand's billing details, so a checkout asks
 * for them in place, before Pay, and keeps the order it holds meanwhile.
 * - off: not a brand's checkout (a visitor's Continue opens the join dialog instead);
 * - loading / error: the details are being read, or could not be;
 * - missing: the brand has given none yet;
 * - ready: they are on file (`billing`, with its state's name).
 */
export type TBillingGateStatus = 'off' | 'loading' | 'error' | 'missing' | 'ready';

export type TBillingGate = {
  status: TBillingGateStatus;
  /** The details on file, once read (null: none given). */
  billing: TBrandBilling | undefined;
  /** Their state's name, for 'Billed to …, <state>'. */
  stateName: string | null;
  error: Error | null;
  /** The form is shown in the checkout, in place of 'Billed to'. */
  isFormOpen: boolean;
  /** The server's answer that sent the brand to the form (billing details deleted since the page loaded). */
  refusal: string | null;
  /** Before a payment call: true when details are on file; otherwise opens the form and answers false. */
  ensure: () => boolean;
  /**
   * After a failed payment call: true when the server asked for billing details (409 billingRequired); the
   * form then opens, and the checkout shows no other error.
   */
  takeRefusal: (error: unknown) => boolean;
  /** 'Edit' on 'Billed to …'. */
  edit: () => void;
  /** Cancel on the form, when details are already on file. */
  close: () => void;
  /** The form saved them: back to 'Billed to …' and the checkout's Pay. */
  saved: (billing: TSavedBilling) => void;
  retry: () => void;
};

/** The billing gate's view, which the app passes to the checkouts of other features (features meet in app/). */
export type TBillingPanel = ComponentType<{ gate: TBillingGate }>;

export const isBillingRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.message === PaymentMessages.billingRequired;

/**
 * The checkout's side of the billing gate. `askAtOnce`: a pay dialog the brand opened to pay shows the form as
 * soon as it knows none is on file; the hire panel, which people also read before deciding, asks at Continue.
 */
export function useBillingGate({
  enabled,
  askAtOnce = false,
}: {
  enabled: boolean;
  askAtOnce?: boolean;
}): TBillingGate {
  const queryClient = useQueryClient();
  const query = useBrandBilling(enabled);
  const states = useStates();
  const [isAsked, setIsAsked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const status: TBillingGateStatus = !enabled
    ? 'off'
    : query.isPending
      ? 'loading'
      : query.isError
        ? 'error'
        : query.data === null
          ? 'missing'
          : 'ready';
  const billing = enabled ? query.data : undefined;
  const stateName = billing
    ? ((states.data ?? []).find((s) => s.stateId === billing.stateId)?.name ?? null)
    : null;

  return {
    status,
    billing,
    stateName,
    error: query.error,
    isFormOpen: enabled && (isAsked || (askAtOnce && status === 'missing')),
    refusal,
    ensure: () => {
      if (status === 'ready') return true;
      if (status === 'missing') setIsAsked(true);
      return false;
    },
    takeRefusal: (error) => {
      if (!enabled || !isBillingRequired(error)) return false;
      setRefusal(PaymentMessages.billingRequired);
      setIsAsked(true);
      // What the page read is stale: the form starts from what the server holds now.
      void queryClient.invalidateQueries({ queryKey: brandBillingQuery().queryKey });
      return true;
    },
    edit: () => setIsAsked(true),
    close: () => {
      setIsAsked(false);
      setRefusal(null);
    },
    saved: (saved) => {
      queryClient.setQueryData(brandBillingQuery().queryKey, saved);
      setIsAsked(false);
      setRefusal(null);
    },
    retry: () => void query.refetch(),
  };
}
