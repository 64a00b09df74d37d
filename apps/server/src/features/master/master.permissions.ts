import { type Row, everyone, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'master',
  rows: [
    ...['platforms', 'categories', 'followers-range', 'countries', 'grievance-officer'].map((name): Row => ({
      route: `GET /api/master/${name}`,
      rule: 'public',
      expect: everyone,
      request: async () => ({}),
    })),
    {
      route: 'GET /api/master/states/{id}',
      rule: 'public',
      expect: everyone,
      request: async () => ({ params: { id: 101 } }),
    },
    {
      route: 'GET /api/master/cities/{id}',
      rule: 'public',
      expect: everyone,
      request: async (fx) => ({ params: { id: fx.stateId } }),
    },
  ],
};
