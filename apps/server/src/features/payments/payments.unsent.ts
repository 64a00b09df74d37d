/**
 * Paid but not started (issue 11 item 3): a captured payment whose collab details were never sent ('Later' in
 * the details dialog, a closed tab). The brand finds it on /order (transaction/awaiting-details), is reminded
 * once after `reminderHours`, and after `refundDays` the whole payment goes back to its wallet
 * (UNSENT_DETAILS_* in shared/constants/limits.ts says why those periods).
 */
import { paiseToRupees } from '@collably/shared/domain/pricing';
import type { TAwaitingDetails } from '@collably/shared/schemas/payments';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { refundUnsentJournal, unadjustedGstJournal } from '../../platform/ledger/escrow';
import { post } from '../../platform/ledger/ledger';
import { freeCouponUse } from '../coupons/coupons.service';
import { issueSettlementDocuments } from '../invoices/invoices.service';
import { paymentsRepository as repo } from './payments.repository';

const HOUR_MS = 3_600_000;
const BATCH = 100;

type Periods = AppContext['config']['unsentDetails'];

/** When a payment captured at `capturedOn` is refunded if its details have not come. */
export const refundDueOn = (capturedOn: string, periods: Periods): Date =>
  new Date(Date.parse(capturedOn) + periods.refundDays * 24 * HOUR_MS);

/** transaction/awaiting-details: the brand's payments waiting for details; the super admin sees every brand's. */
export async function awaitingDetails(
  ctx: AppContext,
  viewer: { brandUserId: number | null },
): Promise<TAwaitingDetails[]> {
  const rows = await repo.awaitingDetails(ctx.db, viewer);
  return rows.map((r) => ({
    transId: r.id,
    influencerServiceId: r.influencerServiceId,
    allowUGC: r.allowUgc,
    serviceTitle: r.serviceTitle,
    platformId: r.platformId,
    influencerUserId: r.influencerUserId,
    influencerName: r.influencerName,
    userName: r.userName ?? '',
    profilePic: r.profilePic,
    brandName: r.brandName,
    amount: paiseToRupees(r.totalPaise + r.walletPaise),
    cardAmount: paiseToRupees(r.totalPaise),
    walletAmount: paiseToRupees(r.walletPaise),
    paidOn: r.capturedOn,
    remindedOn: r.detailsRemindedOn,
    refundOn: refundDueOn(r.capturedOn, ctx.config.unsentDetails).toISOString(),
  }));
}

/**
 * brand/create/collab takes the payment, in the collab's database transaction. False when the payment is no
 * longer captured (refunded meanwhile) or its details were sent already (another request's collab).
 */
export const claimForDetails = (trx: DbOrTrx, transactionId: number, now: Date) =>
  repo.claimForDetails(trx, transactionId, now.toISOString());

type Due = Awaited<ReturnType<typeof repo.dueUnsent>>[number];

/** Every due payment, batch after batch by id; `each` answers whether it acted. */
async function forEachDue(
  read: (afterId: number) => Promise<Due[]>,
  each: (tx: Due) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  for (let afterId = 0; ;) {
    const due = await read(afterId);
    if (due.length === 0) return done;
    for (const tx of due) {
      afterId = tx.id;
      if (!(await each(tx))) continue;
      done += 1;
    }
  }
}

/** One reminder per payment (bell + e-mail), written under the conditional UPDATE that records it. */
async function remind(ctx: AppContext): Promise<number> {
  const periods = ctx.config.unsentDetails;
  return forEachDue(
    (afterId) =>
      repo.dueUnsent(ctx.db, {
        capturedBefore: new Date(ctx.clock.now().getTime() - periods.reminderHours * HOUR_MS).toISOString(),
        capturedAfter: new Date(ctx.clock.now().getTime() - periods.refundDays * 24 * HOUR_MS).toISOString(),
        afterId,
        limit: BATCH,
        notReminded: true,
      }),
    (tx) =>
      inTransaction(ctx.db, async (trx) => {
        const now = ctx.clock.now();
        if (!(await repo.markReminded(trx, tx.id, now.toISOString()))) return false;
        await ctx.events.emit(trx, {
          type: 'payment.detailsReminderDue',
          transactionId: tx.id,
          brandUserId: tx.brandUserId,
          influencerUserId: tx.influencerUserId,
          serviceTitle: tx.serviceTitle,
          paidPaise: tx.totalPaise + tx.walletPaise,
          refundOn: refundDueOn(tx.capturedOn ?? now.toISOString(), periods),
          at: now,
        });
        return true;
      }),
  );
}

/**
 * The refund: captured → refunded (the row predicate createCollab's claim also takes, so exactly one of them
 * wins), the refund-unsent journal (settle key: once), the single-use coupon freed, the brand told.
 */
async function refund(ctx: AppContext): Promise<number> {
  const periods = ctx.config.unsentDetails;
  const cutoff = () => new Date(ctx.clock.now().getTime() - periods.refundDays * 24 * HOUR_MS).toISOString();
  return forEachDue(
    (afterId) =>
      repo.dueUnsent(ctx.db, { capturedBefore: cutoff(), afterId, limit: BATCH, notReminded: false }),
    (due) =>
      inTransaction(ctx.db, async (trx) => {
        const now = ctx.clock.now();
        const at = now.toISOString();
        if (!(await repo.refundUnsent(trx, due.id, { now: at, capturedBefore: cutoff() }))) return false;
        const tx = (await repo.findById(trx, due.id))!;
        const gst = await issueSettlementDocuments(trx, ctx.events, tx.id, { kind: 'refund' }, now);
        await post(trx, refundUnsentJournal(tx), now);
        if (gst.unadjustedGstPaise > 0)
          await post(trx, unadjustedGstJournal(tx, gst.unadjustedGstPaise), now);
        if (tx.couponId !== null && !tx.isFirstOrderCoupon) {
          await freeCouponUse(trx, { couponId: tx.couponId, brandUserId: tx.brandUserId });
        }
        await ctx.events.emit(trx, {
          type: 'payment.refundedUnsent',
          transactionId: tx.id,
          brandUserId: tx.brandUserId,
          influencerUserId: tx.influencerUserId,
          serviceTitle: tx.serviceTitle,
          paidPaise: tx.totalPaise + tx.walletPaise,
          refundDays: periods.refundDays,
          at: now,
        });
        return true;
      }),
  );
}

/** The sweep the job runner calls: reminders first, then refunds. Idempotent; safe on several instances. */
export async function sweepUnsentPayments(ctx: AppContext): Promise<{ reminded: number; refunded: number }> {
  const reminded = await remind(ctx);
  const refunded = await refund(ctx);
  return { reminded, refunded };
}
