import { describe, expect, it } from 'vitest';
import { FakeStripe, signedEvent } from '../../../test/fake-stripe';
import { PaymentProviderError } from './provider';
import { createStripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('Stripe provider (SDK against a stubbed HTTP client)', () => {
  const fake = new FakeStripe();
  const stripe = createStripeProvider({
    secretKey: 'sk_test_123',
    publicUrl: 'https://collably.example',
    httpClient: fake.httpClient,
  });
  const request = {
    transactionId: 42,
    amountPaise: 173_600,
    description: 'Instagram Reel by Ananya',
    expiresAt: new Date('2030-01-01T00:00:00Z'),
    successPath: (ref: string) => `/influencer/ananya?transid=42&payment_intent=${ref}&insid=7`,
    cancelPath: '/influencer/ananya?transid=42&insid=7&cancelled=true',
  };

  it('opens a Checkout Session in rupees with absolute return URLs and an idempotency key', async () => {
    const { providerRef, redirectUrl } = await stripe.createCheckout(request);
    expect(redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${providerRef}`);
    const sent = fake.requests.at(-1)!;
    expect(sent.form.get('mode')).toBe('payment');
    expect(sent.form.get('line_items[0][price_data][currency]')).toBe('inr');
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('173600');
    expect(sent.form.get('success_url')).toBe(
      'https://collably.example/influencer/ananya?transid=42&payment_intent={CHECKOUT_SESSION_ID}&insid=7',
    );
    expect(sent.form.get('client_reference_id')).toBe('42');
    expect(sent.form.get('expires_at')).toBe(String(Date.parse('2030-01-01T00:00:00Z') / 1000));
    expect(sent.headers.get('idempotency-key')).toBe('collably-transaction-42');
    expect(sent.headers.get('authorization')).toBe('Bearer sk_test_123');
  });

  it('reads the session: open, paid as one captured attempt of its payment intent, expired', async () => {
    const { providerRef } = await stripe.createCheckout(request);
    expect(await stripe.retrieve(providerRef)).toEqual({ isClosed: false, attempts: [] });
    fake.pay(providerRef);
    expect(await stripe.retrieve(providerRef)).toEqual({
      isClosed: false,
      attempts: [
        {
          id: `pi_test_${providerRef}`,
          status: 'captured',
          amountPaise: 173_600,
          currency: 'INR',
          createdAt: expect.any(Number) as number,
        },
      ],
    });
    const other = (await stripe.createCheckout(request)).providerRef;
    fake.expire(other);
    expect(await stripe.retrieve(other)).toEqual({ isClosed: true, attempts: [] });
  });

  it('turns Stripe errors into PaymentProviderError', async () => {
    fake.failWith = 400;
    await expect(stripe.createCheckout(request)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(stripe.retrieve('cs_test_1')).rejects.toBeInstanceOf(PaymentProviderError);
    fake.failWith = null;
  });

  it('verifies webhook signatures over the raw body', () => {
    const { payload, signature } = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_1',
      type: 'checkout.session.completed',
      object: { id: 'cs_x' },
    });
    expect(stripe.constructEvent(payload, signature, WEBHOOK_SECRET).id).toBe('evt_1');
    expect(() => stripe.constructEvent(payload.replace('cs_x', 'cs_y'), signature, WEBHOOK_SECRET)).toThrow();
    expect(() => stripe.constructEvent(payload, signature, 'whsec_other')).toThrow();
  });
});
