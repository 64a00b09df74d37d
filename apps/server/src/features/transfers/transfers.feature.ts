import type { Feature } from '../../platform/feature';
import { followTransfers, transferUpdated } from './transfers.service';

/** Money out through RazorpayX: an attempt left 'sending' is finished within about this long. */
const TRANSFERS_EVERY_MS = 30_000;

export const transfersFeature: Feature = {
  name: 'transfers',
  // Payouts and bank withdrawals through RazorpayX: attempts a crash or a lost answer left 'sending' are
  // finished, those on their way followed (the webhook may never come).
  jobs: (env) => [
    { name: 'transfers', everyMs: TRANSFERS_EVERY_MS, run: () => followTransfers(env, env.transferSources) },
  ],
  atStart: (env) => followTransfers(env, env.transferSources),
  // A RazorpayX payout is an influencer's payout or a brand's bank withdrawal: its source moves it.
  rails: { payoutUpdated: (env, railPayoutId) => transferUpdated(env, env.transferSources, railPayoutId) },
};
