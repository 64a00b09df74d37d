import Stripe from 'stripe';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderCheckout,
} from './provider';

export type StripeProviderOptions = {
  secretKey: string;
  /** Absolute origin of the site; Stripe needs absolute return URLs. */
  publicUrl: string;
  /** Tests pass a stubbed client (Stripe.createFetchHttpClient(fakeFetch)); production uses the SDK's own. */
  httpClient?: Stripe.StripeConfig['httpClient'];
};

export type StripeProvider = PaymentProvider & {
  readonly name: 'stripe';
  /** Verifies a webhook's signature over the exact raw body and parses it; throws when it does not match. */
  constructEvent(rawBody: Buffer | string, signature: string, webhookSecret: string): Stripe.Event;
};

const paymentIntentId = (session: Stripe.Checkout.Session): string | null => {
  const pi = session.payment_intent;
  if (pi === null) return null;
  return typeof pi === 'string' ? pi : pi.id;
};

/** Stripe Checkout through the official SDK: one Checkout Session per payment transaction. */
export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  const absolute = (path: string) => `${options.publicUrl}${path}`;

  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: String(request.transactionId),
            metadata: { transactionId: String(request.transactionId) },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'inr',
                  unit_amount: request.amountPaise,
                  product_data: { name: request.description.slice(0, 250) },
                },
              },
            ],
            success_url: absolute(request.successPath('{CHECKOUT_SESSION_ID}')),
            cancel_url: absolute(request.cancelPath),
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          // A retried create (network blip) returns the same session instead of opening a second one.
          { idempotencyKey: `collably-transaction-${request.transactionId}` },
        );
        if (!session.url) throw new PaymentProviderError('Stripe returned a session without a URL');
        return { providerRef: session.id, redirectUrl: session.url };
      } catch (error) {
        throw error instanceof PaymentProviderError
          ? error
          : new PaymentProviderError('Stripe checkout could not be created', { cause: error });
      }
    },

    async retrieve(providerRef: string): Promise<ProviderCheckout> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(providerRef);
      } catch (error) {
        throw new PaymentProviderError('Stripe checkout could not be read', { cause: error });
      }
      // Checkout captures by itself: a paid session is one captured payment of its whole amount.
      return {
        isClosed: session.status === 'expired',
        attempts:
          session.payment_status === 'paid'
            ? [
                {
                  id: paymentIntentId(session) ?? session.id,
                  status: 'captured',
                  amountPaise: session.amount_total ?? 0,
                  currency: (session.currency ?? '').toUpperCase(),
                  createdAt: session.created * 1000,
                },
              ]
            : [],
      };
    },

    constructEvent: (rawBody, signature, webhookSecret) =>
      stripe.webhooks.constructEvent(rawBody, signature, webhookSecret),
  };
}
