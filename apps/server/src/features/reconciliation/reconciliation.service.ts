import { randomUUID } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { ReconciliationMessages as M } from '@collably/shared/messages/reconciliation';
import {
  MismatchStatus,
  type TMismatchStatus,
  type TReconciliationMismatch,
  type TReconciliationPage,
  type TReconciliationRun,
} from '@collably/shared/schemas/reconciliation';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import type { FeatureEnv } from '../../platform/feature';
import { faultPoint } from '../../platform/faults';
import { AppError } from '../../platform/http/errors';
import { csvRupees, spreadsheetText } from '../../platform/http/csv';
import { releaseLease, takeLease } from '../../platform/jobs/lease';
import { post } from '../../platform/ledger/ledger';
import { gatewayFeeJournal } from '../../platform/ledger/provider-fees';
import type {
  PaymentRecords,
  ProviderPaymentRecord,
  ProviderRefundRecord,
  ProviderSettlementLine,
  RecordRange,
} from '../../platform/payments/provider';
import type { RazorpayXPayout } from '../../platform/payouts/razorpayx';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import {
  actionFor,
  addDays,
  comparePayment,
  comparePayout,
  compareRefund,
  compareSettlement,
  differs,
  istDay,
  istDayRange,
  NO_PAYMENT_BOOKING,
  type Comparison,
} from './reconciliation.compare';
import {
  reconciliationRepository as repo,
  type ReconciliationItem,
  type ReconciliationRun,
} from './reconciliation.repository';

/**
 * The daily reconciliation (issue 34): reads what Razorpay and RazorpayX did over the last 3 IST days (all
 * history on a process's first run), compares each item with what the ledger booked, and keeps each
 * difference as a mismatch until a super admin resolves it with a note. Before anything is called a
 * mismatch, the money rules that own the item are asked to follow it up (a capture a lost webhook never
 * booked, a refund or payout whose answer never came), and a charge not booked yet is booked: the
 * reconciliation itself never writes a free-form journal.
 */
export type ReconciliationDeps = AppContext & {
  /** Razorpay's records, when Razorpay takes the payments. */
  records?: PaymentRecords;
  /** The money rules of each kind of item, asked to follow one up (features/payments, withdrawals, transfers). */
  followUp: {
    payment(checkoutRef: string): Promise<unknown>;
    refund(refundId: string): Promise<unknown>;
    payout(railPayoutId: string): Promise<unknown>;
  };
};

/** IST days each run reads back: today and the two before (late items settle). */
export const RECONCILED_DAYS = 3;
const LEASE = { name: 'reconciliation', ttlMs: 15 * 60_000 };
const PAGE_SIZE = 20;
const REPORT_DAYS = 31;

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** What the providers did in the window, and the payments of refunds in it made before it. */
type ProviderFacts = {
  payments: Map<string, ProviderPaymentRecord>;
  refunds: ProviderRefundRecord[];
  payouts: RazorpayXPayout[];
  settlementLines: ProviderSettlementLine[];
};

async function readProviders(
  deps: ReconciliationDeps,
  range: RecordRange,
  days: string[],
): Promise<ProviderFacts> {
  const facts: ProviderFacts = { payments: new Map(), refunds: [], payouts: [], settlementLines: [] };
  if (deps.records) {
    for (const p of await collect(deps.records.payments(range))) facts.payments.set(p.id, p);
    facts.refunds = await collect(deps.records.refunds(range));
    for (const r of facts.refunds) {
      if (!facts.payments.has(r.paymentId))
        facts.payments.set(r.paymentId, await deps.records.payment(r.paymentId));
    }
    for (const day of days) facts.settlementLines.push(...(await collect(deps.records.settlementLines(day))));
  }
  if (deps.payoutRail) facts.payouts = await collect(deps.payoutRail.payouts(range));
  return facts;
}

