import type { Feature } from '../../platform/feature';
import { paymentDepsOf } from '../payments/payments.service';
import { collabPartyMayReadFile } from './collabs.files';
import { runPostRechecks } from './collabs.post-rechecks';
import { collabRoutes } from './collabs.routes';
import { runCollabSweeps } from './collabs.sweeps';

/** How often the collab clocks (COLLAB_CLOCKS: every waiting status) are swept; due to the minute at best. */
const SWEEP_EVERY_MS = 5 * 60_000;

export const collabsFeature: Feature = {
  name: 'collabs',
  routes: async (app, env) => app.register(collabRoutes, { ...env, payments: paymentDepsOf(env) }),
  jobs: (env) => [
    { name: 'collab-sweeps', everyMs: SWEEP_EVERY_MS, run: () => runCollabSweeps(env) },
    // Posts checked again 7 and 30 days after their URL was accepted.
    { name: 'post-rechecks', everyMs: SWEEP_EVERY_MS, run: () => runPostRechecks(env) },
  ],
  // A delivery's files: the collab's two parties (and the super admin, by the file routes' own rule).
  privateFileRule: collabPartyMayReadFile,
};
