import { z } from 'zod';
import { CommonMessages } from '../messages/common';
import { dbInt } from './common';

/** `true`/`false` (any case), `1`/`0` or absent (false), as query strings carry flags. */
export const ZQueryFlag = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? '').trim().toLowerCase();
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true' || text === '1') return true;
    ctx.addIssue({ code: 'custom', message: CommonMessages.flagInvalid });
    return z.NEVER;
  });

const ZQueryId = (name: string) =>
  dbInt(
    z.coerce.number({ error: CommonMessages.mustBeNumber(name) }).int(CommonMessages.mustBeWhole(name)),
    CommonMessages.tooLarge(name),
  );

/**
 * POST transaction/create and transaction/exists (spec §7). CouponId 0 means no coupon; `useWallet=true`
 * spends the brand's wallet balance first (wholly or partly).
 */
export const ZTransactionQuery = z.object({
  InfluencerServiceId: ZQueryId('InfluencerServiceId').positive(
    CommonMessages.mustBePositive('InfluencerServiceId'),
  ),
  CouponId: ZQueryId('CouponId').min(0).optional().default(0),
  allowugc: ZQueryFlag,
  useWallet: ZQueryFlag,
});
export type TTransactionQuery = z.infer<typeof ZTransactionQuery>;

/** POST transaction/update?transId= : the server asks the provider; the query's other values are ignored. */
export const ZUpdateTransactionQuery = z.object({
  transId: ZQueryId('transId').positive(CommonMessages.mustBePositive('transId')),
});

/** data of transaction/create: `refrenceId` (spec spelling) is where the browser goes next. */
export const ZCreateTransactionResult = z.object({
  refrenceId: z.string(),
  transId: z.number(),
  /** True when the wallet covered the whole order, so it is paid already and `refrenceId` is the return URL. */
  isPaid: z.boolean(),
  /** Amount left to pay through the payment provider, rupees. */
  amount: z.number(),
  walletApplied: z.number(),
  discount: z.number(),
});
export type TCreateTransactionResult = z.infer<typeof ZCreateTransactionResult>;

/** Query of transaction/hold: the provider's reference of the checkout whose payment page is open. */
export const ZCouponHoldQuery = z.object({ ref: z.string().trim().min(1).max(200) });

/**
 * data of transaction/hold (issue 35 item 7): the single-use coupon of an open checkout, held while its
 * payment page is open and renewed by it. `isOpen` false: the checkout has ended, stop renewing.
 */
export const ZCouponHold = z.object({
  isOpen: z.boolean(),
  couponCode: z.string().nullable(),
  isHeld: z.boolean(),
  heldUntil: z.string().nullable(),
  /** What the payment page shows about the hold (reserved until…, not reserved and why); null: nothing. */
  note: z.string().nullable(),
});
export type TCouponHold = z.infer<typeof ZCouponHold>;

/**
 * GET transaction/awaiting-details item: a captured payment whose collab details were never sent (issue 11
 * item 3). Rupees; dates ISO. `transId`, `influencerServiceId` and `allowUGC` are what brand/create/collab takes.
 */
export const ZAwaitingDetails = z.object({
  transId: z.number(),
  influencerServiceId: z.number(),
  allowUGC: z.boolean(),
  serviceTitle: z.string(),
  platformId: z.number(),
  influencerUserId: z.number(),
  influencerName: z.string(),
  userName: z.string(),
  profilePic: z.string().nullable(),
  /** The brand (the super admin sees every brand's). */
  brandName: z.string(),
  /** What the brand paid: card part + wallet part (a coupon's discount is not the brand's money). */
  amount: z.number(),
  cardAmount: z.number(),
  walletAmount: z.number(),
  paidOn: z.string(),
  /** Sent once, a day after the payment; null until then. */
  remindedOn: z.string().nullable(),
  /** Past this the whole payment goes back to the brand's wallet. */
  refundOn: z.string(),
});
export type TAwaitingDetails = z.infer<typeof ZAwaitingDetails>;
