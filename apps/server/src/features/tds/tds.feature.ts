import type { Feature } from '../../platform/feature';
import { tdsRoutes } from './tds.routes';
import { notifyTdsSectionChanges, runPanChecks } from './tds.service';

const TDS_EVERY_MS = 10 * 60_000;

export const tdsFeature: Feature = {
  name: 'tds',
  routes: tdsRoutes,
  jobs: (env) => [
    // Influencers with credits this year told of a change of TDS section before it applies.
    { name: 'tds-section-notices', everyMs: TDS_EVERY_MS, run: () => notifyTdsSectionChanges(env) },
    // PANs never checked or checked 30 days ago, with the PAN verification service when configured.
    { name: 'pan-checks', everyMs: TDS_EVERY_MS, run: () => runPanChecks(env, env.log) },
  ],
};
