import path from 'node:path';
import { loadConfig } from './config';
import { buildApp } from './app';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { seed } from './db/seed';
import { seedDemoCollabs } from './db/seed/demo-collabs';
import { lockPublishedPasswords } from './db/seed/demo-accounts';
import { exposureReport, productionProblems } from './platform/startup/safety';
import { loadOrCreateSecrets } from './platform/auth/secrets';
import { createStorage } from './platform/storage/create-storage';
import { startJobs } from './platform/jobs/scheduler';
import { runCollabSweeps } from './features/collabs/collabs.sweeps';

/** How often the time rules (dispute week, delivery deadline) are swept; they are due to the minute at best. */
const SWEEP_EVERY_MS = 5 * 60_000;

async function main() {
  const config = loadConfig();
  const problems = productionProblems(config, { jwtSecretGiven: config.jwtSecret !== undefined });
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
  const isFirstStart = await seed(db, new Date(), { demo: config.exposure.demoAccounts, storage });
  const secret = config.jwtSecret ?? loadOrCreateSecrets(config.dataDir).jwtSecret;
  const app = await buildApp({ config, db, dialect, secret, storage });
  for (const line of exposureReport(config)) app.log[line.level](line.message);
  if (isFirstStart) await seedDemoCollabs(app);
  if (!config.exposure.demoAccounts) {
    const locked = await lockPublishedPasswords(db);
    if (locked.length > 0) {
      app.log.warn(`Locked ${locked.length} demo account(s) that still had their published password.`);
    }
  }

  const jobs = startJobs(
    [{ name: 'collab-sweeps', everyMs: SWEEP_EVERY_MS, run: () => runCollabSweeps(app.ctx) }],
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
