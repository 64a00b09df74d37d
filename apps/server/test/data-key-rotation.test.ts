import { createCipheriv, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { buildApp } from '../src/app';
import { ENCIPHERED_COLUMNS } from '../src/platform/crypto/enciphered-columns';
import { configuredDataKeys, createFieldCipher, generateDataKey } from '../src/platform/crypto/field-cipher';
import { reencryptFields } from '../src/platform/crypto/reencrypt';
import { act, deliverAndPost, hire, influencerWithService } from './hire-fixtures';
import { creditWallet, latestPayoutId, PAYOUT_FORM, requestPayout } from './payout-fixtures';
import { databases, TEST_DATA_KEY, TEST_SECRET, type TestApp, testApp, type TestUser } from './test-app';

/**
 * Issue 35 item 2: the data key rotates. DATA_ENCRYPTION_KEYS lists the new key first and the old one after it
 * (here DATA_ENCRYPTION_KEY, which joins the list as 'k0'); the job moves every enciphered column to the new
 * key, after which an instance with the new key only reads everything.
 */
describe.each(databases())('data key rotation on %s', (dialect) => {
  let t: TestApp;
  let rotated: FastifyInstance | undefined;
  beforeEach(async () => {
    t = await testApp(dialect);
    t.clock.set(new Date('2026-11-26T10:00:00Z'));
  });
  afterEach(async () => {
    await rotated?.close();
    rotated = undefined;
    await t.close();
  });

  /** Every `*_enc` column of the schema, from the catalog: each must be one the job re-encrypts. */
  async function encColumns(): Promise<string[]> {
    if (t.dialect === 'postgres') {
      const { rows } = await sql<{ name: string }>`select table_name || '.' || column_name as name
        from information_schema.columns where table_schema = current_schema() and column_name like '%\\_enc'
        escape '\\'`.execute(t.db);
      return rows.map((r) => r.name).sort();
    }
    const { rows: tables } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table'`.execute(t.db);
    const names: string[] = [];
    for (const { name } of tables) {
      const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(t.db);
      for (const c of rows) if (c.name.endsWith('_enc')) names.push(`${name}.${c.name}`);
    }
    return names.sort();
  }

  it('re-encrypts every enciphered column of the schema', async () => {
    expect(await encColumns()).toEqual(ENCIPHERED_COLUMNS.map((c) => `${c.table}.${c.column}`).sort());
  });

  /** A value as the one-key cipher before key ids wrote it. */
  const v1Value = (field: string, plain: string) => {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', Buffer.from(TEST_DATA_KEY, 'base64'), iv, { authTagLength: 16 });
    c.setAAD(Buffer.from(field, 'utf8'));
    const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return `v1:${[iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`;
  };

  /** Stored values of every enciphered column, with their column. */
  async function storedValues(): Promise<{ column: string; value: string }[]> {
    const all: { column: string; value: string }[] = [];
    for (const c of ENCIPHERED_COLUMNS) {
      const { rows } = await sql<{ v: string | null }>`select ${sql.ref(c.column)} as v from ${sql.table(
        c.table,
      )}`.execute(t.db);
      for (const r of rows) if (r.v !== null) all.push({ column: `${c.table}.${c.column}`, value: r.v });
    }
    return all;
  }

  it('moves every value to the new key, old v1 values too; then the old key can go', async () => {
    const admin = await t.user(Role.SuperAdmin);
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 4_000_000 });
    expect(
      (await t.post('/api/tds/details', { pan: 'QWEPK4821L' }, { token: influencer.token })).statusCode,
    ).toBe(200);
    const collabId = await hire(t, brand, serviceId);
    await deliverAndPost(t, brand, influencer, collabId);
    expect((await act(t, brand, collabId, ActionCode.MarkComplete)).statusCode).toBe(200);
    expect((await requestPayout(t, influencer, { ...PAYOUT_FORM })).statusCode).toBe(200);
    const payoutId = await latestPayoutId(t, influencer.id);
    // One value as stored before key ids (v1), which the job must move as well.
    await sql`update payouts set phone_enc = ${v1Value('payouts.phone', PAYOUT_FORM.Phone)} where id = ${payoutId}`.execute(
      t.db,
    );
    await creditWallet(t, brand.id, 10_000);
    const withdrawal = { method: 'upi', accountHolder: 'Chai Point', upi: 'chaiwala.co@ybl', amount: 10 };
    expect(
      (await t.post('/api/withdrawals/withdraw-to-bank', withdrawal, { token: brand.token })).statusCode,
    ).toBe(200);

    const before = await storedValues();
    expect(new Set(before.map((v) => v.column))).toEqual(
      new Set([
        'payouts.account_no_enc',
        'payouts.pan_enc',
        'payouts.upi_enc',
        'payouts.phone_enc',
        'wallet_withdrawals.upi_enc',
        'influencer_tax_details.pan_enc',
        'tds_deductions.pan_enc',
      ]),
    );

    // Step 1 of docs/deploy.md: the new key first, the old one kept (DATA_ENCRYPTION_KEY joins as k0).
    const newKey = generateDataKey();
    const keys = configuredDataKeys({
      dataEncryptionKeys: `2026b:${newKey}`,
      dataEncryptionKey: TEST_DATA_KEY,
    })!;
    const cipher = createFieldCipher(keys);
    const first = await reencryptFields({ db: t.db, cipher }, { batchSize: 1 });
    expect(first).toEqual({ keyId: '2026b', reencrypted: before.length, left: 0, undecryptable: 0 });
    const after = await storedValues();
    for (const v of after) expect(v.value, v.column).toMatch(/^v2:2026b:/);
    expect(await reencryptFields({ db: t.db, cipher })).toEqual({
      keyId: '2026b',
      reencrypted: 0,
      left: 0,
      undecryptable: 0,
    });

    // Step 3: the old key removed; an instance with the new key alone reads everything.
    rotated = await buildApp({
      config: t.config,
      db: t.db,
      dialect: t.dialect,
      secret: TEST_SECRET,
      dataKey: `2026b:${newKey}`,
      clock: t.clock,
    });
    await rotated.ready();
    const get = async (user: TestUser, url: string, query?: Record<string, string>) => {
      const res = await rotated!.inject({
        method: 'GET',
        url,
        query,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Record<string, unknown>;
    };
    expect(await get(admin, '/api/payout/details', { payoutId: String(payoutId) })).toMatchObject({
      accountNo: PAYOUT_FORM.AccountNo,
      pan: PAYOUT_FORM.PAN,
      upi: PAYOUT_FORM.UPI,
      phone: PAYOUT_FORM.Phone,
    });
    expect(await get(influencer, '/api/tds/details')).toMatchObject({ pan: 'QWEPK4821L' });
    expect(await get(influencer, '/api/tds/statement')).toMatchObject({ credits: [{ pan: 'QWEPK4821L' }] });
    expect(await get(admin, '/api/withdrawals/bank-requests')).toEqual([
      expect.objectContaining({ upi: 'chaiwala.co@ybl' }),
    ]);
  });

  it('leaves a value of a key no longer configured as it is, and reports it instead of failing', async () => {
    const brand = await t.user(Role.Brand);
    await creditWallet(t, brand.id, 10_000);
    const toBank = {
      method: 'bank',
      accountHolder: 'Chai Point',
      accountNo: '502938475610',
      ifscCode: 'SBIN0001234',
      amount: 10,
    };
    expect(
      (await t.post('/api/withdrawals/withdraw-to-bank', toBank, { token: brand.token })).statusCode,
    ).toBe(200);
    const lost = createFieldCipher(`gone:${generateDataKey()}`).encrypt(
      'wallet_withdrawals.account_no',
      '1111',
    );
    await sql`update wallet_withdrawals set account_no_enc = ${lost}`.execute(t.db);
    const other = await t.user(Role.Brand);
    await creditWallet(t, other.id, 10_000);
    expect(
      (await t.post('/api/withdrawals/withdraw-to-bank', toBank, { token: other.token })).statusCode,
    ).toBe(200);

    const cipher = createFieldCipher(`2026b:${generateDataKey()},k0:${TEST_DATA_KEY}`);
    const report = await reencryptFields({ db: t.db, cipher });
    expect(report).toEqual({ keyId: '2026b', reencrypted: 1, left: 1, undecryptable: 1 });
    const stored = await t.db.selectFrom('walletWithdrawals').select('accountNoEnc').orderBy('id').execute();
    expect(stored.map((r) => r.accountNoEnc)).toEqual([lost, expect.stringMatching(/^v2:2026b:/)]);
  });
});
