import { paidTransaction } from '../../../test/permissions/matrix-fixtures';
import { only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'invoices',
  rows: [
    {
      route: 'GET /api/invoices',
      rule: 'brand only, its own tax documents',
      expect: only('brand'),
      request: async () => ({}),
    },
    {
      route: 'GET /api/invoices/export',
      rule: 'super admin only: every brand’s tax documents of a month',
      expect: only('admin'),
      request: async () => ({ query: { month: '2026-11' } }),
    },
    {
      route: 'GET /api/invoices/defaulted-state',
      rule: 'super admin only: every brand’s documents issued without billing details (issue 36)',
      expect: only('admin'),
      request: async () => ({}),
    },
    {
      route: 'GET /api/invoices/{id}/pdf',
      rule:
        'the brand a document (receipt voucher, invoice, refund voucher, credit note) is made out to, the ' +
        'influencer a self-billed invoice is issued for, ' +
        'or the super admin; anyone else of those roles gets 404, as for no document',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'allow', other: 'deny' },
        brand: { own: 'allow', other: 'deny' },
        staff: 'deny',
        admin: { own: 'n/a', other: 'allow' },
      },
      notOwner: 404,
      request: async (fx, cell) => {
        const brand = cell.role === 'brand' && cell.own ? fx.me.brand : fx.peer.brand;
        const influencer = cell.role === 'influencer' && cell.own ? fx.me.influencer : fx.peer.influencer;
        const { transId } = await paidTransaction(fx, brand, influencer);
        const invoice = await fx.t.db
          .selectFrom('taxDocuments')
          .selectAll()
          .where('transactionId', '=', transId)
          .executeTakeFirstOrThrow();
        if (cell.role !== 'influencer') return { params: { id: invoice.id } };
        // The influencer's own document: a self-billed invoice for that order (as a release would issue).
        const { id: _id, ...copy } = invoice;
        const selfBilled = await fx.t.db
          .insertInto('taxDocuments')
          .values({
            ...copy,
            kind: 'self-invoice',
            number: `SB/26-27/${transId}`,
            influencerUserId: influencer.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { params: { id: selfBilled.id } };
      },
    },
    {
      route: 'GET /api/invoices/credit-notes',
      rule: 'super admin only: each year’s credit-note deadline and the notes issued past it (issue 37)',
      expect: only('admin'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/invoices/annual-returns',
      rule: 'super admin only: the day a financial year’s annual return was filed (issue 37)',
      expect: only('admin'),
      request: async () => ({ body: { financialYear: 2024, filedOn: '2025-10-01' } }),
    },
    {
      route: 'POST /api/invoices/{id}/reversal',
      rule:
        'the registered brand a credit note is made out to, or the super admin, confirms reversing its input ' +
        'tax credit (issue 37); another brand gets 404, as for no document',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: 'deny',
        brand: { own: 'allow', other: 'deny' },
        staff: 'deny',
        admin: { own: 'n/a', other: 'allow' },
      },
      notOwner: 404,
      request: async (fx, cell) => {
        const brand = cell.role === 'brand' && cell.own ? fx.me.brand : fx.peer.brand;
        const { transId } = await paidTransaction(fx, brand, fx.peer.influencer);
        const { id, ...receipt } = await fx.t.db
          .selectFrom('taxDocuments')
          .selectAll()
          .where('transactionId', '=', transId)
          .executeTakeFirstOrThrow();
        // A credit note to a registered buyer, as a refund of an order invoiced at payment would issue.
        const note = await fx.t.db
          .insertInto('taxDocuments')
          .values({
            ...receipt,
            kind: 'credit-note',
            number: `CN/26-27/${transId}`,
            recipient: JSON.stringify({ ...JSON.parse(receipt.recipient), gstin: '29AABCU9603R1ZJ' }),
            originalId: id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { params: { id: note.id } };
      },
    },
    {
      route: 'GET /api/invoices/self-billing',
      rule: 'influencer only, its own consent',
      expect: only('influencer'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/invoices/self-billing',
      rule: 'influencer only, its own consent (withdrawing needs no GSTIN)',
      expect: only('influencer'),
      request: async () => ({ body: { consent: false } }),
    },
    {
      route: 'GET /api/invoices/self-billed',
      rule: 'influencer only, the invoices issued in its name',
      expect: only('influencer'),
      request: async () => ({}),
    },
  ],
};
