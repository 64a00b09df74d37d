import type { TStrayReason } from '@collably/shared/messages/stray-payments';
import type { Db, DbOrTrx } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { inTransaction } from '../../platform/events/after-commit';
import type { Events } from '../../platform/events/facts';
import { faultPoint } from '../../platform/faults';
import { post } from '../../platform/ledger/ledger';
import {
  strayCreditJournal,
  strayReceivedJournal,
  strayRefundFailedJournal,
  strayRefundJournal,
} from '../../platform/ledger/stray-payments';
import {
  PaymentProviderError,
  PaymentRefundRefusedError,
  type PaymentProvider,
  type ProviderAttempt,
} from '../../platform/payments/provider';
import { bookedPaymentId, holdsMoney } from './payment-attempts';
import { paymentsRepository as payments, type PaymentTransaction } from './payments.repository';
import { strayPaymentsRepository as repo, type StrayPayment } from './stray-payments.repository';

/**
 * Stray payments (issue 32): money a brand's bank approved or paid through the provider that no order booked —
 * a second payment of one checkout (two tabs, a late UPI approval while the brand paid by card), one made after
 * its checkout closed (expired, cancelled, or a failure the bank authorised days later), one in another
 * currency. Nothing is kept that is not booked:
 * - only authorised: left uncaptured and recorded; the provider reverses it after its capture window;
 * - captured (automatic capture): refunded in full through the refund API under receipt `orphan-{paymentId}`;
 * - only if the provider refuses that refund (or fails it later): credited to the brand's wallet.
 * The brand is told each time, in the bell and by e-mail. Each step is a conditional move of the stray's row
 * with its journal in the same database transaction, so webhooks, sweeps and instances do it once.
 */
export type StrayDeps = { db: Db; clock: Clock; provider: PaymentProvider; events: Events };

/** A refund the provider could not be asked for is asked again after this long (stray sweep). */
export const STRAY_RETRY_AFTER_MS = 60_000;
const STRAY_BATCH = 50;

export const strayRefundReceipt = (paymentId: string) => `orphan-${paymentId}`;

const reasonOf = (attempt: ProviderAttempt, booked: string | null): TStrayReason =>
  attempt.currency !== 'INR' ? 'currency' : booked !== null ? 'second-payment' : 'after-close';

/** The brand is told of each step, in the bell and by e-mail (notifications subscribes). */
const tell = (
  deps: StrayDeps,
  trx: DbOrTrx,
  now: Date,
  stray: StrayPayment,
  tx: Pick<PaymentTransaction, 'serviceTitle' | 'influencerUserId'>,
  outcome: 'uncaptured' | 'refunded' | 'credited',
) =>
  deps.events.emit(trx, {
    type: 'strayPayment.settled',
    outcome,
    paymentId: stray.paymentId,
    brandUserId: stray.brandUserId,
    influencerUserId: tx.influencerUserId,
    serviceTitle: tx.serviceTitle,
    amountPaise: stray.amountPaise,
    currency: stray.currency,
    reason: stray.reason,
    at: now,
  });

const snapshot = (stray: StrayPayment) => ({
  paymentId: stray.paymentId,
  transactionId: stray.transactionId,
  brandUserId: stray.brandUserId,
  amountPaise: stray.amountPaise,
});

/**
 * Settles every attempt of a closed transaction's checkout that holds money and is not the one it booked.
 * Pending transactions have none yet: their attempts may still become the order.
 */
export async function settleStrayPayments(
  deps: StrayDeps,
  tx: PaymentTransaction,
  attempts: readonly ProviderAttempt[],
): Promise<void> {
  if (tx.status === 'pending') return;
  const booked = bookedPaymentId(tx, attempts);
  for (const attempt of attempts) {
    if (attempt.id === booked || !holdsMoney(attempt)) continue;
    const stray = await recordStray(deps, tx, attempt, reasonOf(attempt, booked));
    if (stray) await refundStray(deps, stray, tx);
  }
}

/**
 * Records the attempt (once), and books a captured one as received. Answers the stray when this call made it
 * due for a refund (the caller then asks for it; a concurrent caller got null and leaves it to this one).
 */
