import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { GstHeldMessages as M } from '@collably/shared/messages/gst-held';
import { GSTR2B_MAX_BYTES } from '@collably/shared/schemas/gst-held';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  accountBalance,
  act,
  checkLedger,
  deliverAndPost,
  earnings,
  hire,
  influencerWithService,
} from '../../../test/hire-fixtures';
import { startFakeGsp, type FakeGsp } from '../../../test/fake-gsp';
import { PAYOUT_FORM, requestPayout } from '../../../test/payout-fixtures';
import { createGspClient } from './gsp';
import { pullGstr2b } from './gst-held.job';

const NOV_2026 = new Date('2026-11-26T10:00:00Z');
const KARNATAKA_GSTIN = '29AABCU9603R1ZJ';
const OTHER_KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

/** A GSTR-2B file as the GST portal gives it: `rows` of one supplier each. */
const gstr2b = (
  platformGstin: string,
  rows: { ctin: string; inum: string; igst?: number; cgst?: number; sgst?: number; itcavl?: string }[],
  rtnprd = '112026',
) => ({
  chksum: 'abc',
  data: {
    gstin: platformGstin,
    rtnprd,
    version: '1.0',
    gendt: '14-12-2026',
    docdata: {
      b2b: rows.map((r) => ({
        ctin: r.ctin,
        trdnm: 'Supplier',
        supfildt: '11-12-2026',
        supprd: rtnprd,
        inv: [
          {
            inum: r.inum,
            dt: '26-11-2026',
            val: 2360,
            pos: '27',
            rev: 'N',
            itcavl: r.itcavl ?? 'Y',
            rsn: '',
            typ: 'R',
            srctyp: 'Upload',
            txval: 2000,
            igst: r.igst ?? 360,
            cgst: r.cgst ?? 0,
            sgst: r.sgst ?? 0,
            cess: 0,
          },
        ],
      })),
    },
  },
});

