import { z } from 'zod';
import {
  COUPON_CODE_MAX,
  COUPON_NAME_MAX,
  DESCRIPTION_MAX,
  MAX_COUPON_VALUE_RUPEES,
} from '../constants/limits';
import { CommonMessages } from '../messages/common';
import { CouponMessages } from '../messages/coupons';
import { dbInt, multiLine, singleLine } from './common';

const required = CommonMessages.required;
const requiredText = (max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, CouponMessages.textTooLong(max));
const requiredLine = (max: number) => singleLine(requiredText(max));

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]+$/;

/** POST manage/createupdatecoupon (spec §3 Coupon, §4: create when id ≤ 0, update when > 0). Value in rupees. */
export const ZSaveCouponRequest = z.object({
  id: dbInt(z.number({ error: required }).int()),
  name: requiredLine(COUPON_NAME_MAX),
  code: requiredText(COUPON_CODE_MAX).regex(COUPON_CODE_PATTERN, CouponMessages.codePattern),
  description: multiLine(requiredText(DESCRIPTION_MAX)),
  value: z
    .number({ error: required })
    .int(CouponMessages.valueWhole)
    .positive(CouponMessages.valuePositive)
    .max(MAX_COUPON_VALUE_RUPEES, CouponMessages.valueTooLarge),
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
  Code: requiredLine(COUPON_CODE_MAX),
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
