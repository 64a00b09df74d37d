import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { PaymentMessages } from '@collably/shared/schemas/payments';
import { FakeStripe, signedEvent } from '../../../test/fake-stripe';
import {
  checkLedger,
  confirmTransaction,
  createTransaction,
  influencerWithService,
} from '../../../test/hire-fixtures';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { PaymentProviderError } from '../../platform/payments/provider';
import { reconcilePendingPayments } from './payments.reconcile';
import { createStripeProvider, type StripeProvider } from '../../platform/payments/stripe-provider';

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

  it('reads the session: open, paid with its payment intent, expired', async () => {
    const { providerRef } = await stripe.createCheckout(request);
    expect(await stripe.retrieve(providerRef)).toMatchObject({ status: 'open', amountPaise: 173_600 });
    fake.pay(providerRef);
    expect(await stripe.retrieve(providerRef)).toEqual({
      status: 'paid',
      amountPaise: 173_600,
      currency: 'inr',
      paymentId: `pi_test_${providerRef}`,
    });
    const other = (await stripe.createCheckout(request)).providerRef;
    fake.expire(other);
    expect((await stripe.retrieve(other)).status).toBe('cancelled');
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

describe.each(databases())('Stripe checkout and webhook on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeStripe;
  let provider: StripeProvider;
  beforeEach(async () => {
    fake = new FakeStripe();
    provider = createStripeProvider({
      secretKey: 'sk_test_123',
      publicUrl: 'https://collably.example',
      httpClient: fake.httpClient,
    });
    t = await testApp(dialect, {
      configure: (c) => {
        c.stripe = { secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET };
        c.publicUrl = 'https://collably.example';
      },
      build: { paymentProvider: provider },
    });
  });
  afterEach(() => t.close());

  const webhook = (payload: string, signature?: string) =>
    t.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });

  it('redirect and webhook arriving together capture once; a replayed event is ignored', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    const created = (await createTransaction(t, brand, serviceId)).json().data;
    expect(created.refrenceId).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sessionId = created.refrenceId.split('/').at(-1) as string;
    expect((await confirmTransaction(t, brand, created.transId)).json().message).toBe(
      PaymentMessages.notCompleted,
    );

    const session = fake.pay(sessionId);
    const event = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_paid',
      type: 'checkout.session.completed',
      object: session,
    });
    const [hook, ...confirms] = await Promise.all([
      webhook(event.payload, event.signature),
      confirmTransaction(t, brand, created.transId),
      confirmTransaction(t, brand, created.transId),
    ]);
    expect(hook.statusCode, hook.body).toBe(200);
    for (const c of confirms) expect(c.statusCode, c.body).toBe(200);
    const replay = await webhook(event.payload, event.signature);
    expect(replay.json().data).toEqual({ received: true, duplicate: true });
    const journals = await t.db
      .selectFrom('ledgerJournals')
      .select('kind')
      .where('transactionId', '=', created.transId)
      .execute();
    expect(journals).toEqual([{ kind: 'capture' }]);
    const tx = await t.db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('id', '=', created.transId)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({
      status: 'captured',
      provider: 'stripe',
      providerPaymentId: `pi_test_${sessionId}`,
    });
    await checkLedger(t.db);
  });

  it('a webhook captures without the browser coming back; an expired session cancels', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    const a = (await createTransaction(t, brand, serviceId)).json().data;
    const sessionA = fake.pay(a.refrenceId.split('/').at(-1));
    const paid = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_a',
      type: 'checkout.session.completed',
      object: sessionA,
    });
    expect((await webhook(paid.payload, paid.signature)).statusCode).toBe(200);
    const exists = await t.post('/api/transaction/exists', undefined, {
      token: brand.token,
      query: { InfluencerServiceId: String(serviceId) },
    });
    expect(exists.json().data).toBe(a.transId);

    const { serviceId: other } = await influencerWithService(t);
    const b = (await createTransaction(t, brand, other)).json().data;
    const sessionB = fake.expire(b.refrenceId.split('/').at(-1));
    const expired = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_b',
      type: 'checkout.session.expired',
      object: sessionB,
    });
    expect((await webhook(expired.payload, expired.signature)).statusCode).toBe(200);
    expect((await confirmTransaction(t, brand, b.transId)).json().message).toBe(PaymentMessages.cancelled);
  });

  it('refuses unsigned or forged webhooks and changes nothing', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    const created = (await createTransaction(t, brand, serviceId)).json().data;
    const session = fake.pay(created.refrenceId.split('/').at(-1));
    const event = signedEvent('whsec_wrong', {
      id: 'evt_forged',
      type: 'checkout.session.completed',
      object: session,
    });
    expect((await webhook(event.payload)).statusCode).toBe(400);
    const forged = await webhook(event.payload, event.signature);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid Stripe signature');
    const tx = await t.db
      .selectFrom('paymentTransactions')
      .select('status')
      .where('id', '=', created.transId)
      .executeTakeFirstOrThrow();
    expect(tx.status).toBe('pending');
    expect(await t.db.selectFrom('paymentWebhookEvents').select('id').execute()).toEqual([]);
  });

  it('a provider outage answers 503 and leaves no live checkout', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    fake.failWith = 400;
    const res = await createTransaction(t, brand, serviceId);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PaymentMessages.providerDown);
    const rows = await t.db.selectFrom('paymentTransactions').select('status').execute();
    expect(rows).toEqual([{ status: 'failed' }]);
  });

  it('a paid session nobody reported is captured by exists or by the sweep; an outage never answers 0', async () => {
    const brand = await t.user(Role.Brand);
    const services = [];
    for (let i = 0; i < 4; i++) services.push((await influencerWithService(t)).serviceId);
    const open = async (serviceId: number) => {
      const data = (await createTransaction(t, brand, serviceId)).json().data as {
        transId: number;
        refrenceId: string;
      };
      return { transId: data.transId, session: data.refrenceId.split('/').at(-1) ?? '' };
    };
    const [paidA, paidB, downC, expiredD] = [
      await open(services[0]),
      await open(services[1]),
      await open(services[2]),
      await open(services[3]),
    ];
    const exists = (serviceId: number) =>
      t.post('/api/transaction/exists', undefined, {
        token: brand.token,
        query: { InfluencerServiceId: String(serviceId) },
      });
    const statusOf = async (id: number) =>
      (
        await t.db
          .selectFrom('paymentTransactions')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    const deps = { db: t.db, clock: t.clock, provider };

    fake.pay(paidA.session);
    expect((await exists(services[0])).json().data).toBe(paidA.transId);

    fake.pay(paidB.session);
    fake.expire(expiredD.session);
    t.clock.advance(2 * 60_000);
    fake.failWith = 400;
    const down = await exists(services[2]);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(PaymentMessages.providerDown);
    expect((await reconcilePendingPayments(deps)).unreachable).toBe(3);
    fake.failWith = null;
    expect(await reconcilePendingPayments(deps)).toEqual({ checked: 3, settled: 2, unreachable: 0 });
    expect(await statusOf(paidB.transId)).toBe('captured');
    expect(await statusOf(expiredD.transId)).toBe('cancelled');
    expect(await statusOf(downC.transId)).toBe('pending');
    expect((await exists(services[2])).json().data).toBe(0);
    await checkLedger(t.db);
  });

  it('JSON routes elsewhere still parse JSON bodies normally', async () => {
    const admin = await t.user(Role.SuperAdmin);
    const res = await t.post(
      '/api/manage/createupdatecoupon',
      { id: 0, name: 'A', code: 'JSONOK', description: 'B', value: 5 },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(200);
  });
});
