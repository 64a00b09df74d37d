import type { Feature } from '../../platform/feature';
import { accountRoutes } from './account.routes';
import { runAccountExports } from './account.service';

const EXPORTS_EVERY_MS = 10_000;

export const accountFeature: Feature = {
  name: 'account',
  routes: accountRoutes,
  // Data exports users asked for (prepared, mailed), and old archives removed.
  jobs: (env) => [{ name: 'account-exports', everyMs: EXPORTS_EVERY_MS, run: () => runAccountExports(env) }],
};
