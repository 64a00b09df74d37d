import type { Feature } from '../feature';
import { providerRoutes } from './payments';

/** Stored webhook events are looked at this often beyond the run each one starts when it arrives. */
const WEBHOOK_EVERY_MS = 15_000;

/** The payment provider's own pages and webhooks (the sandbox checkout, Razorpay's, Stripe's). */
export const paymentProvidersFeature: Feature = {
  name: 'payment-providers',
  routes: async (app, env) =>
    app.register(providerRoutes, { ...env, confirmPayment: env.rails.confirmPayment }),
  // Webhook events not handled when they arrived (a crash, the provider unreachable): with back-off.
  jobs: (env) => [
    { name: 'payment-webhooks', everyMs: WEBHOOK_EVERY_MS, run: () => env.webhooks.processDue() },
  ],
};
