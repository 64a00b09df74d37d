import { everyone, type FeaturePermissions } from '../../../../matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'alpha',
  rows: [{ route: 'GET /alpha', rule: 'public', expect: everyone, request: async () => ({}) }],
};
