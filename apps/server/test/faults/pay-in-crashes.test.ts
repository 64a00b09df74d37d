import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountBalance, checkLedger } from '../hire-fixtures';
import { RAZORPAY_TEST, startFakeRazorpay, type FakeRazorpay } from '../fake-razorpay';
import { databases } from '../test-app';
import {
  client,
  eventually,
  freshDeployment,
  killAll,
  razorpayServerEnv,
  seedParties,
  startServer,
  type Deployment,
  type ServerProcess,
  webhookToRunning,
} from './server-process';

/**
 * Pay-in crashes on Razorpay (issue 32): a real server process, on the strict fake of Razorpay, is killed
 * with SIGKILL inside a capture, a stray payment's refund and a webhook event's handling; started again, it
 * books what Razorpay did exactly once — no payment lost, none booked or refunded twice.
 */
const TEST_TIMEOUT_MS = 120_000;

describe.each(databases())('kill -9 inside pay-in on Razorpay, on %s', (dialect) => {
  let deployment: Deployment;
  let fake: FakeRazorpay;
  /** The server the fake's webhooks go to (the one running now). */
  let current: ServerProcess | null = null;

  beforeEach(async () => {
    deployment = await freshDeployment(dialect);
    fake = await startFakeRazorpay(RAZORPAY_TEST.keyId, RAZORPAY_TEST.keySecret, 0, {
      webhook: webhookToRunning(() => current, '/api/payments/razorpay/webhook', RAZORPAY_TEST.webhookSecret),
    });
  });
  afterEach(async () => {
    killAll();
    current = null;
    await fake.close();
    await deployment.remove();
  });

  const start = async (pause?: Parameters<typeof startServer>[1]) => {
    current = await startServer(deployment, pause, razorpayServerEnv(fake.url));
    return current;
  };
  const stop = async (server: ServerProcess) => {
    if (current === server) current = null;
    await server.kill();
  };
  const transaction = (id: number) =>
    deployment.db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const journals = async (kind: string) =>
    (await deployment.db.selectFrom('ledgerJournals').select('id').where('kind', '=', kind).execute()).length;
  const strayOf = (paymentId: string) =>
    deployment.db
      .selectFrom('strayPayments')
      .selectAll()
      .where('paymentId', '=', paymentId)
      .executeTakeFirst();
  /** What another instance's lapsed hold looks like: the dead process's claims are let go. */
  const letClaimsLapse = async () => {
    const past = new Date(Date.now() - 60 * 60_000).toISOString();
    await deployment.db.updateTable('paymentWebhookEvents').set({ claimedUntil: past }).execute();
    await deployment.db.updateTable('strayPayments').set({ modifiedOn: past }).execute();
  };
  const checkout = async (server: ServerProcess) => {
    const { brand, serviceId } = await seedParties(deployment.db);
    const api = client(server);
    const token = await api.login(brand.email);
    const res = await api.post('/api/transaction/create', {
      token,
      query: { InfluencerServiceId: String(serviceId), CouponId: '0', allowugc: 'false' },
    });
    expect(res.status, res.text).toBe(200);
    const { refrenceId, transId } = res.json.data as { refrenceId: string; transId: number };
    return { transId, orderId: refrenceId.replace('/pay/razorpay/', '') };
  };
  const returnFromCheckout = (server: ServerProcess, orderId: string, answer: Record<string, string>) =>
    fetch(new URL(`/pay/razorpay/${orderId}/callback`, server.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(answer).toString(),
    });

  it(
    'capture: Razorpay took the payment, the booking died; after the restart it is booked once',
    async () => {
      fake.setWebhook(null);
      const first = await start('payment-captured');
      const { transId, orderId } = await checkout(first);
      const payment = fake.pay(orderId, 'authorized');
      const returning = returnFromCheckout(first, orderId, fake.signedAnswer(payment)).catch(() => null);
      await first.paused;
      await stop(first);
      await returning;
      expect(fake.payments.get(payment.id)?.status).toBe('captured');
      expect((await transaction(transId)).status).toBe('pending');
      expect(await journals('capture')).toBe(0);

      const second = await start();
      await eventually(async () => (await transaction(transId)).status === 'captured', 'the booking');
      const tx = await transaction(transId);
      expect(tx.providerPaymentId).toBe(payment.id);
      expect(await journals('capture')).toBe(1);
      expect(await accountBalance(deployment.db, 'payment-provider')).toBe(-tx.totalPaise);
      expect(fake.requests.filter((r) => r === `POST /v1/payments/${payment.id}/capture`)).toHaveLength(1);
      await checkLedger(deployment.db);
      await stop(second);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'stray refund: Razorpay made the refund, its booking died; after the restart it is booked once, never refunded twice',
    async () => {
      fake.setAutoCapture(true);
      const first = await start('stray-refund');
      const { transId, orderId } = await checkout(first);
      const paid = fake.pay(orderId, 'authorized');
      await eventually(async () => (await transaction(transId)).status === 'captured', 'the order’s booking');
      const second = fake.pay(orderId, 'authorized');
      await first.paused;
      await stop(first);
      expect([...fake.refunds.values()].map((r) => r.payment_id)).toEqual([second.id]);
      expect((await strayOf(second.id))?.status).toBe('refunding');
      expect(await journals('stray-refund')).toBe(0);

      await letClaimsLapse();
      const again = await start();
      await eventually(async () => (await strayOf(second.id))?.status === 'refunded', 'the refund’s booking');
      expect(fake.refunds.size).toBe(1);
      expect(await journals('stray-received')).toBe(1);
      expect(await journals('stray-refund')).toBe(1);
      const tx = await transaction(transId);
      expect(tx.providerPaymentId).toBe(paid.id);
      expect(await accountBalance(deployment.db, 'payment-provider')).toBe(-tx.totalPaise);
      await checkLedger(deployment.db);
      await stop(again);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'webhook event: handled but not marked handled when the process died; handled again after the restart, booking nothing twice',
    async () => {
      const first = await start('webhook-event');
      const { transId, orderId } = await checkout(first);
      const payment = fake.pay(orderId, 'authorized');
      await first.paused;
      await stop(first);
      // The booking committed before the pause; the event is still waiting to be marked handled.
      expect((await transaction(transId)).status).toBe('captured');
      const waiting = await deployment.db
        .selectFrom('paymentWebhookEvents')
        .select(['id', 'processedOn'])
        .execute();
      expect(waiting.some((e) => e.processedOn === null)).toBe(true);

      await letClaimsLapse();
      const second = await start();
      await eventually(
        async () =>
          (await deployment.db.selectFrom('paymentWebhookEvents').select('processedOn').execute()).every(
            (e) => e.processedOn !== null,
          ),
        'every event handled',
      );
      expect(await journals('capture')).toBe(1);
      expect((await transaction(transId)).providerPaymentId).toBe(payment.id);
      expect(fake.requests.filter((r) => r === `POST /v1/payments/${payment.id}/capture`)).toHaveLength(1);
      await checkLedger(deployment.db);
      await stop(second);
    },
    TEST_TIMEOUT_MS,
  );
});
