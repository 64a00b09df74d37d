import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountBalance, checkLedger } from '../../../test/hire-fixtures';
import { databases, openDatabase } from '../../../test/test-app';
import { Accounts } from '../../platform/ledger/accounts';
import { post, type Journal } from '../../platform/ledger/ledger';
import type { Db } from '../database';
import { migrateToLatest } from './index';

/**
 * Migration 037 (issue 34) on existing data: RazorpayX charges booked the old way (platform revenue −fee →
 * provider-fees +fee) are restated as charges are booked now — the fee less its GST a cost, the GST input
 * credit, the whole charge gone to RazorpayX — and a charge given back with a reversal is restated with it.
 */
describe.each(databases())('migration 037 on %s', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await openDatabase(dialect));
    await migrateToLatest(db, dialect, '036-transfers');
  });
  afterEach(() => drop());

  const oldCharge = (key: string, feePaise: number): Journal => ({
    idempotencyKey: key,
    kind: 'payout-rail-fee',
    memo: 'RazorpayX fee, booked before issue 34',
    entries: [
      { account: Accounts.platformRevenue, amountPaise: -feePaise },
      { account: Accounts.providerFees, amountPaise: feePaise },
    ],
  });
  const oldReturn = (key: string, feePaise: number): Journal => ({
    ...oldCharge(key, -feePaise),
    kind: 'payout-rail-fee-return',
  });

  it('restates old RazorpayX charges once each: a cost net of GST, the GST input credit, and the charge with RazorpayX', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    await db.transaction().execute(async (trx) => {
      await post(trx, oldCharge('payout-rail-fee:1', 590), now);
      await post(trx, oldCharge('withdrawal-rail-fee:2', 1_180), now);
      // Payout 3 was charged, then reversed: RazorpayX gave its charge back.
      await post(trx, oldCharge('payout-rail-fee:3', 590), now);
      await post(trx, oldReturn('payout-rail-fee-return:3', 590), now);
    });
    await db
      .insertInto('transfers')
      .values({
        kind: 'payout',
        sourceId: 1,
        attempt: 1,
        ownerUserId: 1,
        amountPaise: 150_000,
        mode: 'IMPS',
        idempotencyKey: 'collably-payout-1-1',
        referenceId: 'PAYOUT-000001-1',
        requestBody: '{}',
        status: 'processed',
        railPayoutId: 'pout_1',
        railStatus: 'processed',
        utr: 'UTR1',
        feesPaise: 590,
        failureReason: null,
        claimedUntil: null,
        createdOn: now.toISOString(),
        modifiedOn: now.toISOString(),
      })
      .execute();

    await migrateToLatest(db, dialect);

    // ₹5.90 and ₹11.80 still charged: ₹5.00 + ₹10.00 of cost, ₹0.90 + ₹1.80 of GST; the reversed one nets to nothing.
    expect(await accountBalance(db, 'provider-fees')).toBe(-1_500);
    expect(await accountBalance(db, 'gst-input-credit')).toBe(-270);
    expect(await accountBalance(db, 'payout-provider')).toBe(1_770);
    expect(await accountBalance(db, 'platform-revenue')).toBe(0);
    const restated = await db
      .selectFrom('ledgerJournals')
      .select('idempotencyKey')
      .where('kind', '=', 'payout-rail-fee-restated')
      .orderBy('idempotencyKey')
      .execute();
    expect(restated.map((j) => j.idempotencyKey)).toEqual([
      'payout-rail-fee-return:3:restated',
      'payout-rail-fee:1:restated',
      'payout-rail-fee:3:restated',
      'withdrawal-rail-fee:2:restated',
    ]);
    expect(
      await db.selectFrom('transfers').select(['feesPaise', 'taxPaise']).executeTakeFirstOrThrow(),
    ).toEqual({ feesPaise: 590, taxPaise: 90 });
    await checkLedger(db);
  });
});
