import { everyone, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'discovery',
  rows: [
    { route: 'GET /api/influencer/List', rule: 'public', expect: everyone, request: async () => ({}) },
    {
      route: 'GET /api/influencer/Influencers/{pageSize}/{page}',
      rule: 'public',
      expect: everyone,
      request: async () => ({ params: { pageSize: 8, page: 0 } }),
    },
  ],
};
