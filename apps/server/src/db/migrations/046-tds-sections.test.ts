import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, openDatabase } from '../../../test/test-app';
import type { Db, Dialect } from '../database';
import { insertAccount } from '../seed/accounts';
import { tdsSections } from './046-tds-sections';
import { migrateToLatest } from './index';

const now = new Date('2026-11-29T10:00:00.000Z');

/**
 * Rows of TDS deductions as 023 and 038 kept them. Their payments are not what this migration reads, so the
 * foreign keys are switched off on one connection while they are written.
 */
async function oldDeductions(
  db: Db,
  dialect: Dialect,
  rows: { userId: number; year: number; section: string }[],
) {
  await db.connection().execute(async (conn) => {
    await sql
      .raw(dialect === 'sqlite' ? 'pragma foreign_keys = off' : `set session_replication_role = 'replica'`)
      .execute(conn);
    try {
      for (const [i, r] of rows.entries()) {
        await sql`insert into tds_deductions (influencer_user_id, transaction_id, collab_id, financial_year,
            credited_on, section, pan_enc, rate_bps, gross_paise, credit_paise, base_paise, due_paise,
            withheld_paise, net_paise)
          values (${r.userId}, ${9000 + i}, ${100 + i}, ${r.year}, ${now.toISOString()}, ${r.section}, null,
            100, 4000000, 4000000, 4000000, 40000, 40000, 3960000)`.execute(conn);
      }
    } finally {
      await sql
        .raw(dialect === 'sqlite' ? 'pragma foreign_keys = on' : `set session_replication_role = 'origin'`)
        .execute(conn);
    }
  });
}

/** Migration 046 (issue 37): TDS under an explicit section, on data kept before it. */
describe.each(databases())('migration 046 on %s', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await openDatabase(dialect));
    await migrateToLatest(db, dialect, '045-legal-texts');
  });
  afterEach(() => drop());

  const influencer = async (n: number) =>
    (
      await insertAccount(
        db,
        {
          roleId: Role.Influencer,
          name: `Influencer ${n}`,
          userName: `influencer_${n}`,
          email: `i${n}@example.com`,
          passwordHash: 'x',
        },
        now,
      )
    ).id;

  const oldYear = (userId: number, year: number, creditedPaise: number) =>
    sql`insert into tds_years (influencer_user_id, financial_year, credited_paise, base_paise, due_paise,
        withheld_paise) values (${userId}, ${year}, ${creditedPaise}, 0, 0, 0)`.execute(db);

  const years = async () =>
    (
      await db
        .selectFrom('tdsYears')
        .select(['influencerUserId', 'financialYear', 'section', 'creditedPaise'])
        .orderBy('influencerUserId')
        .orderBy('financialYear')
        .orderBy('section')
        .execute()
    ).map((y) => [y.influencerUserId, y.financialYear, y.section, Number(y.creditedPaise)]);

  it('keeps every year’s totals and deduction as s. 194C, and starts the periods on s. 194C', async () => {
    const a = await influencer(1);
    const b = await influencer(2);
    await oldYear(a, 2025, 4_000_000);
    await oldYear(a, 2026, 8_000_000);
    await oldYear(b, 2026, 2_000_000);
    await oldDeductions(db, dialect, [
      { userId: a, year: 2025, section: '194C' },
      { userId: a, year: 2026, section: '393' },
    ]);
    await migrateToLatest(db, dialect, '046-tds-sections');

    expect(await years()).toEqual([
      [a, 2025, '194C', 4_000_000],
      [a, 2026, '194C', 8_000_000],
      [b, 2026, '194C', 2_000_000],
    ]);
    // One row per influencer, year and section.
    const row = {
      influencerUserId: a,
      financialYear: 2026,
      section: '194J' as const,
      creditedPaise: 1,
      basePaise: 0,
      duePaise: 0,
      withheldPaise: 0,
    };
    await db.insertInto('tdsYears').values(row).execute();
    await expect(db.insertInto('tdsYears').values(row).execute()).rejects.toThrow();

    const deductions = await db
      .selectFrom('tdsDeductions')
      .select(['section', 'panStatus'])
      .orderBy('id')
      .execute();
    expect(deductions).toEqual([
      { section: '194C', panStatus: null },
      { section: '194C', panStatus: null },
    ]);
    expect(await db.selectFrom('tdsSectionPeriods').select(['fromOn', 'section']).execute()).toEqual([
      { fromOn: '2017-04-01', section: '194C' },
    ]);

    await db
      .insertInto('influencerTaxDetails')
      .values({
        userId: a,
        panEnc: 'v1:x',
        modifiedOn: now.toISOString(),
        panStatus: 'inoperative',
        panCheckedOn: now.toISOString(),
      })
      .execute();
    const notice = { fromOn: '2027-04-01', influencerUserId: a, notifiedOn: now.toISOString() };
    await db.insertInto('tdsSectionNotices').values(notice).execute();
    await expect(db.insertInto('tdsSectionNotices').values(notice).execute()).rejects.toThrow();
  });

  it('leaves the periods empty on a database that never deducted, for the server to start on its section', async () => {
    await migrateToLatest(db, dialect, '046-tds-sections');
    expect(await db.selectFrom('tdsSectionPeriods').selectAll().execute()).toEqual([]);
  });

  it('comes down, adding up each year’s sections, and goes up again', async () => {
    const a = await influencer(1);
    await oldYear(a, 2026, 8_000_000);
    await migrateToLatest(db, dialect, '046-tds-sections');
    await db
      .insertInto('tdsYears')
      .values({
        influencerUserId: a,
        financialYear: 2026,
        section: '194J',
        creditedPaise: 1_000_000,
        basePaise: 0,
        duePaise: 0,
        withheldPaise: 0,
      })
      .execute();
    const migration = tdsSections(dialect);
    await migration.down!(db as never);
    const { rows } = await sql<{ credited: number | string }>`select credited_paise as credited from tds_years
      where influencer_user_id = ${a} and financial_year = 2026`.execute(db);
    expect(rows.map((r) => Number(r.credited))).toEqual([9_000_000]);
    await migration.up(db as never);
    expect(await years()).toEqual([[a, 2026, '194C', 9_000_000]]);
  });
});