describe.each(databases())('GST held until GSTR-2B on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    t = await testApp(dialect);
    t.clock.set(NOV_2026);
    admin = await t.user(Role.SuperAdmin);
  });
  afterEach(() => t.close());

  /** An influencer with a ₹2,000 service, registered for GST (in Karnataka) when `gstin`. */
  const influencer = async (o: { gstin?: string; consent?: boolean } = {}) => {
    const made = await influencerWithService(t, { pricePaise: 200_000, isGst: o.gstin !== undefined });
    if (o.gstin) {
      await t.db
        .updateTable('influencerProfiles')
        .set({ gstNo: o.gstin })
        .where('userId', '=', made.influencer.id)
        .execute();
    }
    if (o.consent) {
      const res = await t.post(
        '/api/invoices/self-billing',
        { consent: true },
        { token: made.influencer.token },
      );
      expect(res.statusCode).toBe(200);
    }
    return made;
  };

  /** Hired, delivered and completed by the brand: the escrow released. */
  const completed = async (made: { influencer: TestUser; serviceId: number }) => {
    const brand = await t.user(Role.Brand);
    const id = await hire(t, brand, made.serviceId);
    await deliverAndPost(t, brand, made.influencer, id);
    const res = await act(t, brand, id, ActionCode.MarkComplete);
    expect(res.statusCode, res.body).toBe(200);
    return { brand, id };
  };

  const heldOf = (user: TestUser) => t.get('/api/gst-held', { token: user.token });
  const upload = (body: unknown, user: TestUser = admin) =>
    t.post('/api/admin/gst-held/imports', body, { token: user.token });
  const holds = () => t.db.selectFrom('gstHolds').selectAll().orderBy('id').execute();
  const tdsOf = async (collabId: number) =>
    Number(
      (
        await t.db
          .selectFrom('tdsDeductions')
          .select('withheldPaise')
          .where('collabId', '=', collabId)
          .executeTakeFirst()
      )?.withheldPaise ?? 0,
    );
  const journals = (kind: string) =>
    t.db.selectFrom('ledgerJournals').select(['idempotencyKey']).where('kind', '=', kind).execute();

  it('holds a self-billed influencer’s GST at release and releases it once when GSTR-2B shows the invoice', async () => {
    const made = await influencer({ gstin: KARNATAKA_GSTIN, consent: true });
    const inf = made.influencer;
    const c = await completed(made);

    const [hold] = await holds();
    expect(hold).toMatchObject({
      collabId: c.id,
      influencerUserId: inf.id,
      gstin: KARNATAKA_GSTIN,
      invoiceNumber: 'SB/26-27/000001',
      releasedOn: null,
    });
    expect([Number(hold.documentGstPaise), Number(hold.heldPaise)]).toEqual([36_000, 36_000]);
    const tds = await tdsOf(c.id);
    // The whole payout reached the influencer, but its GST is held: not in the balance they can withdraw.
    expect(await earnings(t, inf)).toBe((236_000 - tds - 36_000) / 100);
    expect(await accountBalance(t.db, `gst-held:${inf.id}`)).toBe(36_000);
    expect((await journals('gst-hold')).map((j) => j.idempotencyKey)).toEqual([
      `gst-hold:${hold.transactionId}`,
    ]);

    const mine = await heldOf(inf);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual({
      held: 360,
      orders: [
        {
          id: hold.id,
          collabId: c.id,
          heldOn: NOV_2026.toISOString(),
          amount: 360,
          status: 'held',
          releasedOn: null,
          invoiceNumber: 'SB/26-27/000001',
          isSelfBilled: true,
        },
      ],
    });
    // The payouts view shows the order's credit less its held GST, and the GST apart.
    const history = (
      await t.get('/api/user/payouthistory', { token: inf.token, query: { days: '30' } })
    ).json().data as {
      amount: number;
      reference: string;
      gstHeld?: { amount: number; releasedOn: string | null };
    }[];
    expect(history).toEqual([
      expect.objectContaining({
        amount: (236_000 - tds - 36_000) / 100,
        reference: `Collab #${c.id}`,
        gstHeld: { amount: 360, releasedOn: null },
      }),
    ]);
    // The order's timeline says so to the influencer and the super admin, not to the brand.
    const releaseLines = async (user: TestUser) => {
      const res = await t.get('/api/user/collab-history', {
        token: user.token,
        query: { collabDetailId: String(c.id) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const timeline = (res.json().data as { timeline: { kind: string; lines: string[] }[] }).timeline;
      return timeline.filter((e) => e.kind === 'money').flatMap((e) => e.lines);
    };
    expect(await releaseLines(inf)).toContain('GST ₹360.00 of it is held until your invoice is filed');
    expect(await releaseLines(admin)).toContain('GST ₹360.00 of it is held until their invoice is filed');
    expect((await releaseLines(c.brand)).join(' ')).not.toContain('GST ₹360.00');
    // The held GST cannot be requested as a payout.
    const tooMuch = await requestPayout(t, inf, { ...PAYOUT_FORM, Amount: (236_000 - tds) / 100 });
    expect(tooMuch.statusCode).toBe(400);

    // The super admin imports the month's GSTR-2B: the number matches whatever its case and spaces.
    const later = new Date('2026-12-14T10:00:00Z');
    t.clock.set(later);
    const file = gstr2b(t.config.taxSupplier.gstin, [
      { ctin: KARNATAKA_GSTIN.toLowerCase(), inum: ' sb/26-27/ 000001' },
      { ctin: OTHER_KARNATAKA_GSTIN, inum: 'RZP/123' },
    ]);
    const first = await upload(file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(M.imported(1));
    expect(first.json().data).toMatchObject({
      period: '2026-11',
      source: 'upload',
      rows: 2,
      matched: 1,
      alreadyReleased: 0,
      unmatched: 1,
      released: 360,
      unmatchedRows: [
        {
          gstin: OTHER_KARNATAKA_GSTIN,
          invoiceNumber: 'RZP/123',
          date: '26-11-2026',
          tax: 360,
          reason: 'no-held-gst',
        },
      ],
    });
    expect(await earnings(t, inf)).toBe((236_000 - tds) / 100);
    expect(await accountBalance(t.db, `gst-held:${inf.id}`)).toBe(0);
    expect((await heldOf(inf)).json().data.orders[0]).toMatchObject({
      status: 'released',
      releasedOn: later.toISOString(),
    });
    expect(await releaseLines(inf)).toContain(
      'GST ₹360.00 of it was held until your invoice was filed, then added to your balance',
    );

    // The same file again releases nothing twice.
    const again = await upload(file);
    expect(again.json().data).toMatchObject({ matched: 0, alreadyReleased: 1, unmatched: 1, released: 0 });
    expect(await earnings(t, inf)).toBe((236_000 - tds) / 100);
    expect((await journals('gst-release')).map((j) => j.idempotencyKey)).toEqual([
      `gst-release:${hold.transactionId}`,
    ]);
    const releasedHistory = (
      await t.get('/api/user/payouthistory', { token: inf.token, query: { days: '30' } })
    ).json().data as { amount: number; reference: string; tdsWithheld: number }[];
    expect(releasedHistory[0]).toMatchObject({
      amount: 360,
      reference: M.releasedReference(c.id),
      tdsWithheld: 0,
    });

    const overview = await t.get('/api/admin/gst-held', { token: admin.token });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().data).toMatchObject({ gspConfigured: false, held: 0, influencers: [] });
    expect(overview.json().data.imports.map((i: { matched: number }) => i.matched)).toEqual([0, 1]);
    await checkLedger(t.db);
  });

  it('lets an influencer without self-billing give their own invoice number, then matches it', async () => {
    const made = await influencer({ gstin: KARNATAKA_GSTIN });
    const inf = made.influencer;
    const c = await completed(made);
    const [hold] = await holds();
    expect(hold).toMatchObject({ invoiceNumber: null, selfInvoiceId: null });
    expect(Number(hold.heldPaise)).toBe(36_000);

    const overview = (await t.get('/api/admin/gst-held', { token: admin.token })).json().data;
    expect(overview.influencers).toEqual([
      { userId: inf.id, name: expect.any(String), gstin: KARNATAKA_GSTIN, held: 360, orders: 1 },
    ]);

    // Not yet given: the GSTR-2B row matches nothing.
    const file = gstr2b(t.config.taxSupplier.gstin, [{ ctin: KARNATAKA_GSTIN, inum: 'INV/2026/17' }]);
    expect((await upload(file)).json().data).toMatchObject({ matched: 0, unmatched: 1 });

    const save = (user: TestUser, invoiceNumber: unknown, id = hold.id) =>
      t.post(`/api/gst-held/${id}/invoice-number`, { invoiceNumber }, { token: user.token });
    for (const bad of ['', 'INV 1', 'A'.repeat(17), 17, null, 'INV#1']) {
      const res = await save(inf, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe(M.invoiceNumberInvalid);
    }
    const other = await influencer({ gstin: OTHER_KARNATAKA_GSTIN });
    expect((await save(other.influencer, 'INV/2026/17')).statusCode).toBe(404);
    expect((await save(inf, 'INV/2026/17', 999_999)).statusCode).toBe(404);
    for (const role of [Role.Brand, Role.Staff, Role.SuperAdmin] as const) {
      expect((await save(await t.user(role), 'INV/2026/17')).statusCode).toBe(403);
    }
    const saved = await save(inf, 'inv/2026/17');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: M.invoiceNumberSaved,
      data: { invoiceNumber: 'INV/2026/17', status: 'held', isSelfBilled: false },
    });

    // A second order of theirs may not reuse the number.
    const c2 = await completed(made);
    const second = (await holds()).find((h) => h.collabId === c2.id)!;
    const taken = await save(inf, 'INV/2026/17', second.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.invoiceNumberTaken(c.id));

    expect((await upload(file)).json().data).toMatchObject({ matched: 1, released: 360 });
    const after = await save(inf, 'INV/2026/18');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(M.alreadyReleased);
    await checkLedger(t.db);
  });

  it('holds nothing for an unregistered influencer, and releases nothing on a different tax or no ITC', async () => {
    const unregistered = await influencer();
    const u = await completed(unregistered);
    expect(await holds()).toEqual([]);
    expect(await journals('gst-hold')).toEqual([]);
    expect((await heldOf(unregistered.influencer)).json().data).toEqual({ held: 0, orders: [] });
    expect(await earnings(t, unregistered.influencer)).toBe((200_000 - (await tdsOf(u.id))) / 100);

    const made = await influencer({ gstin: KARNATAKA_GSTIN, consent: true });
    await completed(made);
    const platform = t.config.taxSupplier.gstin;
    const differs = await upload(
      gstr2b(platform, [{ ctin: KARNATAKA_GSTIN, inum: 'SB/26-27/000001', igst: 358.99 }]),
    );
    expect(differs.json().data).toMatchObject({
      matched: 0,
      unmatched: 1,
      unmatchedRows: [{ reason: 'tax-differs' }],
    });
    const noItc = await upload(
      gstr2b(platform, [{ ctin: KARNATAKA_GSTIN, inum: 'SB/26-27/000001', itcavl: 'N' }]),
    );
    expect(noItc.json().data).toMatchObject({ matched: 0, unmatchedRows: [{ reason: 'itc-unavailable' }] });
    // Within ₹1, split in halves as an intra-state invoice would be: matched.
    const halves = await upload(
      gstr2b(platform, [
        { ctin: KARNATAKA_GSTIN, inum: 'SB/26-27/000001', igst: 0, cgst: 179.6, sgst: 179.6 },
      ]),
    );
    expect(halves.json().data).toMatchObject({ matched: 1 });
    await checkLedger(t.db);
  });

  it('holds the GST of the influencer’s part of a helpdesk split, as their self-billed invoice states it', async () => {
    const made = await influencer({ gstin: KARNATAKA_GSTIN, consent: true });
    const inf = made.influencer;
    const brand = await t.user(Role.Brand);
    const id = await hire(t, brand, made.serviceId);
    await deliverAndPost(t, brand, inf, id);
    expect((await act(t, brand, id, ActionCode.RaiseDispute, 'Posted late')).statusCode).toBe(200);
    expect((await act(t, inf, id, ActionCode.AskForHelp, 'It was on time')).statusCode).toBe(200);
    const res = await t.post(
      '/api/helpdesk/resolve',
      { collabDetailId: id, outcome: 'split', refundAmount: 1298 },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const doc = await t.db
      .selectFrom('taxDocuments')
      .select(['gstPaise', 'number'])
      .where('kind', '=', 'self-invoice')
      .executeTakeFirstOrThrow();
    const [hold] = await holds();
    expect(Number(hold.heldPaise)).toBe(Number(doc.gstPaise));
    expect(hold.invoiceNumber).toBe(doc.number);
    expect(await earnings(t, inf)).toBe((118_000 - (await tdsOf(id)) - Number(doc.gstPaise)) / 100);
    await checkLedger(t.db);
  });

  it('refuses a file that is not a GSTR-2B, with what is wrong, and never answers 500', async () => {
    const platform = t.config.taxSupplier.gstin;
    const cases: [unknown, number, string][] = [
      [{}, 400, M.fileInvalid('data', 'is missing')],
      [{ data: {} }, 400, M.fileInvalid('data.docdata', 'is missing')],
      [{ data: { docdata: { b2b: 'x' } } }, 400, M.fileInvalid('data.docdata.b2b', 'must be a list')],
      [
        {
          data: {
            docdata: {
              b2b: [
                {
                  ctin: KARNATAKA_GSTIN,
                  inv: [{ inum: 'A', dt: '01-11-2026', val: 1, igst: '360', cgst: 0, sgst: 0 }],
                },
              ],
            },
          },
        },
        400,
        M.fileInvalid('data.docdata.b2b[0].inv[0].igst', 'must be a number'),
      ],
      [
        {
          data: {
            docdata: {
              b2b: [
                {
                  ctin: KARNATAKA_GSTIN,
                  inv: [{ inum: 'A', dt: '2026-11-01', val: 1, igst: 0, cgst: 0, sgst: 0 }],
                },
              ],
            },
          },
        },
        400,
        M.fileInvalid('data.docdata.b2b[0].inv[0].dt', 'must be a date like 26-11-2026'),
      ],
      [{ data: { gstin: KARNATAKA_GSTIN, docdata: {} } }, 400, M.wrongRecipient(KARNATAKA_GSTIN, platform)],
      [
        { data: { rtnprd: '2026-11', docdata: {} } },
        400,
        M.fileInvalid('data.rtnprd', 'must be a month like 112026'),
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await upload(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    // A month without B2B invoices is a GSTR-2B: imported with nothing to match.
    expect(
      (await upload({ data: { gstin: platform, rtnprd: '112026', docdata: {} } })).json().data,
    ).toMatchObject({
      rows: 0,
      matched: 0,
    });
    const list = await upload([1, 2]);
    expect(list.statusCode).toBe(400);
    const notJson = await t.inject({
      method: 'POST',
      url: '/api/admin/gst-held/imports',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: '{"data": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().isSuccess).toBe(false);
    const huge = await t.inject({
      method: 'POST',
      url: '/api/admin/gst-held/imports',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { docdata: {}, pad: 'x'.repeat(GSTR2B_MAX_BYTES) } }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().isSuccess).toBe(false);
    // Refused files leave no import behind.
    expect(await t.db.selectFrom('gstr2bImports').select('id').execute()).toHaveLength(1);
  });

  it('lets only the super admin import and see everyone’s held GST, and only the influencer their own', async () => {
    const file = gstr2b(t.config.taxSupplier.gstin, []);
    expect((await t.post('/api/admin/gst-held/imports', file)).statusCode).toBe(401);
    expect((await t.get('/api/admin/gst-held')).statusCode).toBe(401);
    expect((await t.get('/api/gst-held')).statusCode).toBe(401);
    for (const role of [Role.Influencer, Role.Brand, Role.Staff] as const) {
      const user = await t.user(role);
      expect((await upload(file, user)).statusCode).toBe(403);
      expect((await t.get('/api/admin/gst-held', { token: user.token })).statusCode).toBe(403);
    }
    for (const role of [Role.Brand, Role.Staff, Role.SuperAdmin] as const) {
      expect((await heldOf(await t.user(role))).statusCode).toBe(403);
    }
    // One influencer never sees another's held GST.
    const made = await influencer({ gstin: KARNATAKA_GSTIN, consent: true });
    await completed(made);
    const other = await influencer({ gstin: OTHER_KARNATAKA_GSTIN });
    expect((await heldOf(other.influencer)).json().data).toEqual({ held: 0, orders: [] });
    expect(await t.db.selectFrom('gstr2bImports').select('id').execute()).toEqual([]);
  });

  describe('pulled from a GST service provider', () => {
    let gsp: FakeGsp;
    beforeEach(async () => {
      gsp = await startFakeGsp({ gstin: t.config.taxSupplier.gstin });
    });
    afterEach(() => gsp.close());

    const ctxWithGsp = () => ({
      ...t.app.ctx,
      config: { ...t.config, gsp: { url: gsp.url, apiKey: gsp.apiKey, timeoutMs: 2_000, maxBytes: 100_000 } },
    });

    it('pulls last month’s GSTR-2B once a day, releases held GST, and waits while it is not generated', async () => {
      const made = await influencer({ gstin: KARNATAKA_GSTIN, consent: true });
      await completed(made);
      t.clock.set(new Date('2026-12-10T10:00:00Z'));
      const ctx = ctxWithGsp();
      const source = createGspClient(ctx.config.gsp);
      expect(await pullGstr2b(ctx, source)).toEqual({ status: 'not-ready', period: '2026-11' });

      gsp.publish(
        '112026',
        gstr2b(t.config.taxSupplier.gstin, [{ ctin: KARNATAKA_GSTIN, inum: 'SB/26-27/000001' }]),
      );
      const pulled = await pullGstr2b(ctx, source);
      expect(pulled).toMatchObject({
        status: 'imported',
        period: '2026-11',
        report: { source: 'gsp', matched: 1 },
      });
      expect(await earnings(t, made.influencer)).toBeGreaterThanOrEqual(2360 - 100);
      expect(await pullGstr2b(ctx, source)).toEqual({ status: 'recent', period: '2026-11' });
      t.clock.set(new Date('2026-12-11T10:00:01Z'));
      expect(await pullGstr2b(ctx, source)).toMatchObject({
        status: 'imported',
        report: { alreadyReleased: 1 },
      });
      expect(gsp.requests.every((r) => r.method === 'GET' && r.url.startsWith('/gstr2b?'))).toBe(true);
      await checkLedger(t.db);
    });

    it('pulls on one instance at a time, and reports a GSP’s refusal as an error', async () => {
      const ctx = ctxWithGsp();
      const source = createGspClient(ctx.config.gsp);
      gsp.publish('112026', gstr2b(t.config.taxSupplier.gstin, []));
      t.clock.set(new Date('2026-12-20T10:00:00Z'));
      const both = await Promise.all([pullGstr2b(ctx, source), pullGstr2b(ctx, source)]);
      expect(both.map((r) => r.status).sort()).toEqual(['busy', 'imported']);

      const wrongKey = createGspClient({ ...ctx.config.gsp, apiKey: 'wrong' });
      t.clock.set(new Date('2026-12-22T10:00:00Z'));
      await expect(pullGstr2b(ctx, wrongKey)).rejects.toThrow('the GSP answered 401');
      gsp.failNext(500);
      await expect(pullGstr2b(ctx, source)).rejects.toThrow('the GSP answered 500');
      gsp.publish('112026', 'x'.repeat(200_000));
      await expect(pullGstr2b(ctx, source)).rejects.toThrow('larger than');
      gsp.publish('112026', '{"data":');
      await expect(pullGstr2b(ctx, source)).rejects.toThrow('not JSON');
      gsp.publish('112026', { data: {} });
      await expect(pullGstr2b(ctx, source)).rejects.toThrow(M.fileInvalid('data.docdata', 'is missing'));
      // The lease was given back each time.
      expect(
        await t.db.selectFrom('jobLeases').select('name').where('name', '=', 'gstr2b-pull').execute(),
      ).toEqual([]);
    });
  });
});
