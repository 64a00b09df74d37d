import path from 'node:path';
import { loadConfig } from './config';
import { buildApp } from './app';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { seed } from './db/seed';
import { seedDemoCollabs } from './db/seed/demo-collabs';
import { lockPublishedPasswords } from './db/seed/demo-accounts';
import { exposureReport, productionProblems } from './platform/startup/safety';
import { legalReleaseProblems } from './features/legal/legal.release';
import { loadOrCreateSecrets } from './platform/auth/secrets';
import { createStorage, localUploadsFolder } from './platform/storage/create-storage';
import { startJobs } from './platform/jobs/scheduler';
import { runCollabSweeps } from './features/collabs/collabs.sweeps';
import { sweepReviewWindows } from './features/reviews/reviews.service';
import { runPostRechecks } from './features/collabs/collabs.post-rechecks';
import { sweepUnsentPayments } from './features/payments/payments.service';
import { systemClock } from './platform/clock';
import { createPaymentProvider } from './platform/payments/payments';
import { followLatePayments, reconcilePendingPayments } from './features/payments/payments.reconcile';
import { removeStaleTemporaryFiles } from './platform/storage/local-storage';
import { deliverQueuedMail } from './platform/mail/mail-queue';
import { seedDemoConversation } from './features/chat/chat.demo';
import { followWithdrawals } from './features/withdrawals/withdrawals.service';
import { runAccountExports } from './features/account/account.service';
import { followTransfers } from './features/transfers/transfers.service';
import { reconciliationJob } from './features/reconciliation/reconciliation.service';
import { demoAccountIds } from './db/seed/demo-accounts';
import { pruneStaffAccessLog } from './platform/http/staff-access-log';
import { pruneVitals } from './features/vitals/vitals.service';
import { configuredDataKeys } from './platform/crypto/field-cipher';
import { dataKeysJob } from './platform/crypto/reencrypt';
import { gstr2bPullJob } from './features/gst-held/gst-held.job';
import { notifyTdsSectionChanges, runPanChecks } from './features/tds/tds.service';

/** How often the collab clocks (COLLAB_CLOCKS: every waiting status) are swept; due to the minute at best. */
const SWEEP_EVERY_MS = 5 * 60_000;
/** Pending payments are asked about this often (a paid checkout nobody confirmed, issue 8 item 6). */
const RECONCILE_EVERY_MS = 2 * 60_000;
const RECONCILIATION_EVERY_MS = 60 * 60_000;
const TEMP_SWEEP_EVERY_MS = 60 * 60_000;
/** Money out through RazorpayX: an attempt left 'sending' is finished within about this long. */
const TRANSFERS_EVERY_MS = 30_000;
/** Stored webhook events are looked at this often beyond the run each one starts when it arrives. */
const WEBHOOK_EVERY_MS = 15_000;
/** Order e-mails queued with their events (mail_queue) leave within about this long. */
const MAIL_EVERY_MS = 10_000;
/** Values on an older data key (or PANs from before migration 038) are re-encrypted to the current one. */
const DATA_KEYS_EVERY_MS = 10 * 60_000;
/** GSTR-2B is looked for hourly; a month read in full is read again a day later at the earliest. */
const GSTR2B_EVERY_MS = 60 * 60_000;
/** Notices of a change of TDS section, and PANs due for a check with the verification service (issue 37). */
const TDS_EVERY_MS = 10 * 60_000;

