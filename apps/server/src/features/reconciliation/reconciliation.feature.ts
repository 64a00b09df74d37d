import type { Feature } from '../../platform/feature';
import { reconciliationRoutes } from './reconciliation.routes';
import { reconciliationDepsOf, reconciliationJob } from './reconciliation.service';

const RECONCILIATION_EVERY_MS = 60 * 60_000;

export const reconciliationFeature: Feature = {
  name: 'reconciliation',
  routes: async (app, env) => app.register(reconciliationRoutes, reconciliationDepsOf(env)),
  // Razorpay and RazorpayX against the ledger: checked hourly, run once a day under a lease, all history on
  // this process's first run.
  jobs: (env) => [
    {
      name: 'reconciliation',
      everyMs: RECONCILIATION_EVERY_MS,
      run: reconciliationJob(reconciliationDepsOf(env)),
    },
  ],
};
