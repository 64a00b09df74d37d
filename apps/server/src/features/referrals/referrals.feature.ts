import type { Feature } from '../../platform/feature';
import { referralRoutes } from './referrals.routes';

export const referralsFeature: Feature = { name: 'referrals', routes: referralRoutes };
