import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, openDatabase } from '../../../test/test-app';
import type { Db } from '../database';
import { concurrencyLimits } from './040-concurrency-limits';
import { migrateToLatest } from './index';

/** Migration 040 (issue 35): the social-check log, created once however many instances start together. */
describe.each(databases())('migration 040 on %s', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await openDatabase(dialect));
    await migrateToLatest(db, dialect, '039-email-change-security');
  });
  afterEach(() => drop());

  it('creates the social-check log, and running it again (a second instance starting) changes nothing', async () => {
    await migrateToLatest(db, dialect);
    await db
      .insertInto('socialCheckAttempts')
      .values({ userId: 1, checkedOn: '2026-06-01T10:00:00.000Z' })
      .execute();
    await concurrencyLimits(dialect).up(db);
    const rows = await db.selectFrom('socialCheckAttempts').select(['userId', 'checkedOn']).execute();
    expect(rows).toEqual([{ userId: 1, checkedOn: '2026-06-01T10:00:00.000Z' }]);
  });
});
