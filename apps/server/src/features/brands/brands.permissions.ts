import { uploadPictureAs } from '../../../test/uploads';
import { only, brandOwnsIt, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'brands',
  rows: [
    {
      route: 'GET /api/brand/get',
      rule: 'brand only, its own profile',
      expect: only('brand'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/brand/update',
      rule: 'brand only, its own profile',
      expect: only('brand'),
      request: async () => ({ body: { name: 'Matrix Brand', base64Image: null } }),
    },
    {
      route: 'POST /api/brand/update',
      case: 'base64Image: own upload / another user’s upload',
      rule: 'brand only; a new picture must be an image the caller uploaded (else 400)',
      owned: true,
      expect: brandOwnsIt,
      notOwner: 400,
      request: async (fx, cell) => {
        const picture = await uploadPictureAs(fx.t, (cell.own ? fx.me.brand : fx.peer.brand).token);
        return {
          body: { name: 'Matrix Brand', base64Image: picture },
          probe: async () =>
            fx.t.db
              .selectFrom('users')
              .select('profilePic')
              .where('id', '=', fx.me.brand.id)
              .executeTakeFirst(),
        };
      },
    },
    {
      route: 'GET /api/brand/billing',
      rule: 'brand only, its own billing details',
      expect: only('brand'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/brand/billing',
      rule: 'brand only, its own billing details',
      expect: only('brand'),
      request: async (fx) => {
        const state = await fx.t.db
          .selectFrom('states')
          .select('stateId')
          .where('name', '=', 'Maharashtra')
          .executeTakeFirstOrThrow();
        return {
          body: {
            companyName: 'Matrix Brand Pvt Ltd',
            gstin: null,
            address: '1 Matrix Road, Pune',
            stateId: state.stateId,
            pincode: '411001',
          },
        };
      },
    },
  ],
};
