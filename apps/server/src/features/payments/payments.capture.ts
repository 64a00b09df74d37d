import { isRevisable } from '@collably/shared/domain/revisions';
import { formatRupees } from '@collably/shared/domain/pricing';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { Db, DbOrTrx } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Events } from '../../platform/events/facts';
import { faultPoint } from '../../platform/faults';
import { AppError } from '../../platform/http/errors';
import { Accounts } from '../../platform/ledger/accounts';
import { captureJournal, paymentCreditJournal } from '../../platform/ledger/escrow';
import { lockBalances, post } from '../../platform/ledger/ledger';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderCheckout,
} from '../../platform/payments/provider';
import { releaseCouponHold, useCoupon } from '../coupons/coupons.service';
import { issueReceiptVoucher, type TaxSupplier } from '../invoices/invoices.service';
import { bookableAttempt } from './payment-attempts';
import { settleStrayPayments } from './stray-payments.service';
import { paymentsRepository as repo, type PaymentTransaction } from './payments.repository';

export type PaymentDeps = {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  taxSupplier: TaxSupplier;
  events: Events;
};

/** The payment rules' dependencies, from the app's context and its provider. */
export const paymentDepsOf = (env: {
  db: Db;
  clock: Clock;
  config: { taxSupplier: TaxSupplier };
  events: Events;
  provider: PaymentProvider;
}): PaymentDeps => ({
  db: env.db,
  clock: env.clock,
  provider: env.provider,
  taxSupplier: env.config.taxSupplier,
  events: env.events,
});

export type ConfirmOutcome =
  | { kind: 'captured'; transactionId: number }
  /** Paid, but the order could not take it (coupon or wallet money gone): the payment is in the wallet. */
  | { kind: 'credited'; transactionId: number; message: string }
  | { kind: 'open'; transactionId: number }
  | { kind: 'cancelled'; transactionId: number }
  | { kind: 'failed'; transactionId: number; message: string };

const outcomeOf = (tx: PaymentTransaction): ConfirmOutcome => {
  switch (tx.status) {
    case 'captured':
      return { kind: 'captured', transactionId: tx.id };
    case 'cancelled':
      return { kind: 'cancelled', transactionId: tx.id };
    case 'failed':
      return { kind: 'failed', transactionId: tx.id, message: tx.failureReason ?? PaymentMessages.failed };
    case 'pending':
      return { kind: 'open', transactionId: tx.id };
    case 'refunded':
      return { kind: 'failed', transactionId: tx.id, message: PaymentMessages.refundedUnsent };
  }
};

/** Why a paid checkout can no longer become its order, or null when it can (checked under the wallet lock). */
async function captureProblem(trx: DbOrTrx, tx: PaymentTransaction, walletBalance: number, now: string) {
  if (tx.walletPaise > walletBalance) return 'the wallet balance it was to use has been spent meanwhile';
  // Extra revisions paid after their order left the revisable statuses (approved, completed, cancelled…)
  // would sit in an escrow nothing settles. Locked, so the order's settlement either sees this capture or
  // comes after this check.
  if (tx.extraRevisionsCollabId !== null) {
    const status = await repo.lockOrderStatus(trx, tx.extraRevisionsCollabId);
    if (status === null || !isRevisable(status)) return 'the order no longer takes revisions';
  }
  // Two checkouts of one custom offer both paid (two tabs): the offer makes one order, the other goes back.
  if (tx.offerId !== null && (await repo.findCapturedForOffer(trx, tx.offerId, tx.id)))
    return 'this offer has already been paid';
  if (tx.couponId === null) return null;
  if (tx.isFirstOrderCoupon) {
    return (await repo.hasCapturedOrder(trx, { brandUserId: tx.brandUserId, exceptId: tx.id }))
      ? `${tx.couponCode ?? 'The coupon'} is valid on the first order only`
      : null;
  }
  return (await useCoupon(trx, { couponId: tx.couponId, brandUserId: tx.brandUserId, now }))
    ? null
    : `the coupon ${tx.couponCode ?? ''} has already been used`;
}

/**
 * Captures a paid transaction in the caller's database transaction: pending → captured (conditional, so of
 * any number of concurrent confirmations exactly one proceeds), then the capture journal into escrow and a
 * notification to the influencer. If the order can no longer take the money, the payment is credited to the
 * brand's wallet instead and the transaction ends failed: money is never lost nor a coupon used twice.
 */
export async function captureInTransaction(
  trx: DbOrTrx,
  { clock, taxSupplier }: Pick<PaymentDeps, 'clock' | 'taxSupplier'>,
  transactionId: number,
  providerPaymentId: string | null,
): Promise<ConfirmOutcome> {
  const now = clock.now();
  const at = now.toISOString();
  const pending = (await repo.findById(trx, transactionId))!;
  const won = await repo.leavePending(trx, transactionId, 'captured', {
    modifiedOn: at,
    capturedOn: at,
    providerPaymentId,
    lateCheckOn: nextLateCheck(pending, now),
  });
  const tx = (await repo.findById(trx, transactionId))!;
  if (!won) return outcomeOf(tx);

  // Every capture of this brand queues here, so the wallet and first-order checks below cannot race.
  const wallet = Accounts.brandWallet(tx.brandUserId);
  const balances = await lockBalances(trx, [wallet], now);
  const problem = await captureProblem(trx, tx, balances.get(wallet.code) ?? 0, at);
  if (problem) {
    const message = `This payment could not be used for the order: ${problem}. ${formatRupees(tx.totalPaise)} has been added to your wallet.`;
    await repo.markCapturedAsFailed(trx, tx.id, { failureReason: message, modifiedOn: at });
    await post(trx, paymentCreditJournal(tx, problem), now);
    return { kind: 'credited', transactionId: tx.id, message };
  }
  await post(trx, captureJournal(tx), now);
  await issueReceiptVoucher(trx, taxSupplier, tx, now);
  // No notification here: the influencer hears of the order once, when the brand sends the collab details
  // (collabs: New order), which is when they can act on it (issue 11 item 5).
  await faultPoint('payment-confirm');
  return { kind: 'captured', transactionId: tx.id };
}

