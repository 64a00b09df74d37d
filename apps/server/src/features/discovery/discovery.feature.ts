import type { Feature } from '../../platform/feature';
import { discoveryRoutes } from './discovery.routes';

export const discoveryFeature: Feature = { name: 'discovery', routes: discoveryRoutes };
