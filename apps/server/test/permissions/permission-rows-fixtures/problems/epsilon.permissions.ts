import type { FeaturePermissions } from '../../matrix-rows';

/** Named after another feature than the one it holds. */
export const permissions: FeaturePermissions = { feature: 'zeta', rows: [] };
