import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, openDatabase } from '../../../test/test-app';
import type { Db } from '../database';
import { insertAccount } from '../seed/accounts';
import { legalTexts } from './045-legal-texts';
import { migrateToLatest } from './index';

/** Migration 045 (issue 36): postings of legal texts, and acceptances recorded once per person and version. */
describe.each(databases())('migration 045 on %s', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await openDatabase(dialect));
    await migrateToLatest(db, dialect, '045-legal-texts');
  });
  afterEach(() => drop());

  const now = '2026-11-29T10:00:00.000Z';

  it('posts a version once, keeps one acceptance per person and version, and forgets them with the account', async () => {
    const posting = { document: 'terms' as const, version: 2, postedOn: now, effectiveOn: now };
    await db.insertInto('legalPostings').values(posting).execute();
    await expect(db.insertInto('legalPostings').values(posting).execute()).rejects.toThrow();

    const user = await insertAccount(
      db,
      { roleId: Role.Brand, name: 'Brand', userName: null, email: 'brand@example.com', passwordHash: 'x' },
      new Date(now),
    );
    const acceptance = {
      userId: user.id,
      document: 'terms' as const,
      version: 2,
      acceptedOn: now,
      via: 'sign-in' as const,
    };
    await db.insertInto('legalAcceptances').values(acceptance).execute();
    await expect(db.insertInto('legalAcceptances').values(acceptance).execute()).rejects.toThrow();
    await db
      .insertInto('legalAcceptances')
      .values({ ...acceptance, version: 3 })
      .execute();
    await expect(
      db
        .insertInto('legalAcceptances')
        .values({ ...acceptance, userId: user.id + 1000 })
        .execute(),
    ).rejects.toThrow();

    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('legalAcceptances').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('legalPostings').select('version').execute()).toEqual([{ version: 2 }]);
  });

  it('comes down and goes up again', async () => {
    const migration = legalTexts(dialect);
    await migration.down!(db as never);
    await migration.up(db as never);
    expect(await db.selectFrom('legalPostings').select('version').execute()).toEqual([]);
  });
});
