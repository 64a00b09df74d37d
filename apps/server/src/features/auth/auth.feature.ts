import type { Feature } from '../../platform/feature';
import { authRoutes } from './auth.routes';
import { emailChangeRoutes } from './email-change.routes';

export const authFeature: Feature = {
  name: 'auth',
  routes: async (app, env) => {
    await app.register(authRoutes, env);
    await app.register(emailChangeRoutes, env);
  },
};
