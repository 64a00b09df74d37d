import { paiseToRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { CouponMessages } from '@collably/shared/messages/coupons';
import { COUPON_HOLD_ACCOUNT_AGE_HOURS, COUPON_USES_PAGE_SIZE } from '@collably/shared/constants/limits';
import type { TCoupon, TCouponUsagePage, TSaveCouponRequest } from '@collably/shared/schemas/coupons';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/http/errors';
import { couponsRepository as repo, type Coupon } from './coupons.repository';

export type { Coupon };

type CouponRow = Awaited<ReturnType<typeof repo.list>>[number];

const toCoupon = (c: CouponRow): TCoupon => ({
  id: c.id,
  name: c.name,
  code: c.code,
  description: c.description,
  value: paiseToRupees(c.valuePaise),
  createdOn: c.createdOn,
  usedOn: c.usedOn,
  usedBy: c.usedByName,
  isFirstOrder: c.isFirstOrder,
  useCount: c.useCount,
  lastUsedOn: c.lastUsedOn ?? null,
  lastUsedBy: c.lastUsedBy ?? null,
});

export async function listCoupons(ctx: AppContext): Promise<TCoupon[]> {
  return (await repo.list(ctx.db)).map(toCoupon);
}

/** manage/coupon/usage: one page of a coupon's uses (captured payments that took it), newest first. */
export async function couponUsage(
  ctx: AppContext,
  query: { couponId: number; page: number },
): Promise<TCouponUsagePage> {
  if (!(await repo.findById(ctx.db, query.couponId)))
    throw new AppError('NOT_FOUND', CouponMessages.notFound);
  const { rows, total } = await repo.uses(ctx.db, {
    couponId: query.couponId,
    offset: query.page * COUPON_USES_PAGE_SIZE,
    limit: COUPON_USES_PAGE_SIZE,
  });
  return {
    uses: rows.map((r) => ({
      transId: r.transactionId,
      collabDetailId: r.collabId,
      brandUserId: r.brandUserId,
      brandName: r.brandName,
      usedOn: r.capturedOn ?? r.createdOn,
      serviceTitle: r.serviceTitle,
      discount: paiseToRupees(r.discountPaise),
      paid: paiseToRupees(r.walletPaise + r.totalPaise),
    })),
    currentPage: query.page,
    totalPages: Math.ceil(total / COUPON_USES_PAGE_SIZE),
    total,
  };
}

async function findListed(ctx: AppContext, id: number): Promise<TCoupon> {
  const row = (await repo.list(ctx.db)).find((c) => c.id === id);
  if (!row) throw new AppError('NOT_FOUND', CouponMessages.notFound);
  return toCoupon(row);
}

/** Create when id ≤ 0, update when > 0 (spec §4); codes are unique ignoring case. */
export async function saveCoupon(ctx: AppContext, input: TSaveCouponRequest): Promise<TCoupon> {
  const now = ctx.clock.now().toISOString();
  const fields = {
    name: input.name,
    code: input.code.toUpperCase(),
    description: input.description,
    valuePaise: rupeesToPaise(input.value),
    modifiedOn: now,
  };
  try {
    if (input.id <= 0) {
      const { id } = await repo.insert(ctx.db, { ...fields, isFirstOrder: false, createdOn: now });
      return await findListed(ctx, id);
    }
    const existing = await repo.findById(ctx.db, input.id);
    if (!existing) throw new AppError('NOT_FOUND', CouponMessages.notFound);
    if (existing.isFirstOrder && fields.code !== existing.code) {
      throw new AppError('CONFLICT', CouponMessages.firstOrderCodeFixed);
    }
    if (!(await repo.updateUnused(ctx.db, input.id, fields))) {
      throw new AppError('CONFLICT', CouponMessages.usedCannotChange);
    }
    return await findListed(ctx, input.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CouponMessages.codeTaken);
    throw error;
  }
}

export async function deleteCoupon(ctx: AppContext, id: number): Promise<void> {
  const existing = await repo.findById(ctx.db, id);
  if (!existing) throw new AppError('NOT_FOUND', CouponMessages.notFound);
  if (existing.isFirstOrder) throw new AppError('CONFLICT', CouponMessages.firstOrderCannotDelete);
  if (existing.usedOn) throw new AppError('CONFLICT', CouponMessages.usedCannotDelete);
  if (!(await repo.deleteUnused(ctx.db, id, ctx.clock.now().toISOString()))) {
    const now = await repo.findById(ctx.db, id);
    throw new AppError(
      'CONFLICT',
      now?.usedOn ? CouponMessages.usedCannotDelete : CouponMessages.reservedCannotDelete,
    );
  }
}

export async function couponByCode(db: DbOrTrx, code: string): Promise<Coupon> {
  const coupon = await repo.findByCode(db, code);
  if (!coupon) throw new AppError('NOT_FOUND', CouponMessages.notFound);
  return coupon;
}

export async function couponById(db: DbOrTrx, id: number): Promise<Coupon> {
  const coupon = await repo.findById(db, id);
  if (!coupon) throw new AppError('NOT_FOUND', CouponMessages.notFound);
  return coupon;
}

/** Whether a single-use coupon is free for this brand now (a quote: holding and using re-check it). */
export function assertCouponTakeable(coupon: Coupon, brandUserId: number, now: string): void {
  if (coupon.usedOn !== null) throw new AppError('CONFLICT', CouponMessages.used);
  const isHeldByOther =
    coupon.reservedUntil !== null && coupon.reservedUntil >= now && coupon.reservedByUserId !== brandUserId;
  if (isHeldByOther) throw new AppError('CONFLICT', CouponMessages.reserved);
}

/**
 * Whether this brand may hold single-use coupons: its account was confirmed and made more than
 * COUPON_HOLD_ACCOUNT_AGE_HOURS ago, so a chain of fresh throwaway accounts cannot keep a code from its owner.
 * Account age is `users.created_on`: a brand is confirmed (e-mail code) when it signs up, and an address not
 * yet confirmed holds nothing.
 */
export async function mayHoldCoupons(db: DbOrTrx, brandUserId: number, now: Date): Promise<boolean> {
  const account = await repo.brandAccount(db, brandUserId);
  if (!account?.isEmailVerified) return false;
  return Date.parse(account.createdOn) <= now.getTime() - COUPON_HOLD_ACCOUNT_AGE_HOURS * 3_600_000;
}

/**
 * Holds a single-use coupon for a brand's checkout in the caller's transaction, until `holdUntil` (the payment
 * page renews it). Of two brands racing for the same coupon exactly one gets it; the other is told why (409).
 * A brand holds one coupon at a time: this lets go of its other holds, and a unique index refuses a second
 * hold that raced past that.
 */
export async function holdCoupon(
  trx: DbOrTrx,
  hold: { couponId: number; brandUserId: number; transactionId: number; holdUntil: string; now: string },
): Promise<void> {
  try {
    if (await repo.reserve(trx, hold)) return;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CouponMessages.reserved);
    throw error;
  }
  const latest = await repo.findById(trx, hold.couponId);
  throw new AppError('CONFLICT', latest?.usedOn ? CouponMessages.used : CouponMessages.reserved);
}

/** Renews the hold of a checkout whose payment page is open; false when the checkout no longer holds it. */
export const renewCouponHold = (
  trx: DbOrTrx,
  hold: { couponId: number; transactionId: number; holdUntil: string },
) => repo.renew(trx, hold);

/** Marks a single-use coupon used at capture, in the caller's transaction; false when it is gone. */
export const useCoupon = (trx: DbOrTrx, use: { couponId: number; brandUserId: number; now: string }) =>
  repo.consume(trx, use);

/** Lets go of the hold of a checkout that ended unpaid. */
export const releaseCouponHold = (trx: DbOrTrx, hold: { couponId: number; transactionId: number }) =>
  repo.releaseReservation(trx, hold);

/**
 * Frees a single-use coupon whose order was refunded before it started (its details never came): the coupon
 * bought nothing, so the brand may use it again. FLAT500 needs nothing: it counts captured orders only.
 */
export const freeCouponUse = (trx: DbOrTrx, use: { couponId: number; brandUserId: number }) =>
  repo.releaseUse(trx, use);
