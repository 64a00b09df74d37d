import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import type { TInvoiceLine, TTaxParty } from '@collably/shared/domain/gst-invoice';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { act, deliverAndPost, checkLedger, hire, influencerWithService } from '../../../test/hire-fixtures';
import { pdfText } from '../../../test/pdf-text';

const NOV_2026 = new Date('2026-11-26T10:00:00Z');
const KARNATAKA_GSTIN = '29AABCU9603R1ZJ';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

describe.each(databases())('self-billed invoices on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
    t.clock.set(NOV_2026);
  });
  afterEach(() => t.close());

  const setConsent = (user: TestUser, consent: unknown) =>
    t.post('/api/invoices/self-billing', { consent }, { token: user.token });

  /** An influencer with a ₹2,000 service; registered for GST in Karnataka when `gstin`. */
  const influencer = async (o: { gstin?: string; consent?: boolean } = {}) => {
    const made = await influencerWithService(t, { pricePaise: 200_000, isGst: o.gstin !== undefined });
    if (o.gstin) {
      await t.db
        .updateTable('influencerProfiles')
        .set({ gstNo: o.gstin })
        .where('userId', '=', made.influencer.id)
        .execute();
    }
    if (o.consent) expect((await setConsent(made.influencer, true)).statusCode).toBe(200);
    return made;
  };

  /** Hired and delivered, up to the brand's last word. */
  const delivered = async (serviceId: number, inf: TestUser) => {
    const brand = await t.user(Role.Brand);
    const id = await hire(t, brand, serviceId);
    await deliverAndPost(t, brand, inf, id);
    return { brand, id };
  };

  const selfInvoices = () =>
    t.db.selectFrom('taxDocuments').selectAll().where('kind', '=', 'self-invoice').orderBy('id').execute();

  it('lets a registered influencer agree and withdraw, and refuses an unregistered one', async () => {
    const registered = await influencer({ gstin: KARNATAKA_GSTIN });
    const before = await t.get('/api/invoices/self-billing', { token: registered.influencer.token });
    expect(before.json().data).toEqual({ gstin: KARNATAKA_GSTIN, consentedOn: null });
    const on = await setConsent(registered.influencer, true);
    expect(on.json()).toMatchObject({
      message: InvoiceMessages.selfBillingOn,
      data: { gstin: KARNATAKA_GSTIN, consentedOn: NOV_2026.toISOString() },
    });
    const off = await setConsent(registered.influencer, false);
    expect(off.json()).toMatchObject({
      message: InvoiceMessages.selfBillingOff,
      data: { consentedOn: null },
    });

    const unregistered = await influencer();
    const refused = await setConsent(unregistered.influencer, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(InvoiceMessages.selfBillingUnregistered);
    for (const bad of ['yes', 1, null]) {
      const res = await setConsent(registered.influencer, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe(InvoiceMessages.selfBillingChoice);
    }
  });

  it('issues the registered influencer’s invoice to the platform at release, and only theirs to read', async () => {
    const { influencer: inf, serviceId } = await influencer({ gstin: KARNATAKA_GSTIN, consent: true });
    const c = await delivered(serviceId, inf);
    expect((await act(t, c.brand, c.id, ActionCode.MarkComplete)).statusCode).toBe(200);

    const [doc] = await selfInvoices();
    expect(doc).toMatchObject({
      number: 'SB/26-27/000001',
      influencerUserId: inf.id,
      brandUserId: c.brand.id,
      placeOfSupply: '27',
      supplyType: 'inter-state',
    });
    expect((JSON.parse(doc.supplier) as TTaxParty).gstin).toBe(KARNATAKA_GSTIN);
    expect((JSON.parse(doc.recipient) as TTaxParty).gstin).toBe(t.config.taxSupplier.gstin);
    const lines = JSON.parse(doc.lines) as TInvoiceLine[];
    expect(lines.map((l) => [l.description, l.taxablePaise, l.igstPaise, l.totalPaise])).toEqual([
      ['Advertising work: Instagram Reel', 200_000, 36_000, 236_000],
    ]);

    const listed = await t.get('/api/invoices/self-billed', { token: inf.token });
    expect(listed.json().data).toEqual([
      {
        id: doc.id,
        number: 'SB/26-27/000001',
        issuedOn: NOV_2026.toISOString(),
        collabId: c.id,
        gst: 360,
        total: 2360,
      },
    ]);
    const pdf = await t.get(`/api/invoices/${doc.id}/pdf`, { token: inf.token });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Self-billed: issued by the recipient for the supplier, under their agreement');
    expect(text).toContain(`GSTIN: ${KARNATAKA_GSTIN}`);
    expect(text).toContain('IGST 18%');
    // Not the brand's: not in its list, on its order card or in the GST export, and its PDF is not found.
    expect((await t.get(`/api/invoices/${doc.id}/pdf`, { token: c.brand.token })).statusCode).toBe(404);
    const brandList = (await t.get('/api/invoices', { token: c.brand.token })).json().data as {
      kind: string;
    }[];
    // The brand's own: the receipt voucher of its payment and, at release, the tax invoice (issue 37).
    expect(brandList.map((d) => d.kind)).toEqual(['invoice', 'receipt-voucher']);
    const orders = (await t.get('/api/user/orders', { token: c.brand.token })).json().data as {
      payment: { taxDocuments: { kind: string }[] };
    }[];
    expect(orders[0].payment.taxDocuments.map((d) => d.kind)).toEqual(['receipt-voucher', 'invoice']);
    const admin = await t.user(Role.SuperAdmin);
    expect((await t.get(`/api/invoices/${doc.id}/pdf`, { token: admin.token })).statusCode).toBe(200);
    const csv = await t.get('/api/invoices/export', { token: admin.token, query: { month: '2026-11' } });
    expect(csv.body).not.toContain('SB/');
    const other = await influencer({ gstin: KARNATAKA_GSTIN });
    expect((await t.get(`/api/invoices/${doc.id}/pdf`, { token: other.influencer.token })).statusCode).toBe(
      404,
    );
    await checkLedger(t.db);
  });

  it('prices a registered influencer’s GST by their own supply to the platform, not the brand’s (issue 36)', async () => {
    // Registered in Maharashtra, the platform's state: two equal halves of 9 %, while the brand (Karnataka) pays
    // IGST. On ₹2,000.25, 9 % is ₹180.0225 → ₹180.02 twice; 18 % would be ₹360.045 → ₹360.05.
    const made = await influencerWithService(t, { pricePaise: 200_025, isGst: true });
    await t.db
      .updateTable('influencerProfiles')
      .set({ gstNo: MAHARASHTRA_GSTIN })
      .where('userId', '=', made.influencer.id)
      .execute();
    expect((await setConsent(made.influencer, true)).statusCode).toBe(200);
    const c = await delivered(made.serviceId, made.influencer);
    const tx = await t.db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('brandUserId', '=', c.brand.id)
      .executeTakeFirstOrThrow();
    expect([tx.supplyType, tx.influencerSupplyType]).toEqual(['inter-state', 'intra-state']);
    expect([Number(tx.basePriceGstPaise), Number(tx.influencerGstPaise)]).toEqual([36_005, 36_004]);
    expect((await act(t, c.brand, c.id, ActionCode.MarkComplete)).statusCode).toBe(200);
    const [doc] = await selfInvoices();
    expect(doc).toMatchObject({ placeOfSupply: '27', supplyType: 'intra-state' });
    const lines = JSON.parse(doc.lines) as TInvoiceLine[];
    expect(lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [200_025, 18_002, 18_002, 0],
    ]);
    // What the influencer is paid is what their invoice says.
    expect(Number(doc.totalPaise)).toBe(Number(tx.influencerPayoutPaise));
    await checkLedger(t.db);
  });

  it('issues nothing without consent, or for an unregistered influencer', async () => {
    const withoutConsent = await influencer({ gstin: KARNATAKA_GSTIN });
    const unregistered = await influencer();
    for (const made of [withoutConsent, unregistered]) {
      const c = await delivered(made.serviceId, made.influencer);
      expect((await act(t, c.brand, c.id, ActionCode.MarkComplete)).statusCode).toBe(200);
    }
    expect(await selfInvoices()).toEqual([]);
  });

  it('invoices the influencer’s part of a helpdesk split', async () => {
    const { influencer: inf, serviceId } = await influencer({ gstin: KARNATAKA_GSTIN, consent: true });
    const c = await delivered(serviceId, inf);
    expect((await act(t, c.brand, c.id, ActionCode.RaiseDispute, 'Posted late')).statusCode).toBe(200);
    expect((await act(t, inf, c.id, ActionCode.AskForHelp, 'It was on time')).statusCode).toBe(200);
    const admin = await t.user(Role.SuperAdmin);
    // The brand paid ₹2,596 (₹2,000 and the ₹200 fee, with 18 % GST); half back is half of every part.
    const res = await t.post(
      '/api/helpdesk/resolve',
      { collabDetailId: c.id, outcome: 'split', refundAmount: 1298 },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [doc] = await selfInvoices();
    expect(Number(doc.totalPaise)).toBe(118_000);
    expect(Number(doc.gstPaise)).toBe(18_000);
    await checkLedger(t.db);
  });

  it('is the influencer’s own: other roles are refused', async () => {
    for (const role of [Role.Brand, Role.Staff, Role.SuperAdmin] as const) {
      const user = await t.user(role);
      for (const url of ['/api/invoices/self-billing', '/api/invoices/self-billed']) {
        expect((await t.get(url, { token: user.token })).statusCode).toBe(403);
      }
      expect((await setConsent(user, true)).statusCode).toBe(403);
    }
    expect((await t.get('/api/invoices/self-billing')).statusCode).toBe(401);
    expect((await t.post('/api/invoices/self-billing', { consent: true })).statusCode).toBe(401);
  });
});
