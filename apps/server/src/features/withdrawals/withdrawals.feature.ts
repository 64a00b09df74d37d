import type { Feature } from '../../platform/feature';
import { withdrawalTransfers } from './bank-withdrawals.service';
import { withdrawalRoutes } from './withdrawals.routes';
import { followWithdrawals, refundUpdated } from './withdrawals.service';

const FOLLOW_EVERY_MS = 2 * 60_000;

export const withdrawalsFeature: Feature = {
  name: 'withdrawals',
  routes: withdrawalRoutes,
  // Refunds of brands' wallets to their payment method, still with the provider.
  jobs: (env) => [{ name: 'withdrawals', everyMs: FOLLOW_EVERY_MS, run: () => followWithdrawals(env) }],
  rails: {
    // Listed after payments: a refund no earlier feature claimed is a wallet withdrawal's, or nobody's.
    refundUpdated: async (env, refundId) => {
      await refundUpdated(env, refundId);
      return true;
    },
  },
  transferSource: withdrawalTransfers,
};
