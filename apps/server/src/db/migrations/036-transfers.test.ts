import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, openDatabase } from '../../../test/test-app';
import type { Db } from '../database';
import { insertAccount } from '../seed/accounts';
import { migrateToLatest } from './index';

/**
 * Migration 036 (issue 33) on existing data: a payout or bank withdrawal approved before the transfers
 * module, whose RazorpayX payout is still on its way, is 'processing' with the transfer it was sent as, so
 * the sweep and webhooks follow it; everything else stays as it was.
 */
describe.each(databases())('migration 036 on %s', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await openDatabase(dialect));
    await migrateToLatest(db, dialect, '035-pay-in-rails');
  });
  afterEach(() => drop());

  it('moves released-but-still-processing payouts and withdrawals to Processing, each with its transfer', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    const user = (roleId: typeof Role.Influencer | typeof Role.Brand, email: string) =>
      insertAccount(db, { roleId, name: email, userName: null, email, passwordHash: 'x' }, new Date(at));
    const influencer = await user(Role.Influencer, 'i@example.com');
    const brand = await user(Role.Brand, 'b@example.com');
    const payout = (railStatus: string | null, status = 'released') => ({
      userId: influencer.id,
      amountPaise: 150_000,
      status: status as 'released',
      bankName: 'SBI',
      accountNoEnc: 'x',
      ifscCode: 'SBIN0001234',
      panEnc: 'x',
      upiEnc: 'x',
      address: 'x',
      phoneEnc: 'x',
      reference: 'pout_1',
      declineReason: null,
      settledByUserId: null,
      requestedOn: at,
      modifiedOn: at,
      feePaise: 1_000,
      railPayoutId: railStatus ? `pout_${railStatus}` : null,
      railStatus,
    });
    const inFlight = await db
      .insertInto('payouts')
      .values(payout('processing'))
      .returning('id')
      .executeTakeFirstOrThrow();
    const done = await db
      .insertInto('payouts')
      .values(payout('processed'))
      .returning('id')
      .executeTakeFirstOrThrow();
    const byHand = await db
      .insertInto('payouts')
      .values(payout(null))
      .returning('id')
      .executeTakeFirstOrThrow();
    const withdrawal = await db
      .insertInto('walletWithdrawals')
      .values({
        brandUserId: brand.id,
        amountPaise: 5_000,
        method: 'bank',
        transactionId: null,
        provider: 'bank',
        providerRefundId: null,
        status: 'processed',
        failureReason: null,
        requestedByUserId: brand.id,
        requestedOn: at,
        settledOn: at,
        payoutMethod: 'upi',
        accountHolder: null,
        accountNoEnc: null,
        ifscCode: null,
        upiEnc: 'x',
        reference: 'pout_w',
        railPayoutId: 'pout_w',
        railStatus: 'queued',
        settledByUserId: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await migrateToLatest(db, dialect);

    const statuses = await db.selectFrom('payouts').select(['id', 'status']).orderBy('id').execute();
    expect(statuses).toEqual([
      { id: inFlight.id, status: 'processing' },
      { id: done.id, status: 'released' },
      { id: byHand.id, status: 'released' },
    ]);
    const w = await db.selectFrom('walletWithdrawals').select('status').executeTakeFirstOrThrow();
    expect(w.status).toBe('processing');
    const transfers = await db.selectFrom('transfers').selectAll().orderBy('id').execute();
    expect(transfers).toEqual([
      expect.objectContaining({
        kind: 'payout',
        sourceId: inFlight.id,
        attempt: 1,
        amountPaise: 149_000,
        mode: 'IMPS',
        status: 'processing',
        railPayoutId: 'pout_processing',
        idempotencyKey: `collably-payout-${inFlight.id}`,
      }),
      expect.objectContaining({
        kind: 'withdrawal',
        sourceId: withdrawal.id,
        amountPaise: 5_000,
        mode: 'UPI',
        status: 'processing',
        railPayoutId: 'pout_w',
      }),
    ]);
  });
});
