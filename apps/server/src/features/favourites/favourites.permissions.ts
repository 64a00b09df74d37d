import { only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'favourites',
  rows: [
    {
      route: 'GET /api/brand/get-favourites',
      rule: 'brand only, its own list',
      expect: only('brand'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/brand/add-favourite',
      rule: 'brand only, its own list; userId is the (public) influencer to toggle',
      expect: only('brand'),
      request: async (fx) => ({ body: { userId: fx.peer.influencer.id } }),
    },
  ],
};
