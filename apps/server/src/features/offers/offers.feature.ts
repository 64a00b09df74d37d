import type { Feature } from '../../platform/feature';
import { paymentDepsOf } from '../payments/payments.service';
import { offerRoutes } from './offers.routes';

export const offersFeature: Feature = {
  name: 'offers',
  routes: async (app, env) => app.register(offerRoutes, { ...env, payments: paymentDepsOf(env) }),
};
