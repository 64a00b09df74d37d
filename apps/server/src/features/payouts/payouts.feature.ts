import type { Feature } from '../../platform/feature';
import { payoutRoutes } from './payouts.routes';
import { payoutTransfers } from './payouts.service';

export const payoutsFeature: Feature = {
  name: 'payouts',
  routes: payoutRoutes,
  transferSource: payoutTransfers,
};
