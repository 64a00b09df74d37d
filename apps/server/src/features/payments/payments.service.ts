import { COUPON_HOLD_MINUTES, COUPON_HOLD_MINUTES_PER_DAY } from '@collably/shared/constants/limits';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import { CouponMessages } from '@collably/shared/messages/coupons';
import { OfferMessages } from '@collably/shared/messages/offers';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TAppliedCoupon } from '@collably/shared/schemas/coupons';
import type { TCouponHold } from '@collably/shared/schemas/payments';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { Accounts } from '../../platform/ledger/accounts';
import { lockBalances } from '../../platform/ledger/ledger';
import { CHECKOUT_TTL_MS, PaymentProviderError, hireReturnPath } from '../../platform/payments/provider';
import {
  couponByCode,
  couponById,
  holdCoupon,
  mayHoldCoupons,
  releaseCouponHold,
  renewCouponHold,
  type Coupon,
} from '../coupons/coupons.service';
import { captureInTransaction, confirmTransaction, type PaymentDeps } from './payments.capture';
import {
  buyerOf,
  influencerSupplyType as influencerSupplyTypeOf,
  type Buyer,
} from '../invoices/invoices.service';
import {
  assertCouponUsable,
  buyerSnapshotOf,
  hireableService,
  quote,
  requireBuyer,
  snapshotOf,
  type HireableService,
} from './payments.quote';
import { settleBrandCheckouts } from './payments.reconcile';
import { paymentsRepository as repo, type PaymentTransaction } from './payments.repository';

/** The transaction other features read (collabs: the payment a collab is made from). */
export type { PaymentTransaction };
/** What a checkout needs (the provider and the tax supplier besides the database and clock). */
export { paymentDepsOf, type PaymentDeps } from './payments.capture';

/** What a brand asks to hire: one service, with or without UGC rights. */
export type HireChoice = { brandUserId: number; serviceId: number; allowUgc: boolean };

/**
 * An accepted custom offer (features/offers) paid through the same checkout: its agreed price replaces the
 * service's (no UGC rights), and its delivery instant and revisions are frozen on the transaction.
 */
export type OfferTerms = { offerId: number; pricePaise: number; dueOn: string; revisions: number };

type CreateInput = HireChoice & {
  couponId: number;
  useWallet: boolean;
  czref: string | null;
  offer?: OfferTerms;
};

export type CreatedTransaction = {
  /** Where the browser goes next: the provider's checkout, or the return URL when nothing is left to pay. */
  checkoutUrl: string;
  transactionId: number;
  isPaid: boolean;
  totalPaise: number;
  walletPaise: number;
  discountPaise: number;
};

export { snapshotOf } from './payments.quote';

const returnInput = (tx: PaymentTransaction, service: HireableService) => ({
  userName: service.userName,
  transactionId: tx.id,
  serviceId: tx.influencerServiceId,
  allowUgc: tx.allowUgc,
});

