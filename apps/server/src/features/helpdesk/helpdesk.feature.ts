import type { Feature } from '../../platform/feature';
import { helpdeskRoutes } from './helpdesk.routes';

export const helpdeskFeature: Feature = { name: 'helpdesk', routes: helpdeskRoutes };
