import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, openDatabase } from '../../../test/test-app';
import type { Db } from '../database';
import { migrateToLatest } from './index';

/**
 * Migration 042 (issue 35 item 7) on existing holds: lapsed holds are let go of, a brand holding several coupons
 * keeps its newest checkout's only, and the unique index then refuses a second hold by one brand.
 */
describe.each(databases())('migration 042 on %s', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await openDatabase(dialect));
    await migrateToLatest(db, dialect, '041-sign-in-devices');
  });
  afterEach(() => drop());

  const coupon = (code: string, hold: { by: number; tx: number; until: string } | null) =>
    db
      .insertInto('coupons')
      .values({
        name: code,
        code,
        description: code,
        valuePaise: 10_000,
        isFirstOrder: 0,
        createdOn: '2026-01-01T00:00:00.000Z',
        modifiedOn: '2026-01-01T00:00:00.000Z',
        usedOn: null,
        usedByUserId: null,
        reservedByUserId: hold?.by ?? null,
        reservedTransactionId: hold?.tx ?? null,
        reservedUntil: hold?.until ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('keeps one live hold per brand, its newest, and refuses a second one afterwards', async () => {
    const future = new Date(Date.now() + 20 * 60_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    const older = await coupon('OLDER', { by: 7, tx: 10, until: future });
    const newer = await coupon('NEWER', { by: 7, tx: 11, until: future });
    const lapsed = await coupon('LAPSED', { by: 8, tx: 12, until: past });
    const others = await coupon('OTHERS', { by: 9, tx: 13, until: future });

    await migrateToLatest(db, dialect, '042-coupon-holds');

    const holders = await db
      .selectFrom('coupons')
      .select(['id', 'reservedByUserId', 'reservedTransactionId'])
      .where('id', 'in', [older.id, newer.id, lapsed.id, others.id])
      .orderBy('id')
      .execute();
    expect(holders).toEqual([
      { id: older.id, reservedByUserId: null, reservedTransactionId: null },
      { id: newer.id, reservedByUserId: 7, reservedTransactionId: 11 },
      { id: lapsed.id, reservedByUserId: null, reservedTransactionId: null },
      { id: others.id, reservedByUserId: 9, reservedTransactionId: 13 },
    ]);
    await expect(
      db.updateTable('coupons').set({ reservedByUserId: 7 }).where('id', '=', older.id).execute(),
    ).rejects.toThrow();
    const tx = await db.selectFrom('paymentTransactions').select('couponHeldUntil').limit(1).execute();
    expect(tx).toEqual([]);
  });
});
