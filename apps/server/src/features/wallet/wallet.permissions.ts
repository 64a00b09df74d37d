import { only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'wallet',
  rows: [
    {
      route: 'GET /api/brand/walletbalance',
      rule: 'brand only, its own wallet',
      expect: only('brand'),
      request: async () => ({}),
    },
    {
      route: 'GET /api/brand/wallethistory',
      rule: 'brand only, its own wallet',
      expect: only('brand'),
      request: async () => ({}),
    },
    {
      route: 'GET /api/user/accountbalance',
      rule: 'influencer only, its own earnings',
      expect: only('influencer'),
      request: async () => ({}),
    },
  ],
};
