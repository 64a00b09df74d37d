import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Platform } from '@collably/shared/constants/platforms';
import { Role } from '@collably/shared/constants/roles';
import type { Db } from '../src/db/database';
import type { TestApp, TestUser } from './test-app';

/** An active influencer with one live service (prices in paise). */
export async function influencerWithService(
  t: TestApp,
  options: {
    pricePaise?: number;
    ugcPricePaise?: number;
    platformId?: number;
    isGst?: boolean;
    title?: string;
    /** Whether the influencer has accepted the newest legal texts (test users do by default). */
    acceptsLegalTexts?: boolean;
  } = {},
): Promise<{ influencer: TestUser; serviceId: number }> {
  const influencer = await t.user(Role.Influencer, { acceptsLegalTexts: options.acceptsLegalTexts });
  const now = t.clock.now().toISOString();
  await t.db
    .insertInto('influencerProfiles')
    .values({
      userId: influencer.id,
      countryId: 101,
      languages: '[]',
      isGst: options.isGst ? 1 : 0,
      modifiedOn: now,
    })
    .execute();
  const service = await t.db
    .insertInto('influencerServices')
    .values({
      userId: influencer.id,
      platformId: options.platformId ?? Platform.Instagram,
      title: options.title ?? 'Instagram Reel',
      description: 'One reel about your product',
      pricePaise: options.pricePaise ?? 200_000,
      allowUgc: options.ugcPricePaise === undefined ? 0 : 1,
      ugcPricePaise: options.ugcPricePaise ?? 0,
      createdOn: now,
      modifiedOn: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { influencer, serviceId: service.id };
}

/** A stored attachment owned by `userId`, as POST /api/files/attachments would store and record it. */
export async function uploadedAttachment(t: TestApp, userId: number, extension = 'pdf'): Promise<string> {
  const name = `${randomBytes(16).toString('base64url').slice(0, 22)}.${extension}`;
  const contentType = extension === 'pdf' ? 'application/pdf' : 'video/mp4';
  await t.app.ctx.storage.put(name, Readable.from([Buffer.from(`%PDF-1.4 ${name}`)]), contentType);
  await t.db
    .insertInto('uploads')
    .values({
      name,
      ownerUserId: userId,
      kind: 'attachment',
      contentType,
      bytes: 1234,
      createdOn: t.clock.now().toISOString(),
    })
    .execute();
  return name;
}

export type PayOptions = { couponId?: number; allowUgc?: boolean; useWallet?: boolean; czref?: string };

export const createTransaction = (t: TestApp, brand: TestUser, serviceId: number, o: PayOptions = {}) =>
  t.post('/api/transaction/create', undefined, {
    token: brand.token,
    query: {
      InfluencerServiceId: String(serviceId),
      CouponId: String(o.couponId ?? 0),
      allowugc: String(o.allowUgc ?? false),
      ...(o.useWallet ? { useWallet: 'true' } : {}),
    },
    headers: o.czref ? { czref: o.czref } : {},
  });

/** The sandbox reference in a refrenceId '/pay/sandbox/{ref}'. */
export const sandboxRef = (refrenceId: string) => refrenceId.replace('/pay/sandbox/', '');

/** Presses a button of the hosted sandbox checkout, as the browser's form post does. */
export const pressSandbox = (t: TestApp, ref: string, button: 'pay' | 'cancel') =>
  t.inject({
    method: 'POST',
    url: `/pay/sandbox/${ref}/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

export const confirmTransaction = (t: TestApp, brand: TestUser, transId: number) =>
  t.post('/api/transaction/update', undefined, { token: brand.token, query: { transId: String(transId) } });

/** Creates, pays in the sandbox and confirms a transaction; its id. */
export async function pay(
  t: TestApp,
  brand: TestUser,
  serviceId: number,
  o: PayOptions = {},
): Promise<number> {
  const created = await createTransaction(t, brand, serviceId, o);
  expect(created.statusCode, created.body).toBe(200);
  const { refrenceId, transId, isPaid } = created.json().data as {
    refrenceId: string;
    transId: number;
    isPaid: boolean;
  };
  if (!isPaid) {
    const paid = await pressSandbox(t, sandboxRef(refrenceId), 'pay');
    expect(paid.statusCode, paid.body).toBe(303);
  }
  const confirmed = await confirmTransaction(t, brand, transId);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return transId;
}

export const createCollab = (
  t: TestApp,
  brand: TestUser,
  body: {
    transId: number;
    influencerServiceId: number;
    description?: string;
    base64File?: string[];
    allowUGC?: boolean;
  },
) =>
  t.post(
    '/api/brand/create/collab',
    { description: 'Please feature our new masala chai', base64File: [], allowUGC: false, ...body },
    { token: brand.token },
  );

/** Pays and sends the collab details; the collab id. */
export async function hire(
  t: TestApp,
  brand: TestUser,
  serviceId: number,
  o: PayOptions = {},
): Promise<number> {
  const transId = await pay(t, brand, serviceId, o);
  const res = await createCollab(t, brand, {
    transId,
    influencerServiceId: serviceId,
    allowUGC: o.allowUgc ?? false,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.collabDetailId as number;
}

export const act = (
  t: TestApp,
  user: TestUser,
  collabDetailId: number,
  statusId: number,
  reason = '',
  base64File: string[] = [],
) =>
  t.post(
    '/api/user/update/collab-status',
    { collabDetailId, statusId, reason, base64File },
    { token: user.token },
  );

/** Takes a hired (non-UGC) collab to Uploaded: accepted, delivered, approved and posted. */
export async function deliverAndPost(t: TestApp, brand: TestUser, influencer: TestUser, collabId: number) {
  const steps: [TestUser, number, string, string[]][] = [
    [influencer, ActionCode.Accept, '', []],
    [influencer, ActionCode.SendForApproval, '', [await uploadedAttachment(t, influencer.id, 'mp4')]],
    [brand, ActionCode.Approve, '', []],
    [influencer, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/chai1', []],
  ];
  for (const [who, code, reason, files] of steps) {
    const res = await act(t, who, collabId, code, reason, files);
    expect(res.statusCode, res.body).toBe(200);
  }
}

export const walletBalance = async (t: TestApp, brand: TestUser) =>
  (await t.get('/api/brand/walletbalance', { token: brand.token })).json().data as number;

export const earnings = async (t: TestApp, influencer: TestUser) =>
  (await t.get('/api/user/accountbalance', { token: influencer.token })).json().data.accountBalance as number;

/** Sum of a ledger account's entries, paise (0 when it has none). */
export async function accountBalance(db: Db, code: string): Promise<number> {
  const rows = await db
    .selectFrom('ledgerEntries')
    .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'ledgerEntries.accountId')
    .select('ledgerEntries.amountPaise')
    .where('ledgerAccounts.code', '=', code)
    .execute();
  return rows.reduce((s, r) => s + Number(r.amountPaise), 0);
}

export type LedgerReport = {
  journals: number;
  /** Per transaction with a capture: captured, released, refunded, held (paise). */
  escrows: Map<number, { captured: number; released: number; refunded: number; held: number }>;
};

/**
 * The ledger's invariants, checked from the tables themselves: every journal sums to zero; every guarded
 * account is non-negative and its balance row equals the sum of its entries; for every order escrow,
 * captured = released + refunded + still held, and held is 0 once settled.
 */
export async function checkLedger(db: Db, sinceJournalId = 0): Promise<LedgerReport> {
  const entries = await db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerJournals as j', 'j.id', 'e.journalId')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .select([
      'j.id as journalId',
      'j.kind',
      'j.transactionId',
      'a.code',
      'a.kind as accountKind',
      'e.amountPaise',
    ])
    .where('j.id', '>', sinceJournalId)
    .execute();
  const sums = new Map<number, number>();
  for (const e of entries) sums.set(e.journalId, (sums.get(e.journalId) ?? 0) + Number(e.amountPaise));
  for (const [journalId, sum] of sums) expect(sum, `journal ${journalId} sums to zero`).toBe(0);

  const accounts = await db
    .selectFrom('ledgerAccounts as a')
    .leftJoin('ledgerEntries as e', 'e.accountId', 'a.id')
    .select((eb) => [
      'a.code',
      'a.isGuarded',
      'a.balancePaise',
      eb.fn.sum<number>('e.amountPaise').as('total'),
    ])
    .groupBy(['a.id', 'a.code', 'a.isGuarded', 'a.balancePaise'])
    .execute();
  for (const a of accounts) {
    const total = Number(a.total ?? 0);
    if (!a.isGuarded) continue;
    expect(total, `${a.code} is never negative`).toBeGreaterThanOrEqual(0);
    expect(Number(a.balancePaise), `${a.code} balance row equals its entries`).toBe(total);
  }

  const escrowEntries = await db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerJournals as j', 'j.id', 'e.journalId')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .select(['a.transactionId', 'j.kind', 'e.amountPaise'])
    .where('a.kind', '=', 'escrow')
    .execute();
  const escrows: LedgerReport['escrows'] = new Map();
  for (const e of escrowEntries) {
    const id = e.transactionId!;
    const row = escrows.get(id) ?? { captured: 0, released: 0, refunded: 0, held: 0 };
    const amount = Number(e.amountPaise);
    if (e.kind === 'capture') row.captured += amount;
    else if (e.kind === 'release') row.released -= amount;
    else row.refunded -= amount;
    row.held += amount;
    escrows.set(id, row);
  }
  for (const [id, row] of escrows) {
    expect(row.captured, `escrow ${id}: captured = released + refunded + held`).toBe(
      row.released + row.refunded + row.held,
    );
    expect(row.released === 0 || row.refunded === 0, `escrow ${id} settled once`).toBe(true);
    if (row.released + row.refunded > 0) expect(row.held, `escrow ${id} empty once settled`).toBe(0);
  }
  if (sinceJournalId === 0) await checkTds(db);
  return { journals: sums.size, escrows };
}

/**
 * The TDS books agree: tds-payable holds exactly what the deductions withheld, each credit's net and TDS make
 * its gross, and each influencer's yearly totals are the sums of that year's deductions.
 */
async function checkTds(db: Db) {
  const deductions = await db.selectFrom('tdsDeductions').selectAll().execute();
  const withheld = deductions.reduce((s, d) => s + Number(d.withheldPaise), 0);
  expect(await accountBalance(db, 'tds-payable'), 'tds-payable = TDS withheld').toBe(withheld);
  const years = new Map<string, { credited: number; base: number; due: number; withheld: number }>();
  for (const d of deductions) {
    expect(Number(d.netPaise) + Number(d.withheldPaise), `deduction ${d.id}: net + TDS = gross`).toBe(
      Number(d.grossPaise),
    );
    const key = `${d.influencerUserId}/${d.financialYear}`;
    const y = years.get(key) ?? { credited: 0, base: 0, due: 0, withheld: 0 };
    y.credited += Number(d.creditPaise);
    y.base += Number(d.basePaise);
    y.due += Number(d.duePaise);
    y.withheld += Number(d.withheldPaise);
    years.set(key, y);
  }
  for (const row of await db.selectFrom('tdsYears').selectAll().execute()) {
    const y = years.get(`${row.influencerUserId}/${row.financialYear}`) ?? {
      credited: 0,
      base: 0,
      due: 0,
      withheld: 0,
    };
    expect(
      [row.creditedPaise, row.basePaise, row.duePaise, row.withheldPaise].map(Number),
      `TDS year ${row.influencerUserId}/${row.financialYear} sums its deductions`,
    ).toEqual([y.credited, y.base, y.due, y.withheld]);
  }
}
