import type { Selectable } from 'kysely';
import { priceBreakup, type TPriceBreakup } from '@collably/shared/domain/pricing';
import { CouponMessages } from '@collably/shared/messages/coupons';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { DbOrTrx } from '../../db/database';
import type { CouponsTable } from '../../db/tables/payments';
import { AppError } from '../http/errors';
import { couponsRepository as coupons } from './coupons.repository';
import { transactionsRepository as transactions } from './transactions.repository';

export type Coupon = Selectable<CouponsTable>;
export type HireableService = NonNullable<Awaited<ReturnType<typeof transactions.findHireableService>>>;

/** The service a brand wants to hire, or the reason it cannot. */
export async function hireableService(
  db: DbOrTrx,
  brandUserId: number,
  serviceId: number,
  allowUgc: boolean,
): Promise<HireableService> {
  const service = await transactions.findHireableService(db, serviceId);
  if (!service) throw new AppError('NOT_FOUND', PaymentMessages.serviceUnavailable);
  if (service.userId === brandUserId) throw new AppError('BAD_REQUEST', PaymentMessages.ownService);
  if (allowUgc && !service.allowUgc) throw new AppError('BAD_REQUEST', PaymentMessages.ugcNotOffered);
  return service;
}

/**
 * Whether the brand may use this coupon now (spec §9: FLAT500 on the first order; other coupons once).
 * A quote only: the coupon is held at transaction/create and consumed at capture, both conditionally.
 */
export async function assertCouponUsable(db: DbOrTrx, coupon: Coupon, brandUserId: number, now: string) {
  if (coupon.isFirstOrder) {
    if (await transactions.hasCapturedOrder(db, brandUserId)) {
      throw new AppError('CONFLICT', CouponMessages.firstOrderOnly);
    }
    return;
  }
  if (coupon.usedOn !== null) throw new AppError('CONFLICT', CouponMessages.used);
  const isHeldByOther =
    coupon.reservedUntil !== null && coupon.reservedUntil >= now && coupon.reservedByUserId !== brandUserId;
  if (isHeldByOther) throw new AppError('CONFLICT', CouponMessages.reserved);
}

export async function couponByCode(db: DbOrTrx, code: string): Promise<Coupon> {
  const coupon = await coupons.findByCode(db, code);
  if (!coupon) throw new AppError('NOT_FOUND', CouponMessages.notFound);
  return coupon;
}

export async function couponById(db: DbOrTrx, id: number): Promise<Coupon> {
  const coupon = await coupons.findById(db, id);
  if (!coupon) throw new AppError('NOT_FOUND', CouponMessages.notFound);
  return coupon;
}

/** The shared price rule applied to a service, with an optional coupon and wallet money. */
export const quote = (
  service: HireableService,
  options: { allowUgc: boolean; platformFeePercent: number; couponValuePaise: number; walletPaise: number },
): TPriceBreakup =>
  priceBreakup({
    basePricePaise: service.pricePaise,
    ugcPricePaise: options.allowUgc ? service.ugcPricePaise : 0,
    isGstRegistered: service.isGst === 1,
    platformFeePercent: options.platformFeePercent,
    discountPaise: options.couponValuePaise,
    walletPaise: options.walletPaise,
  });
