import type { Feature } from '../../platform/feature';
import { socialVerificationRoutes } from './social-verification.routes';

export const socialVerificationFeature: Feature = {
  name: 'social-verification',
  routes: socialVerificationRoutes,
};
