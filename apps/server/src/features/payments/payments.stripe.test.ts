import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { PaymentMessages } from '@collably/shared/messages/payments';
import { FakeStripe, signedEvent } from '../../../test/fake-stripe';
import {
  checkLedger,
  confirmTransaction,
  createTransaction,
  influencerWithService,
} from '../../../test/hire-fixtures';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { createStripeProvider, type StripeProvider } from '../../platform/payments/stripe-provider';
import { reconcilePendingPayments } from './payments.reconcile';

const WEBHOOK_SECRET = 'whsec_test_secret';

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

  /** Posts a webhook and waits for the event's handling, which runs after the answer. */
  const webhook = async (payload: string, signature?: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });
    await t.app.featureEnv.webhooks.idle();
    return res;
  };

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
    const deps = {
      db: t.db,
      clock: t.clock,
      provider,
      taxSupplier: t.config.taxSupplier,
      events: t.app.ctx.events,
    };

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
