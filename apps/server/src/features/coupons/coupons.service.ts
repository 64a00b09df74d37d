import { paiseToRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { CouponMessages } from '@collably/shared/messages/coupons';
import {
  type TAppliedCoupon,
  type TApplyCouponRequest,
  type TCoupon,
  type TSaveCouponRequest,
} from '@collably/shared/schemas/coupons';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/http/errors';
import { couponsRepository as repo } from '../../platform/payments/coupons.repository';
import { assertCouponUsable, couponByCode, hireableService, quote } from '../../platform/payments/quote';

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
  isFirstOrder: c.isFirstOrder === 1,
});

export async function listCoupons(ctx: AppContext): Promise<TCoupon[]> {
  return (await repo.list(ctx.db)).map(toCoupon);
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
      const { id } = await repo.insert(ctx.db, { ...fields, isFirstOrder: 0, createdOn: now });
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

/** brand/applycoupon: the price breakup of the service with the coupon, if the brand may use it now. */
export async function applyCoupon(
  ctx: AppContext,
  brandUserId: number,
  input: TApplyCouponRequest,
): Promise<TAppliedCoupon> {
  const service = await hireableService(ctx.db, brandUserId, input.InfluencerServiceId, input.AllowUGC);
  const coupon = await couponByCode(ctx.db, input.Code);
  await assertCouponUsable(ctx.db, coupon, brandUserId, ctx.clock.now().toISOString());
  const b = quote(service, {
    allowUgc: input.AllowUGC,
    platformFeePercent: ctx.config.platformFeePercent,
    couponValuePaise: coupon.valuePaise,
    walletPaise: 0,
  });
  const r = paiseToRupees;
  return {
    basePrice: r(b.basePrice),
    priceGst: r(b.basePriceGst),
    ugcPrice: r(b.ugcPrice),
    ugcPriceGst: r(b.ugcPriceGst),
    platformFee: r(b.platformFee + b.ugcPlatformFee),
    platformFeeGst: r(b.platformFeeGst + b.ugcPlatformFeeGst),
    price: r(b.total),
    id: coupon.id,
    code: coupon.code,
    value: r(b.discount),
    subtotal: r(b.subtotal),
  };
}
