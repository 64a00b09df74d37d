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
  // A refund of a brand's wallet withdrawal to its payment method.
  rails: { refundUpdated },
  transferSource: withdrawalTransfers,
};
