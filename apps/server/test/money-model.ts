import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Dialect } from '../src/db/database';
import { Role } from '@collably/shared/constants/roles';
import {
  RAZORPAY_TEST,
  razorpaySettingsFor,
  startFakeRazorpay,
  type FakeRazorpay,
  type FakeRazorpayWebhook,
} from './fake-razorpay';
import { checkLedger, createTransaction, influencerWithService } from './hire-fixtures';
import {
  PAYOUT_FORM,
  approvePayout,
  influencerWithEarnings,
  latestPayoutId,
  requestPayout,
} from './payout-fixtures';
import { anotherInstance, databases, onInstance, testApp, type TestApp } from './test-app';
import { crashOnceAt, crashedAt, InjectedCrash, type FaultPoint } from '../src/platform/faults';
import { CHECKOUT_TTL_MS } from '../src/platform/payments/provider';
import { createRazorpayProvider } from '../src/platform/payments/razorpay-provider';
import { LATE_CHECK_DELAYS_MS } from '../src/features/payments/payments.capture';
import { followLatePayments, reconcilePendingPayments } from '../src/features/payments/payments.reconcile';
import {
  FOLLOW_AFTER_MS,
  SENDING_RETRY_AFTER_MS,
  followTransfers,
} from '../src/features/transfers/transfers.service';
import { istDay } from '../src/features/reconciliation/reconciliation.compare';
import {
  reconciliationDepsOf,
  runReconciliation,
} from '../src/features/reconciliation/reconciliation.service';

/**
 * The money model (issue 34): any sequence of what brands, banks, Razorpay and RazorpayX do — failed attempts,
 * retries, double and late authorisations, payments after the checkout expired, automatic capture on or off,
 * webhooks delivered, lost, duplicated or out of order, payouts processed, reversed or failed — with a crash
 * injected at a step boundary (an exception at a named fault point, then the app restarted in-process on the
 * same database). After every run, once the sweeps have done their work:
 * - what Razorpay captured less what it refunded equals what the ledger booked from it;
 * - Razorpay's charges equal the charges the ledger booked;
 * - what RazorpayX paid out equals what the ledger paid out, and its charges the charges booked;
 * - the reconciliation finds no mismatch, and the ledger balances.
 * Each run has its own brand, influencer, order and payout; the database, the ledger and the fakes are shared.
 */

const RUNS = Number(process.env.MODEL_RUNS ?? (inject('testProfile') === 'quick' ? 100 : 1000));

const CRASH_POINTS: readonly FaultPoint[] = [
  'payment-confirm',
  'payment-captured',
  'stray-refund',
  'webhook-event',
  'transfer-send',
  'transfer-sent',
  'provider-charge',
];

type Attempt = 'fail' | 'authorize' | 'late-authorize';
type Scenario = {
  autoCapture: boolean;
  webhooks: 'delivered' | 'lost' | 'shuffled';
  /** Pay only after the checkout expired (every payment is then a stray). */
  afterExpiry: boolean;
  attempts: Attempt[];
  /** The browser comes back with the first authorised payment's signed answer. */
  browserReturns: boolean;
  payout: null | 'processed' | 'reversed' | 'failed';
  crashAt: FaultPoint | null;
  seed: number;
};