async function recordStray(
  deps: StrayDeps,
  tx: PaymentTransaction,
  attempt: ProviderAttempt,
  reason: TStrayReason,
): Promise<StrayPayment | null> {
  return inTransaction(deps.db, async (trx) => {
    const now = deps.clock.now();
    const at = now.toISOString();
    const isCaptured = attempt.status === 'captured';
    const row: StrayPayment = {
      paymentId: attempt.id,
      provider: deps.provider.name,
      transactionId: tx.id,
      brandUserId: tx.brandUserId,
      amountPaise: attempt.amountPaise,
      currency: attempt.currency,
      reason,
      status: isCaptured ? 'refunding' : 'uncaptured',
      refundId: null,
      detectedOn: at,
      modifiedOn: at,
    };
    if (await repo.insert(trx, row)) {
      if (!isCaptured) {
        await tell(deps, trx, now, row, tx, 'uncaptured');
        return null;
      }
      await post(trx, strayReceivedJournal(row), now);
      return row;
    }
    // Seen before only authorised, and captured since (automatic capture of a late authorisation).
    if (!isCaptured || !(await repo.move(trx, attempt.id, 'uncaptured', 'refunding', { modifiedOn: at }))) {
      return null;
    }
    const moved = (await repo.find(trx, attempt.id))!;
    await post(trx, strayReceivedJournal(moved), now);
    return moved;
  });
}

/** Asks the provider to refund a captured stray in full; a refusal credits the brand's wallet instead. */
async function refundStray(
  deps: StrayDeps,
  stray: StrayPayment,
  tx: Pick<PaymentTransaction, 'serviceTitle' | 'influencerUserId'>,
) {
  const refunds = deps.provider.refunds;
  if (!refunds) return creditStray(deps, stray, tx);
  let refund;
  try {
    refund = await refunds.refund({
      paymentId: stray.paymentId,
      amountPaise: stray.amountPaise,
      receipt: strayRefundReceipt(stray.paymentId),
    });
  } catch (error) {
    if (error instanceof PaymentRefundRefusedError) return creditStray(deps, stray, tx);
    // Maybe made, maybe not: the sweep asks again, and the receipt finds a refund that was made.
    if (error instanceof PaymentProviderError) return;
    throw error;
  }
  await faultPoint('stray-refund');
  if (refund.status === 'failed') return creditStray(deps, stray, tx);
  await inTransaction(deps.db, async (trx) => {
    const now = deps.clock.now();
    const moved = await repo.move(trx, stray.paymentId, 'refunding', 'refunded', {
      modifiedOn: now.toISOString(),
      refundId: refund.id,
    });
    if (!moved) return;
    await post(trx, strayRefundJournal(snapshot(stray)), now);
    await tell(deps, trx, now, stray, tx, 'refunded');
  });
}

async function creditStray(
  deps: StrayDeps,
  stray: StrayPayment,
  tx: Pick<PaymentTransaction, 'serviceTitle' | 'influencerUserId'>,
) {
  await inTransaction(deps.db, async (trx) => {
    const now = deps.clock.now();
    if (!(await repo.move(trx, stray.paymentId, 'refunding', 'credited', { modifiedOn: now.toISOString() })))
      return;
    await post(trx, strayCreditJournal(snapshot(stray)), now);
    await tell(deps, trx, now, stray, tx, 'credited');
  });
}

/**
 * The sweep's part: refunds of captured strays still to be asked for (a crash, or a provider that could not
 * answer). Each is claimed by moving its modifiedOn on, so one instance asks at a time.
 */
export async function retryStrayRefunds(deps: StrayDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await repo.dueRefunds(deps.db, {
    modifiedBefore: new Date(now.getTime() - STRAY_RETRY_AFTER_MS).toISOString(),
    limit: STRAY_BATCH,
  });
  let asked = 0;
  for (const stray of due) {
    if (!(await repo.claim(deps.db, stray, now.toISOString()))) continue;
    const tx = await payments.findById(deps.db, stray.transactionId);
    if (!tx) continue;
    await refundStray(deps, stray, tx);
    asked += 1;
  }
  return asked;
}

/**
 * A refund the provider reports changed (webhook refund.*, wired with the wallet withdrawals' own): a stray's
 * refund that failed after it was booked goes to the brand's wallet, once. False when it is no stray's refund.
 */
export async function strayRefundUpdated(deps: StrayDeps, refundId: string): Promise<boolean> {
  const stray = await repo.findByRefund(deps.db, refundId);
  if (!stray) return false;
  if (stray.status !== 'refunded' || !deps.provider.refunds) return true;
  const refund = await deps.provider.refunds.fetchRefund(refundId);
  if (refund.status !== 'failed') return true;
  const tx = await payments.findById(deps.db, stray.transactionId);
  if (!tx) return true;
  await inTransaction(deps.db, async (trx) => {
    const now = deps.clock.now();
    if (!(await repo.move(trx, stray.paymentId, 'refunded', 'credited', { modifiedOn: now.toISOString() })))
      return;
    await post(trx, strayRefundFailedJournal(snapshot(stray)), now);
    await tell(deps, trx, now, stray, tx, 'credited');
  });
  return true;
}
