import type { Feature } from '../../platform/feature';
import { brandRoutes } from './brands.routes';

export const brandsFeature: Feature = { name: 'brands', routes: brandRoutes };
