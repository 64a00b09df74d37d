import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../http/errors';
import type { ProviderRouteDeps } from './provider';
import type { StripeProvider } from './stripe-provider';
import { webhookEventsRepository as events } from './webhook-events.repository';

/** Checkout Session events that can change a transaction; anything else is acknowledged and ignored. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * POST /api/payments/stripe/webhook. The signature is verified over the exact raw bytes, so this plugin (and
 * only this one: Fastify encapsulation) reads JSON bodies as a Buffer. Events are de-duplicated by id; the
 * transaction is then confirmed by asking Stripe, the same idempotent path as the browser's return.
 */
export const stripeWebhookRoutes =
  (stripe: StripeProvider, webhookSecret: string | undefined, deps: ProviderRouteDeps): FastifyPluginAsync =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );

    app.post('/api/payments/stripe/webhook', { schema: { hide: true } }, async (req) => {
      if (!webhookSecret) throw new AppError('SERVICE_UNAVAILABLE', 'Stripe webhooks are not configured');
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
        throw new AppError('BAD_REQUEST', 'Missing Stripe signature');
      }
      let event;
      try {
        event = stripe.constructEvent(req.body, signature, webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
      }
      if (await events.seen(deps.db, event.id)) {
        return { isSuccess: true, message: 'Already processed', data: { received: true, duplicate: true } };
      }
      if (SESSION_EVENTS.has(event.type)) {
        const session = event.data.object as { id?: unknown };
        if (typeof session.id === 'string') await deps.confirmPayment(session.id);
      }
      // Recorded after handling: a failure above makes Stripe retry, and handling is idempotent anyway.
      await events.record(deps.db, {
        id: event.id,
        provider: 'stripe',
        type: event.type,
        receivedOn: deps.clock.now().toISOString(),
      });
      return { isSuccess: true, message: 'Received', data: { received: true, duplicate: false } };
    });
  };
