import { isRevisable } from '@collably/shared/domain/revisions';
import { formatRupees } from '@collably/shared/domain/pricing';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { Db, DbOrTrx } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { faultPoint } from '../../platform/faults';
import { AppError } from '../../platform/http/errors';
import { Accounts } from '../../platform/ledger/accounts';
import { captureJournal, paymentCreditJournal } from '../../platform/ledger/escrow';
import { lockBalances, post } from '../../platform/ledger/ledger';
import { PaymentProviderError, type PaymentProvider } from '../../platform/payments/provider';
import { releaseCouponHold, useCoupon } from '../coupons/coupons.service';
import { issueInvoice, type TaxSupplier } from '../invoices/invoices.service';
import { paymentsRepository as repo, type PaymentTransaction } from './payments.repository';

export type PaymentDeps = { db: Db; clock: Clock; provider: PaymentProvider; taxSupplier: TaxSupplier };

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
  const won = await repo.leavePending(trx, transactionId, 'captured', {
    modifiedOn: at,
    capturedOn: at,
    providerPaymentId,
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
  await issueInvoice(trx, taxSupplier, tx, now);
  // No notification here: the influencer hears of the order once, when the brand sends the collab details
  // (collabs: New order), which is when they can act on it (issue 11 item 5).
  await faultPoint('payment-confirm');
  return { kind: 'captured', transactionId: tx.id };
}

const capture = (deps: PaymentDeps, transactionId: number, paymentId: string | null) =>
  deps.db.transaction().execute((trx) => captureInTransaction(trx, deps, transactionId, paymentId));

/** Ends a pending transaction that was never paid, and lets go of its coupon hold. */
export async function leavePendingAs(
  deps: PaymentDeps,
  tx: PaymentTransaction,
  to: 'cancelled' | 'failed',
  reason?: string,
) {
  await deps.db.transaction().execute(async (trx) => {
    const at = deps.clock.now().toISOString();
    if (!(await repo.leavePending(trx, tx.id, to, { modifiedOn: at, failureReason: reason }))) return;
    if (tx.couponId !== null) await releaseCouponHold(trx, { couponId: tx.couponId, transactionId: tx.id });
  });
  return outcomeOf((await repo.findById(deps.db, tx.id))!);
}

/**
 * Settles a pending transaction with what the provider says (never with what a browser says). Idempotent:
 * a transaction that is no longer pending answers its state; a paid one is captured exactly once however
 * many redirects, webhooks and retries arrive together.
 */
export async function confirmTransaction(deps: PaymentDeps, tx: PaymentTransaction): Promise<ConfirmOutcome> {
  if (tx.status !== 'pending') return outcomeOf(tx);
  if (!tx.providerRef) return outcomeOf(tx);
  let payment;
  try {
    payment = await deps.provider.retrieve(tx.providerRef);
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new AppError('SERVICE_UNAVAILABLE', PaymentMessages.providerDown);
    throw error;
  }
  switch (payment.status) {
    case 'paid':
      if (payment.amountPaise !== tx.totalPaise || payment.currency.toLowerCase() !== 'inr') {
        return leavePendingAs(deps, tx, 'failed', PaymentMessages.amountMismatch);
      }
      return capture(deps, tx.id, payment.paymentId);
    case 'cancelled':
      return leavePendingAs(deps, tx, 'cancelled');
    case 'failed':
      return leavePendingAs(deps, tx, 'failed', PaymentMessages.failed);
    case 'open':
      return outcomeOf(tx);
  }
}

/**
 * What the provider's own routes (sandbox Pay button, Razorpay callback, webhooks) call: confirm the checkout
 * `providerRef`; true when its money is in (captured, or credited to the wallet).
 */
export async function confirmByProviderRef(deps: PaymentDeps, providerRef: string): Promise<boolean> {
  const tx = await repo.findByProviderRef(deps.db, providerRef);
  if (!tx) return false;
  const { kind } = await confirmTransaction(deps, tx);
  return kind === 'captured' || kind === 'credited';
}