/** Inserts the pending transaction (with its coupon held) and, when nothing is left to pay, captures it. */
async function insertTransaction(
  ctx: AppContext,
  deps: PaymentDeps,
  trx: DbOrTrx,
  input: CreateInput,
  service: HireableService,
  coupon: Coupon | null,
  buyer: Buyer,
) {
  const now = ctx.clock.now();
  const wallet = Accounts.brandWallet(input.brandUserId);
  // Locked even when not spent: every path takes the brand's wallet before a coupon row, so none deadlock.
  const balance = (await lockBalances(trx, [wallet], now)).get(wallet.code) ?? 0;
  // Under the wallet lock, so two tabs of one brand cannot both start paying for the same order.
  if (input.offer) {
    if (await repo.findCapturedForOffer(trx, input.offer.offerId)) {
      throw new AppError('CONFLICT', OfferMessages.alreadyPaid);
    }
  } else if (await repo.findUnusedCaptured(trx, { ...input, offerId: null })) {
    throw new AppError('CONFLICT', PaymentMessages.alreadyPaid);
  }
  // A new account pays with the coupon unheld: it is applied at capture if nobody else used it meanwhile.
  const isHeld =
    coupon !== null && !coupon.isFirstOrder && (await mayHoldCoupons(trx, input.brandUserId, now));
  const holdUntil = holdEnd(now, new Date(now.getTime() + CHECKOUT_TTL_MS));
  if (isHeld)
    await assertHoldAllowed(trx, { couponId: coupon.id, brandUserId: input.brandUserId, now }, holdUntil);
  const walletPaise = input.useWallet ? balance : 0;
  const influencerSupplyType = influencerSupplyTypeOf(deps.taxSupplier, service.gstin);
  const breakup = quote(service, {
    allowUgc: input.allowUgc,
    platformFeePercent: ctx.config.platformFeePercent,
    couponValuePaise: coupon?.valuePaise ?? 0,
    walletPaise,
    supplyType: buyer.supplyType,
    influencerSupplyType,
  });
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + CHECKOUT_TTL_MS);
  const tx = await repo.insert(trx, {
    brandUserId: input.brandUserId,
    influencerUserId: service.userId,
    influencerServiceId: service.id,
    platformId: service.platformId,
    serviceTitle: service.title,
    allowUgc: input.allowUgc,
    isGst: service.isGst,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    isFirstOrderCoupon: coupon?.isFirstOrder ?? false,
    platformFeePercent: ctx.config.platformFeePercent,
    ...snapshotOf(breakup),
    ...buyerSnapshotOf(buyer, influencerSupplyType),
    provider: breakup.total === 0 ? 'none' : deps.provider.name,
    providerRef: null,
    providerPaymentId: null,
    status: 'pending',
    failureReason: null,
    czref: input.czref,
    createdOn: at,
    modifiedOn: at,
    expiresAt: expiresAt.toISOString(),
    capturedOn: null,
    detailsSentOn: null,
    detailsRemindedOn: null,
    offerId: input.offer?.offerId ?? null,
    offerDueOn: input.offer?.dueOn ?? null,
    offerRevisions: input.offer?.revisions ?? null,
  });
  if (isHeld) {
    // The hold lapses COUPON_HOLD_MINUTES after the payment page last renewed it (holdForPaymentPage); a
    // payment confirmed after that still gets the coupon if nobody took it meanwhile, else its money goes to
    // the wallet (payments.capture.ts).
    await holdCoupon(trx, {
      couponId: coupon.id,
      brandUserId: input.brandUserId,
      transactionId: tx.id,
      holdUntil,
      now: at,
    });
    await repo.setCouponHeldUntil(trx, tx.id, holdUntil);
  }
  if (breakup.total === 0) {
    const outcome = await captureInTransaction(trx, deps, tx.id, null);
    // Rolls the whole checkout back: nothing was paid through a provider, so there is nothing to keep.
    if (outcome.kind !== 'captured')
      throw new AppError('CONFLICT', 'message' in outcome ? outcome.message : PaymentMessages.failed);
  }
  return tx;
}

/** A hold taken or renewed now lasts COUPON_HOLD_MINUTES, never past its checkout's expiry. */
const holdEnd = (now: Date, expiresAt: Date) =>
  new Date(Math.min(now.getTime() + COUPON_HOLD_MINUTES * 60_000, expiresAt.getTime())).toISOString();

/**
 * How long the brand's checkouts opened in the last 24 hours held this coupon, but `exceptId`'s: from
 * opening until the hold lapsed (last renewal + COUPON_HOLD_MINUTES) or the checkout ended, whichever came
 * first.
 */
