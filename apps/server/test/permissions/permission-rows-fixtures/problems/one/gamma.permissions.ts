import type { FeaturePermissions } from '../../../matrix-rows';

export const permissions: FeaturePermissions = { feature: 'gamma', rows: [] };
