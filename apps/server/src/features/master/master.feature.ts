import type { Feature } from '../../platform/feature';
import { masterRoutes } from './master.routes';

export const masterFeature: Feature = { name: 'master', routes: masterRoutes };
