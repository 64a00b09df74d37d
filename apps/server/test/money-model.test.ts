import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { RAZORPAY_TEST, razorpaySettingsFor, startFakeRazorpay, type FakeRazorpay } from './fake-razorpay';
import { checkLedger, createTransaction, influencerWithService } from './hire-fixtures';
import {
  PAYOUT_FORM,
  approvePayout,
  influencerWithEarnings,
  latestPayoutId,
  requestPayout,
} from './payout-fixtures';
import { anotherInstance, databases, onInstance, testApp, type TestApp } from './test-app';
import type { FastifyInstance } from 'fastify';
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
import { runReconciliation } from '../src/features/reconciliation/reconciliation.service';

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
 * Each run has its own fakes, brand and influencer; the database and its ledger are shared by all runs.
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

describe.each(databases())('the money model on %s', (dialect) => {
  let base: TestApp;

  beforeAll(async () => {
    base = await testApp(dialect);
  });
  afterAll(() => base.close());

  it(`provider and ledger agree after any sequence of attempts, events and a crash (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(scenarios, async (scenario) => runScenario(base, scenario)),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 3_600_000);
});

let fakes = 0;

async function runScenario(base: TestApp, s: Scenario) {
  const clock = base.clock;
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
  let current: TestApp | undefined;
  const fake: FakeRazorpay = await startFakeRazorpay(RAZORPAY_TEST.keyId, RAZORPAY_TEST.keySecret, 0, {
    now: () => clock.now(),
    // Razorpay's ids are unique for ever: each run's fake counts from its own range.
    firstId: (fakes += 1) * 1_000_000,
    webhook: {
      secret: RAZORPAY_TEST.webhookSecret,
      deliver: (payload, headers) =>
        current!.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers, payload }),
    },
    payoutWebhook: {
      secret: 'razorpayx-webhook-secret',
      deliver: (payload, headers) =>
        current!.inject({ method: 'POST', url: '/api/payments/razorpayx/webhook', headers, payload }),
    },
  });
  const provider = createRazorpayProvider(razorpaySettingsFor(fake));
  const start = async (): Promise<TestApp> => {
    const app: FastifyInstance = await anotherInstance(base, {
      paymentProvider: provider,
      configure: (config) => {
        config.razorpay = {
          ...razorpaySettingsFor(fake),
          payoutAccountNumber: '2323230000000001',
          payoutWebhookSecret: 'razorpayx-webhook-secret',
        };
      },
    });
    return onInstance(base, app);
  };
  current = await start();
  const payments = () => ({ db: base.db, clock, provider, taxSupplier: base.config.taxSupplier });
  /** The crash, if it went off: the instance dies and a new one starts on the same database. */
  const restartIfCrashed = async () => {
    if (crashedAt() === undefined) return;
    crashOnceAt(undefined);
    await current!.close().catch(() => undefined);
    current = await start();
  };
  /** One step; an injected crash inside it is the process dying there. */
  const step = async (what: () => Promise<unknown>) => {
    try {
      await what();
    } catch (error) {
      if (!(error instanceof InjectedCrash)) throw error;
    }
    await current!.app.paymentWebhooks.idle().catch(() => undefined);
    await restartIfCrashed();
  };
  const deliver = async () => {
    await fake.flushWebhooks();
    await current!.app.paymentWebhooks.idle();
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
    const { serviceId } = await influencerWithService(current, { pricePaise: 100_000 + s.seed });
    let orderId: string | undefined;
    await step(async () => {
      const res = await createTransaction(current!, brand, serviceId);
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
          current!.inject({
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
      const influencer = await influencerWithEarnings(current, 200_000);
      await step(() => requestPayout(current!, influencer, { ...PAYOUT_FORM, Amount: 600 }));
      const payoutId = await latestPayoutId(base, influencer.id).catch(() => null);
      if (payoutId !== null) await step(() => approvePayout(current!, admin, payoutId));
      later(SENDING_RETRY_AFTER_MS + 1_000);
      await step(() => followTransfers(current!.app.ctx, current!.app.transferSources));
      const sent = [...fake.payouts.values()][0];
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
      await step(() => current!.app.paymentWebhooks.processDue());
      later(FOLLOW_AFTER_MS + 1_000);
      await step(() => followTransfers(current!.app.ctx, current!.app.transferSources));
      await step(deliver);
    }
    for (const refund of fake.refunds.values()) {
      if (refund.status === 'pending') fake.settleRefund(refund.id, false);
    }
    await step(deliver);
    crashOnceAt(undefined);
    const run = await runReconciliation(current.app.reconciliation, { fromDay: runStartDay });

    // What Razorpay holds of this run's payments, against what the ledger booked from it.
    const captured = [...fake.payments.values()].filter((p) => p.captured);
    const refundedOfCaptured = [...fake.refunds.values()]
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

    const paidOut = [...fake.payouts.values()].filter((p) => p.status === 'processed');
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
    await current.close().catch(() => undefined);
    await fake.close();
  }
}