/** The money rules follow up every item the ledger has not booked as the provider says; failures wait a run. */
async function followUp(deps: ReconciliationDeps, facts: ProviderFacts): Promise<number> {
  let asked = 0;
  const ask = async (what: () => Promise<unknown>) => {
    asked += 1;
    await what().catch(() => undefined);
  };
  const payments = [...facts.payments.values()];
  const paymentBooked = await repo.paymentBookings(
    deps.db,
    payments.map((p) => p.id),
  );
  for (const p of payments) {
    const booked = paymentBooked.get(p.id) ?? NO_PAYMENT_BOOKING;
    if (p.isCaptured && booked.capturedPaise !== p.amountPaise && p.checkoutRef) {
      await ask(() => deps.followUp.payment(p.checkoutRef!));
    }
  }
  const refundBooked = await repo.refundBookings(
    deps.db,
    facts.refunds.map((r) => r.id),
  );
  for (const r of facts.refunds) {
    const lines = compareRefund(
      r,
      facts.payments.get(r.paymentId)?.isCaptured ?? false,
      refundBooked.get(r.id)!,
    );
    if (lines.some(differs)) await ask(() => deps.followUp.refund(r.id));
  }
  const payoutBooked = await repo.payoutBookings(
    deps.db,
    facts.payouts.map((x) => x.id),
  );
  for (const x of facts.payouts) {
    if (comparePayout(x, payoutBooked.get(x.id)!).some(differs)) await ask(() => deps.followUp.payout(x.id));
  }
  await bookCharges(deps, payments);
  return asked;
}

/** Razorpay's charge of each captured payment the ledger booked, from the payment's own fee and tax, once. */
async function bookCharges(deps: ReconciliationDeps, payments: ProviderPaymentRecord[]) {
  const charged = payments.filter((p) => p.isCaptured && p.feePaise !== null && p.feePaise > 0);
  const booked = await repo.paymentBookings(
    deps.db,
    charged.map((p) => p.id),
  );
  for (const p of charged) {
    const b = booked.get(p.id) ?? NO_PAYMENT_BOOKING;
    if (b.capturedPaise <= 0 || b.feePaise !== 0) continue;
    const charge = { feePaise: p.feePaise!, taxPaise: p.taxPaise ?? 0 };
    await faultPoint('provider-charge');
    await deps.db
      .transaction()
      .execute((trx) => post(trx, gatewayFeeJournal(p.id, charge), deps.clock.now()));
  }
}

async function compareAll(deps: ReconciliationDeps, facts: ProviderFacts): Promise<Comparison[]> {
  const settledPayments = facts.settlementLines.filter((l) => l.type === 'payment').map((l) => l.entityId);
  const settledRefunds = facts.settlementLines.filter((l) => l.type === 'refund').map((l) => l.entityId);
  const paymentBooked = await repo.paymentBookings(deps.db, [
    ...new Set([...facts.payments.keys(), ...settledPayments]),
  ]);
  const refundBooked = await repo.refundBookings(deps.db, [
    ...new Set([...facts.refunds.map((r) => r.id), ...settledRefunds]),
  ]);
  const payoutBooked = await repo.payoutBookings(
    deps.db,
    facts.payouts.map((x) => x.id),
  );
  const comparisons = [
    ...[...facts.payments.values()].flatMap((p) => comparePayment(p, paymentBooked.get(p.id)!)),
    ...facts.refunds.flatMap((r) =>
      compareRefund(r, facts.payments.get(r.paymentId)?.isCaptured ?? false, refundBooked.get(r.id)!),
    ),
    ...facts.payouts.flatMap((x) => comparePayout(x, payoutBooked.get(x.id)!)),
  ];
  const bySettlement = new Map<string, ProviderSettlementLine[]>();
  for (const l of facts.settlementLines) {
    bySettlement.set(l.settlementId, [...(bySettlement.get(l.settlementId) ?? []), l]);
  }
  for (const [id, lines] of bySettlement) {
    comparisons.push(
      compareSettlement(
        id,
        lines,
        (paymentId) => paymentBooked.get(paymentId) ?? NO_PAYMENT_BOOKING,
        (refundId) => refundBooked.get(refundId) ?? { refundedPaise: 0 },
      ),
    );
  }
  return comparisons;
}

/** Keeps one comparison: a new difference opens a mismatch; one that agrees again closes its open mismatch. */
async function keep(deps: ReconciliationDeps, c: Comparison, at: string) {
  const existing = await repo.findItem(deps.db, c);
  const isOff = differs(c);
  const amounts = { day: c.day, providerPaise: c.providerPaise, ledgerPaise: c.ledgerPaise, lastSeenOn: at };
  if (!existing) {
    await repo.insertItem(deps.db, {
      ...c,
      ...amounts,
      status: isOff ? 'open' : 'agrees',
      action: isOff ? actionFor(c) : '',
      foundOn: isOff ? at : null,
    });
    return;
  }
  const same = existing.providerPaise === c.providerPaise && existing.ledgerPaise === c.ledgerPaise;
  if (isOff && (existing.status === 'agrees' || (existing.status === 'resolved' && !same))) {
    await repo.updateItem(deps.db, existing.id, {
      ...amounts,
      status: 'open',
      action: actionFor(c),
      foundOn: at,
      resolvedNote: null,
      resolvedByUserId: null,
      resolvedOn: null,
    });
  } else if (!isOff && existing.status === 'open') {
    await repo.updateItem(deps.db, existing.id, {
      ...amounts,
      status: 'resolved',
      resolvedNote: M.agreesNow(at),
      resolvedByUserId: null,
      resolvedOn: at,
    });
  } else {
    await repo.updateItem(deps.db, existing.id, { ...amounts, ...(isOff ? { action: actionFor(c) } : {}) });
  }
}