const scenarios: fc.Arbitrary<Scenario> = fc.record({
  autoCapture: fc.boolean(),
  webhooks: fc.constantFrom('delivered', 'lost', 'shuffled'),
  afterExpiry: fc.boolean(),
  attempts: fc.array(fc.constantFrom<Attempt>('fail', 'authorize', 'late-authorize'), {
    minLength: 1,
    maxLength: 4,
  }),
  browserReturns: fc.boolean(),
  payout: fc.constantFrom(null, 'processed', 'reversed', 'failed'),
  crashAt: fc.option(fc.constantFrom(...CRASH_POINTS), { nil: null }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
});

/** Sums of ledger entries by account code over the journals after `sinceJournalId`, of some kinds or all. */
async function movedSince(t: TestApp, sinceJournalId: number, code: string, kinds?: readonly string[]) {
  let query = t.db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerJournals as j', 'j.id', 'e.journalId')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .select((eb) => eb.fn.sum<number>('e.amountPaise').as('total'))
    .where('j.id', '>', sinceJournalId)
    .where('a.code', '=', code);
  if (kinds) query = query.where('j.kind', 'in', kinds);
  return Number((await query.executeTakeFirst())?.total ?? 0);
}

const lastJournalId = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('ledgerJournals')
        .select((eb) => eb.fn.max<number>('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

/** The run's world: the database, Razorpay and RazorpayX (one fake for every run), and the app now running. */
type World = {
  base: TestApp;
  fake: FakeRazorpay;
  provider: ReturnType<typeof createRazorpayProvider>;
  /** Where Razorpay's payment webhooks go, to give back after a run that lost them. */
  paymentHook: FakeRazorpayWebhook;
  current: TestApp;
  start: () => Promise<TestApp>;
};

/**
 * The money model on one database (a file per database, so the two run side by side). One app instance serves
 * every run until a crash replaces it; each run has its own brand, influencer, order and payout, and its time
 * (the clock moves days on per run, past every late check and the capture window).
 */
export function moneyModel(dialect: Dialect) {
  describe.runIf(databases().includes(dialect))(`the money model on ${dialect}`, () => {
    const world = {} as World;

    beforeAll(async () => {
      world.base = await testApp(dialect);
      const hook = (url: string) => ({
        deliver: (payload: string, headers: Record<string, string>) =>
          world.current.inject({ method: 'POST', url, headers, payload }),
      });
      world.paymentHook = { secret: RAZORPAY_TEST.webhookSecret, ...hook('/api/payments/razorpay/webhook') };
      world.fake = await startFakeRazorpay(RAZORPAY_TEST.keyId, RAZORPAY_TEST.keySecret, 0, {
        now: () => world.base.clock.now(),
        webhook: world.paymentHook,
        payoutWebhook: { secret: 'razorpayx-webhook-secret', ...hook('/api/payments/razorpayx/webhook') },
      });
      world.provider = createRazorpayProvider(razorpaySettingsFor(world.fake));
      world.start = async () =>
        onInstance(
          world.base,
          await anotherInstance(world.base, {
            paymentProvider: world.provider,
            configure: (config) => {
              config.razorpay = {
                ...razorpaySettingsFor(world.fake),
                payoutAccountNumber: '2323230000000001',
                payoutWebhookSecret: 'razorpayx-webhook-secret',
              };
            },
          }),
        );
      world.current = await world.start();
    });
    afterAll(async () => {
      await world.current.close().catch(() => undefined);
      await world.fake.close();
      await world.base.close();
    });

    it(`provider and ledger agree after any sequence of attempts, events and a crash (${RUNS} runs)`, async () => {
      await fc.assert(
        fc.asyncProperty(scenarios, async (scenario) => runScenario(world, scenario)),
        { numRuns: RUNS, endOnFailure: true },
      );
    }, 3_600_000);
  });
}

async function runScenario(world: World, s: Scenario) {
  const { base, fake, provider } = world;
  const clock = base.clock;
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
  const payments = () => ({
    db: base.db,
    clock,
    provider,
    taxSupplier: base.config.taxSupplier,
    events: base.app.ctx.events,
  });
  /** The crash, if it went off: the instance dies and a new one starts on the same database. */
  const restartIfCrashed = async () => {
    if (crashedAt() === undefined) return;
    crashOnceAt(undefined);
    await world.current.close().catch(() => undefined);
    world.current = await world.start();
  };
  /** One step; an injected crash inside it is the process dying there. */
  const step = async (what: () => Promise<unknown>) => {
    try {
      await what();
    } catch (error) {
      if (!(error instanceof InjectedCrash)) throw error;
    }
    await world.current.app.featureEnv.webhooks.idle().catch(() => undefined);
    await restartIfCrashed();
  };
  const deliver = async () => {
    await fake.flushWebhooks();
    await world.current.app.featureEnv.webhooks.idle();
  };
  const app = () => world.current;

  const before = {
    payments: new Set(fake.payments.keys()),
    refunds: new Set(fake.refunds.keys()),
    payouts: new Set(fake.payouts.keys()),
  };
  const runStartDay = istDay(clock.now().getTime());
  const since = await lastJournalId(base);
  try {
    fake.setAutoCapture(s.autoCapture);
    if (s.webhooks === 'lost') fake.setWebhook(null);
    if (s.webhooks === 'shuffled') fake.holdWebhooks();
    crashOnceAt(s.crashAt ?? undefined);
    // A brand hires an influencer through Razorpay Checkout.
    const brand = await base.user(Role.Brand);
    const admin = await base.user(Role.SuperAdmin);
    const { serviceId } = await influencerWithService(app(), { pricePaise: 100_000 + s.seed });
    let orderId: string | undefined;
    await step(async () => {
      const res = await createTransaction(app(), brand, serviceId);
      if (res.statusCode === 200) {
        orderId = String((res.json().data as { refrenceId: string }).refrenceId).replace(
          '/pay/razorpay/',
          '',
        );
      }
    });
    if (orderId !== undefined) {
      const order = orderId;
      if (s.afterExpiry) {
        later(CHECKOUT_TTL_MS + 60_000);
        await step(() => reconcilePendingPayments(payments()));
      }
      const made: string[] = [];
      for (const attempt of s.attempts) {
        if (attempt === 'late-authorize') {
          const failed = made.find((id) => fake.payments.get(id)?.status === 'failed');
          if (failed) fake.authorizeLate(failed);
          continue;
        }
        made.push(fake.pay(order, attempt === 'fail' ? 'failed' : 'authorized').id);
        if (s.webhooks === 'delivered') await step(deliver);
      }
      const answered = made.map((id) => fake.payments.get(id)!).find((p) => p.status !== 'failed');
      if (s.browserReturns && answered) {
        await step(() =>
          app().inject({
            method: 'POST',
            url: `/pay/razorpay/${order}/callback`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(fake.signedAnswer(answered)).toString(),
          }),
        );
      }
    }

    // An influencer is paid out through RazorpayX.
    if (s.payout) {
      const influencer = await influencerWithEarnings(app(), 200_000);
      await step(() => requestPayout(app(), influencer, { ...PAYOUT_FORM, Amount: 600 }));
      const payoutId = await latestPayoutId(base, influencer.id).catch(() => null);
      if (payoutId !== null) await step(() => approvePayout(app(), admin, payoutId));
      later(SENDING_RETRY_AFTER_MS + 1_000);
      await step(() => followTransfers(app().app.ctx, app().app.featureEnv.transferSources));
      const sent = [...fake.payouts.values()].find((p) => !before.payouts.has(p.id));
      if (sent && s.payout === 'failed') {
        fake.settlePayout(sent.id, 'failed', { failure_reason: 'Beneficiary bank offline' });
      } else if (sent) {
        fake.settlePayout(sent.id, 'processed', { utr: `UTR${s.seed}`, fees: 590, tax: 90 });
        if (s.payout === 'reversed')
          fake.settlePayout(sent.id, 'reversed', { failure_reason: 'Account closed' });
      }
    }

    // Time passes: held webhooks arrive (out of order, twice), the sweeps run on their schedules, Razorpay
    // reverses authorisations nobody captured, and the reconciliation runs.
    if (s.webhooks === 'shuffled') {
      await fake.releaseWebhooks({ duplicate: true, shuffle: true, seed: s.seed });
    }
    await step(deliver);
    for (const delay of [...LATE_CHECK_DELAYS_MS, fake.captureWindowMs]) {
      later(delay + 1_000);
      fake.advanceClock(0);
      await step(() => reconcilePendingPayments(payments()));
      await step(() => followLatePayments(payments()));
      await step(() => app().app.featureEnv.webhooks.processDue());
      later(FOLLOW_AFTER_MS + 1_000);
      await step(() => followTransfers(app().app.ctx, app().app.featureEnv.transferSources));
      await step(deliver);
    }
    for (const refund of fake.refunds.values()) {
      if (!before.refunds.has(refund.id) && refund.status === 'pending') fake.settleRefund(refund.id, false);
    }
    await step(deliver);
    crashOnceAt(undefined);
    const run = await runReconciliation(reconciliationDepsOf(app().app.featureEnv), { fromDay: runStartDay });

    // What Razorpay holds of this run's payments, against what the ledger booked from it.
    const captured = [...fake.payments.values()].filter((p) => !before.payments.has(p.id) && p.captured);
    const refundedOfCaptured = [...fake.refunds.values()]
      .filter((r) => !before.refunds.has(r.id))
      .filter((r) => r.status === 'processed' && fake.payments.get(r.payment_id)?.captured)
      .reduce((sum, r) => sum + r.amount, 0);
    const providerNet = captured.reduce((sum, p) => sum + p.amount, 0) - refundedOfCaptured;
    const ledgerNet =
      0 -
      (await movedSince(base, since, 'payment-provider', [
        'capture',
        'payment-credit',
        'stray-received',
        'stray-refund',
        'stray-credit',
      ]));
    expect({ scenario: s, ledgerNet }).toEqual({ scenario: s, ledgerNet: providerNet });
    const charges = captured.reduce((sum, p) => sum + (p.fee ?? 0), 0);
    expect(await movedSince(base, since, 'payment-provider', ['gateway-fee'])).toBe(charges);

    const paidOut = [...fake.payouts.values()].filter(
      (p) => !before.payouts.has(p.id) && p.status === 'processed',
    );
    expect(await movedSince(base, since, 'payouts-released')).toBe(
      paidOut.reduce((sum, p) => sum + p.amount, 0),
    );
    expect(await movedSince(base, since, 'payout-provider')).toBe(
      paidOut.reduce((sum, p) => sum + p.fees, 0),
    );

    expect(run).toMatchObject({ error: null, mismatchesFound: 0 });
    const open = await base.db
      .selectFrom('reconciliationItems')
      .selectAll()
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);
    await checkLedger(base.db, since);
  } finally {
    crashOnceAt(undefined);
    fake.setWebhook(world.paymentHook);
    await fake.releaseWebhooks();
  }
}
