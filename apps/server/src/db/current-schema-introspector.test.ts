import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, openDatabase } from '../../test/test-app';
import type { Db } from './database';
import { migrateToLatest } from './migrations';

const onPostgres = databases().includes('postgres');

/** CI failed twice when a test file's migrations read the catalog while another file dropped its schema. */
describe.runIf(onPostgres)('the introspector the migrations use on PostgreSQL', () => {
  let mine: { db: Db; drop: () => Promise<void> };
  let other: { db: Db; drop: () => Promise<void> };
  beforeEach(async () => {
    mine = await openDatabase('postgres');
    other = await openDatabase('postgres');
  });
  afterEach(async () => {
    await mine.drop();
    await other.drop();
  });

  it("sees only the connection's own schema, with its columns", async () => {
    await sql`create table mine_only (id serial primary key, note text not null)`.execute(mine.db);
    await sql`create table theirs_only (id integer)`.execute(other.db);

    const tables = await mine.db.introspection.getTables();

    expect(tables.map((t) => t.name)).toEqual(['mine_only']);
    expect(tables[0].columns.map((c) => [c.name, c.isAutoIncrementing, c.isNullable])).toEqual([
      ['id', true, false],
      ['note', false, false],
    ]);
  });

  it('migrates while another schema is changed and dropped underneath it', async () => {
    const churn = (async () => {
      for (let i = 0; i < 40; i++) {
        await sql.raw(`create table churn_${i} (pan text, n serial)`).execute(other.db);
        await sql.raw(`alter table churn_${i} drop column pan`).execute(other.db);
        await sql.raw(`drop table churn_${i}`).execute(other.db);
      }
    })();
    await migrateToLatest(mine.db, 'postgres');
    await churn;

    const names = (await mine.db.introspection.getTables({ withInternalKyselyTables: true })).map(
      (t) => t.name,
    );
    expect(names).toContain('kysely_migration');
    expect(names).toContain('payment_transactions');
  });
});