const runOf = (r: ReconciliationRun): TReconciliationRun => ({
  id: r.id,
  startedOn: r.startedOn,
  finishedOn: r.finishedOn,
  fromDay: r.fromDay,
  toDay: r.toDay,
  itemsCompared: r.itemsCompared,
  mismatchesFound: r.mismatchesFound,
  error: r.error,
});

/**
 * One run, under the lease: null when another instance holds it. It reads the last 3 IST days, or from
 * `fromDay`, or (`fullHistory`) from the first money movement the ledger knows.
 */
export async function runReconciliation(
  deps: ReconciliationDeps,
  options: { fullHistory?: boolean; fromDay?: string } = {},
): Promise<TReconciliationRun | null> {
  const holder = randomUUID();
  if (!(await takeLease(deps.db, { ...LEASE, holder }, deps.clock.now()))) return null;
  try {
    const now = deps.clock.now();
    const toDay = istDay(now.getTime());
    const first = options.fullHistory ? await repo.firstMovementOn(deps.db) : null;
    const fromDay =
      options.fromDay ?? (first ? istDay(Date.parse(first)) : addDays(toDay, -(RECONCILED_DAYS - 1)));
    const days: string[] = [];
    for (let d = fromDay; d <= toDay; d = addDays(d, 1)) days.push(d);
    const startedOn = now.toISOString();
    const runId = await repo.startRun(deps.db, {
      startedOn,
      finishedOn: null,
      fromDay,
      toDay,
      error: null,
      mailedDay: null,
    });
    let result: Pick<ReconciliationRun, 'itemsCompared' | 'mismatchesFound' | 'error'>;
    if (!deps.records && !deps.payoutRail) {
      result = { itemsCompared: 0, mismatchesFound: 0, error: M.noProvider };
    } else {
      try {
        const range = { fromMs: istDayRange(fromDay).fromMs, toMs: istDayRange(toDay).toMs };
        const facts = await readProviders(deps, range, days);
        await followUp(deps, facts);
        const comparisons = await compareAll(deps, facts);
        for (const c of comparisons) await keep(deps, c, startedOn);
        result = {
          itemsCompared: comparisons.length,
          mismatchesFound: comparisons.filter(differs).length,
          error: null,
        };
      } catch (error) {
        result = {
          itemsCompared: 0,
          mismatchesFound: 0,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    }
    await repo.finishRun(deps.db, runId, { ...result, finishedOn: deps.clock.now().toISOString() });
    if (result.error === null) await mailOpenMismatches(deps, runId, toDay);
    return runOf((await repo.lastRun(deps.db))!);
  } finally {
    await releaseLease(deps.db, { name: LEASE.name, holder });
  }
}

/** Once per IST day, while mismatches are open, every active super admin is mailed how many. */
async function mailOpenMismatches(deps: ReconciliationDeps, runId: number, day: string) {
  const open = await repo.countMismatches(deps.db, MismatchStatus.Open);
  if (open === 0 || (await repo.wasMailedOn(deps.db, day))) return;
  await repo.markMailed(deps.db, runId, day);
  const link = `${deps.config.publicUrl}/admin?tab=reconciliation`;
  const admins = await deps.db
    .selectFrom('users')
    .select(['email'])
    .where('roleId', '=', Role.SuperAdmin)
    .where('status', '=', UserStatus.Active)
    .execute();
  for (const admin of admins) {
    await deps.mailer
      .send({
        to: admin.email,
        subject: M.mailSubject(open),
        text: `${M.mailBody(open)}\n\n${link}\n\n- Team Collably`,
      })
      .catch(() => undefined);
  }
}

/** The reconciliation's view of the running app: its context, Razorpay's records and the rails' follow-ups. */
export const reconciliationDepsOf = (env: FeatureEnv): ReconciliationDeps => ({
  ...env,
  records: env.provider.records,
  followUp: {
    payment: env.rails.confirmPayment,
    refund: env.rails.refundUpdated,
    payout: env.rails.payoutUpdated,
  },
});

/**
 * The daily job: a process's first run reads all history (a deploy may have changed how items are booked),
 * later ones the last 3 IST days, once a day after the last good run.
 */
export function reconciliationJob(deps: ReconciliationDeps) {
  let isFirst = true;
  return async () => {
    const last = await repo.lastGoodRun(deps.db);
    const isDue = !last || deps.clock.now().getTime() - Date.parse(last.startedOn) >= 24 * 60 * 60_000;
    if (!isFirst && !isDue) return null;
    const run = await runReconciliation(deps, { fullHistory: isFirst });
    if (run) isFirst = false;
    return run;
  };
}

const mismatchOf = (i: ReconciliationItem & { resolvedByName: string | null }): TReconciliationMismatch => ({
  id: i.id,
  day: i.day,
  provider: i.provider,
  itemType: i.itemType,
  itemId: i.itemId,
  field: i.field,
  providerPaise: i.providerPaise,
  ledgerPaise: i.ledgerPaise,
  differencePaise: i.providerPaise - i.ledgerPaise,
  action: i.action,
  status: i.status === 'resolved' ? MismatchStatus.Resolved : MismatchStatus.Open,
  foundOn: i.foundOn ?? i.lastSeenOn,
  lastSeenOn: i.lastSeenOn,
  resolvedNote: i.resolvedNote,
  resolvedByName: i.resolvedByName,
  resolvedOn: i.resolvedOn,
});

/** GET admin/reconciliation: the last run, the open count and a page of mismatches. */
export async function reconciliationPage(
  ctx: AppContext,
  query: { status: TMismatchStatus; page: number },
): Promise<TReconciliationPage> {
  const [lastRun, openCount, total, rows, days] = await Promise.all([
    repo.lastRun(ctx.db),
    repo.countMismatches(ctx.db, MismatchStatus.Open),
    repo.countMismatches(ctx.db, query.status),
    repo.mismatchPage(ctx.db, query.status, { limit: PAGE_SIZE, offset: query.page * PAGE_SIZE }),
    repo.reportDays(ctx.db, REPORT_DAYS),
  ]);
  return {
    lastRun: lastRun ? runOf(lastRun) : null,
    openCount,
    mismatches: rows.map(mismatchOf),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    days,
  };
}

/** POST admin/reconciliation/{id}/resolve: a super admin explains an open mismatch; no money moves. */
export async function resolveMismatch(
  ctx: AppContext,
  admin: AuthUser,
  id: number,
  note: string,
): Promise<TReconciliationMismatch> {
  return inTransaction(ctx.db, async (trx) => {
    const found = await repo.mismatchById(trx, id);
    if (!found) throw new AppError('NOT_FOUND', M.notFound);
    const now = ctx.clock.now();
    if (!(await repo.resolve(trx, id, { note, byUserId: admin.userId, on: now.toISOString() }))) {
      throw new AppError('CONFLICT', M.alreadyResolved);
    }
    await ctx.events.emit(trx, {
      type: 'reconciliation.mismatchResolved',
      mismatchId: id,
      item: `${found.itemType} ${found.itemId}`,
      field: found.field,
      note,
      adminUserId: admin.userId,
      at: now,
    });
    return mismatchOf((await repo.mismatchById(trx, id))!);
  });
}

const STATUS_LABEL = { agrees: 'agrees', open: 'open mismatch', resolved: 'resolved mismatch' } as const;

/** GET admin/reconciliation/days/{day}.csv: every item compared for that IST day. */
export async function dayReport(ctx: AppContext, day: string): Promise<string> {
  const items = await repo.itemsOfDay(ctx.db, day);
  if (items.length === 0) throw new AppError('NOT_FOUND', M.noReport);
  const header = [
    'Day',
    'Provider',
    'Item',
    'Item ID',
    'Amount',
    'Provider (Rs)',
    'Ledger (Rs)',
    'Difference (Rs)',
    'Status',
    'Action',
    'Resolution note',
    'Resolved by',
    'Last checked',
  ];
  const rows = items.map((i) => [
    i.day,
    i.provider,
    i.itemType,
    i.itemId,
    i.field,
    csvRupees(i.providerPaise),
    csvRupees(i.ledgerPaise),
    csvRupees(i.providerPaise - i.ledgerPaise),
    STATUS_LABEL[i.status],
    i.action,
    i.resolvedNote ?? '',
    i.resolvedByName ?? '',
    i.lastSeenOn,
  ]);
  // Every cell is escaped: a provider's id or a note could start like a formula, and so does a negative amount.
  return stringify([header, ...rows].map((r) => r.map((cell) => spreadsheetText(cell))));
}
