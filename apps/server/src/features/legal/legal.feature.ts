import type { Feature } from '../../platform/feature';
import { legalRoutes } from './legal.routes';

export const legalFeature: Feature = { name: 'legal', routes: legalRoutes };
