import { z } from 'zod';
import { MAX_PAGE } from '../constants/discovery';
import {
  COUPON_CODE_MAX,
  COUPON_NAME_MAX,
  DESCRIPTION_MAX,
  MAX_COUPON_VALUE_RUPEES,
} from '../constants/limits';
import { CommonMessages } from '../messages/common';
import { CouponMessages } from '../messages/coupons';
import { ZIdParam, dbInt, multiLine, singleLine } from './common';

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
  /**
   * Real use, from the captured payments that took the coupon (FLAT500 is used by many brands while its
   * `usedOn` stays empty): how many, and the latest one's date and brand. The uses: GET manage/coupon/usage.
   */
  useCount: z.number(),
  lastUsedOn: z.string().nullable(),
  lastUsedBy: z.string().nullable(),
});
export type TCoupon = z.infer<typeof ZCoupon>;

/** GET manage/coupon/usage?couponId=&page= (super admin): one coupon's uses, newest first, 0-based pages. */
export const ZCouponUsageQuery = z.object({
  couponId: ZIdParam,
  page: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: CommonMessages.mustBeBetween('page', 0, MAX_PAGE) })
      .refine(
        (n) => Number.isInteger(n) && n >= 0 && n <= MAX_PAGE,
        CommonMessages.mustBeBetween('page', 0, MAX_PAGE),
      )
      .default(0),
  ),
});
export type TCouponUsageQuery = z.infer<typeof ZCouponUsageQuery>;
export type TCouponUsageQueryInput = z.input<typeof ZCouponUsageQuery>;

/** One use of a coupon: a captured payment (`transId`) and the collab made from it, if its details were sent. */
export const ZCouponUse = z.object({
  transId: z.number(),
  collabDetailId: z.number().nullable(),
  brandUserId: z.number(),
  brandName: z.string(),
  /** When the payment was captured. */
  usedOn: z.string(),
  serviceTitle: z.string(),
  /** Rupees: the discount the coupon gave, and what the brand paid after it (wallet and card). */
  discount: z.number(),
  paid: z.number(),
});
export type TCouponUse = z.infer<typeof ZCouponUse>;

export const ZCouponUsagePage = z.object({
  uses: z.array(ZCouponUse),
  currentPage: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TCouponUsagePage = z.infer<typeof ZCouponUsagePage>;

/** POST brand/applycoupon (spec §3). */
export const ZApplyCouponRequest = z.object({
  Code: requiredLine(COUPON_CODE_MAX),
  InfluencerServiceId: dbInt(z.number({ error: required }).int().positive()),
  AllowUGC: z.boolean().optional().default(false),
});
export type TApplyCouponRequest = z.infer<typeof ZApplyCouponRequest>;

/**
 * The price breakup with the coupon applied, in rupees (spec §3). `platformFee` and `platformFeeGst` include
 * the UGC platform fee; `price` is what is left to pay; `value` is what the coupon takes off this order.
 */
export const ZAppliedCoupon = z.object({
  basePrice: z.number(),
  priceGst: z.number(),
  ugcPrice: z.number(),
  ugcPriceGst: z.number(),
  platformFee: z.number(),
  platformFeeGst: z.number(),
  /** What is left to pay after the coupon (without wallet money), rupees: 0, or at least ₹1 (MIN_PROVIDER_PAISE). */
  price: z.number(),
  id: z.number(),
  code: z.string(),
  /**
   * What the coupon takes off this order, at most the subtotal, before the online payment's minimum gives any
   * back (domain/pricing amountDue): so `subtotal - value` may be below `price` by less than ₹1.
   */
  value: z.number(),
  /** Total before the discount. */
  subtotal: z.number(),
  /**
   * The GST inside the coupon's discount, rupees (issue 36: the coupon is ₹X off what the brand pays, GST
   * included, so GST is owed on what remains), at the coupon's full value (no wallet money).
   */
  discountGst: z.number(),
  /** The order's GST after the discount (the document's), rupees, at the coupon's full value. */
  gst: z.number(),
  /**
   * Why this single-use coupon will not be reserved for the brand's checkout (a new account), shown in the
   * Price Breakup; null when it will be held while the payment page is open (or needs no hold, FLAT500).
   */
  holdNote: z.string().nullable(),
});
export type TAppliedCoupon = z.infer<typeof ZAppliedCoupon>;
