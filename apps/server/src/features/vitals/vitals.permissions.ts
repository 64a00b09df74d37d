import { everyone, only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

/** Field web vitals (issue 15): every browser reports, the super admin reads. */
export const permissions: FeaturePermissions = {
  feature: 'vitals',
  rows: [
    {
      route: 'POST /api/vitals',
      rule: 'public (visitors report too); limited per IP',
      expect: everyone,
      request: async () => ({
        body: [{ name: 'LCP', value: 1200, rating: 'good', path: '/', navigationType: 'navigate' }],
      }),
    },
    {
      route: 'GET /api/admin/vitals',
      rule: 'super admin only (staff 98 excluded)',
      expect: only('admin'),
      request: async () => ({}),
    },
  ],
};