const capture = (deps: PaymentDeps, transactionId: number, paymentId: string | null) =>
  deps.db.transaction().execute((trx) => captureInTransaction(trx, deps, transactionId, paymentId));

/**
 * How long after a checkout closes it is asked about again, check after check (15 minutes, 1 hour, 6 hours,
 * 1, 3 and 5 days after): a bank may authorise a failed payment days later, and a second payment may be
 * captured automatically after the first was booked (payments.strays.ts).
 */
export const LATE_CHECK_DELAYS_MS = [15, 45, 300, 1080, 2880, 2880].map((minutes) => minutes * 60_000);

/** When a checkout closed now (or checked now for the `checks`-th time) is next asked about; null: never. */
export const nextLateCheck = (tx: Pick<PaymentTransaction, 'providerRef'>, now: Date, checks = 0) => {
  const delay = LATE_CHECK_DELAYS_MS[checks];
  return tx.providerRef === null || delay === undefined
    ? null
    : new Date(now.getTime() + delay).toISOString();
};

/** Ends a pending transaction that was never paid, and lets go of its coupon hold. */
export async function leavePendingAs(
  deps: PaymentDeps,
  tx: PaymentTransaction,
  to: 'cancelled' | 'failed',
  reason?: string,
) {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const changes = {
      modifiedOn: now.toISOString(),
      failureReason: reason,
      lateCheckOn: nextLateCheck(tx, now),
    };
    if (!(await repo.leavePending(trx, tx.id, to, changes))) return;
    if (tx.couponId !== null) await releaseCouponHold(trx, { couponId: tx.couponId, transactionId: tx.id });
  });
  return outcomeOf((await repo.findById(deps.db, tx.id))!);
}

/** The provider's word on a checkout; a provider that cannot answer is a 503 to whoever asked. */
export async function askProvider<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new AppError('SERVICE_UNAVAILABLE', PaymentMessages.providerDown);
    throw error;
  }
}

/**
 * Settles a pending transaction with what the provider says (never with what a browser says), from the
 * checkout's attempts as they are now: a captured attempt (or an authorised one, captured here) is booked
 * once however many redirects, webhooks and sweeps arrive together. Failed attempts leave the checkout open:
 * the brand may pay again on the same page until it expires, and only its expiry ends it. A transaction that
 * is no longer pending answers its state.
 */
export async function confirmTransaction(
  deps: PaymentDeps,
  tx: PaymentTransaction,
  known?: ProviderCheckout,
): Promise<ConfirmOutcome> {
  if (tx.status !== 'pending' || !tx.providerRef) return outcomeOf(tx);
  const providerRef = tx.providerRef;
  const checkout = known ?? (await askProvider(() => deps.provider.retrieve(providerRef)));
  const attempt = bookableAttempt(tx, checkout.attempts);
  if (attempt?.status === 'captured') return capture(deps, tx.id, attempt.id);
  const { provider } = deps;
  if (attempt && provider.capture) {
    if (await askProvider(() => provider.capture!(attempt))) {
      // Taken at the provider, not yet booked: a crash here is found by the next ask (the attempt is captured).
      await faultPoint('payment-captured');
      return capture(deps, tx.id, attempt.id);
    }
  }
  const isExpired = checkout.isClosed || tx.expiresAt <= deps.clock.now().toISOString();
  if (!isExpired) return outcomeOf(tx);
  return checkout.attempts.some((a) => a.status === 'failed')
    ? leavePendingAs(deps, tx, 'failed', PaymentMessages.failed)
    : leavePendingAs(deps, tx, 'cancelled');
}

/**
 * Everything the provider's word on one checkout settles: the pending transaction (confirmTransaction), then
 * any attempt of it that holds money no order booked (stray-payments.service.ts). What webhooks, the Razorpay
 * callback, the sandbox's Pay button and the late-payment sweep call.
 */
export async function followCheckout(deps: PaymentDeps, tx: PaymentTransaction): Promise<ConfirmOutcome> {
  if (!tx.providerRef) return outcomeOf(tx);
  const providerRef = tx.providerRef;
  const checkout = await askProvider(() => deps.provider.retrieve(providerRef));
  const outcome = await confirmTransaction(deps, tx, checkout);
  await settleStrayPayments(deps, (await repo.findById(deps.db, tx.id))!, checkout.attempts);
  return outcome;
}

/**
 * What the provider's own routes and webhooks call: follow the checkout `providerRef`; true when its money is
 * in (captured, or credited to the wallet).
 */
export async function confirmByProviderRef(deps: PaymentDeps, providerRef: string): Promise<boolean> {
  const tx = await repo.findByProviderRef(deps.db, providerRef);
  if (!tx) return false;
  const { kind } = await followCheckout(deps, tx);
  return kind === 'captured' || kind === 'credited';
}
