import { rupeesToPaise } from '@collably/shared/domain/pricing';
import {
  refundSettlement,
  releaseSettlement,
  splitRefundProblem,
  splitSettlement,
  type TEscrowFigures,
} from '@collably/shared/domain/settlement';
import type { TCollabEscrow } from '@collably/shared/schemas/collabs';
import {
  HelpdeskOutcome,
  ZResolveHelpdeskRequest,
  type THelpdeskOutcome,
} from '@collably/shared/schemas/helpdesk';

export type ResolveFormValues = { outcome: THelpdeskOutcome; refundAmount: number | '' };

/** The escrow's figures in paise, as the shared settlement functions take them. */
export const escrowFigures = (e: TCollabEscrow): TEscrowFigures => ({
  subtotalPaise: rupeesToPaise(e.subtotal),
  discountPaise: rupeesToPaise(e.discount),
  influencerPayoutPaise: rupeesToPaise(e.influencerPayout),
  platformRevenuePaise: rupeesToPaise(e.platformRevenue),
  gstPayablePaise: rupeesToPaise(e.gst),
  influencerGstPaise: rupeesToPaise(e.influencerGst),
  discountGstPaise: rupeesToPaise(e.discountGst),
});

/**
 * The form judged by the server's own schema (ZResolveHelpdeskRequest: required, more than 0, paise), then
 * against the order: a split refund is less than what the brand paid. Null when it may be sent.
 */
export function validateResolution(
  collabDetailId: number,
  values: ResolveFormValues,
  escrow: TCollabEscrow,
): string | null {
  const result = ZResolveHelpdeskRequest.safeParse({
    collabDetailId,
    outcome: values.outcome,
    refundAmount: values.refundAmount === '' ? undefined : values.refundAmount,
  });
  if (!result.success) return result.error.issues[0]?.message ?? null;
  if (values.outcome !== HelpdeskOutcome.Split || values.refundAmount === '') return null;
  return splitRefundProblem(escrowFigures(escrow), rupeesToPaise(values.refundAmount));
}

/**
 * What the brand and the influencer get (paise), by the same shared rule the server books; null while a
 * split's amount is not a valid one yet.
 */
export function resolutionPreview(
  values: ResolveFormValues,
  escrow: TCollabEscrow,
): { brandPaise: number; influencerPaise: number } | null {
  const figures = escrowFigures(escrow);
  let settlement;
  if (values.outcome === HelpdeskOutcome.Release) settlement = releaseSettlement(figures);
  else if (values.outcome === HelpdeskOutcome.Refund) settlement = refundSettlement(figures);
  else {
    // Any collab id: only the amount is judged here.
    if (values.refundAmount === '' || validateResolution(1, values, escrow) !== null) return null;
    settlement = splitSettlement(figures, rupeesToPaise(values.refundAmount));
  }
  return { brandPaise: settlement.brandRefundPaise, influencerPaise: settlement.influencerPaise };
}
