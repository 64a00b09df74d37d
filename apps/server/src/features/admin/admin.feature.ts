import type { Feature } from '../../platform/feature';
import { adminRoutes } from './admin.routes';

export const adminFeature: Feature = { name: 'admin', routes: adminRoutes };
