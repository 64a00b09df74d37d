import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { ProviderEventDeps, ProviderRouteDeps } from './provider';
import { createRazorpayProvider, type RazorpayProvider } from './razorpay-provider';
import { razorpayEventHandler, razorpayRoutes } from './razorpay.routes';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { sandboxCheckoutRoutes } from './sandbox.routes';
import { createStripeProvider, type StripeProvider } from './stripe-provider';
import { stripeEventHandler, stripeWebhookRoutes } from './stripe-webhook.routes';
import type { WebhookHandler } from './webhook-inbox';

export type ConfiguredProvider = SandboxProvider | StripeProvider | RazorpayProvider;

/**
 * The provider of this deployment: Razorpay when its keys are set, else Stripe when STRIPE_SECRET_KEY is, else
 * the embedded sandbox.
 */
export function createPaymentProvider(config: Config, db: Db, clock: Clock): ConfiguredProvider {
  if (config.razorpay) return createRazorpayProvider(config.razorpay);
  if (config.stripe) {
    return createStripeProvider({ secretKey: config.stripe.secretKey, publicUrl: config.publicUrl });
  }
  return createSandboxProvider(db, clock);
}

/** The provider's own HTTP endpoints: the hosted sandbox checkout, Razorpay's checkout page and webhook, or Stripe's webhook. */
export const providerRoutes: FastifyPluginAsync<
  ProviderRouteDeps & { provider: ConfiguredProvider; config: Config }
> = async (app, { provider, config, ...deps }) => {
  await app.register(
    provider.name === 'sandbox'
      ? sandboxCheckoutRoutes(provider, deps)
      : provider.name === 'razorpay'
        ? razorpayRoutes(
            provider,
            { payments: config.razorpay?.webhookSecret, payouts: config.razorpay?.payoutWebhookSecret },
            deps,
          )
        : stripeWebhookRoutes(provider, config.stripe?.webhookSecret, deps),
  );
};

/** How stored webhook events of each provider are handled (webhook-inbox.ts), whichever provider is on now. */
export const webhookHandlers = (deps: ProviderEventDeps): Record<string, WebhookHandler> => ({
  razorpay: razorpayEventHandler(deps),
  stripe: stripeEventHandler(deps),
});
