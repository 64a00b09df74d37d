import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../domain/pricing';
import { CommonMessages } from '../messages/common';
import { HelpdeskMessages } from '../messages/helpdesk';
import { dbInt } from './common';
import { MAX_EXACT_RUPEES } from './parsers';

/** How the super admin ends a helpdesk case (issue 10 item 5). */
export const HelpdeskOutcome = { Release: 'release', Refund: 'refund', Split: 'split' } as const;
export type THelpdeskOutcome = (typeof HelpdeskOutcome)[keyof typeof HelpdeskOutcome];
export const HELPDESK_OUTCOMES = Object.values(HelpdeskOutcome) as [THelpdeskOutcome, ...THelpdeskOutcome[]];

/**
 * POST helpdesk/resolve. `refundAmount` (rupees, at most 2 decimals) is what the brand gets back on a split;
 * ignored for a release or a full refund. That it is less than what the brand paid is checked by the server
 * against the order (and by the dialog, which knows the order's figures).
 */
export const ZResolveHelpdeskRequest = z
  .object({
    collabDetailId: dbInt(z.number({ error: CommonMessages.required }).int().positive()),
    outcome: z.enum(HELPDESK_OUTCOMES, { error: HelpdeskMessages.outcomeInvalid }),
    refundAmount: z.number({ error: CommonMessages.mustBeNumber('Refund amount') }).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.outcome !== HelpdeskOutcome.Split) return;
    const amount = value.refundAmount;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['refundAmount'], message });
    if (amount === undefined || amount === null) issue(HelpdeskMessages.refundAmountRequired);
    else if (amount <= 0) issue(HelpdeskMessages.refundAmountPositive);
    else if (amount > MAX_EXACT_RUPEES) issue(CommonMessages.tooLarge('Refund amount'));
    else if (!hasAtMostTwoDecimals(amount)) issue(HelpdeskMessages.refundAmountDecimals);
  });
export type TResolveHelpdeskRequest = z.infer<typeof ZResolveHelpdeskRequest>;
export type TResolveHelpdeskInput = z.input<typeof ZResolveHelpdeskRequest>;

/**
 * What a resolution did with the escrow, in rupees; the five amounts, less the input credit of a registered
 * influencer's GST (docs/tax.md), sum to the order's subtotal.
 */
export const ZHelpdeskResolution = z.object({
  collabDetailId: z.number(),
  outcome: z.enum(HELPDESK_OUTCOMES),
  brandRefund: z.number(),
  couponReturn: z.number(),
  influencerPayout: z.number(),
  platformRevenue: z.number(),
  gst: z.number(),
  inputCredit: z.number(),
});
export type THelpdeskResolution = z.infer<typeof ZHelpdeskResolution>;
