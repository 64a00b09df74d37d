import type { Insertable, Selectable } from 'kysely';
import type { TMismatchStatus } from '@collably/shared/schemas/reconciliation';
import type { DbOrTrx } from '../../db/database';
import type { ReconciliationItemsTable, ReconciliationRunsTable } from '../../db/tables/reconciliation';
import type { TransferKind } from '../../db/tables/transfers';
import { captureKey } from '../../platform/ledger/escrow';
import { payoutSettleKey } from '../../platform/ledger/payouts';
import { gatewayFeeKey, railFeeKey, railFeeReturnKey } from '../../platform/ledger/provider-fees';
import { withdrawalSettleKey } from '../../platform/ledger/withdrawals';
import {
  NO_PAYOUT_BOOKING,
  type PaymentBooking,
  type PayoutBooking,
  type RefundBooking,
} from './reconciliation.compare';

export type ReconciliationItem = Selectable<ReconciliationItemsTable>;
export type ReconciliationRun = Selectable<ReconciliationRunsTable>;

/** Sums of ledger entries by journal key and account code. */
type KeySums = Map<string, Map<string, number>>;

async function sumsByKey(db: DbOrTrx, keys: readonly string[]): Promise<KeySums> {
  const sums: KeySums = new Map();
  if (keys.length === 0) return sums;
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('ledgerJournals as j')
      .innerJoin('ledgerEntries as e', 'e.journalId', 'j.id')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .select(['j.idempotencyKey as key', 'a.code as code'])
      .select((eb) => eb.fn.sum<number>('e.amountPaise').as('amount'))
      .where('j.idempotencyKey', 'in', keys.slice(i, i + 500))
      .groupBy(['j.idempotencyKey', 'a.code'])
      .execute();
    for (const r of rows) {
      const byCode = sums.get(r.key) ?? new Map<string, number>();
      byCode.set(r.code, Number(r.amount));
      sums.set(r.key, byCode);
    }
  }
  return sums;
}

/** Σ of one account's entries over the journals of these keys (a key with its restatement, if any). */
const sumOf = (sums: KeySums, keys: readonly string[], code: string) =>
  keys.reduce((total, key) => total + (sums.get(key)?.get(code) ?? 0), 0);

const withRestated = (keys: readonly string[]) => keys.flatMap((k) => [k, `${k}:restated`]);