async function heldToday(
  trx: DbOrTrx,
  hold: { couponId: number; brandUserId: number; now: Date },
  exceptId?: number,
) {
  const since = new Date(hold.now.getTime() - 24 * 60 * 60_000).toISOString();
  const earlier = await repo.findCheckoutsWithCoupon(trx, { ...hold, since });
  return earlier
    .filter((c) => c.id !== exceptId)
    .reduce((sum, c) => {
      const closed = c.status === 'pending' || c.modifiedOn > c.expiresAt ? c.expiresAt : c.modifiedOn;
      const end = Math.min(Date.parse(closed), Date.parse(c.couponHeldUntil ?? c.createdOn));
      return sum + Math.max(0, end - Date.parse(c.createdOn));
    }, 0);
}

/**
 * A brand holds a single-use coupon only while its payment page is open, and only for so long a day in all:
 * unpaid checkouts cannot keep a coupon from everyone else. Called under the brand's wallet lock, which every
 * hold and renewal of the brand takes first, so two of its requests cannot both count the same minutes.
 */
async function assertHoldAllowed(
  trx: DbOrTrx,
  hold: { couponId: number; brandUserId: number; now: Date },
  holdUntil: string,
) {
  if (!(await isWithinDailyHold(trx, hold, { fromMs: hold.now.getTime(), holdUntil }))) {
    throw new AppError('CONFLICT', CouponMessages.holdLimit);
  }
}

/**
 * Whether a checkout holding the coupon from `fromMs` until `holdUntil`, with the brand's other checkouts of
 * the last 24 hours, stays within COUPON_HOLD_MINUTES_PER_DAY.
 */
async function isWithinDailyHold(
  trx: DbOrTrx,
  hold: { couponId: number; brandUserId: number; now: Date },
  checkout: { id?: number; fromMs: number; holdUntil: string },
): Promise<boolean> {
  const heldMs = await heldToday(trx, hold, checkout.id);
  return heldMs + Date.parse(checkout.holdUntil) - checkout.fromMs <= COUPON_HOLD_MINUTES_PER_DAY * 60_000;
}

