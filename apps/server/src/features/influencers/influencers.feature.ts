import type { Feature } from '../../platform/feature';
import { recordVisit } from '../referrals/referrals.service';
import { influencerRoutes } from './influencers.routes';

export const influencersFeature: Feature = {
  name: 'influencers',
  // A profile opened from a referral link counts as the referrer's visit (features/referrals).
  routes: async (app, env) =>
    app.register(influencerRoutes, { ...env, recordReferralVisit: (visit) => recordVisit(env, visit) }),
};
