import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databases, openDatabase } from '../../../test/test-app';
import type { Db } from '../database';
import { escrowDocuments } from './048-escrow-documents';
import { migrateToLatest } from './index';

/** Migration 048 (issue 37): credit notes' GST adjustment and buyer reversal, and the annual returns' days. */
describe.each(databases())('migration 048 on %s', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await openDatabase(dialect));
    await migrateToLatest(db, dialect, '048-escrow-documents');
  });
  afterEach(() => drop());

  it('keeps one annual return per financial year', async () => {
    const row = {
      financialYear: 2026,
      filedOn: '2027-10-01',
      recordedBy: null,
      recordedOn: '2027-10-02T00:00:00Z',
    };
    await db.insertInto('gstAnnualReturns').values(row).execute();
    await expect(db.insertInto('gstAnnualReturns').values(row).execute()).rejects.toThrow();
  });

  it('comes down and goes up again', async () => {
    const migration = escrowDocuments(dialect);
    await migration.down!(db as never);
    await expect(sql`select gst_adjusted from tax_documents`.execute(db)).rejects.toThrow();
    await migration.up(db as never);
    expect(
      (await sql`select gst_adjusted, buyer_reversal_confirmed_on from tax_documents`.execute(db)).rows,
    ).toEqual([]);
    expect(await db.selectFrom('gstAnnualReturns').selectAll().execute()).toEqual([]);
  });
});
