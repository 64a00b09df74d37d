import { everyone, only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'referrals',
  rows: [
    {
      route: 'GET /api/admin/referrals',
      rule: 'super admin only (order values: staff 98 excluded)',
      expect: only('admin'),
      request: async () => ({ query: { page: '0' } }),
    },
    {
      route: 'POST /api/referrals/visit',
      rule: 'public (a server-painted profile reports its referral visit); limited per IP',
      expect: everyone,
      request: async (fx) => ({ body: { userName: fx.peer.influencer.userName! } }),
    },
  ],
};
