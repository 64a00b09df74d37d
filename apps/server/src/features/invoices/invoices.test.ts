import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import type { TInvoiceLine, TTaxParty } from '@collably/shared/domain/gst-invoice';
import type { Config } from '../../config';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  accountBalance,
  act,
  checkLedger,
  confirmTransaction,
  createTransaction,
  hire,
  influencerWithService,
  pay,
  pressSandbox,
  sandboxRef,
  walletBalance,
} from '../../../test/hire-fixtures';
import { PaymentMessages } from '@collably/shared/messages/payments';
import { pdfText } from '../../../test/pdf-text';
import { suppliedLines } from './invoices.service';

const NOV_2026 = new Date('2026-11-26T10:00:00Z');
/** A valid GSTIN of Karnataka, and of Chandigarh (a union territory without a legislature). */
const KARNATAKA_GSTIN = '29AABCU9603R1ZJ';
const CHANDIGARH_GSTIN = '04AABCU9603R1ZV';

describe.each(databases())('tax documents on %s', (dialect) => {
  let t: TestApp;
  const open = async (configure?: (config: Config) => void) => {
    t = await testApp(dialect, { configure });
    t.clock.set(NOV_2026);
  };
  afterEach(() => t.close());

  /** The documents issued at payment (issue 37: receipt vouchers). */
  const receipts = () =>
    t.db.selectFrom('taxDocuments').selectAll().where('kind', '=', 'receipt-voucher').orderBy('id').execute();
  const stateId = async (name: string) =>
    (await t.db.selectFrom('states').select('stateId').where('name', '=', name).executeTakeFirstOrThrow())
      .stateId;
  const billIn = async (
    brand: TestUser,
    state: string,
    gstin: string | null,
    pincode: string,
    companyName = `${state} Foods Pvt Ltd`,
  ) => {
    const res = await t.post(
      '/api/brand/billing',
      {
        companyName,
        gstin,
        address: '1 Main Road',
        stateId: await stateId(state),
        pincode,
      },
      { token: brand.token },
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A ₹2,000 service (unregistered influencer), paid by the brand. */
  const order = async (brand: TestUser) => {
    const { serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
    return pay(t, brand, serviceId);
  };

  describe('a receipt voucher per captured order', () => {
    beforeEach(() => open());

    it('asks a brand for its billing details before it pays: nothing defaults to the platform’s state', async () => {
      const brand = await t.user(Role.Brand, { billingState: false });
      const { serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
      const res = await createTransaction(t, brand, serviceId);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(PaymentMessages.billingRequired);
      expect(await receipts()).toEqual([]);
    });

    it('receives the whole order in advance with two equal halves of CGST + SGST from a brand billed in the platform’s state', async () => {
      const brand = await t.user(Role.Brand, { billingState: false });
      await billIn(brand, 'Maharashtra', null, '411001', 'Chai Point LLP');
      // ₹2,000.25 and its ₹200.03 fee: 9 % of each is ₹180.02 and ₹18.00, twice (18 % would be ₹360.05 + ₹36.01).
      const { serviceId } = await influencerWithService(t, { pricePaise: 200_025 });
      const transactionId = await pay(t, brand, serviceId);
      const [invoice] = await receipts();
      expect(invoice).toMatchObject({
        number: 'RV/26-27/000001',
        financialYear: 2026,
        serial: 1,
        transactionId,
        brandUserId: brand.id,
        issuedOn: NOV_2026.toISOString(),
        placeOfSupply: '27',
        supplyType: 'intra-state',
        irn: null,
      });
      expect(Number(invoice.taxablePaise)).toBe(220_028);
      expect(Number(invoice.gstPaise)).toBe(39_604);
      // The voucher's total is what the order cost the brand: its frozen subtotal.
      const tx = await t.db
        .selectFrom('paymentTransactions')
        .select('subtotalPaise')
        .where('id', '=', transactionId)
        .executeTakeFirstOrThrow();
      expect(Number(invoice.totalPaise)).toBe(Number(tx.subtotalPaise));
      const lines = JSON.parse(invoice.lines) as TInvoiceLine[];
      expect(
        lines.map((l) => [l.description, l.sac, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise]),
      ).toEqual([
        ['Influencer promotion: Instagram Reel', '998361', 200_025, 18_002, 18_002, 0],
        ['Platform fee', '998361', 20_003, 1_800, 1_800, 0],
      ]);
      const supplier = JSON.parse(invoice.supplier) as TTaxParty;
      expect(supplier).toMatchObject({
        gstin: t.config.taxSupplier.gstin,
        stateCode: '27',
        stateName: 'Maharashtra',
      });
      expect(JSON.parse(invoice.recipient)).toEqual({
        name: 'Chai Point LLP',
        gstin: null,
        address: '1 Main Road 411001',
        stateCode: '27',
        stateName: 'Maharashtra',
      });
    });

    it('is made out to the billing details frozen at checkout, whatever the brand edits before the capture', async () => {
      const brand = await t.user(Role.Brand, { billingState: false });
      await billIn(brand, 'Karnataka', null, '560001');
      const { serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
      const created = await createTransaction(t, brand, serviceId);
      expect(created.statusCode, created.body).toBe(200);
      await billIn(brand, 'Maharashtra', null, '411001');
      const { refrenceId, transId } = created.json().data as { refrenceId: string; transId: number };
      expect((await pressSandbox(t, sandboxRef(refrenceId), 'pay')).statusCode).toBeLessThan(400);
      expect((await confirmTransaction(t, brand, transId)).statusCode).toBe(200);
      const [invoice] = await receipts();
      expect(invoice).toMatchObject({ placeOfSupply: '29', supplyType: 'inter-state' });
      expect(JSON.parse(invoice.recipient)).toMatchObject({
        name: 'Karnataka Foods Pvt Ltd',
        stateName: 'Karnataka',
      });
    });

    it('charges IGST to a brand billed in another state, with its GSTIN on the voucher', async () => {
      const brand = await t.user(Role.Brand);
      await billIn(brand, 'Karnataka', KARNATAKA_GSTIN, '560001');
      await order(brand);
      const [invoice] = await receipts();
      expect(invoice).toMatchObject({ placeOfSupply: '29', supplyType: 'inter-state' });
      const lines = JSON.parse(invoice.lines) as TInvoiceLine[];
      expect(lines.map((l) => [l.igstPaise, l.cgstPaise, l.sgstPaise])).toEqual([
        [36_000, 0, 0],
        [3_600, 0, 0],
      ]);
      expect(JSON.parse(invoice.recipient)).toEqual({
        name: 'Karnataka Foods Pvt Ltd',
        gstin: KARNATAKA_GSTIN,
        address: '1 Main Road 560001',
        stateCode: '29',
        stateName: 'Karnataka',
      });
    });

    it('lists a brand its own documents and gives it, and a super admin, the PDF', async () => {
      const brand = await t.user(Role.Brand);
      await billIn(brand, 'Karnataka', KARNATAKA_GSTIN, '560001');
      const transactionId = await order(brand);
      const list = await t.get('/api/invoices', { token: brand.token });
      expect(list.statusCode, list.body).toBe(200);
      const [summary] = list.json().data as { id: number }[];
      expect(list.json().data).toEqual([
        {
          id: summary.id,
          kind: 'receipt-voucher',
          number: 'RV/26-27/000001',
          issuedOn: NOV_2026.toISOString(),
          transactionId,
          total: 2596,
          paid: 2596,
          reversal: 'not-needed',
        },
      ]);
      const other = await t.user(Role.Brand);
      expect((await t.get('/api/invoices', { token: other.token })).json().data).toEqual([]);

      const pdf = await t.get(`/api/invoices/${summary.id}/pdf`, { token: brand.token });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe('attachment; filename="RV-26-27-000001.pdf"');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf.rawPayload);
      for (const expected of [
        'RECEIPT VOUCHER',
        'Receipt voucher number: RV/26-27/000001',
        'Place of supply: Karnataka (29)',
        'Advance received: Rs. 2,596.00',
        `GSTIN: ${KARNATAKA_GSTIN}`,
        `GSTIN: ${t.config.taxSupplier.gstin}`,
        'IGST 18%',
        'Rs. 2,000.00',
        'Rs. 360.00',
        'Rs. 2,596.00',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('CGST');

      const admin = await t.user(Role.SuperAdmin);
      expect((await t.get(`/api/invoices/${summary.id}/pdf`, { token: admin.token })).statusCode).toBe(200);
    });

    it('refuses the document to everyone else', async () => {
      const brand = await t.user(Role.Brand);
      await order(brand);
      const [invoice] = await receipts();
      const url = `/api/invoices/${invoice.id}/pdf`;
      const other = await t.user(Role.Brand);
      expect((await t.get(url, { token: other.token })).json()).toEqual({
        isSuccess: false,
        message: 'Invoice not found',
        data: null,
      });
      expect((await t.get(url, { token: other.token })).statusCode).toBe(404);
      // An influencer reads only the invoices self-billed in their name: a brand's is not found for them.
      expect((await t.get(url, { token: (await t.user(Role.Influencer)).token })).statusCode).toBe(404);
      expect((await t.get(url, { token: (await t.user(Role.Staff)).token })).statusCode).toBe(403);
      expect((await t.get(url)).statusCode).toBe(401);
      expect((await t.get('/api/invoices/999999/pdf', { token: brand.token })).statusCode).toBe(404);
      expect((await t.get('/api/invoices/abc/pdf', { token: brand.token })).statusCode).toBe(400);
      expect((await t.get('/api/invoices/0/pdf', { token: brand.token })).statusCode).toBe(400);
    });

    it('returns the whole advance with a refund voucher when the order is refunded before release, naming the receipt voucher', async () => {
      const brand = await t.user(Role.Brand);
      const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
      const collabId = await hire(t, brand, serviceId);
      const res = await act(t, influencer, collabId, ActionCode.Reject, 'Not my niche');
      expect(res.statusCode, res.body).toBe(200);
      const [receipt, refund, ...more] = await t.db
        .selectFrom('taxDocuments')
        .selectAll()
        .orderBy('id')
        .execute();
      expect(more).toEqual([]);
      expect(refund).toMatchObject({
        kind: 'refund-voucher',
        number: 'RF/26-27/000001',
        originalId: receipt.id,
        transactionId: receipt.transactionId,
        supplyType: receipt.supplyType,
        recipient: receipt.recipient,
      });
      expect(JSON.parse(refund.lines)).toEqual(JSON.parse(receipt.lines));
      expect(Number(refund.totalPaise)).toBe(Number(receipt.totalPaise));

      const list = (await t.get('/api/invoices', { token: brand.token })).json().data as { kind: string }[];
      expect(list.map((d) => d.kind)).toEqual(['refund-voucher', 'receipt-voucher']);
      // The order card offers both, the receipt voucher first; the influencer's card has no payment and none.
      const orders = async (user: TestUser) =>
        (await t.get('/api/user/orders', { token: user.token })).json().data as {
          collabDetailId: number;
          payment: { taxDocuments: unknown[] } | null;
        }[];
      const card = (await orders(brand)).find((c) => c.collabDetailId === collabId);
      expect(card?.payment?.taxDocuments).toEqual([
        { id: receipt.id, kind: 'receipt-voucher', number: 'RV/26-27/000001' },
        { id: refund.id, kind: 'refund-voucher', number: 'RF/26-27/000001' },
      ]);
      expect((await orders(influencer)).find((c) => c.collabDetailId === collabId)?.payment).toBeNull();
      const pdf = await t.get(`/api/invoices/${refund.id}/pdf`, { token: brand.token });
      expect(pdf.headers['content-disposition']).toBe('attachment; filename="RF-26-27-000001.pdf"');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('REFUND VOUCHER');
      expect(text).toContain('Refund voucher number: RF/26-27/000001');
      expect(text).toContain('Against receipt voucher RV/26-27/000001 of 26 Nov 2026');
      expect(text).toContain('Advance refunded: Rs. 2,596.00');
      // Nothing was supplied: no invoice, no GST owed.
      expect(await accountBalance(t.db, 'gst-payable')).toBe(0);
      await checkLedger(t.db);
    });

    it('shows FLAT500 as ₹500 off the price, GST included, on each line, and credits what the wallet gets back', async () => {
      const brand = await t.user(Role.Brand);
      const flat500 = await t.db
        .selectFrom('coupons')
        .select('id')
        .where('code', '=', 'FLAT500')
        .executeTakeFirstOrThrow();
      const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
      const collabId = await hire(t, brand, serviceId, { couponId: flat500.id });
      const [invoice] = await receipts();
      // ₹2,596 less ₹500: the brand paid ₹2,096, and that is the invoice's total.
      expect(Number(invoice.totalPaise)).toBe(209_600);
      expect(Number(invoice.discountPaise)).toBe(0);
      const lines = JSON.parse(invoice.lines) as TInvoiceLine[];
      expect(lines.map((l) => [l.discountPaise, l.taxablePaise, l.igstPaise, l.totalPaise])).toEqual([
        [45_455, 161_479, 29_066, 190_545],
        [4_545, 16_148, 2_907, 19_055],
      ]);
      // GST is owed on what the brand paid: ₹319.73, not the ₹396 of the undiscounted lines.
      expect(Number(invoice.gstPaise)).toBe(31_973);
      const summary = (await t.get('/api/invoices', { token: brand.token })).json().data[0];
      expect(summary).toMatchObject({ total: 2096, paid: 2096 });
      const text = pdfText(
        (await t.get(`/api/invoices/${invoice.id}/pdf`, { token: brand.token })).rawPayload,
      );
      for (const expected of [
        'Discount: -Rs. 500.00, GST included',
        '-Rs. 454.55',
        '-Rs. 45.45',
        '-Rs. 500.00',
        'Advance received: Rs. 2,096.00',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('not a reduction of the taxable value');

      expect((await act(t, influencer, collabId, ActionCode.Reject, 'Not my niche')).statusCode).toBe(200);
      const note = await t.db
        .selectFrom('taxDocuments')
        .selectAll()
        .where('kind', '=', 'refund-voucher')
        .executeTakeFirstOrThrow();
      // The refund voucher and the wallet agree: ₹2,096 each (before issue 36 a credit note said ₹2,596).
      expect(Number(note.totalPaise)).toBe(209_600);
      expect(await walletBalance(t, brand)).toBe(2096);
      await checkLedger(t.db);
    });

    it('refunds an order the coupon paid in full without a voucher of ₹0', async () => {
      const brand = await t.user(Role.Brand);
      const flat500 = await t.db
        .selectFrom('coupons')
        .select('id')
        .where('code', '=', 'FLAT500')
        .executeTakeFirstOrThrow();
      // ₹300 and its fee with GST come to ₹389.40: FLAT500 covers it all.
      const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 30_000 });
      const collabId = await hire(t, brand, serviceId, { couponId: flat500.id });
      const [receipt] = await receipts();
      expect(Number(receipt.totalPaise)).toBe(0);
      expect((await act(t, influencer, collabId, ActionCode.Reject, 'Busy')).statusCode).toBe(200);
      const kinds = await t.db.selectFrom('taxDocuments').select('kind').execute();
      expect(kinds.map((d) => d.kind)).toEqual(['receipt-voucher']);
      await checkLedger(t.db);
    });

    it('exports a month of documents as CSV for the super admin, what goes back negative', async () => {
      const karnataka = await t.user(Role.Brand);
      await billIn(karnataka, 'Karnataka', KARNATAKA_GSTIN, '560001');
      await order(karnataka);
      const sly = await t.user(Role.Brand, { billingState: false });
      await billIn(sly, 'Maharashtra', null, '411001', '=HYPERLINK("x")');
      const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
      const collabId = await hire(t, sly, serviceId);
      expect((await act(t, influencer, collabId, ActionCode.Reject, 'Busy')).statusCode).toBe(200);
      // 1 December in India: the next month's.
      t.clock.set(new Date('2026-11-30T18:30:00Z'));
      await order(karnataka);

      const admin = await t.user(Role.SuperAdmin);
      const res = await t.get('/api/invoices/export', { token: admin.token, query: { month: '2026-11' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="tax-documents-2026-11.csv"');
      expect(res.body.trim().split('\n')).toEqual([
        'kind,number,date,against,recipient,recipient_gstin,place_of_supply,supply_type,taxable,igst,cgst,sgst,utgst,total,gst_adjusted,buyer_reversal',
        `refund-voucher,RF/26-27/000001,2026-11-26,RV/26-27/000002,"'=HYPERLINK(""x"")",,27-Maharashtra,intra-state,-1100.00,0.00,-99.00,-99.00,0.00,-1298.00,,`,
        `receipt-voucher,RV/26-27/000001,2026-11-26,,Karnataka Foods Pvt Ltd,${KARNATAKA_GSTIN},29-Karnataka,inter-state,2200.00,396.00,0.00,0.00,0.00,2596.00,,`,
        `receipt-voucher,RV/26-27/000002,2026-11-26,,"'=HYPERLINK(""x"")",,27-Maharashtra,intra-state,1100.00,0.00,99.00,99.00,0.00,1298.00,,`,
      ]);
      const december = await t.get('/api/invoices/export', {
        token: admin.token,
        query: { month: '2026-12' },
      });
      expect(december.body).toContain('RV/26-27/000003');
      expect(december.body.trim().split('\n')).toHaveLength(2);
    });

    it('gives the export to the super admin only, for a month', async () => {
      const query = { month: '2026-11' };
      for (const role of [Role.Brand, Role.Influencer, Role.Staff] as const) {
        const user = await t.user(role);
        expect((await t.get('/api/invoices/export', { token: user.token, query })).statusCode).toBe(403);
      }
      expect((await t.get('/api/invoices/export', { query })).statusCode).toBe(401);
      const admin = await t.user(Role.SuperAdmin);
      for (const month of ['2026-13', 'Nov 2026', '', '2026-1']) {
        const res = await t.get('/api/invoices/export', { token: admin.token, query: { month } });
        expect(res.statusCode, month).toBe(400);
        expect(res.json().message).toBe('Choose a month as YYYY-MM');
      }
      expect((await t.get('/api/invoices/export', { token: admin.token })).statusCode).toBe(400);
    });

    it('numbers 20 parallel captures 1 to 20, none twice and none missing', async () => {
      const buyers = await Promise.all(Array.from({ length: 20 }, () => t.user(Role.Brand)));
      const services: number[] = [];
      for (let i = 0; i < 20; i++)
        services.push((await influencerWithService(t, { pricePaise: 100_000 })).serviceId);
      await Promise.all(buyers.map((brand, i) => pay(t, brand, services[i])));
      const issued = await receipts();
      expect(issued.map((i) => i.serial).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect(new Set(issued.map((i) => i.number)).size).toBe(20);
      expect(new Set(issued.map((i) => i.transactionId)).size).toBe(20);
    });
  });

  it('splits into CGST + UTGST when the platform and the brand are in a union territory without a legislature', async () => {
    await open((config) => {
      config.taxSupplier = { ...config.taxSupplier, gstin: CHANDIGARH_GSTIN };
    });
    const brand = await t.user(Role.Brand);
    await billIn(brand, 'Chandigarh', null, '160017');
    await order(brand);
    const [invoice] = await receipts();
    expect(invoice).toMatchObject({ placeOfSupply: '04', supplyType: 'intra-union-territory' });
    const lines = JSON.parse(invoice.lines) as TInvoiceLine[];
    expect(lines[0]).toMatchObject({ cgstPaise: 18_000, utgstPaise: 18_000, sgstPaise: 0, igstPaise: 0 });
  });

  it('starts a new series at midnight of 1 April, India time', async () => {
    await open();
    const brand = await t.user(Role.Brand);
    t.clock.set(new Date('2027-03-31T18:29:00Z'));
    await order(brand);
    await order(brand);
    t.clock.set(new Date('2027-03-31T18:30:00Z'));
    await order(brand);
    expect((await receipts()).map((i) => i.number)).toEqual([
      'RV/26-27/000001',
      'RV/26-27/000002',
      'RV/27-28/000001',
    ]);
  });
});

describe('what the platform invoices', () => {
  const frozen = {
    id: 1,
    brandUserId: 2,
    serviceTitle: 'Reel',
    basePricePaise: 100_000,
    basePriceGstPaise: 18_000,
    ugcPricePaise: 0,
    ugcPriceGstPaise: 0,
    platformFeePaise: 10_000,
    platformFeeGstPaise: 1_800,
    ugcPlatformFeePaise: 0,
    ugcPlatformFeeGstPaise: 0,
    discountPaise: 0,
  };

  it('is the whole order under the principal model, and only its fees under the agent model', () => {
    expect(suppliedLines({ ...frozen, gstModel: 'principal' }).map((l) => l.description)).toEqual([
      'Influencer promotion: Reel',
      'Platform fee',
    ]);
    expect(suppliedLines({ ...frozen, gstModel: 'agent' }).map((l) => l.description)).toEqual([
      'Platform fee',
    ]);
  });
});
