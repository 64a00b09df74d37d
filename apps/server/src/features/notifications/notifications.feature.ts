import type { Feature } from '../../platform/feature';
import { notificationRoutes } from './notifications.routes';
import { notificationSubscribers } from './notifications.subscribers';

export const notificationsFeature: Feature = {
  name: 'notifications',
  routes: notificationRoutes,
  subscribers: notificationSubscribers,
};
