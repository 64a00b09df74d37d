import type { Feature } from '../../platform/feature';
import { gstr2bPullJob } from './gst-held.job';
import { gstHeldRoutes } from './gst-held.routes';

/** GSTR-2B is looked for hourly; a month read in full is read again a day later at the earliest. */
const GSTR2B_EVERY_MS = 60 * 60_000;

export const gstHeldFeature: Feature = {
  name: 'gst-held',
  routes: gstHeldRoutes,
  // Last month's GSTR-2B from the GSP (GSP_URL), once a day under a lease: held GST released.
  jobs: (env) => [{ name: 'gstr2b-pull', everyMs: GSTR2B_EVERY_MS, run: gstr2bPullJob(env) }],
};
