import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { checkLedger, createTransaction, influencerWithService } from '../../../test/hire-fixtures';
import { RAZORPAY_TEST, razorpaySettingsFor, startFakeRazorpay } from '../../../test/fake-razorpay';
import { PaymentProviderError } from './provider';
import { createRazorpayProvider } from './razorpay-provider';
import { RAZORPAY_CHECKOUT_CSP, RAZORPAY_CHECKOUT_PERMISSIONS } from './razorpay.routes';

const { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET } = RAZORPAY_TEST;
const hmac = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('hex');

describe('Razorpay provider (REST against a local fake of the API)', () => {
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  });
  afterAll(() => fake.close());
  const provider = () => createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl: fake.url });
  const open = () =>
    provider().createCheckout({
      transactionId: 42,
      amountPaise: 259_600,
      description: 'Instagram Reel by Ananya',
      expiresAt: new Date('2026-11-26T10:35:00Z'),
      successPath: (ref) => `/influencer/ananya?transid=42&payment_intent=${ref}&insid=7`,
      cancelPath: '/influencer/ananya?transid=42&insid=7&cancelled=true',
    });

  it('creates an Order in paise and rupees for our checkout page', async () => {
    const { providerRef, redirectUrl } = await open();
    expect(redirectUrl).toBe(`/pay/razorpay/${providerRef}`);
    expect(fake.orders.get(providerRef)).toMatchObject({
      amount: 259_600,
      currency: 'INR',
      receipt: 'transaction-42',
      notes: { transactionId: '42', description: 'Instagram Reel by Ananya' },
    });
    expect(await provider().checkout(providerRef)).toEqual({
      orderId: providerRef,
      amountPaise: 259_600,
      description: 'Instagram Reel by Ananya',
      expiresAt: '2026-11-26T10:35:00.000Z',
      returnPath: `/influencer/ananya?transid=42&payment_intent=${providerRef}&insid=7`,
      cancelPath: '/influencer/ananya?transid=42&insid=7&cancelled=true',
      isPaid: false,
    });
    expect(await provider().checkout('order_unknown')).toBeNull();
  });

  it('reads an order’s attempts as Razorpay reports them, and captures an authorised one exactly once', async () => {
    const { providerRef } = await open();
    expect(await provider().retrieve(providerRef)).toEqual({ isClosed: false, attempts: [] });
    const failed = fake.pay(providerRef, 'failed');
    const authorized = fake.pay(providerRef, 'authorized');
    const { attempts } = await provider().retrieve(providerRef);
    expect(attempts).toEqual([
      expect.objectContaining({ id: failed.id, status: 'failed', amountPaise: 259_600, currency: 'INR' }),
      expect.objectContaining({
        id: authorized.id,
        status: 'authorized',
        amountPaise: 259_600,
        currency: 'INR',
      }),
    ]);
    const attempt = attempts.find((a) => a.id === authorized.id)!;
    expect(await provider().capture(attempt)).toBe(true);
    expect(fake.payments.get(authorized.id)?.status).toBe('captured');
    // Asked again (a second instance, a lost answer): Razorpay refuses a second capture, and it is still captured.
    expect(await provider().capture(attempt)).toBe(true);
    expect(fake.requests.filter((r) => r === `POST /v1/payments/${authorized.id}/capture`)).toHaveLength(2);
    // A declined attempt cannot be captured.
    expect(await provider().capture(attempts.find((a) => a.id === failed.id)!)).toBe(false);
  });

  it('reads the currency Razorpay reports instead of assuming rupees', async () => {
    const { providerRef } = await open();
    fake.pay(providerRef, 'captured', { currency: 'USD' });
    expect((await provider().retrieve(providerRef)).attempts[0]).toMatchObject({ currency: 'USD' });
  });

  it('uses the configured API origin for every call (RAZORPAY_API_URL), with the key pair as Basic auth', async () => {
    const before = fake.requests.length;
    await open();
    expect(fake.requests.slice(before)).toEqual(['POST /v1/orders']);
    const elsewhere = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl: 'http://127.0.0.1:9',
    });
    await expect(elsewhere.retrieve('order_1')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('checks Checkout’s and the webhook’s signatures against known vectors and the SDK’s own check', () => {
    const p = provider();
    // Vectors computed outside this code: `printf 'order_1|pay_2' | openssl dgst -sha256 -hmac test-key-secret`.
    const paymentVector = '0a46875859967b88ae31979ac1109a0452a229d4fa2b5b10e17d8e085fa64746';
    const webhookVector = '6c682b8357137383bc23cc9f24a6d8db021557c7df60ad93b68ecdd2b6a32e67';
    expect(p.isPaymentSignatureValid('order_1', 'pay_2', paymentVector)).toBe(true);
    expect(
      p.isWebhookSignatureValid(Buffer.from('{"event":"order.paid"}'), webhookVector, WEBHOOK_SECRET),
    ).toBe(true);
    expect(p.isPaymentSignatureValid('order_1', 'pay_2', hmac('order_1|pay_2', KEY_SECRET))).toBe(true);
    expect(p.isPaymentSignatureValid('order_1', 'pay_3', hmac('order_1|pay_2', KEY_SECRET))).toBe(false);
    expect(p.isPaymentSignatureValid('order_1', 'pay_2', 'short')).toBe(false);
    const body = Buffer.from('{"event":"order.paid"}');
    expect(p.isWebhookSignatureValid(body, hmac(body.toString(), WEBHOOK_SECRET), WEBHOOK_SECRET)).toBe(true);
    expect(p.isWebhookSignatureValid(body, hmac(body.toString(), 'other'), WEBHOOK_SECRET)).toBe(false);
  });

  it('turns refusals and wrong keys into PaymentProviderError', async () => {
    const wrongKeys = createRazorpayProvider({ keyId: KEY_ID, keySecret: 'wrong', apiUrl: fake.url });
    await expect(
      wrongKeys.createCheckout({
        transactionId: 1,
        amountPaise: 100,
        description: 'x',
        expiresAt: new Date(),
        successPath: () => '/',
        cancelPath: '/',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider().retrieve('order_unknown')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe.each(databases())('Razorpay checkout, callback and webhook on %s', (dialect) => {
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let t: TestApp;
  let brand: TestUser;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    t = await testApp(dialect, {
      configure: (config) => {
        config.razorpay = razorpaySettingsFor(fake);
      },
    });
    brand = await t.user(Role.Brand);
  });
  afterEach(() => t.close());

  /** A checkout of a ₹2,000 service: its transaction and Razorpay order. */
  const checkout = async () => {
    const { serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
    const res = await createTransaction(t, brand, serviceId);
    expect(res.statusCode, res.body).toBe(200);
    const { refrenceId, transId } = res.json().data as { refrenceId: string; transId: number };
    expect(refrenceId).toMatch(/^\/pay\/razorpay\/order_\d+$/);
    return { transId, orderId: refrenceId.replace('/pay/razorpay/', '') };
  };
  const statusOf = async (transId: number) =>
    (
      await t.db
        .selectFrom('paymentTransactions')
        .select(['status', 'provider'])
        .where('id', '=', transId)
        .executeTakeFirstOrThrow()
    ).status;
  const callback = (orderId: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/pay/razorpay/${orderId}/callback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  /** Posts a webhook and waits for the event's handling, which runs after the answer. */
  const webhook = async (body: unknown, o: { signature?: string; eventId?: string } = {}) => {
    const raw = JSON.stringify(body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        ...(o.signature === '' ? {} : { 'x-razorpay-signature': o.signature ?? hmac(raw, WEBHOOK_SECRET) }),
        ...(o.eventId ? { 'x-razorpay-event-id': o.eventId } : {}),
      },
      payload: raw,
    });
    await t.app.featureEnv.webhooks.idle();
    return res;
  };

  it('serves our checkout page with Checkout’s policy, on that page only', async () => {
    const { orderId } = await checkout();
    const page = await t.app.inject({ method: 'GET', url: `/pay/razorpay/${orderId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(RAZORPAY_CHECKOUT_CSP);
    // Checkout's frame may use the Payment Request API; every other powerful feature stays off.
    expect(page.headers['permissions-policy']).toBe(RAZORPAY_CHECKOUT_PERMISSIONS);
    expect(RAZORPAY_CHECKOUT_PERMISSIONS).toContain(
      'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
    );
    expect(RAZORPAY_CHECKOUT_PERMISSIONS).toContain('camera=(), ');
    expect(page.body).toContain(`data-order="${orderId}"`);
    expect(page.body).toContain(`data-key="${KEY_ID}"`);
    expect(page.body).toContain('data-amount="259600"');
    expect(page.body).toContain('<script src="https://checkout.razorpay.com/v1/checkout.js" defer></script>');
    const script = await t.app.inject({ method: 'GET', url: '/pay/razorpay/checkout.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('new window.Razorpay(');
    // Every other page keeps the site's policy, which allows no Razorpay script.
    const other = await t.app.inject({ method: 'GET', url: '/pay/razorpay/order_unknown' });
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-security-policy']).not.toContain('checkout.razorpay.com');
    expect(other.headers['permissions-policy']).toContain('payment=()');
  });

  it('verifies the callback’s signature, captures and returns to the profile with the spec’s parameters', async () => {
    const { transId, orderId } = await checkout();
    const payment = fake.pay(orderId, 'authorized');
    const forged = await callback(orderId, {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: hmac(`${orderId}|${payment.id}`, 'not-the-secret'),
    });
    expect(forged.statusCode).toBe(400);
    const otherOrder = await callback(orderId, {
      razorpay_payment_id: payment.id,
      razorpay_order_id: 'order_other',
      razorpay_signature: hmac(`order_other|${payment.id}`, KEY_SECRET),
    });
    expect(otherOrder.statusCode).toBe(400);
    expect(await statusOf(transId)).toBe('pending');

    const res = await callback(orderId, {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: hmac(`${orderId}|${payment.id}`, KEY_SECRET),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(
      new RegExp(`\\?transid=${transId}&payment_intent=${orderId}&insid=\\d+$`),
    );
    expect(fake.payments.get(payment.id)?.status).toBe('captured');
    expect(await statusOf(transId)).toBe('captured');
    // A paid order's page sends the browser back to the profile.
    const page = await t.app.inject({ method: 'GET', url: `/pay/razorpay/${orderId}` });
    expect(page.statusCode).toBe(303);
    await checkLedger(t.db);
  });

  it('confirms from the webhook once per event, whatever order the events come in', async () => {
    const { transId, orderId } = await checkout();
    const payment = fake.pay(orderId, 'captured');
    const captured = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: payment.id, order_id: orderId } } },
    };
    expect((await webhook(captured, { signature: '' })).statusCode).toBe(400);
    expect((await webhook(captured, { signature: hmac('{}', WEBHOOK_SECRET) })).statusCode).toBe(400);
    expect(await statusOf(transId)).toBe('pending');

    const first = await webhook(captured, { eventId: 'evt_1' });
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    expect(await statusOf(transId)).toBe('captured');
    expect((await webhook(captured, { eventId: 'evt_1' })).json().data).toEqual({
      received: true,
      duplicate: true,
    });
    // A failure of an earlier attempt, delivered late, does not undo the capture.
    const failed = {
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_old', order_id: orderId } } },
    };
    expect((await webhook(failed, { eventId: 'evt_2' })).statusCode).toBe(200);
    expect(await statusOf(transId)).toBe('captured');
    // Events that move no order are acknowledged.
    expect((await webhook({ event: 'refund.processed', payload: {} }, { eventId: 'evt_3' })).statusCode).toBe(
      200,
    );
    await checkLedger(t.db);
  });

  it('shows an expired checkout as closed', async () => {
    const { orderId } = await checkout();
    t.clock.set(new Date(t.clock.now().getTime() + 60 * 60_000));
    const page = await t.app.inject({ method: 'GET', url: `/pay/razorpay/${orderId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This checkout has expired.');
  });
});
