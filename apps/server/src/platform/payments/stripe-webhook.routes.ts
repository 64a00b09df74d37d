import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../http/errors';
import type { ProviderEventDeps, ProviderRouteDeps } from './provider';
import type { StripeProvider } from './stripe-provider';
import type { WebhookHandler } from './webhook-inbox';

/** Checkout Session events that can change a transaction; anything else is acknowledged and ignored. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * POST /api/payments/stripe/webhook. The signature is verified over the exact raw bytes, so this plugin (and
 * only this one: Fastify encapsulation) reads JSON bodies as a Buffer. Events are stored by id and answered at
 * once; `stripeEventHandler` then confirms the transaction by asking Stripe, the same idempotent path as the
 * browser's return.
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
      const isNew = await deps.webhooks.accept({
        id: event.id,
        provider: 'stripe',
        type: event.type,
        payload: req.body.toString('utf8'),
      });
      return isNew
        ? { isSuccess: true, message: 'Received', data: { received: true, duplicate: false } }
        : { isSuccess: true, message: 'Already received', data: { received: true, duplicate: true } };
    });
  };

/** Handles a stored Stripe event: a session that may have been paid or expired is confirmed by asking Stripe. */
export const stripeEventHandler =
  (deps: Pick<ProviderEventDeps, 'confirmPayment'>): WebhookHandler =>
  async (payload) => {
    const event = JSON.parse(payload) as { type?: unknown; data?: { object?: { id?: unknown } } };
    const sessionId = event.data?.object?.id;
    if (typeof event.type === 'string' && SESSION_EVENTS.has(event.type) && typeof sessionId === 'string') {
      await deps.confirmPayment(sessionId);
    }
  };
