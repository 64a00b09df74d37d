import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { PayoutMessages as M } from '@collably/shared/messages/payouts';
import { insertAccount } from '../../src/db/seed/accounts';
import { hashPassword } from '../../src/platform/auth/passwords';
import { ManualClock } from '../../src/platform/clock';
import { accountBalance, checkLedger } from '../hire-fixtures';
import { RAZORPAY_TEST, startFakeRazorpay, type FakeRazorpay } from '../fake-razorpay';
import { PAYOUT_FORM, creditEarnings, creditWallet } from '../payout-fixtures';
import { databases } from '../test-app';
import {
  PASSWORD,
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
 * Money out crashes (issue 33): a real server sending a payout or a bank withdrawal through the strict
 * RazorpayX fake is killed with SIGKILL before RazorpayX is called, while RazorpayX works on the call, and
 * after it answered; started again, each request ends paid once — never paid twice, never declined after the
 * money left.
 */
const TEST_TIMEOUT_MS = 120_000;
const RAZORPAYX_SECRET = 'faults-razorpayx-secret';

describe.each(databases())('kill -9 while sending money out through RazorpayX, on %s', (dialect) => {
  let deployment: Deployment;
  let fake: FakeRazorpay;
  let current: ServerProcess | null = null;
  /** RazorpayX's webhook, to the server running now. */
  const payoutWebhook = webhookToRunning(() => current, '/api/payments/razorpayx/webhook', RAZORPAYX_SECRET);

  beforeEach(async () => {
    deployment = await freshDeployment(dialect);
    fake = await startFakeRazorpay(RAZORPAY_TEST.keyId, RAZORPAY_TEST.keySecret, 0, { payoutWebhook });
  });
  afterEach(async () => {
    killAll();
    current = null;
    await fake.close();
    await deployment.remove();
  });

  const start = async (pause?: Parameters<typeof startServer>[1]) => {
    current = await startServer(deployment, pause, {
      ...razorpayServerEnv(fake.url),
      RAZORPAYX_ACCOUNT_NUMBER: '2323230000000001',
      RAZORPAYX_WEBHOOK_SECRET: RAZORPAYX_SECRET,
    });
    return current;
  };
  /** The test's own writes, at the time the server process sees. */
  const serverTime = () => ({ db: deployment.db, clock: new ManualClock(new Date()) });
  const stop = async (server: ServerProcess) => {
    if (current === server) current = null;
    await server.kill();
  };
  const transfer = () => deployment.db.selectFrom('transfers').selectAll().executeTakeFirstOrThrow();
  const journals = async (kind: string) =>
    (await deployment.db.selectFrom('ledgerJournals').select('id').where('kind', '=', kind).execute()).length;
  /** What another instance's lapsed hold, or the sweep's wait, looks like once time has passed. */
  const letTimePass = async () => {
    const past = new Date(Date.now() - 60 * 60_000).toISOString();
    await deployment.db.updateTable('transfers').set({ modifiedOn: past, claimedUntil: null }).execute();
  };
  const admin = async () =>
    insertAccount(
      deployment.db,
      {
        roleId: Role.SuperAdmin,
        name: 'Admin',
        userName: null,
        email: `admin_${randomUUID().slice(0, 8)}@example.com`,
        passwordHash: await hashPassword(PASSWORD),
      },
      new Date(),
    );
  /** The influencer earned ₹2,000 and asks for ₹1,500 of it: the payout's id. */
  const payoutRequested = async (server: ServerProcess) => {
    const { influencer } = await seedParties(deployment.db);
    await creditEarnings(serverTime(), influencer.id, 200_000);
    const api = client(server);
    const res = await api.post('/api/user/requestpayout', {
      token: await api.login(influencer.email),
      body: { ...PAYOUT_FORM, Amount: 1500 },
    });
    expect(res.status, res.text).toBe(200);
    const row = await deployment.db.selectFrom('payouts').select('id').executeTakeFirstOrThrow();
    return { id: row.id, influencer };
  };
  const approve = async (server: ServerProcess, id: number) => {
    const api = client(server);
    return api.post('/api/payout/approve', {
      token: await api.login((await admin()).email),
      query: { payoutId: String(id) },
      body: {},
    });
  };
  const payoutStatus = async (id: number) =>
    (
      await deployment.db
        .selectFrom('payouts')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  /** After the restart: exactly one payout at RazorpayX; processed there, the request is released once. */
  async function endsPaidOnce(id: number, influencerId: number) {
    await eventually(async () => (await transfer()).status === 'processing', 'the attempt finished');
    expect(fake.payouts.size).toBe(1);
    const [sent] = [...fake.payouts.values()];
    fake.settlePayout(sent.id, 'processed', { utr: 'UTR0001' });
    await eventually(async () => (await payoutStatus(id)) === 'released', 'the payout released');
    expect(await journals('payout-release')).toBe(1);
    expect(await accountBalance(deployment.db, `earnings:${influencerId}`)).toBe(50_000);
    await checkLedger(deployment.db);
  }

  it(
    'before the call: the intent is stored, a decline is refused, and the restart sends it once',
    async () => {
      const first = await start('transfer-send');
      const { id, influencer } = await payoutRequested(first);
      const approving = approve(first, id).catch(() => null);
      await first.paused;
      await stop(first);
      await approving;
      expect(await payoutStatus(id)).toBe('processing');
      expect((await transfer()).status).toBe('sending');
      expect(fake.payouts.size).toBe(0);

      await letTimePass();
      const second = await start();
      const decline = await client(second).post('/api/payout/decline', {
        token: await client(second).login((await admin()).email),
        query: { payoutId: String(id) },
        body: { reason: 'Too late' },
      });
      expect(decline.status).toBe(409);
      expect(decline.json.message).toBe(M.cannotDeclineSending);
      await endsPaidOnce(id, influencer.id);
      await stop(second);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'during the call: RazorpayX made the payout, the answer never came back; the restart re-sends the same body under the same key and gets that payout',
    async () => {
      // No webhook either (it would tell the server of the payout by its reference_id before the answer).
      fake.setPayoutWebhook(null);
      fake.setPayoutLatency(5_000);
      const first = await start();
      const { id, influencer } = await payoutRequested(first);
      const approving = approve(first, id).catch(() => null);
      await eventually(async () => fake.payouts.size === 1, 'RazorpayX making the payout');
      await stop(first);
      await approving;
      expect((await transfer()).status).toBe('sending');
      fake.setPayoutLatency(0);
      fake.setPayoutWebhook(payoutWebhook);

      await letTimePass();
      const second = await start();
      await endsPaidOnce(id, influencer.id);
      await stop(second);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'after the call: RazorpayX answered, the answer was not kept; the restart finds the same payout',
    async () => {
      const first = await start('transfer-sent');
      const { id, influencer } = await payoutRequested(first);
      const approving = approve(first, id).catch(() => null);
      await first.paused;
      await stop(first);
      await approving;
      expect((await transfer()).status).toBe('sending');
      expect(fake.payouts.size).toBe(1);

      await letTimePass();
      const second = await start();
      await endsPaidOnce(id, influencer.id);
      await stop(second);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a brand’s bank withdrawal, after the call: sent once after the restart, and the wallet charged once',
    async () => {
      const first = await start('transfer-sent');
      const { brand } = await seedParties(deployment.db);
      await creditWallet(serverTime(), brand.id, 10_000);
      const api = client(first);
      const asked = await api.post('/api/withdrawals/withdraw-to-bank', {
        token: await api.login(brand.email),
        body: {
          method: 'bank',
          accountHolder: 'Brand Ltd',
          accountNo: '123456789012',
          ifscCode: 'SBIN0001234',
          amount: 40,
        },
      });
      expect(asked.status, asked.text).toBe(200);
      const { id } = asked.json.data as { id: number };
      const approving = api
        .post('/api/withdrawals/approve-bank', {
          token: await api.login((await admin()).email),
          query: { withdrawalId: String(id) },
          body: {},
        })
        .catch(() => null);
      await first.paused;
      await stop(first);
      await approving;

      await letTimePass();
      const second = await start();
      await eventually(async () => (await transfer()).status === 'processing', 'the attempt finished');
      expect(fake.payouts.size).toBe(1);
      const [sent] = [...fake.payouts.values()];
      fake.settlePayout(sent.id, 'processed', { utr: 'UTR0002' });
      const status = async () =>
        (
          await deployment.db
            .selectFrom('walletWithdrawals')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status;
      await eventually(async () => (await status()) === 'processed', 'the withdrawal sent');
      expect(await journals('bank-withdrawal-sent')).toBe(1);
      expect(await accountBalance(deployment.db, `wallet:${brand.id}`)).toBe(6_000);
      await checkLedger(deployment.db);
      await stop(second);
    },
    TEST_TIMEOUT_MS,
  );
});
