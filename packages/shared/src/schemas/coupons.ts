import { z } from 'zod';
import { Msg } from '../constants/messages';
import { dbInt, multiLine, singleLine } from './common';

const required = Msg.required;
const requiredText = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `This Field should not exceed ${max} characters`);
const requiredLine = (max: number) => singleLine(requiredText(max));

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]+$/;

/** POST manage/createupdatecoupon (spec §3 Coupon, §4: create when id ≤ 0, update when > 0). Value in rupees. */
export const ZSaveCouponRequest = z.object({
  id: dbInt(z.number({ error: required }).int()),
  name: requiredLine(100),
  code: requiredText(20).regex(COUPON_CODE_PATTERN, 'Code may contain only letters and digits'),
  description: multiLine(requiredText(500)),
  value: z
    .number({ error: required })
    .int('Value must be a whole number of rupees')
    .positive('Value must be more than 0')
    .max(10_000_000, 'Value is too large'),
});
export type TSaveCouponRequest = z.infer<typeof ZSaveCouponRequest>;

/** POST manage/deletecoupon. */
export const ZDeleteCouponRequest = z.object({ id: dbInt(z.number({ error: required }).int().positive()) });
export type TDeleteCouponRequest = z.infer<typeof ZDeleteCouponRequest>;

/** A row of the admin coupon table; value in rupees, usedBy the name of the brand that used it. */
export const ZCoupon = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  value: z.number(),
  createdOn: z.string(),
  usedOn: z.string().nullable(),
  usedBy: z.string().nullable(),
  /** FLAT500: usable once per brand, on its first order; never marked used, never deleted. */
  isFirstOrder: z.boolean(),
});
export type TCoupon = z.infer<typeof ZCoupon>;

/** POST brand/applycoupon (spec §3). */
export const ZApplyCouponRequest = z.object({
  Code: requiredLine(20),
  InfluencerServiceId: dbInt(z.number({ error: required }).int().positive()),
  AllowUGC: z.boolean().optional().default(false),
});
export type TApplyCouponRequest = z.infer<typeof ZApplyCouponRequest>;

/**
 * The price breakup with the coupon applied, in rupees (spec §3). `platformFee` and `platformFeeGst` include
 * the UGC platform fee; `price` is what is left to pay; `value` is the discount actually applied.
 */
export const ZAppliedCoupon = z.object({
  basePrice: z.number(),
  priceGst: z.number(),
  ugcPrice: z.number(),
  ugcPriceGst: z.number(),
  platformFee: z.number(),
  platformFeeGst: z.number(),
  price: z.number(),
  id: z.number(),
  code: z.string(),
  value: z.number(),
  /** Total before the discount. */
  subtotal: z.number(),
});
export type TAppliedCoupon = z.infer<typeof ZAppliedCoupon>;

export const CouponMessages = {
  notFound: 'Invalid coupon code',
  used: 'This coupon has already been used',
  reserved: 'This coupon is being used in another checkout. Please try again later.',
  firstOrderOnly: 'FLAT500 is valid on your first order only',
  holdLimit:
    'This coupon has been held in your unpaid checkouts for too long today. Please try again tomorrow or continue without it.',
  codeTaken: 'A coupon with this code already exists',
  usedCannotChange: 'A used coupon cannot be changed',
  usedCannotDelete: 'A used coupon cannot be deleted',
  reservedCannotDelete: 'This coupon is reserved by a checkout in progress. Please try again later.',
  firstOrderCannotDelete: 'The first-order coupon cannot be deleted',
  firstOrderCodeFixed: 'The code of the first-order coupon cannot be changed',
  saved: 'Coupon saved',
  deleted: 'Coupon deleted',
  applied: 'Coupon applied',
} as const;
