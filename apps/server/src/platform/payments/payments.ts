import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { ProviderRouteDeps } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { sandboxCheckoutRoutes } from './sandbox.routes';
import { createStripeProvider, type StripeProvider } from './stripe-provider';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

export type ConfiguredProvider = SandboxProvider | StripeProvider;

/** The provider of this deployment: Stripe when STRIPE_SECRET_KEY is set, else the embedded sandbox. */
export function createPaymentProvider(config: Config, db: Db, clock: Clock): ConfiguredProvider {
  if (config.stripe) {
    return createStripeProvider({ secretKey: config.stripe.secretKey, publicUrl: config.publicUrl });
  }
  return createSandboxProvider(db, clock);
}

/** The provider's own HTTP endpoints: the hosted sandbox checkout, or the Stripe webhook. */
export const providerRoutes: FastifyPluginAsync<
  ProviderRouteDeps & { provider: ConfiguredProvider; config: Config }
> = async (app, { provider, config, ...deps }) => {
  await app.register(
    provider.name === 'sandbox'
      ? sandboxCheckoutRoutes(provider, deps)
      : stripeWebhookRoutes(provider, config.stripe?.webhookSecret, deps),
  );
};
