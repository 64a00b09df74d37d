import type { Feature } from '../../platform/feature';
import { couponRoutes } from './coupons.routes';

export const couponsFeature: Feature = { name: 'coupons', routes: couponRoutes };
