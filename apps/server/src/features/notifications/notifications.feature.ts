import type { Feature } from '../../platform/feature';
import { notificationRoutes } from './notifications.routes';

export const notificationsFeature: Feature = { name: 'notifications', routes: notificationRoutes };
