import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, openDatabase } from '../../../test/test-app';
import type { Db } from '../database';
import { insertAccount } from '../seed/accounts';
import { gstHeld } from './047-gst-held';
import { migrateToLatest } from './index';

/** Migration 047 (issue 37): GST holds, one per payment and one per invoice, and the GSTR-2B imports. */
describe.each(databases())('migration 047 on %s', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await openDatabase(dialect));
    await migrateToLatest(db, dialect, '047-gst-held');
  });
  afterEach(() => drop());

  const now = '2026-11-29T10:00:00.000Z';

  it('keeps one hold per payment and per invoice, with a positive amount, and the imports that release them', async () => {
    const user = await insertAccount(
      db,
      {
        roleId: Role.Influencer,
        name: 'Asha',
        userName: 'asha',
        email: 'asha@example.com',
        passwordHash: 'x',
      },
      new Date(now),
    );
    const hold = {
      transactionId: 7,
      collabId: 3,
      influencerUserId: user.id,
      gstin: '29AABCU9603R1ZJ',
      selfInvoiceId: null,
      invoiceNumber: 'SB/26-27/000001',
      matchKey: '29AABCU9603R1ZJ|SB/26-27/000001',
      documentGstPaise: 36_000,
      heldPaise: 36_000,
      heldOn: now,
      releasedOn: null,
      releaseImportId: null,
    };
    await db.insertInto('gstHolds').values(hold).execute();
    // The same payment, or the same invoice of the supplier, twice: refused.
    await expect(
      db
        .insertInto('gstHolds')
        .values({ ...hold, matchKey: null })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('gstHolds')
        .values({ ...hold, transactionId: 8 })
        .execute(),
    ).rejects.toThrow();
    // Holds without an invoice number yet may be many; nothing is held of nothing.
    await db
      .insertInto('gstHolds')
      .values({ ...hold, transactionId: 8, matchKey: null })
      .execute();
    await db
      .insertInto('gstHolds')
      .values({ ...hold, transactionId: 9, matchKey: null })
      .execute();
    await expect(
      db
        .insertInto('gstHolds')
        .values({ ...hold, transactionId: 10, matchKey: null, heldPaise: 0 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('gstHolds')
        .values({ ...hold, transactionId: 11, matchKey: null, influencerUserId: user.id + 1000 })
        .execute(),
    ).rejects.toThrow();

    const { id: importId } = await db
      .insertInto('gstr2bImports')
      .values({
        period: '2026-11',
        source: 'upload',
        fileSha256: 'ab',
        importedByUserId: user.id,
        importedOn: now,
        unmatchedRows: null,
        finishedOn: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('gstHolds')
      .set({ releasedOn: now, releaseImportId: importId })
      .where('transactionId', '=', 7)
      .execute();
    const row = await db.selectFrom('gstr2bImports').selectAll().executeTakeFirstOrThrow();
    expect([row.rowsCount, row.matchedCount, Number(row.releasedPaise)]).toEqual([0, 0, 0]);
    await expect(
      db
        .updateTable('gstHolds')
        .set({ releaseImportId: importId + 1000 })
        .where('transactionId', '=', 8)
        .execute(),
    ).rejects.toThrow();
  });

  it('comes down and goes up again', async () => {
    const migration = gstHeld(dialect);
    await migration.down!(db as never);
    await migration.up(db as never);
    expect(await db.selectFrom('gstHolds').select('id').execute()).toEqual([]);
  });
});
