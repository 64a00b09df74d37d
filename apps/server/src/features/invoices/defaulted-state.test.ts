import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import type { TTaxParty } from '@collably/shared/domain/gst-invoice';
import type { TDefaultedStateReport } from '@collably/shared/schemas/invoices';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { act, hire, influencerWithService } from '../../../test/hire-fixtures';
import { asInvoicedAtPayment } from '../../../test/legacy-documents';
import { defaultedStateReport } from './defaulted-state.service';

const NOV_2026 = new Date('2026-11-26T10:00:00Z');
const MAR_2026 = new Date('2026-03-10T10:00:00Z');

describe.each(databases())('invoices issued with a defaulted state on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    t = await testApp(dialect);
    t.clock.set(NOV_2026);
    admin = await t.user(Role.SuperAdmin);
  });
  afterEach(() => t.close());

  const report = async (): Promise<TDefaultedStateReport> => {
    const res = await t.get('/api/invoices/defaulted-state', { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TDefaultedStateReport;
  };

  /** A ₹2,000 order of the brand's, hired and invoiced at payment; its collab and the invoice's row. */
  const order = async (brand: TestUser) => {
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
    const collabId = await hire(t, brand, serviceId);
    const { transactionId } = await t.db
      .selectFrom('collabs')
      .select('transactionId')
      .where('id', '=', collabId)
      .executeTakeFirstOrThrow();
    // Defaulted invoices were issued before issue 37, at payment.
    const invoice = await asInvoicedAtPayment(t.db, transactionId);
    return { influencer, collabId, invoice };
  };

  /**
   * Makes an invoice what the code before issue 36 issued to a brand without billing details: its account
   * name, no GSTIN, no address, the platform's state (Maharashtra, 27) as the place of supply.
   */
  const asIssuedWithoutBilling = async (invoiceId: number, brandName: string) => {
    const defaulted: TTaxParty = {
      name: brandName,
      gstin: null,
      address: null,
      stateCode: '27',
      stateName: 'Maharashtra',
    };
    await t.db
      .updateTable('taxDocuments')
      .set({ recipient: JSON.stringify(defaulted), placeOfSupply: '27' })
      .where('id', '=', invoiceId)
      .execute();
  };

  it('is empty while every document names its buyer', async () => {
    const brand = await t.user(Role.Brand);
    await order(brand);
    expect(await report()).toEqual({ years: [], documents: [], isListComplete: true });
  });

  it('counts and sums such invoices and their credit notes per financial year, and lists them', async () => {
    // Issued with the buyer's details: not listed.
    await order(await t.user(Role.Brand, { name: 'Billed Brand' }));

    // FY 2025-26: an invoice to a brand that has given no details since.
    t.clock.set(MAR_2026);
    const early = await t.user(Role.Brand, { name: 'Early Brand' });
    const first = await order(early);
    await asIssuedWithoutBilling(first.invoice.id, 'Early Brand');
    await t.db.deleteFrom('brandBilling').where('userId', '=', early.id).execute();

    // FY 2026-27: an invoice to a brand that gave details later, and its credit note (a rejected order),
    // which copies the invoice's recipient.
    t.clock.set(NOV_2026);
    const late = await t.user(Role.Brand, { name: 'Late Brand' });
    const second = await order(late);
    await asIssuedWithoutBilling(second.invoice.id, 'Late Brand');
    const rejected = await act(t, second.influencer, second.collabId, ActionCode.Reject, 'Not my niche');
    expect(rejected.statusCode, rejected.body).toBe(200);
    const note = await t.db
      .selectFrom('taxDocuments')
      .selectAll()
      .where('kind', '=', 'credit-note')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(note.recipient)).toMatchObject({ address: null, stateName: 'Maharashtra' });

    const sums = (doc: { taxablePaise: number; gstPaise: number; totalPaise: number }) => ({
      count: 1,
      taxablePaise: doc.taxablePaise,
      gstPaise: doc.gstPaise,
      totalPaise: doc.totalPaise,
    });
    const none = { count: 0, taxablePaise: 0, gstPaise: 0, totalPaise: 0 };
    const got = await report();
    expect(got.years).toEqual([
      { financialYear: 2025, label: '2025-26', invoices: sums(first.invoice), creditNotes: none },
      { financialYear: 2026, label: '2026-27', invoices: sums(second.invoice), creditNotes: sums(note) },
    ]);
    expect(got.documents).toEqual([
      {
        id: first.invoice.id,
        kind: 'invoice',
        number: first.invoice.number,
        issuedOn: first.invoice.issuedOn,
        againstNumber: null,
        brandUserId: early.id,
        brandName: 'Early Brand',
        placeOfSupply: 'Maharashtra',
        totalPaise: first.invoice.totalPaise,
        hasBillingNow: false,
      },
      {
        id: second.invoice.id,
        kind: 'invoice',
        number: second.invoice.number,
        issuedOn: second.invoice.issuedOn,
        againstNumber: null,
        brandUserId: late.id,
        brandName: 'Late Brand',
        placeOfSupply: 'Maharashtra',
        totalPaise: second.invoice.totalPaise,
        hasBillingNow: true,
      },
      {
        id: note.id,
        kind: 'credit-note',
        number: note.number,
        issuedOn: note.issuedOn,
        againstNumber: second.invoice.number,
        brandUserId: late.id,
        brandName: 'Late Brand',
        placeOfSupply: 'Maharashtra',
        totalPaise: note.totalPaise,
        hasBillingNow: true,
      },
    ]);
    expect(got.isListComplete).toBe(true);
  });

  it('does not take a brand named like the marker for a defaulted document', async () => {
    const brand = await t.user(Role.Brand, { name: 'x","address":null,"y":"' });
    await t.db
      .updateTable('brandBilling')
      .set({ companyName: 'Acme","address":null,"z' })
      .where('userId', '=', brand.id)
      .execute();
    const { invoice } = await order(brand);
    expect(invoice.recipient).toContain('address');
    expect(await report()).toEqual({ years: [], documents: [], isListComplete: true });
  });

  it('lists the oldest documents up to its limit, says the list is cut, and sums them all', async () => {
    const brand = await t.user(Role.Brand, { name: 'Two Orders' });
    const first = await order(brand);
    const second = await order(brand);
    await asIssuedWithoutBilling(first.invoice.id, 'Two Orders');
    await asIssuedWithoutBilling(second.invoice.id, 'Two Orders');
    const cut = await defaultedStateReport(t, 1);
    expect(cut.documents.map((d) => d.id)).toEqual([first.invoice.id]);
    expect(cut.isListComplete).toBe(false);
    expect(cut.years).toEqual([
      expect.objectContaining({
        financialYear: 2026,
        invoices: {
          count: 2,
          taxablePaise: first.invoice.taxablePaise + second.invoice.taxablePaise,
          gstPaise: first.invoice.gstPaise + second.invoice.gstPaise,
          totalPaise: first.invoice.totalPaise + second.invoice.totalPaise,
        },
      }),
    ]);
    const whole = await defaultedStateReport(t, 2);
    expect(whole.documents.map((d) => d.id)).toEqual([first.invoice.id, second.invoice.id]);
    expect(whole.isListComplete).toBe(true);
  });

  it('is for the super admin only', async () => {
    for (const role of [Role.Influencer, Role.Brand, Role.Staff] as const) {
      const user = await t.user(role);
      const res = await t.get('/api/invoices/defaulted-state', { token: user.token });
      expect(res.statusCode, String(role)).toBe(403);
    }
    expect((await t.get('/api/invoices/defaulted-state')).statusCode).toBe(401);
    const badToken = await t.get('/api/invoices/defaulted-state', { token: 'not-a-token' });
    expect(badToken.statusCode).toBe(401);
  });
});
