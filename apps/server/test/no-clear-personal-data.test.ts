import { strFromU8, unzipSync } from 'fflate';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import type { Db, Dialect } from '../src/db/database';
import { runAccountExports } from '../src/features/account/account.service';
import { act, deliverAndPost, hire, influencerWithService } from './hire-fixtures';
import { creditEarnings, creditWallet, latestPayoutId, PAYOUT_FORM, requestPayout } from './payout-fixtures';
import { databases, type TestApp, testApp, type TestUser } from './test-app';

/**
 * Issue 35 item 2: PAN, bank account numbers, UPI IDs and phone numbers are kept encrypted at rest. The
 * product is filled through its API with realistic data of each kind, then every row of every table (found in
 * the schema catalog, every column) and every file it wrote are searched for those values in clear. GSTINs
 * stay in clear (public on the GST portal): the brand's is the check that the search does see stored text.
 */
const NOV_2026 = new Date('2026-11-26T10:00:00Z');
const SECRET = {
  tdsPan: 'QWEPK4821L',
  payoutPan: 'ZXCPM7391K',
  adoptedPan: 'MNBPR5612T',
  payoutAccount: '918273645501',
  payoutUpi: 'meera.k@okaxis',
  payoutPhone: '9812376450',
  adoptedPhone: '9723451806',
  brandAccount: '502938475610',
  brandUpi: 'chaiwala.co@ybl',
} as const;
const GSTIN = '27AAPFU0939F1ZV';

/** Every base table of the test's database (its own schema on PostgreSQL), from the schema catalog. */
async function tablesOf(db: Db, dialect: Dialect): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((r) => r.name);
}

const textOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Buffer.isBuffer(value)) return value.toString('latin1');
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean'
    ? value.toString()
    : JSON.stringify(value);
};

/** Where each searched value is found in clear: 'table.column' of the database, or a file's path. */
async function whereInClear(
  t: TestApp,
  values: readonly string[],
): Promise<{ found: Map<string, string[]>; files: string[] }> {
  const found = new Map<string, string[]>(values.map((v) => [v, []]));
  const tables = await tablesOf(t.db, t.dialect);
  expect(tables).toEqual(expect.arrayContaining(['influencer_tax_details', 'tds_deductions', 'payouts']));
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const text = textOf(value);
        for (const v of values) if (text.includes(v)) found.get(v)!.push(`${table}.${column}`);
      }
    }
  }
  const names = fs.existsSync(t.config.dataDir)
    ? fs.readdirSync(t.config.dataDir, { recursive: true, encoding: 'utf8' })
    : [];
  const files: string[] = [];
  for (const name of names) {
    const file = path.join(t.config.dataDir, name);
    if (!fs.statSync(file).isFile()) continue;
    files.push(file);
    const bytes = fs.readFileSync(file);
    // An archive's members are compressed: they are read unpacked, as whoever opens the file would.
    const texts = file.endsWith('.zip')
      ? Object.values(unzipSync(new Uint8Array(bytes))).map((member) => strFromU8(member))
      : [bytes.toString('latin1')];
    for (const v of values) if (texts.some((text) => text.includes(v))) found.get(v)!.push(file);
  }
  return { found, files };
}

