import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import type { TCreditNoteDeadlines } from '@collably/shared/schemas/invoices';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  accountBalance,
  act,
  checkLedger,
  deliverAndPost,
  hire,
  influencerWithService,
} from '../../../test/hire-fixtures';
import { asInvoicedAtPayment } from '../../../test/legacy-documents';
import { pdfText } from '../../../test/pdf-text';

const NOV_2026 = new Date('2026-11-26T10:00:00Z');
/** A day after the deadline of FY 2026-27's credit notes (30 November 2027). */
const DEC_2027 = new Date('2027-12-01T10:00:00Z');
const KARNATAKA_GSTIN = '29AABCU9603R1ZJ';

/**
 * Issue 37: credit notes only for orders invoiced at payment (before issue 37), within the CGST Act s. 34(2)
 * deadline or marked 'no GST adjustment' after it; the annual return that can bring the deadline forward; a
 * registered buyer's confirmation that it reversed the credit.
 */
describe.each(databases())('credit notes on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    t = await testApp(dialect);
    t.clock.set(NOV_2026);
    admin = await t.user(Role.SuperAdmin);
  });
  afterEach(() => t.close());

  /** A ₹2,000 order (₹2,596 paid) invoiced at payment, as before issue 37; its brand, influencer and collab. */
  const invoicedOrder = async (o: { registered?: boolean } = {}) => {
    const brand = await t.user(Role.Brand);
    // Test brands are billed in Karnataka; a registered one has its GSTIN there.
    if (o.registered) {
      await t.db
        .updateTable('brandBilling')
        .set({ gstin: KARNATAKA_GSTIN })
        .where('userId', '=', brand.id)
        .execute();
    }
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
    const collabId = await hire(t, brand, serviceId);
    const { transactionId } = await t.db
      .selectFrom('collabs')
      .select('transactionId')
      .where('id', '=', collabId)
      .executeTakeFirstOrThrow();
    const invoice = await asInvoicedAtPayment(t.db, transactionId);
    return { brand, influencer, collabId, invoice };
  };
  const creditNote = () =>
    t.db.selectFrom('taxDocuments').selectAll().where('kind', '=', 'credit-note').executeTakeFirstOrThrow();
  const deadlines = async () => {
    const res = await t.get('/api/invoices/credit-notes', { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TCreditNoteDeadlines;
  };
  const mailsToAdmins = () =>
    t.db.selectFrom('mailQueue').select(['userId', 'subject']).where('userId', '=', admin.id).execute();

  it('credits an order invoiced at payment within the deadline, reducing its GST', async () => {
    const { brand, influencer, collabId, invoice } = await invoicedOrder();
    expect((await act(t, influencer, collabId, ActionCode.Reject, 'Busy')).statusCode).toBe(200);
    const note = await creditNote();
    expect(note).toMatchObject({ number: 'CN/26-27/000001', originalId: invoice.id, gstAdjusted: 1 });
    expect(Number(note.totalPaise)).toBe(259_600);
    // No receipt-voucher path for it: no refund voucher.
    const kinds = (await t.get('/api/invoices', { token: brand.token })).json().data as { kind: string }[];
    expect(kinds.map((d) => d.kind)).toEqual(['credit-note', 'invoice']);
    const text = pdfText((await t.get(`/api/invoices/${note.id}/pdf`, { token: brand.token })).rawPayload);
    expect(text).toContain('Against tax invoice INV/26-27/000001 of 26 Nov 2026');
    expect(text).not.toContain(InvoiceMessages.noGstAdjustment);
    expect(await accountBalance(t.db, 'gst-payable')).toBe(0);
    expect(await mailsToAdmins()).toEqual([]);
    expect((await deadlines()).unadjusted).toEqual([]);
    await checkLedger(t.db);
  });

  it('refunds after the deadline all the same, but the note reduces no GST: it stays owed, and the super admins hear of it', async () => {
    const { brand, influencer, collabId, invoice } = await invoicedOrder();
    t.clock.set(DEC_2027);
    expect((await act(t, influencer, collabId, ActionCode.Reject, 'Busy')).statusCode).toBe(200);
    const note = await creditNote();
    expect(note.gstAdjusted).toBe(0);
    // The brand has its ₹2,596 back; the invoice's ₹396 of GST is still owed, paid from the platform's revenue.
    expect((await t.get('/api/brand/walletbalance', { token: brand.token })).json().data).toBe(2596);
    expect(await accountBalance(t.db, 'gst-payable')).toBe(Number(invoice.gstPaise));
    expect(await accountBalance(t.db, 'platform-revenue')).toBe(-Number(invoice.gstPaise));
    const text = pdfText((await t.get(`/api/invoices/${note.id}/pdf`, { token: brand.token })).rawPayload);
    expect(text).toContain(InvoiceMessages.noGstAdjustment);
    expect(await mailsToAdmins()).toEqual([
      { userId: admin.id, subject: InvoiceMessages.pastDeadlineSubject('CN/27-28/000001') },
    ]);
    expect((await deadlines()).unadjusted).toEqual([
      {
        id: note.id,
        number: 'CN/27-28/000001',
        issuedOn: DEC_2027.toISOString(),
        againstNumber: invoice.number,
        gstPaise: 39_600,
        totalPaise: 259_600,
      },
    ]);
    const csv = await t.get('/api/invoices/export', { token: admin.token, query: { month: '2027-12' } });
    expect(csv.body.trim().split('\n')[1]).toMatch(/^credit-note,CN\/27-28\/000001,.*,-2596\.00,no,$/);
    await checkLedger(t.db);
  });

  it('splits an order invoiced at payment with a credit note for the refunded part', async () => {
    const { brand, influencer, collabId, invoice } = await invoicedOrder();
    await deliverAndPost(t, brand, influencer, collabId);
    expect((await act(t, brand, collabId, ActionCode.RaiseDispute, 'Late')).statusCode).toBe(200);
    expect((await act(t, influencer, collabId, ActionCode.AskForHelp, 'On time')).statusCode).toBe(200);
    const res = await t.post(
      '/api/helpdesk/resolve',
      { collabDetailId: collabId, outcome: 'split', refundAmount: 1000 },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const note = await creditNote();
    expect(Number(note.totalPaise)).toBe(100_000);
    // The ledger owes the invoice's GST less the note's, exactly.
    expect(await accountBalance(t.db, 'gst-payable')).toBe(Number(invoice.gstPaise) - Number(note.gstPaise));
    await checkLedger(t.db);
  });

  it('brings the deadline forward to the annual return when it was filed before 30 November', async () => {
    const { influencer, collabId } = await invoicedOrder();
    expect((await deadlines()).years).toEqual([
      { financialYear: 2026, label: '2026-27', deadline: '2027-11-30', annualReturnFiledOn: null },
    ]);
    t.clock.set(new Date('2027-11-10T10:00:00Z'));
    const recorded = await t.post(
      '/api/invoices/annual-returns',
      { financialYear: 2026, filedOn: '2027-11-05' },
      { token: admin.token },
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().message).toBe(InvoiceMessages.annualReturnRecorded);
    expect((recorded.json().data as TCreditNoteDeadlines).years).toEqual([
      { financialYear: 2027, label: '2027-28', deadline: '2028-11-30', annualReturnFiledOn: null },
      { financialYear: 2026, label: '2026-27', deadline: '2027-11-05', annualReturnFiledOn: '2027-11-05' },
    ]);
    expect((await act(t, influencer, collabId, ActionCode.Reject, 'Busy')).statusCode).toBe(200);
    expect((await creditNote()).gstAdjusted).toBe(0);
  });

  it('records an annual return for the super admin only, with clear messages for a wrong year or day', async () => {
    t.clock.set(new Date('2027-11-10T10:00:00Z'));
    const post = (body: unknown, token = admin.token) =>
      t.post('/api/invoices/annual-returns', body, { token });
    const cases: [unknown, string][] = [
      [{ financialYear: 2016, filedOn: '2017-10-01' }, InvoiceMessages.annualReturnYearInvalid],
      [{ financialYear: '2026', filedOn: '2027-10-01' }, InvoiceMessages.annualReturnYearInvalid],
      [{ financialYear: 2026.5, filedOn: '2027-10-01' }, InvoiceMessages.annualReturnYearInvalid],
      [{ financialYear: 2026, filedOn: '5 Nov 2027' }, InvoiceMessages.annualReturnDateInvalid],
      [{ financialYear: 2026, filedOn: '2027-02-30' }, InvoiceMessages.annualReturnDateInvalid],
      [{ financialYear: 2026 }, InvoiceMessages.annualReturnDateInvalid],
      [{ financialYear: 2026, filedOn: '2027-03-31' }, InvoiceMessages.annualReturnBeforeYearEnd],
      [{ financialYear: 2026, filedOn: '2027-11-11' }, InvoiceMessages.annualReturnInFuture],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    for (const role of [Role.Brand, Role.Influencer, Role.Staff] as const) {
      const user = await t.user(role);
      expect((await post({ financialYear: 2026, filedOn: '2027-10-01' }, user.token)).statusCode).toBe(403);
      expect((await t.get('/api/invoices/credit-notes', { token: user.token })).statusCode).toBe(403);
    }
    expect(
      (await t.post('/api/invoices/annual-returns', { financialYear: 2026, filedOn: '2027-10-01' }))
        .statusCode,
    ).toBe(401);
    // A correction replaces the day.
    expect((await post({ financialYear: 2026, filedOn: '2027-10-01' })).statusCode).toBe(200);
    expect((await post({ financialYear: 2026, filedOn: '2027-10-02' })).statusCode).toBe(200);
    expect((await deadlines()).years.find((y) => y.financialYear === 2026)?.annualReturnFiledOn).toBe(
      '2027-10-02',
    );
  });

  it("lets a registered buyer confirm it reversed the credit note's input tax credit, once", async () => {
    const { brand, influencer, collabId } = await invoicedOrder({ registered: true });
    expect((await act(t, influencer, collabId, ActionCode.Reject, 'Busy')).statusCode).toBe(200);
    const note = await creditNote();
    const listed = async () =>
      (
        (await t.get('/api/invoices', { token: brand.token })).json().data as {
          kind: string;
          reversal: string;
        }[]
      ).map((d) => [d.kind, d.reversal]);
    expect(await listed()).toEqual([
      ['credit-note', 'awaiting'],
      ['invoice', 'not-needed'],
    ]);
    const csv = async () =>
      (await t.get('/api/invoices/export', { token: admin.token, query: { month: '2026-11' } })).body;
    expect(await csv()).toMatch(/credit-note,CN\/26-27\/000001,.*,yes,awaiting/);
    const url = `/api/invoices/${note.id}/reversal`;
    // Not someone else's, not an influencer's or staff's, and not without signing in.
    expect((await t.post(url, {}, { token: (await t.user(Role.Brand)).token })).statusCode).toBe(404);
    expect((await t.post(url, {}, { token: (await t.user(Role.Influencer)).token })).statusCode).toBe(403);
    expect((await t.post(url, {}, { token: (await t.user(Role.Staff)).token })).statusCode).toBe(403);
    expect((await t.post(url, {})).statusCode).toBe(401);
    expect((await t.post('/api/invoices/abc/reversal', {}, { token: brand.token })).statusCode).toBe(400);

    const confirmed = await t.post(url, {}, { token: brand.token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(InvoiceMessages.reversalConfirmed);
    expect(await listed()).toEqual([
      ['credit-note', 'confirmed'],
      ['invoice', 'not-needed'],
    ]);
    expect(await csv()).toMatch(/credit-note,CN\/26-27\/000001,.*,yes,confirmed/);
    const again = await t.post(url, {}, { token: brand.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(InvoiceMessages.reversalAlreadyConfirmed);
  });

  it('has no reversal to confirm for an unregistered buyer or another document', async () => {
    const { brand, influencer, collabId, invoice } = await invoicedOrder();
    expect((await act(t, influencer, collabId, ActionCode.Reject, 'Busy')).statusCode).toBe(200);
    for (const id of [(await creditNote()).id, invoice.id]) {
      const res = await t.post(`/api/invoices/${id}/reversal`, {}, { token: brand.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(InvoiceMessages.reversalNotNeeded);
    }
  });
});
