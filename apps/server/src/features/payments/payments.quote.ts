import { priceBreakup, type TPriceBreakup } from '@collably/shared/domain/pricing';
import { CouponMessages } from '@collably/shared/messages/coupons';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TSupplyType } from '@collably/shared/domain/gst-invoice';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../platform/http/errors';
import { assertCouponTakeable, type Coupon } from '../coupons/coupons.service';
import { buyerOf, type Buyer, type TaxSupplier } from '../invoices/invoices.service';
import { assertInForceAccepted } from '../legal/legal.service';
import type { AppContext } from '../../platform/context';
import { Role } from '@collably/shared/constants/roles';
import { paymentsRepository as repo } from './payments.repository';

export type HireableService = NonNullable<Awaited<ReturnType<typeof repo.findHireableService>>>;

/** The service a brand wants to hire, or the reason it cannot. */
export async function hireableService(
  db: DbOrTrx,
  hire: { brandUserId: number; serviceId: number; allowUgc: boolean },
): Promise<HireableService> {
  const service = await repo.findHireableService(db, hire.serviceId);
  if (!service) throw new AppError('NOT_FOUND', PaymentMessages.serviceUnavailable);
  if (service.userId === hire.brandUserId) throw new AppError('BAD_REQUEST', PaymentMessages.ownService);
  if (hire.allowUgc && !service.allowUgc) throw new AppError('BAD_REQUEST', PaymentMessages.ugcNotOffered);
  return service;
}

/**
 * Whether the brand may use this coupon now (spec §9: FLAT500 on the first order; other coupons once).
 * A quote only: the coupon is held at transaction/create and consumed at capture, both conditionally.
 */
export async function assertCouponUsable(db: DbOrTrx, coupon: Coupon, brandUserId: number, now: string) {
  if (!coupon.isFirstOrder) return assertCouponTakeable(coupon, brandUserId, now);
  if (await repo.hasCapturedOrder(db, { brandUserId })) {
    throw new AppError('CONFLICT', CouponMessages.firstOrderOnly);
  }
}

/**
 * The shared price rule applied to a service, with an optional coupon and wallet money, for a buyer: each line's
 * GST as the buyer's document computes it, and the influencer's own GST as their supply to the platform does.
 * Before the buyer's details are known (a quote only), inter-state.
 */
export const quote = (
  service: HireableService,
  options: {
    allowUgc: boolean;
    platformFeePercent: number;
    couponValuePaise: number;
    walletPaise: number;
    supplyType: TSupplyType;
    influencerSupplyType: TSupplyType;
  },
): TPriceBreakup =>
  priceBreakup({
    basePricePaise: service.pricePaise,
    ugcPricePaise: options.allowUgc ? service.ugcPricePaise : 0,
    isGstRegistered: service.isGst,
    platformFeePercent: options.platformFeePercent,
    discountPaise: options.couponValuePaise,
    walletPaise: options.walletPaise,
    supplyType: options.supplyType,
    influencerSupplyType: options.influencerSupplyType,
  });

/**
 * The buyer a payment must be made out to (issue 36): the brand's billing details, frozen on the payment; a
 * brand that has given none is asked for them first (409, PaymentMessages.billingRequired), and one that has
 * not accepted the Terms in force is refused (409, PaymentMessages.termsRequired).
 */
export async function requireBuyer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  supplier: TaxSupplier,
  brandUserId: number,
): Promise<Buyer> {
  // The brand pays under the texts in force: it has accepted them (issue 36).
  await assertInForceAccepted(ctx, { userId: brandUserId, role: Role.Brand }, PaymentMessages.termsRequired);
  const buyer = await buyerOf(ctx.db, supplier, brandUserId);
  if (!buyer) throw new AppError('CONFLICT', PaymentMessages.billingRequired);
  return buyer;
}

/** A price breakup as the transaction's frozen paise columns (the figures its journals move). */
export const snapshotOf = (b: TPriceBreakup) => ({
  basePricePaise: b.basePrice,
  basePriceGstPaise: b.basePriceGst,
  ugcPricePaise: b.ugcPrice,
  ugcPriceGstPaise: b.ugcPriceGst,
  platformFeePaise: b.platformFee,
  platformFeeGstPaise: b.platformFeeGst,
  ugcPlatformFeePaise: b.ugcPlatformFee,
  ugcPlatformFeeGstPaise: b.ugcPlatformFeeGst,
  subtotalPaise: b.subtotal,
  discountPaise: b.discount,
  walletPaise: b.walletApplied,
  totalPaise: b.total,
  influencerPayoutPaise: b.influencerPayout,
  platformRevenuePaise: b.platformRevenue,
  gstPayablePaise: b.gstPayable,
  gstModel: 'principal' as const,
  influencerGstPaise: b.influencerGst,
  discountGstPaise: b.discountGst,
  supplyType: b.supplyType,
});

/** What a payment freezes of its buyer (issue 36): the document's recipient and the influencer's supply. */
export const buyerSnapshotOf = (buyer: Buyer, influencerSupplyType: TSupplyType) => ({
  billedTo: JSON.stringify(buyer.party),
  influencerSupplyType,
});
