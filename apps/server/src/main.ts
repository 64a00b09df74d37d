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
import { createStorage } from './platform/storage/create-storage';
import { startJobs } from './platform/jobs/scheduler';
import { systemClock } from './platform/clock';
import { featureJobs, migrationsOf, runStartUpWork } from './platform/feature';
import { features } from './features';
import { createPaymentProvider } from './platform/payments/payments';
import { seedDemoConversation } from './features/chat/chat.demo';
import { demoAccountIds } from './db/seed/demo-accounts';
import { configuredDataKeys } from './platform/crypto/field-cipher';

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
  await migrateToLatest(db, dialect, undefined, migrationsOf(features));
  const storage = createStorage(config);
  const isFirstStart = await seed(db, new Date(), { demo: config.exposure.demoAccounts, storage });
  const secret = config.jwtSecret ?? loadOrCreateSecrets(config.dataDir).jwtSecret;
  const dataKey = configuredDataKeys(config) ?? loadOrCreateSecrets(config.dataDir).dataEncryptionKey;
  const paymentProvider = createPaymentProvider(config, db, systemClock);
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

  const jobs = startJobs(featureJobs(app.features, app.featureEnv), app.log);

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
  // What a crash may have left half done (pending payments, stored webhook events, transfers, data keys),
  // without holding up the start: a provider may be slow or down.
  void runStartUpWork(app.features, app.featureEnv);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