export const reconciliationRepository = Object.freeze({
  /**
   * What the ledger booked for each Razorpay payment: its capture (an order's `capture:{tx}` or a stray's
   * `stray-received:{id}`, on the payment-provider account) and its charge (`gateway-fee:{id}`).
   */
  async paymentBookings(db: DbOrTrx, paymentIds: readonly string[]): Promise<Map<string, PaymentBooking>> {
    const result = new Map<string, PaymentBooking>();
    if (paymentIds.length === 0) return result;
    const orders = await db
      .selectFrom('paymentTransactions')
      .select(['id', 'providerPaymentId'])
      .where('providerPaymentId', 'in', paymentIds)
      .execute();
    const captureKeys = new Map<string, string[]>(paymentIds.map((id) => [id, [`stray-received:${id}`]]));
    for (const o of orders) captureKeys.get(o.providerPaymentId!)?.push(captureKey(o.id));
    const sums = await sumsByKey(db, [
      ...[...captureKeys.values()].flat(),
      ...paymentIds.map((id) => gatewayFeeKey(id)),
    ]);
    for (const id of paymentIds) {
      const fee = [gatewayFeeKey(id)];
      result.set(id, {
        capturedPaise: -sumOf(sums, captureKeys.get(id)!, 'payment-provider'),
        feePaise: sumOf(sums, fee, 'payment-provider'),
        taxPaise: -sumOf(sums, fee, 'gst-input-credit'),
      });
    }
    return result;
  },

  /**
   * What the ledger booked for each refund: a wallet withdrawal's `withdrawal-settle:{id}`, or a stray payment's
   * `stray-settle:{paymentId}` (with `stray-refund-failed:{paymentId}` if it came back), on payment-provider.
   */
  async refundBookings(db: DbOrTrx, refundIds: readonly string[]): Promise<Map<string, RefundBooking>> {
    const result = new Map<string, RefundBooking>();
    if (refundIds.length === 0) return result;
    const keys = new Map<string, string[]>(refundIds.map((id) => [id, []]));
    const withdrawals = await db
      .selectFrom('walletWithdrawals')
      .select(['id', 'providerRefundId'])
      .where('providerRefundId', 'in', refundIds)
      .execute();
    for (const w of withdrawals) keys.get(w.providerRefundId!)?.push(withdrawalSettleKey(w.id));
    const strays = await db
      .selectFrom('strayPayments')
      .select(['paymentId', 'refundId'])
      .where('refundId', 'in', refundIds)
      .execute();
    for (const s of strays) {
      keys.get(s.refundId!)?.push(`stray-settle:${s.paymentId}`, `stray-refund-failed:${s.paymentId}`);
    }
    const sums = await sumsByKey(db, [...keys.values()].flat());
    for (const id of refundIds) {
      result.set(id, { refundedPaise: sumOf(sums, keys.get(id)!, 'payment-provider') });
    }
    return result;
  },

  /**
   * What the ledger booked for each RazorpayX payout: the money of the payout or withdrawal it sent (on
   * bank-payouts: its release, less a later return) and RazorpayX's charge (on payout-provider, its GST on
   * gst-input-credit), counted for the source's latest transfer only — an earlier attempt that failed sent
   * nothing. Payouts sent before transfers existed are found on the request itself.
   */
  async payoutBookings(db: DbOrTrx, payoutIds: readonly string[]): Promise<Map<string, PayoutBooking>> {
    const result = new Map<string, PayoutBooking>();
    if (payoutIds.length === 0) return result;
    const sources = new Map<string, { kind: TransferKind; sourceId: number }>();
    const transfers = await db
      .selectFrom('transfers as t')
      .select(['t.railPayoutId', 't.kind', 't.sourceId', 't.attempt'])
      .where('t.railPayoutId', 'in', payoutIds)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('transfers as later')
              .select('later.id')
              .whereRef('later.kind', '=', 't.kind')
              .whereRef('later.sourceId', '=', 't.sourceId')
              .whereRef('later.attempt', '>', 't.attempt')
              .where('later.railPayoutId', 'is not', null),
          ),
        ),
      )
      .execute();
    for (const t of transfers) sources.set(t.railPayoutId!, { kind: t.kind, sourceId: t.sourceId });
    const legacyPayouts = await db
      .selectFrom('payouts')
      .select(['id', 'railPayoutId'])
      .where('railPayoutId', 'in', payoutIds)
      .execute();
    for (const p of legacyPayouts) {
      if (!sources.has(p.railPayoutId!)) sources.set(p.railPayoutId!, { kind: 'payout', sourceId: p.id });
    }
    const legacyWithdrawals = await db
      .selectFrom('walletWithdrawals')
      .select(['id', 'railPayoutId'])
      .where('railPayoutId', 'in', payoutIds)
      .execute();
    for (const w of legacyWithdrawals) {
      if (!sources.has(w.railPayoutId!)) sources.set(w.railPayoutId!, { kind: 'withdrawal', sourceId: w.id });
    }

    const keysOf = (of: { kind: TransferKind; sourceId: number }) => ({
      money:
        of.kind === 'payout'
          ? [payoutSettleKey(of.sourceId), `payout-return:${of.sourceId}`]
          : [withdrawalSettleKey(of.sourceId), `withdrawal-reversal:${of.sourceId}`],
      fee: withRestated([railFeeKey(of), railFeeReturnKey(of)]),
    });
    const keyed = new Map([...sources].map(([id, of]) => [id, keysOf(of)]));
    const sums = await sumsByKey(
      db,
      [...keyed.values()].flatMap((k) => [...k.money, ...k.fee]),
    );
    for (const id of payoutIds) {
      const keys = keyed.get(id);
      result.set(
        id,
        keys
          ? {
              paidOutPaise: sumOf(sums, keys.money, 'payouts-released'),
              feePaise: sumOf(sums, keys.fee, 'payout-provider'),
              taxPaise: -sumOf(sums, keys.fee, 'gst-input-credit'),
            }
          : NO_PAYOUT_BOOKING,
      );
    }
    return result;
  },

  /** The earliest money movement the platform knows of (the first run after a deploy reads from there). */
  async firstMovementOn(db: DbOrTrx): Promise<string | null> {
    const row = await db
      .selectFrom('ledgerJournals')
      .select((eb) => eb.fn.min<string>('createdOn').as('first'))
      .executeTakeFirst();
    return row?.first ?? null;
  },

  startRun: async (db: DbOrTrx, run: Insertable<ReconciliationRunsTable>) =>
    (await db.insertInto('reconciliationRuns').values(run).returning('id').executeTakeFirstOrThrow()).id,

  finishRun: (
    db: DbOrTrx,
    id: number,
    changes: Pick<ReconciliationRun, 'finishedOn' | 'itemsCompared' | 'mismatchesFound' | 'error'>,
  ) => db.updateTable('reconciliationRuns').set(changes).where('id', '=', id).execute(),

  markMailed: (db: DbOrTrx, id: number, day: string) =>
    db.updateTable('reconciliationRuns').set({ mailedDay: day }).where('id', '=', id).execute(),

  lastRun: (db: DbOrTrx) =>
    db.selectFrom('reconciliationRuns').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst(),

  /** The latest run that finished without error. */
  lastGoodRun: (db: DbOrTrx) =>
    db
      .selectFrom('reconciliationRuns')
      .selectAll()
      .where('finishedOn', 'is not', null)
      .where('error', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  async wasMailedOn(db: DbOrTrx, day: string): Promise<boolean> {
    const row = await db
      .selectFrom('reconciliationRuns')
      .select('id')
      .where('mailedDay', '=', day)
      .executeTakeFirst();
    return row !== undefined;
  },

  findItem: (db: DbOrTrx, key: Pick<ReconciliationItem, 'provider' | 'itemType' | 'itemId' | 'field'>) =>
    db
      .selectFrom('reconciliationItems')
      .selectAll()
      .where('provider', '=', key.provider)
      .where('itemType', '=', key.itemType)
      .where('itemId', '=', key.itemId)
      .where('field', '=', key.field)
      .executeTakeFirst(),

  insertItem: (db: DbOrTrx, item: Insertable<ReconciliationItemsTable>) =>
    db
      .insertInto('reconciliationItems')
      .values(item)
      .onConflict((oc) => oc.columns(['provider', 'itemType', 'itemId', 'field']).doNothing())
      .execute(),

  updateItem: (db: DbOrTrx, id: number, changes: Partial<Omit<Insertable<ReconciliationItemsTable>, 'id'>>) =>
    db.updateTable('reconciliationItems').set(changes).where('id', '=', id).execute(),

  /** Resolves an open mismatch; false when it is not open (resolved meanwhile, or never a mismatch). */
  async resolve(
    db: DbOrTrx,
    id: number,
    resolution: { note: string; byUserId: number; on: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('reconciliationItems')
      .set({
        status: 'resolved',
        resolvedNote: resolution.note,
        resolvedByUserId: resolution.byUserId,
        resolvedOn: resolution.on,
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  mismatchById: (db: DbOrTrx, id: number) =>
    db
      .selectFrom('reconciliationItems as i')
      .leftJoin('users as u', 'u.id', 'i.resolvedByUserId')
      .selectAll('i')
      .select('u.name as resolvedByName')
      .where('i.id', '=', id)
      .where('i.status', '!=', 'agrees')
      .executeTakeFirst(),

  mismatchPage: (db: DbOrTrx, status: TMismatchStatus, page: { limit: number; offset: number }) =>
    db
      .selectFrom('reconciliationItems as i')
      .leftJoin('users as u', 'u.id', 'i.resolvedByUserId')
      .selectAll('i')
      .select('u.name as resolvedByName')
      .where('i.status', '=', status)
      .orderBy('i.day', 'desc')
      .orderBy('i.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),

  async countMismatches(db: DbOrTrx, status: TMismatchStatus): Promise<number> {
    const row = await db
      .selectFrom('reconciliationItems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', status)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The IST days that have a report, newest first. */
  async reportDays(db: DbOrTrx, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('reconciliationItems')
      .select('day')
      .distinct()
      .orderBy('day', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.day);
  },

  itemsOfDay: (db: DbOrTrx, day: string) =>
    db
      .selectFrom('reconciliationItems as i')
      .leftJoin('users as u', 'u.id', 'i.resolvedByUserId')
      .selectAll('i')
      .select('u.name as resolvedByName')
      .where('i.day', '=', day)
      .orderBy('i.provider')
      .orderBy('i.itemType')
      .orderBy('i.itemId')
      .orderBy('i.field')
      .execute(),
});