describe.each(databases())('no personal data in clear on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
    t.clock.set(NOV_2026);
  });
  afterEach(() => t.close());

  const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
    const done = await res;
    expect(done.statusCode, done.body).toBe(200);
    return JSON.parse(done.body) as { data: unknown };
  };

  it('finds no PAN, account number, UPI ID or phone in any table or file, and every view still shows them', async () => {
    const admin = await t.user(Role.SuperAdmin);
    const brand = await t.user(Role.Brand);

    // An influencer gives a PAN for TDS, is hired, and the release charges TDS with that PAN.
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 4_000_000 });
    await ok(t.post('/api/tds/details', { pan: SECRET.tdsPan.toLowerCase() }, { token: influencer.token }));
    const collabId = await hire(t, brand, serviceId);
    await deliverAndPost(t, brand, influencer, collabId);
    await ok(act(t, brand, collabId, ActionCode.MarkComplete));

    // The influencer asks for a payout to a bank account, with a PAN, UPI ID and phone.
    const payout = {
      ...PAYOUT_FORM,
      PAN: SECRET.payoutPan,
      AccountNo: SECRET.payoutAccount,
      UPI: SECRET.payoutUpi,
      Phone: SECRET.payoutPhone,
    };
    await ok(requestPayout(t, influencer, payout));
    const payoutId = await latestPayoutId(t, influencer.id);

    // Another influencer, without a PAN for TDS, gives one with a payout request: it is kept for TDS too.
    const second: TestUser = await t.user(Role.Influencer);
    await creditEarnings(t, second.id, 50_000);
    await ok(
      requestPayout(t, second, { ...PAYOUT_FORM, PAN: SECRET.adoptedPan, Phone: SECRET.adoptedPhone }),
    );

    // Brands: billing with a GSTIN, a withdrawal to a bank account, another to a UPI ID.
    await ok(
      t.post(
        '/api/brand/billing',
        {
          companyName: 'Chai Point Beverages Pvt Ltd',
          gstin: GSTIN,
          address: 'Unit 4, Baner Road, Pune',
          stateId: (
            await t.db
              .selectFrom('states')
              .select('stateId')
              .where('name', '=', 'Maharashtra')
              .executeTakeFirstOrThrow()
          ).stateId,
          pincode: '411045',
        },
        { token: brand.token },
      ),
    );
    const toBank = { method: 'bank', accountHolder: 'Chai Point', ifscCode: 'SBIN0001234', amount: 10 };
    await creditWallet(t, brand.id, 10_000);
    await ok(
      t.post(
        '/api/withdrawals/withdraw-to-bank',
        { ...toBank, accountNo: SECRET.brandAccount },
        { token: brand.token },
      ),
    );
    const upiBrand = await t.user(Role.Brand);
    await creditWallet(t, upiBrand.id, 10_000);
    await ok(
      t.post(
        '/api/withdrawals/withdraw-to-bank',
        { method: 'upi', accountHolder: 'Chai Point', upi: SECRET.brandUpi, amount: 10 },
        { token: upiBrand.token },
      ),
    );

    // The influencer's data export is prepared into storage (a file the product writes).
    await ok(t.post('/api/account/exports', undefined, { token: influencer.token }));
    await runAccountExports(t.app.ctx);

    // Every view that showed these values still shows them, deciphered.
    const tds = (await ok(t.get('/api/tds/details', { token: influencer.token }))).data as { pan: string };
    expect(tds.pan).toBe(SECRET.tdsPan);
    const statement = (await ok(t.get('/api/tds/statement', { token: influencer.token }))).data as {
      pan: string;
      credits: { pan: string | null }[];
    };
    expect(statement.pan).toBe(SECRET.tdsPan);
    expect(statement.credits.map((c) => c.pan)).toEqual([SECRET.tdsPan]);
    const csv = await t.get('/api/tds/export', { token: admin.token, query: { month: '2026-11' } });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(SECRET.tdsPan);
    const adopted = (await ok(t.get('/api/tds/details', { token: second.token }))).data as { pan: string };
    expect(adopted.pan).toBe(SECRET.adoptedPan);
    const details = (
      await ok(t.get('/api/payout/details', { token: admin.token, query: { payoutId: String(payoutId) } }))
    ).data;
    expect(details).toMatchObject({
      accountNo: SECRET.payoutAccount,
      pan: SECRET.payoutPan,
      upi: SECRET.payoutUpi,
      phone: SECRET.payoutPhone,
    });
    const withdrawals = (await ok(t.get('/api/withdrawals/bank-requests', { token: admin.token }))).data;
    expect(withdrawals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountNo: SECRET.brandAccount }),
        expect.objectContaining({ upi: SECRET.brandUpi }),
      ]),
    );

    const { found, files } = await whereInClear(t, [...Object.values(SECRET), GSTIN]);
    // The search sees stored text: the GSTIN, public, is kept as it is.
    expect(found.get(GSTIN)).toContain('brand_billing.gstin');
    const inClear = Object.fromEntries(Object.values(SECRET).map((v) => [v, found.get(v)]));
    expect(inClear).toEqual(Object.fromEntries(Object.values(SECRET).map((v) => [v, []])));
    // The export archive was written where the search looked.
    const [archive] = await t.db.selectFrom('accountExports').select(['status', 'fileName']).execute();
    expect(archive?.status).toBe('ready');
    expect(files.map((f) => path.basename(f))).toContain(archive?.fileName);
  });
});
