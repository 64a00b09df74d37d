import type { Feature } from '../../platform/feature';
import { vitalsRoutes } from './vitals.routes';
import { pruneVitals } from './vitals.service';

const RETENTION_EVERY_MS = 60 * 60_000;

export const vitalsFeature: Feature = {
  name: 'vitals',
  routes: vitalsRoutes,
  // Web vitals are kept for a set time (docs/privacy.md).
  jobs: (env) => [{ name: 'web-vitals-retention', everyMs: RETENTION_EVERY_MS, run: () => pruneVitals(env) }],
};
