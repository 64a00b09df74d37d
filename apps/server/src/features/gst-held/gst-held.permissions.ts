import { only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'gst-held',
  rows: [
    {
      route: 'GET /api/gst-held',
      rule: 'influencer only, its own GST held until its invoice is in GSTR-2B',
      expect: only('influencer'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/gst-held/{id}/invoice-number',
      rule: 'influencer only, the owner of the held GST (another influencer gets 404, as for none)',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'allow', other: 'deny' },
        brand: 'deny',
        staff: 'deny',
        admin: 'deny',
      },
      notOwner: 404,
      request: async (fx, cell) => {
        const owner =
          cell.role === 'influencer' && cell.own === false ? fx.peer.influencer : fx.me.influencer;
        const transactionId = 800_000_000 + Math.floor(Math.random() * 100_000_000);
        const { id } = await fx.t.db
          .insertInto('gstHolds')
          .values({
            transactionId,
            collabId: transactionId,
            influencerUserId: owner.id,
            gstin: '29AABCU9603R1ZJ',
            selfInvoiceId: null,
            invoiceNumber: null,
            matchKey: null,
            documentGstPaise: 36_000,
            heldPaise: 36_000,
            heldOn: fx.t.clock.now().toISOString(),
            releasedOn: null,
            releaseImportId: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          params: { id },
          body: { invoiceNumber: `INV/${transactionId}` },
          probe: async () =>
            (
              await fx.t.db
                .selectFrom('gstHolds')
                .select('invoiceNumber')
                .where('id', '=', id)
                .executeTakeFirst()
            )?.invoiceNumber,
        };
      },
    },
    {
      route: 'GET /api/admin/gst-held',
      rule: 'super admin only: every influencer’s held GST and the GSTR-2B imports',
      expect: only('admin'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/admin/gst-held/imports',
      rule: 'super admin only: a GSTR-2B import releases held GST to influencers',
      expect: only('admin'),
      request: async (fx) => ({
        body: { data: { gstin: fx.t.config.taxSupplier.gstin, rtnprd: '112026', docdata: {} } },
        probe: async () => (await fx.t.db.selectFrom('gstr2bImports').select('id').execute()).length,
      }),
    },
  ],
};
