import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import { TdsMessages } from '@collably/shared/messages/tds';
import type { TTdsStatement } from '@collably/shared/schemas/tds';
import { ACT_2025_SERIAL_PENDING } from '../../config';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { withSection } from '../../../test/tds-fixtures';
import {
  accountBalance,
  act,
  deliverAndPost,
  checkLedger,
  earnings,
  hire,
  influencerWithService,
} from '../../../test/hire-fixtures';
import { pdfText } from '../../../test/pdf-text';

const NOV_2026 = new Date('2026-11-26T10:00:00Z');
const PERSON_PAN = 'ABCPE1234F';
const FIRM_PAN = 'AAFFC1234Q';

const PENDING_2025 = `Income-tax Act, 2025, s. 393, ${ACT_2025_SERIAL_PENDING}`;

describe.each(databases())('TDS under s. 194C (TDS_SECTION=194C) on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect, { configure: withSection('194C') });
    t.clock.set(NOV_2026);
  });
  afterEach(() => t.close());

  const savePan = (user: TestUser, pan: unknown) =>
    t.post('/api/tds/details', { pan }, { token: user.token });

  /** An influencer with one service at `rupees` (GST-registered or not). */
  const influencer = async (rupees: number, o: { isGst?: boolean; pan?: string } = {}) => {
    const made = await influencerWithService(t, { pricePaise: rupees * 100, isGst: o.isGst });
    if (o.pan) expect((await savePan(made.influencer, o.pan)).statusCode).toBe(200);
    return made;
  };

  /** A collab hired and delivered, up to the brand's Mark Complete. */
  const delivered = async (serviceId: number, inf: TestUser) => {
    const brand = await t.user(Role.Brand);
    const id = await hire(t, brand, serviceId);
    await deliverAndPost(t, brand, inf, id);
    return { brand, id };
  };
  const complete = async (c: { brand: TestUser; id: number }) => {
    const res = await act(t, c.brand, c.id, ActionCode.MarkComplete);
    expect(res.statusCode, res.body).toBe(200);
  };
  const release = async (serviceId: number, inf: TestUser) => complete(await delivered(serviceId, inf));

  const statement = async (user: TestUser, year?: number) => {
    const res = await t.get('/api/tds/statement', {
      token: user.token,
      query: year === undefined ? {} : { year: String(year) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TTdsStatement;
  };

  describe('tds/details', () => {
    it('keeps the PAN, upper-cased, and removes it when sent empty', async () => {
      const { influencer: inf } = await influencer(1000);
      const before = await t.get('/api/tds/details', { token: inf.token });
      expect(before.json().data).toEqual({
        pan: null,
        panCheck: { isServiceOn: false, status: 'unchecked', checkedOn: null },
        rule: {
          section: '194C',
          act: 'Income-tax Act, 2025',
          provision: PENDING_2025,
          individualRate: 1,
          otherRate: 2,
          noPanRate: 20,
          singleCreditThreshold: 30_000,
          yearlyThreshold: 100_000,
        },
        upcoming: null,
      });
      const saved = await savePan(inf, ' abcpe 1234f ');
      expect(saved.json()).toMatchObject({ isSuccess: true, message: TdsMessages.panSaved });
      expect((await t.get('/api/tds/details', { token: inf.token })).json().data.pan).toBe(PERSON_PAN);
      const removed = await savePan(inf, '');
      expect(removed.json()).toMatchObject({ isSuccess: true, message: TdsMessages.panRemoved });
      expect((await t.get('/api/tds/details', { token: inf.token })).json().data.pan).toBeNull();
    });

    it('refuses a PAN of the wrong shape or type, with the message', async () => {
      const { influencer: inf } = await influencer(1000);
      for (const bad of ['ABCPE1234', 'ABCXE1234F', 'ABCPE12345', 42, null]) {
        const res = await savePan(inf, bad);
        expect(res.statusCode, String(bad)).toBe(400);
        expect(res.json().message).toBe(TdsMessages.panInvalid);
      }
      expect((await t.post('/api/tds/details', {}, { token: inf.token })).statusCode).toBe(400);
    });

    it('is the influencer’s own: other roles are refused', async () => {
      for (const role of [Role.Brand, Role.Staff, Role.SuperAdmin] as const) {
        const user = await t.user(role);
        expect((await t.get('/api/tds/details', { token: user.token })).statusCode).toBe(403);
        expect((await savePan(user, PERSON_PAN)).statusCode).toBe(403);
        expect((await t.get('/api/tds/statement', { token: user.token })).statusCode).toBe(403);
        expect((await t.get('/api/tds/statement/pdf', { token: user.token })).statusCode).toBe(403);
      }
      expect((await t.get('/api/tds/details')).statusCode).toBe(401);
      expect((await t.post('/api/tds/details', { pan: PERSON_PAN })).statusCode).toBe(401);
    });
  });

  describe('withheld at release', () => {
    it('withholds 1 % of a single credit above ₹30,000 excluding GST from an individual, into tds-payable', async () => {
      // ₹40,000 + the registered influencer's GST of ₹7,200: gross ₹47,200, TDS 1 % of ₹40,000.
      const { influencer: inf, serviceId } = await influencer(40_000, { isGst: true, pan: PERSON_PAN });
      await release(serviceId, inf);
      expect(await earnings(t, inf)).toBe(46_800);
      expect(await accountBalance(t.db, 'tds-payable')).toBe(40_000);
      await checkLedger(t.db);
      const s = await statement(inf);
      expect(s).toMatchObject({ year: 2026, label: '2026-27', years: [2026], pan: PERSON_PAN });
      expect(s.credits).toEqual([
        expect.objectContaining({
          section: '194C',
          provision: PENDING_2025,
          rate: 1,
          pan: PERSON_PAN,
          rateReason: null,
          gross: 47_200,
          taxable: 40_000,
          withheld: 400,
          net: 46_800,
          serviceTitle: 'Instagram Reel',
        }),
      ]);
      expect(s.totals).toEqual({ gross: 47_200, taxable: 40_000, withheld: 400, net: 46_800 });
      // Payment details show the credit net, with the TDS withheld from it.
      const history = await t.get('/api/user/payouthistory', { token: inf.token });
      expect(history.json().data).toEqual([
        expect.objectContaining({ status: 'Received from Brand', amount: 46_800, tdsWithheld: 400 }),
      ]);
    });

    it('takes the PAN of the influencer’s payout request when they have given none here', async () => {
      const { influencer: inf, serviceId } = await influencer(40_000);
      await release(serviceId, inf);
      expect(await earnings(t, inf)).toBe(32_000);
      const payout = await t.post(
        '/api/user/requestpayout',
        {
          Amount: 1000,
          BankName: 'State Bank of India',
          AccountNo: '30012345678',
          IFSCcode: 'SBIN0001234',
          PAN: 'abcpe1234f',
          UPI: 'meera@oksbi',
          Address: '12 Chaltlang, Aizawl',
          Phone: '9876543210',
        },
        { token: inf.token },
      );
      expect(payout.statusCode, payout.body).toBe(200);
      expect((await t.get('/api/tds/details', { token: inf.token })).json().data.pan).toBe(PERSON_PAN);
      await release(serviceId, inf);
      expect(await earnings(t, inf)).toBe(32_000 - 1000 + 39_600);
      // One they removed here stays removed.
      await savePan(inf, '');
      expect((await t.get('/api/tds/details', { token: inf.token })).json().data.pan).toBeNull();
    });

    it('withholds 2 % from a firm and 20 % from an influencer without a PAN', async () => {
      const firm = await influencer(40_000, { pan: FIRM_PAN });
      await release(firm.serviceId, firm.influencer);
      expect(await earnings(t, firm.influencer)).toBe(39_200);
      const noPan = await influencer(40_000);
      await release(noPan.serviceId, noPan.influencer);
      expect(await earnings(t, noPan.influencer)).toBe(32_000);
      expect(await accountBalance(t.db, 'tds-payable')).toBe(80_000 + 800_000);
      await checkLedger(t.db);
    });

    it('withholds nothing at ₹30,000, then catches up the year once it passes ₹1,00,000', async () => {
      const { influencer: inf, serviceId } = await influencer(30_000, { pan: PERSON_PAN });
      for (let i = 0; i < 3; i += 1) await release(serviceId, inf);
      expect(await earnings(t, inf)).toBe(90_000);
      expect(await accountBalance(t.db, 'tds-payable')).toBe(0);
      await release(serviceId, inf);
      // 1 % of the year's ₹1,20,000, all of it from the fourth credit.
      expect(await earnings(t, inf)).toBe(120_000 - 1_200);
      const s = await statement(inf);
      expect(s.credits.map((c) => c.withheld)).toEqual([0, 0, 0, 1_200]);
      await checkLedger(t.db);
    });

    it('starts each financial year afresh at 1 April, India time', async () => {
      const { influencer: inf, serviceId } = await influencer(30_000, { pan: PERSON_PAN });
      for (let i = 0; i < 3; i += 1) await release(serviceId, inf);
      // 31 March 2027, 18:30 UTC: already 1 April in India.
      t.clock.set(new Date('2027-03-31T18:30:00Z'));
      await release(serviceId, inf);
      expect(await accountBalance(t.db, 'tds-payable')).toBe(0);
      expect((await statement(inf)).credits).toHaveLength(1);
      const last = await statement(inf, 2026);
      expect(last).toMatchObject({ label: '2026-27', years: [2027, 2026] });
      expect(last.credits).toHaveLength(3);
    });

    it('charges parallel releases of one influencer one after the other: the year is taxed exactly once', async () => {
      const { influencer: inf, serviceId } = await influencer(30_000, { pan: PERSON_PAN });
      const collabs = [];
      for (let i = 0; i < 4; i += 1) collabs.push(await delivered(serviceId, inf));
      await Promise.all(collabs.map(complete));
      expect(await accountBalance(t.db, 'tds-payable')).toBe(120_000);
      expect(await earnings(t, inf)).toBe(120_000 - 1_200);
      const year = await t.db.selectFrom('tdsYears').selectAll().executeTakeFirstOrThrow();
      expect(year.section).toBe('194C');
      expect(Number(year.creditedPaise)).toBe(12_000_000);
      expect(Number(year.withheldPaise)).toBe(120_000);
      await checkLedger(t.db);
    });

    it('withholds from the influencer’s part of a helpdesk split', async () => {
      const { influencer: inf, serviceId } = await influencer(50_000);
      const c = await delivered(serviceId, inf);
      expect((await act(t, c.brand, c.id, ActionCode.RaiseDispute, 'Posted late')).statusCode).toBe(200);
      expect((await act(t, inf, c.id, ActionCode.AskForHelp, 'It was on time')).statusCode).toBe(200);
      const admin = await t.user(Role.SuperAdmin);
      // The brand paid ₹64,900 (₹50,000, the ₹5,000 fee and 18 % GST on both); ₹32,450 back is half of every part.
      const res = await t.post(
        '/api/helpdesk/resolve',
        { collabDetailId: c.id, outcome: 'split', refundAmount: 32_450 },
        { token: admin.token },
      );
      expect(res.statusCode, res.body).toBe(200);
      // The influencer's ₹25,000 is a single credit below ₹30,000: nothing withheld.
      expect(await earnings(t, inf)).toBe(25_000);
      const [credit] = (await statement(inf)).credits;
      expect(credit).toMatchObject({ gross: 25_000, taxable: 25_000, withheld: 0, net: 25_000 });
      await checkLedger(t.db);
    });
  });

  describe('statements and the monthly export', () => {
    it('gives the influencer a PDF of the year and refuses a year that is not one', async () => {
      const { influencer: inf, serviceId } = await influencer(40_000, { pan: PERSON_PAN });
      await release(serviceId, inf);
      const pdf = await t.get('/api/tds/statement/pdf', { token: inf.token, query: { year: '2026' } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe('attachment; filename="tds-statement-2026-27.pdf"');
      const text = pdfText(pdf.rawPayload);
      for (const expected of [
        'Financial year 2026-27',
        PERSON_PAN,
        'Rs. 40,000.00',
        'Rs. 400.00',
        'Rs. 39,600.00',
        '194C',
        '1.00 %',
        'Deducted under',
        `s. 194C: ${PENDING_2025}`,
      ]) {
        expect(text).toContain(expected);
      }
      for (const year of ['26', 'abc', '2026.5', '1999']) {
        const res = await t.get('/api/tds/statement', { token: inf.token, query: { year } });
        expect(res.statusCode, year).toBe(400);
        expect(res.json().message).toBe(TdsMessages.yearInvalid);
      }
      expect((await statement(inf, 2025)).credits).toEqual([]);
    });

    it('gives the super admin a CSV of the month’s credits, and no one else', async () => {
      const withPan = await influencer(40_000, { pan: PERSON_PAN });
      await release(withPan.serviceId, withPan.influencer);
      const without = await influencer(40_000);
      await t.db
        .updateTable('users')
        .set({ name: '=HYPERLINK("x")' })
        .where('id', '=', without.influencer.id)
        .execute();
      await release(without.serviceId, without.influencer);
      const admin = await t.user(Role.SuperAdmin);
      const res = await t.get('/api/tds/export', { token: admin.token, query: { month: '2026-11' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const rows = parse<Record<string, string>>(res.body, { columns: true });
      expect(
        rows.map((r) => [
          r.date,
          r.pan,
          r.section,
          r.provision,
          r.rate_percent,
          r.pan_status,
          r.credited_excl_gst,
          r.tds_withheld,
        ]),
      ).toEqual([
        ['2026-11-26', PERSON_PAN, '194C', PENDING_2025, '1.00', 'not checked', '40000.00', '400.00'],
        ['2026-11-26', 'PANNOTAVBL', '194C', PENDING_2025, '20.00', 'no PAN', '40000.00', '8000.00'],
      ]);
      expect(rows[1].deductee).toBe(`'=HYPERLINK("x")`);
      const october = await t.get('/api/tds/export', { token: admin.token, query: { month: '2026-10' } });
      expect(parse(october.body, { columns: true })).toEqual([]);
      const bad = await t.get('/api/tds/export', { token: admin.token, query: { month: '2026-13' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(InvoiceMessages.monthInvalid);
      for (const role of [Role.Brand, Role.Influencer, Role.Staff] as const) {
        const user = await t.user(role);
        expect(
          (await t.get('/api/tds/export', { token: user.token, query: { month: '2026-11' } })).statusCode,
        ).toBe(403);
      }
      expect((await t.get('/api/tds/export', { query: { month: '2026-11' } })).statusCode).toBe(401);
    });
  });
});