async function main() {
  const config = loadConfig();
  const problems = [
    ...productionProblems(config, { jwtSecretGiven: config.jwtSecret !== undefined }),
    ...legalReleaseProblems(config),
  ];
  if (problems.length > 0) {
    console.error(
      `Collably refuses to start in production mode:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/deploy.md.`,
    );
    process.exit(1);
  }
  const { db, dialect } = connectDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'collably.db'),
  });
  await migrateToLatest(db, dialect);
  const storage = createStorage(config);
  // Temporary files of uploads a crash cut short (an S3 bucket keeps none).
  const sweepTemporaryFiles = async () =>
    config.s3 ? [] : removeStaleTemporaryFiles(localUploadsFolder(config.dataDir));
  await sweepTemporaryFiles();
  const isFirstStart = await seed(db, new Date(), { demo: config.exposure.demoAccounts, storage });
  const secret = config.jwtSecret ?? loadOrCreateSecrets(config.dataDir).jwtSecret;
  const dataKey = configuredDataKeys(config) ?? loadOrCreateSecrets(config.dataDir).dataEncryptionKey;
  const paymentProvider = createPaymentProvider(config, db, systemClock);
  const payments = { db, clock: systemClock, provider: paymentProvider, taxSupplier: config.taxSupplier };
  const app = await buildApp({ config, db, dialect, secret, dataKey, storage, paymentProvider });
  for (const line of exposureReport(config)) app.log[line.level](line.message);
  // The demo orders are paid through the sandbox checkout: with a real provider (Razorpay, Stripe) a first
  // start has none, rather than failing on a checkout it cannot press.
  if (isFirstStart && paymentProvider.name === 'sandbox') {
    await seedDemoCollabs(app);
    const ids = await demoAccountIds(db);
    if (ids) await seedDemoConversation(app.ctx, ids);
  }
  if (!config.exposure.demoAccounts) {
    const locked = await lockPublishedPasswords(db);
    if (locked.length > 0) {
      app.log.warn(`Locked ${locked.length} demo account(s) that still had their published password.`);
    }
  }

  const jobs = startJobs(
    [
      { name: 'collab-sweeps', everyMs: SWEEP_EVERY_MS, run: () => runCollabSweeps(app.ctx) },
      // Reviews of collabs whose 14-day window closed with one side only become visible (issue 19).
      { name: 'review-windows', everyMs: SWEEP_EVERY_MS, run: () => sweepReviewWindows(app.ctx) },
      // Posts checked again 7 and 30 days after their URL was accepted (issue 19).
      { name: 'post-rechecks', everyMs: SWEEP_EVERY_MS, run: () => runPostRechecks(app.ctx) },
      { name: 'unsent-details-sweep', everyMs: SWEEP_EVERY_MS, run: () => sweepUnsentPayments(app.ctx) },
      {
        name: 'payment-reconcile',
        everyMs: RECONCILE_EVERY_MS,
        run: () => reconcilePendingPayments(payments),
      },
      // Closed checkouts asked about again for late or second payments, and their refunds (issue 32).
      { name: 'late-payments', everyMs: RECONCILE_EVERY_MS, run: () => followLatePayments(payments) },
      // Webhook events not handled when they arrived (a crash, the provider unreachable): with back-off.
      { name: 'payment-webhooks', everyMs: WEBHOOK_EVERY_MS, run: () => app.paymentWebhooks.processDue() },
      { name: 'upload-temp-sweep', everyMs: TEMP_SWEEP_EVERY_MS, run: sweepTemporaryFiles },
      // Logs kept for a set time (docs/privacy.md): staff's access to personal data, and web vitals.
      {
        name: 'log-retention',
        everyMs: TEMP_SWEEP_EVERY_MS,
        run: async () => ({
          staffAccessLog: await pruneStaffAccessLog(db, systemClock),
          webVitals: await pruneVitals(app.ctx),
        }),
      },
      // Payouts and bank withdrawals through RazorpayX: attempts a crash or a lost answer left 'sending' are
      // finished, those on their way followed (the webhook may never come).
      {
        name: 'transfers',
        everyMs: TRANSFERS_EVERY_MS,
        run: () => followTransfers(app.ctx, app.transferSources),
      },
      // Razorpay and RazorpayX against the ledger (issue 34): checked hourly, run once a day under a lease,
      // all history on this process's first run.
      {
        name: 'reconciliation',
        everyMs: RECONCILIATION_EVERY_MS,
        run: reconciliationJob(app.reconciliation),
      },
      // Refunds of brands' wallets to their payment method, still with the provider.
      { name: 'withdrawals', everyMs: RECONCILE_EVERY_MS, run: () => followWithdrawals(app.ctx) },
      // Data exports users asked for (prepared, mailed), and old archives removed.
      { name: 'account-exports', everyMs: MAIL_EVERY_MS, run: () => runAccountExports(app.ctx) },
      // Every enciphered column moved to the current data key (DATA_ENCRYPTION_KEYS, docs/deploy.md).
      { name: 'data-keys', everyMs: DATA_KEYS_EVERY_MS, run: dataKeysJob(app.ctx, app.log) },
      // Last month's GSTR-2B from the GSP (GSP_URL), once a day under a lease: held GST released (issue 37).
      { name: 'gstr2b-pull', everyMs: GSTR2B_EVERY_MS, run: gstr2bPullJob(app.ctx) },
      // Influencers with credits this year told of a change of TDS section before it applies (issue 37).
      { name: 'tds-section-notices', everyMs: TDS_EVERY_MS, run: () => notifyTdsSectionChanges(app.ctx) },
      // PANs never checked or checked 30 days ago, with the PAN verification service when configured.
      { name: 'pan-checks', everyMs: TDS_EVERY_MS, run: () => runPanChecks(app.ctx, app.log) },
      {
        name: 'mail-delivery',
        everyMs: MAIL_EVERY_MS,
        run: () => deliverQueuedMail({ ...app.ctx, publicUrl: config.publicUrl }),
      },
    ],
    app.log,
  );

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await jobs.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Collably is running on ${config.publicUrl} (database: ${dialect}, data: ${config.dataDir})`);
  // A restart means no confirmation of this process is in flight: settle every pending payment now,
  // whatever its age, without holding up the start (the provider may be slow or down).
  // Then webhook events and late payments a crash left unhandled (those another instance holds wait for it).
  void reconcilePendingPayments(payments, { minAgeMs: 0 })
    .then((report) => app.log.info({ report }, 'pending payments reconciled at start-up'))
    .then(() => app.paymentWebhooks.processDue())
    .then(() => followLatePayments(payments))
    .then(() => followTransfers(app.ctx, app.transferSources))
    .catch((error: unknown) => app.log.error({ err: error }, 'start-up payment reconciliation failed'));
  // A new data key, or PANs kept in clear before migration 038: moved at once rather than at the first tick.
  void dataKeysJob(app.ctx, app.log)().catch((error: unknown) =>
    app.log.error({ err: error }, 'start-up re-encryption failed'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
