import Stripe from 'stripe';

type FakeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  expires_at: number;
};

export type FakeStripeRequest = { method: string; path: string; form: URLSearchParams; headers: Headers };

/**
 * A stand-in for api.stripe.com behind the SDK's own fetch-based HTTP client: Checkout Sessions only,
 * kept in memory, so the Stripe provider runs its real SDK calls with no network.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly requests: FakeStripeRequest[] = [];
  /** When set, every call answers this HTTP status with a Stripe error body. */
  failWith: number | null = null;
  private seq = 0;

  readonly httpClient = Stripe.createFetchHttpClient((input, init) =>
    this.fetch(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init ?? {}),
  );

  pay(sessionId: string) {
    const s = this.sessions.get(sessionId)!;
    Object.assign(s, { payment_status: 'paid', status: 'complete', payment_intent: `pi_test_${sessionId}` });
    return s;
  }

  expire(sessionId: string) {
    return Object.assign(this.sessions.get(sessionId)!, { status: 'expired' });
  }

  private json(status: number, body: unknown) {
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  }

  private fetch(url: string, init: RequestInit): Promise<Response> {
    const { pathname } = new URL(url);
    const form = new URLSearchParams(typeof init.body === 'string' ? init.body : '');
    this.requests.push({
      method: init.method ?? 'GET',
      path: pathname,
      form,
      headers: new Headers(init.headers),
    });
    if (this.failWith)
      return this.json(this.failWith, { error: { type: 'invalid_request_error', message: 'boom' } });
    if (init.method === 'POST' && pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${++this.seq}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        client_reference_id: form.get('client_reference_id'),
        expires_at: Number(form.get('expires_at')),
      };
      this.sessions.set(id, session);
      return this.json(200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(pathname);
    const session = match ? this.sessions.get(match[1]) : undefined;
    if (init.method === 'GET' && session) return this.json(200, session);
    return this.json(404, { error: { type: 'invalid_request_error', message: 'No such checkout session' } });
  }
}

/** A signed webhook request body and header, as Stripe would send it. */
export function signedEvent(secret: string, event: { id: string; type: string; object: unknown }) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
