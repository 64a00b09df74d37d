import type { Feature } from '../../platform/feature';
import { confirmByProviderRef, paymentDepsOf } from './payments.capture';
import { followLatePayments, reconcilePendingPayments } from './payments.reconcile';
import { paymentRoutes } from './payments.routes';
import { sweepUnsentPayments } from './payments.service';
import { strayRefundUpdated } from './stray-payments.service';

const SWEEP_EVERY_MS = 5 * 60_000;
/** Pending payments are asked about this often (a paid checkout nobody confirmed). */
const RECONCILE_EVERY_MS = 2 * 60_000;

export const paymentsFeature: Feature = {
  name: 'payments',
  routes: async (app, env) => app.register(paymentRoutes, { ...env, payments: paymentDepsOf(env) }),
  jobs: (env) => {
    const payments = paymentDepsOf(env);
    return [
      { name: 'unsent-details-sweep', everyMs: SWEEP_EVERY_MS, run: () => sweepUnsentPayments(env) },
      {
        name: 'payment-reconcile',
        everyMs: RECONCILE_EVERY_MS,
        run: () => reconcilePendingPayments(payments),
      },
      // Closed checkouts asked about again for late or second payments, and their refunds.
      { name: 'late-payments', everyMs: RECONCILE_EVERY_MS, run: () => followLatePayments(payments) },
    ];
  },
  // A restart means no confirmation of this process is in flight: every pending payment is settled now,
  // whatever its age; then webhook events and late payments a crash left unhandled (those another instance
  // holds wait for it).
  atStart: async (env) => {
    const payments = paymentDepsOf(env);
    const report = await reconcilePendingPayments(payments, { minAgeMs: 0 });
    env.log.info({ report }, 'pending payments reconciled at start-up');
    await env.webhooks.processDue();
    await followLatePayments(payments);
  },
  rails: {
    paymentUpdated: (env, providerRef) => confirmByProviderRef(paymentDepsOf(env), providerRef),
    // A refund of a payment no order could take (stray-payments); a wallet withdrawal's is withdrawals'.
    refundUpdated: (env, refundId) => strayRefundUpdated(paymentDepsOf(env), refundId),
  },
};
