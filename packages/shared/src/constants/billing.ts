/**
 * Who a brand buys as (issue 36). Only an ordinary buyer, a business or a person, is invoiced today: a supply
 * to an SEZ unit or developer is zero-rated (IGST Act s. 16) and needs its own invoice wording and a LUT or
 * refund path, and a government buyer may deduct GST at source (CGST Act s. 51) and needs details the product
 * does not record. Both are refused until they are modelled.
 */
export const BuyerKind = { Business: 'business', Sez: 'sez', Government: 'government' } as const;
export type TBuyerKind = (typeof BuyerKind)[keyof typeof BuyerKind];
export const BUYER_KINDS = [BuyerKind.Business, BuyerKind.Sez, BuyerKind.Government] as const;
