import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, openDatabase } from '../../../test/test-app';
import type { Db } from '../database';
import { insertAccount } from '../seed/accounts';
import { emailChangeSecurity } from './039-email-change-security';
import { migrateToLatest } from './index';

/** Migration 039 (issue 35): restore links, and one preparing export per user even after an earlier race. */
describe.each(databases())('migration 039 on %s', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await openDatabase(dialect));
  });
  afterEach(() => drop());

  const now = new Date('2026-06-01T10:00:00.000Z');
  const exportRow = (userId: number) => ({
    userId,
    status: 'preparing' as const,
    fileName: null,
    bytes: null,
    requestedOn: now.toISOString(),
    readyOn: null,
    expiresOn: null,
  });

  it('keeps the oldest of exports that raced in before it, and refuses a second preparing export', async () => {
    await migrateToLatest(db, dialect);
    const user = await insertAccount(
      db,
      { roleId: Role.Brand, name: 'Racer', userName: null, email: 'racer@example.com', passwordHash: 'x' },
      now,
    );
    const other = await insertAccount(
      db,
      { roleId: Role.Brand, name: 'Other', userName: null, email: 'other@example.com', passwordHash: 'x' },
      now,
    );
    // The state before 039: the race had left three preparing exports of one user.
    await db.schema.dropIndex('account_exports_one_preparing').execute();
    await db
      .insertInto('accountExports')
      .values([exportRow(user.id), exportRow(user.id)])
      .execute();
    await db
      .insertInto('accountExports')
      .values([exportRow(other.id), exportRow(user.id)])
      .execute();

    await emailChangeSecurity(dialect).up(db);
    // A second instance starting runs it again: nothing changes, nothing fails.
    await emailChangeSecurity(dialect).up(db);
    const rows = await db
      .selectFrom('accountExports')
      .select(['id', 'userId', 'status'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.userId, r.status])).toEqual([
      [user.id, 'preparing'],
      [user.id, 'failed'],
      [other.id, 'preparing'],
      [user.id, 'failed'],
    ]);
    await expect(db.insertInto('accountExports').values(exportRow(user.id)).execute()).rejects.toThrow();
    // A failed or ready export does not count: the owner may ask again once none is preparing.
    await db.updateTable('accountExports').set({ status: 'ready' }).where('userId', '=', user.id).execute();
    await db.insertInto('accountExports').values(exportRow(user.id)).execute();
  });

  it('keeps one restore link per token hash', async () => {
    await migrateToLatest(db, dialect);
    const link = {
      userId: 1,
      tokenHash: 'hash',
      oldEmail: 'old@example.com',
      newEmail: 'new@example.com',
      createdOn: now.toISOString(),
      expiresOn: now.toISOString(),
      usedOn: null,
    };
    await db.insertInto('emailRestores').values(link).execute();
    await expect(db.insertInto('emailRestores').values(link).execute()).rejects.toThrow();
  });
});
