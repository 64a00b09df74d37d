import { only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'tds',
  rows: [
    {
      route: 'GET /api/tds/details',
      rule: 'influencer only, its own PAN',
      expect: only('influencer'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/tds/details',
      rule: 'influencer only, its own PAN',
      expect: only('influencer'),
      request: async () => ({ body: { pan: 'ABCPE1234F' } }),
    },
    {
      route: 'GET /api/tds/statement',
      rule: 'influencer only, its own credits and TDS',
      expect: only('influencer'),
      request: async () => ({ query: { year: '2026' } }),
    },
    {
      route: 'GET /api/tds/statement/pdf',
      rule: 'influencer only, its own credits and TDS',
      expect: only('influencer'),
      request: async () => ({ query: { year: '2026' } }),
    },
    {
      route: 'GET /api/tds/export',
      rule: 'super admin only: every influencer’s TDS of a month',
      expect: only('admin'),
      request: async () => ({ query: { month: '2026-11' } }),
    },
    {
      route: 'GET /api/tds/setup',
      rule: 'super admin only: the TDS section in force, a scheduled change and the CA’s opinion (issue 37)',
      expect: only('admin'),
      request: async () => ({}),
    },
  ],
};
