import type { Feature } from '../../platform/feature';
import { reviewRoutes } from './reviews.routes';
import { sweepReviewWindows } from './reviews.service';

const SWEEP_EVERY_MS = 5 * 60_000;

export const reviewsFeature: Feature = {
  name: 'reviews',
  routes: reviewRoutes,
  // Reviews of collabs whose 14-day window closed with one side only become visible.
  jobs: (env) => [{ name: 'review-windows', everyMs: SWEEP_EVERY_MS, run: () => sweepReviewWindows(env) }],
};