const IST_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * transaction/hold (issue 35 item 7): the payment page of an open checkout renews its single-use coupon's
 * hold every few minutes while it is open, each time for COUPON_HOLD_MINUTES; when the page is closed the
 * hold lapses and the coupon is free again. Only the brand of the checkout may ask (404 for anyone else's).
 * A renewal never takes a coupon the checkout no longer holds (another brand took it after a lapse, or the
 * brand's newer checkout did), and stays within the brand's daily hold time.
 */
export async function holdForPaymentPage(
  ctx: AppContext,
  { brandUserId, providerRef }: { brandUserId: number; providerRef: string },
): Promise<TCouponHold> {
  const tx = await repo.findByProviderRef(ctx.db, providerRef);
  if (!tx || tx.brandUserId !== brandUserId)
    throw new AppError('NOT_FOUND', PaymentMessages.transactionNotFound);
  const now = ctx.clock.now();
  const isOpen = tx.status === 'pending' && tx.expiresAt > now.toISOString();
  const answer = { isOpen, couponCode: tx.couponCode, isHeld: false, heldUntil: null, note: null };
  if (!isOpen || tx.couponId === null || tx.isFirstOrderCoupon) return answer;
  const couponId = tx.couponId;
  return ctx.db.transaction().execute(async (trx): Promise<TCouponHold> => {
    // The same lock order as transaction/create and capture: the brand's wallet, then the coupon row.
    await lockBalances(trx, [Accounts.brandWallet(brandUserId)], now);
    if (!(await mayHoldCoupons(trx, brandUserId, now)))
      return { ...answer, note: CouponMessages.holdNewAccount };
    const holdUntil = holdEnd(now, new Date(tx.expiresAt));
    const checkout = { id: tx.id, fromMs: Date.parse(tx.createdOn), holdUntil };
    if (!(await isWithinDailyHold(trx, { couponId, brandUserId, now }, checkout)))
      return { ...answer, note: CouponMessages.holdLimit };
    if (!(await renewCouponHold(trx, { couponId, transactionId: tx.id, holdUntil })))
      return { ...answer, note: CouponMessages.holdLost };
    await repo.setCouponHeldUntil(trx, tx.id, holdUntil);
    const code = tx.couponCode ?? '';
    return {
      ...answer,
      isHeld: true,
      heldUntil: holdUntil,
      note: CouponMessages.heldUntil(code, IST_TIME.format(new Date(holdUntil))),
    };
  });
}

async function openCheckout(
  ctx: AppContext,
  deps: PaymentDeps,
  tx: PaymentTransaction,
  service: HireableService,
) {
  try {
    const { providerRef, redirectUrl } = await deps.provider.createCheckout({
      transactionId: tx.id,
      amountPaise: tx.totalPaise,
      description: `${service.title} by ${service.name}`,
      expiresAt: new Date(tx.expiresAt),
      successPath: (ref) => hireReturnPath(returnInput(tx, service), ref),
      cancelPath: hireReturnPath(returnInput(tx, service), null),
    });
    await repo.setProviderRef(ctx.db, tx.id, providerRef);
    return redirectUrl;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await ctx.db.transaction().execute(async (trx) => {
      const at = ctx.clock.now().toISOString();
      await repo.leavePending(trx, tx.id, 'failed', {
        modifiedOn: at,
        failureReason: PaymentMessages.providerDown,
      });
      if (tx.couponId !== null) await releaseCouponHold(trx, { couponId: tx.couponId, transactionId: tx.id });
    });
    throw new AppError('SERVICE_UNAVAILABLE', PaymentMessages.providerDown);
  }
}

/**
 * transaction/create: freezes the price breakup (coupon, wallet part) in a pending transaction, holds a
 * single-use coupon for this checkout, and returns where the browser pays. An order the wallet covers in full
 * is captured at once and `checkoutUrl` is then the return URL itself.
 */
export async function createTransaction(
  ctx: AppContext,
  deps: PaymentDeps,
  input: CreateInput,
): Promise<CreatedTransaction> {
  const listed = await hireableService(ctx.db, input);
  const buyer = await requireBuyer(ctx, deps.taxSupplier, input.brandUserId);
  // The offer's price goes through the same price rule (GST, fee, coupon, wallet) as the service's would.
  const service = input.offer ? { ...listed, pricePaise: input.offer.pricePaise, allowUgc: false } : listed;
  const coupon = input.couponId > 0 ? await couponById(ctx.db, input.couponId) : null;
  if (coupon) await assertCouponUsable(ctx.db, coupon, input.brandUserId, ctx.clock.now().toISOString());
  // A checkout paid before a crash or a closed tab becomes the order it paid for, not a second charge.
  await settleBrandCheckouts(deps, input);
  const tx = await ctx.db
    .transaction()
    .execute((trx) => insertTransaction(ctx, deps, trx, input, service, coupon, buyer));
  const isPaid = tx.totalPaise === 0;
  const checkoutUrl = isPaid
    ? hireReturnPath(returnInput(tx, service), `none_${tx.id}`)
    : await openCheckout(ctx, deps, tx, service);
  return {
    checkoutUrl,
    transactionId: tx.id,
    isPaid,
    totalPaise: tx.totalPaise,
    walletPaise: tx.walletPaise,
    discountPaise: tx.discountPaise,
  };
}

/** transaction/update: confirms with the provider; the transaction id once captured, else why not. */
export async function updateTransaction(
  ctx: AppContext,
  deps: PaymentDeps,
  { brandUserId, transactionId }: { brandUserId: number; transactionId: number },
): Promise<number> {
  const tx = await repo.findById(ctx.db, transactionId);
  if (!tx || tx.brandUserId !== brandUserId)
    throw new AppError('NOT_FOUND', PaymentMessages.transactionNotFound);
  const outcome = await confirmTransaction(deps, tx);
  switch (outcome.kind) {
    case 'captured':
      return outcome.transactionId;
    case 'credited':
    case 'failed':
      throw new AppError('CONFLICT', outcome.message);
    case 'cancelled':
      throw new AppError('CONFLICT', PaymentMessages.cancelled);
    case 'open':
      throw new AppError('CONFLICT', PaymentMessages.notCompleted);
  }
}

/**
 * transaction/exists: a captured payment of the brand for this service that no collab uses yet, else 0.
 * Checkouts the provider says were paid but nobody confirmed (a crash, a closed tab) are captured first.
 */
export async function existingTransaction(
  ctx: AppContext,
  deps: PaymentDeps,
  hire: HireChoice,
): Promise<number> {
  await settleBrandCheckouts(deps, hire);
  const row = await repo.findUnusedCaptured(ctx.db, hire);
  return row?.id ?? 0;
}

/** brand/applycoupon: the price breakup of the service with the coupon, if the brand may use it now. */
export async function applyCoupon(
  ctx: AppContext,
  input: HireChoice & { code: string },
): Promise<TAppliedCoupon> {
  const service = await hireableService(ctx.db, input);
  const coupon = await couponByCode(ctx.db, input.code);
  await assertCouponUsable(ctx.db, coupon, input.brandUserId, ctx.clock.now().toISOString());
  const supplier = ctx.config.taxSupplier;
  // Before the brand's billing details are known the quote is inter-state; the checkout asks for them first.
  const buyer = await buyerOf(ctx.db, supplier, input.brandUserId);
  const b = quote(service, {
    allowUgc: input.allowUgc,
    platformFeePercent: ctx.config.platformFeePercent,
    couponValuePaise: coupon.valuePaise,
    walletPaise: 0,
    supplyType: buyer?.supplyType ?? 'inter-state',
    influencerSupplyType: influencerSupplyTypeOf(supplier, service.gstin),
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
    // What the coupon takes off this order before the ₹1 online minimum gives some back (b.discountHeldBack):
    // the browser applies the shared rule to it again with the wallet, which can leave a different part held back.
    value: r(b.discount + b.discountHeldBack),
    subtotal: r(b.subtotal),
    discountGst: r(b.discountGst),
    gst: r(b.gstPayable),
    holdNote:
      coupon.isFirstOrder || (await mayHoldCoupons(ctx.db, input.brandUserId, ctx.clock.now()))
        ? null
        : CouponMessages.holdNewAccount,
  };
}

/** Whether the brand has paid for any order yet (FLAT500 is for the first order only). */
export const hasCapturedOrder = (db: DbOrTrx, brandUserId: number) =>
  repo.hasCapturedOrder(db, { brandUserId });

/** The captured payment of a custom offer, if it was paid (features/offers shows it paid). */
export const capturedForOffer = (db: DbOrTrx, offerId: number) => repo.findCapturedForOffer(db, offerId);

/** A payment transaction by id, for the collab it pays for. */
export const findTransaction = (db: DbOrTrx, id: number) => repo.findById(db, id);

/** Paid but not started (issue 11 item 3): the listing, createCollab's claim and the sweep. */
export { awaitingDetails, claimForDetails, sweepUnsentPayments } from './payments.unsent';

/** Paid extra revisions (issue 19 item 4): their checkout, price rule, and what was bought per collab. */
export { createExtraRevisionsCheckout, extraRevisionsBreakup } from './payments.extras';
export type { ExtraRevisionsCheckout } from './payments.extras';

/** Extra revisions bought and paid for, per collab id (collabs without any are absent). */
export const extraRevisionsBought = (db: DbOrTrx, collabIds: readonly number[]) =>
  repo.extraRevisionsBought(db, collabIds);

/** The captured extra-revision payments of a collab, whose escrows settle with the order's. */
export const capturedExtraRevisions = (db: DbOrTrx, collabId: number) =>
  repo.capturedExtraRevisions(db, collabId);
