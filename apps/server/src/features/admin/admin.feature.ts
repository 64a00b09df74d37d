import type { Feature } from '../../platform/feature';
import { adminRoutes } from './admin.routes';
import { adminSubscribers } from './admin.subscribers';

export const adminFeature: Feature = { name: 'admin', routes: adminRoutes, subscribers: adminSubscribers };
