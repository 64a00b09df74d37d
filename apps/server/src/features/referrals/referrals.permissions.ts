import { only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'referrals',
  rows: [
    {
      route: 'GET /api/admin/referrals',
      rule: 'super admin only (order values: staff 98 excluded)',
      expect: only('admin'),
      request: async () => ({ query: { page: '0' } }),
    },
  ],
};
