import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Role, type TSignedInRole, type TUserStatus } from '@collably/shared/constants/roles';
import { buildApp, type BuildOptions } from '../src/app';
import { DEFAULT_RATE_LIMITS, loadConfig, type Config } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import type { Db, Dialect } from '../src/db/database';
import { migrateToLatest, type MigrationSet } from '../src/db/migrations';
import { features } from '../src/features';
import { migrationsOf } from '../src/platform/feature';
import { insertAccount } from '../src/db/seed/accounts';
import { legalRepository } from '../src/features/legal/legal.repository';
import { latestLegalVersion, legalDocumentsOf } from '@collably/shared/domain/legal';
import { seedMasterData } from '../src/db/seed/master-data';
import { ManualClock } from '../src/platform/clock';
import { hashPassword } from '../src/platform/auth/passwords';

/**
 * `sqlite` always; `postgres` too when TEST_DATABASE_URL points at a server. On CI both real parts
 * are required: a run that would quietly skip PostgreSQL or Redis fails instead.
 */
export function databases(): Dialect[] {
  if (process.env.CI && !(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)) {
    throw new Error('CI must run the PostgreSQL and Redis suites: set TEST_DATABASE_URL and TEST_REDIS_URL.');
  }
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export type TestUser = {
  id: number;
  token: string;
  email: string;
  password: string;
  userName: string | null;
  roleId: TSignedInRole;
};

type RequestOptions = { token?: string; query?: Record<string, string>; headers?: Record<string, string> };

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  clock: ManualClock;
  config: Config;
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A signed-in user of the role, created straight in the database (unique e-mail and user name). */
  user(
    role: TSignedInRole,
    overrides?: Partial<{
      name: string;
      userName: string;
      status: TUserStatus;
      /**
       * A brand's billing details (issue 36: every payment needs them): by default in TEST_BILLING_STATE, which is
       * not the platform's state, so GST is one IGST line of round(18 %), as the shared price rule gives by
       * default; false for a brand that has given none.
       */
      billingState: string | false;
      /**
       * Whether the user has accepted the newest version of each legal text of their role (issue 36), as a new
       * account does at sign-up, so a test that moves the clock past a text's 30-day notice can still pay; false
       * for a user who has accepted nothing (the legal texts' own tests).
       */
      acceptsLegalTexts: boolean;
    }>,
  ): Promise<TestUser>;
  /** The latest mail to an address, from the embedded outbox. */
  lastMailTo(email: string): Promise<{ subject: string; textBody: string } | undefined>;
  close(): Promise<void>;
};

let counter = 0;
export const uniqueSuffix = () => `${process.pid}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Every test user's password. */
export const TEST_PASSWORD = 'Passw0rd!x';
let testPasswordHash: Promise<string> | undefined;
/** Hashed once per worker: scrypt costs ~50 ms, and the tests create hundreds of users. */
const hashedTestPassword = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

/** An empty database of the dialect (a PostgreSQL schema of its own), not migrated. */
export async function openDatabase(dialect: Dialect): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const { db } = connectDatabase({ sqliteFile: ':memory:' });
    return { db, drop: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${uniqueSuffix()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const { db } = connectDatabase({ databaseUrl: url, schema });
  return {
    db,
    drop: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** The key every test app signs tokens with, so a second instance of the same app accepts them. */
export const TEST_SECRET = 'test-secret-'.padEnd(40, 'x');
/** The key every test app encrypts bank details with (so another instance reads them). */
export const TEST_DATA_KEY = Buffer.alloc(32, 'collably-test').toString('base64');

/**
 * Another instance of `a`'s product: the same database, configuration (so the same Redis and key
 * prefix), secret and clock, but its own process state and data folder (or the given storage), as
 * with several servers behind a load balancer.
 */
export async function anotherInstance(
  a: TestApp,
  {
    configure,
    ...build
  }: Partial<Pick<BuildOptions, 'storage' | 'paymentProvider'>> & {
    configure?: (config: Config) => void;
  } = {},
): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-instance-b-'));
  const config = { ...a.config, dataDir };
  configure?.(config);
  const app = await buildApp({
    config,
    db: a.db,
    dialect: a.dialect,
    secret: TEST_SECRET,
    dataKey: TEST_DATA_KEY,
    clock: a.clock,
    ...build,
  });
  app.addHook('onClose', async () => fs.promises.rm(dataDir, { recursive: true, force: true }));
  await app.ready();
  return app;
}

/** PostgreSQL errors of a catalog row that vanished under a query: undefined column, table or schema. */
const VANISHED_CATALOG_CODES = new Set(['42703', '42P01', '3F000']);

/**
 * Migrates a test file's own schema. Test files share one PostgreSQL database, one schema each, and Kysely's
 * Migrator first introspects the tables of every schema; another file dropping its schema at that moment
 * makes the catalog query fail. Nothing of this schema was written then, so a retry is safe.
 */
async function migrateOwnSchema(db: Db, dialect: Dialect, featureMigrations: readonly MigrationSet[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateToLatest(db, dialect, undefined, featureMigrations);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= 3 || !code || !VANISHED_CATALOG_CODES.has(code)) throw error;
    }
  }
}

const withAuth = (o?: RequestOptions) => ({
  ...(o?.headers ?? {}),
  ...(o?.token ? { authorization: `Bearer ${o.token}` } : {}),
});

/** The test app's requests, sent to one instance. */
const requestsTo = (app: FastifyInstance): Pick<TestApp, 'get' | 'post' | 'inject'> => ({
  get: (url, o) => app.inject({ method: 'GET', url, query: o?.query, headers: withAuth(o) }),
  post: (url, body, o) =>
    app.inject({
      method: 'POST',
      url,
      query: o?.query,
      headers: withAuth(o),
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    }),
  inject: (o) => app.inject(o),
});

/**
 * The same test app on another instance (a second server, or the first restarted): its requests go to `app`;
 * closing it closes only that instance.
 */
export const onInstance = (t: TestApp, app: FastifyInstance): TestApp => ({
  ...t,
  app,
  ...requestsTo(app),
  close: () => app.close(),
});

/**
 * `n` requests at once, spread over the instances in turn (as a load balancer would): the race tests of the
 * limits that must hold under concurrency.
 */
export const raceAcross = <T>(
  instances: readonly TestApp[],
  n: number,
  request: (on: TestApp, i: number) => Promise<T>,
): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => request(instances[i % instances.length], i)));

export async function testApp(
  dialect: Dialect,
  options: {
    configure?: (config: Config) => void;
    beforeReady?: (app: FastifyInstance) => void;
    /** Overrides of buildApp's options (e.g. a payment provider with a stubbed HTTP client, a storage). */
    build?: Partial<Pick<BuildOptions, 'paymentProvider' | 'storage' | 'logStream' | 'features'>>;
  } = {},
): Promise<TestApp> {
  const { db, drop } = await openDatabase(dialect);
  await migrateOwnSchema(db, dialect, migrationsOf(options.build?.features ?? features));
  await seedMasterData(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `collably-test-${uniqueSuffix()}`),
    REDIS_URL: process.env.TEST_REDIS_URL,
  });
  // Generous limits so ordinary tests never trip them; the rate-limit tests lower them.
  config.rateLimits = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, max: 1000 }]),
  ) as Config['rateLimits'];
  config.webDist = '/nonexistent';
  // No test touches the internet: social verification's page fetches go to a closed local port unless a test
  // points them at its own fake page server (test/fake-social-pages.ts).
  config.socialPages = { ...config.socialPages, origin: 'http://127.0.0.1:9', timeoutMs: 2_000 };
  config.redisPrefix = `collably-test-${uniqueSuffix()}:`;
  options.configure?.(config);
  const clock = new ManualClock(new Date('2026-06-01T10:00:00.000Z'));
  const app = await buildApp({
    config,
    db,
    dialect,
    secret: TEST_SECRET,
    dataKey: TEST_DATA_KEY,
    clock,
    ...options.build,
  });
  options.beforeReady?.(app);
  await app.ready();

  return {
    app,
    db,
    dialect,
    clock,
    config,
    ...requestsTo(app),
    async user(role, overrides = {}) {
      const suffix = uniqueSuffix();
      const now = clock.now();
      const userName = overrides.userName ?? (role === Role.Brand ? null : `user_${suffix}`);
      const row = await insertAccount(
        db,
        {
          roleId: role,
          name: overrides.name ?? `Test ${role} ${suffix}`,
          userName,
          email: `u${suffix}@example.com`,
          passwordHash: await hashedTestPassword(),
          status: overrides.status,
          lastLoginOn: now.toISOString(),
        },
        now,
      );
      const billingState = overrides.billingState ?? TEST_BILLING_STATE;
      if (role === Role.Brand && billingState !== false) await giveBilling(db, row.id, billingState, now);
      if (overrides.acceptsLegalTexts ?? true) await acceptLegalTexts(db, row.id, role, now);
      return {
        id: row.id,
        email: row.email,
        password: TEST_PASSWORD,
        userName,
        roleId: role,
        token: app.signToken({ id: row.id, roleId: role }),
      };
    },
    lastMailTo: (email) =>
      db
        .selectFrom('mailOutbox')
        .select(['subject', 'textBody'])
        .where('toAddress', '=', email)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** Where test brands are billed unless a test says otherwise: another state than the platform's (Maharashtra). */
export const TEST_BILLING_STATE = 'Karnataka';

/** Saves a brand's billing details in `stateName` (no GSTIN), as brand/billing would. */
export async function giveBilling(db: Db, userId: number, stateName: string, now: Date): Promise<void> {
  const state = await db
    .selectFrom('states')
    .select('stateId')
    .where('name', '=', stateName)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('brandBilling')
    .values({
      userId,
      companyName: `Brand ${userId} Pvt Ltd`,
      gstin: null,
      address: `${userId} Test Street, ${stateName}`,
      stateId: state.stateId,
      pincode: '560001',
      modifiedOn: now.toISOString(),
    })
    .execute();
}

/** Records that the user accepted the newest version of each legal text of their role, at sign-up. */
async function acceptLegalTexts(db: Db, userId: number, role: TSignedInRole, now: Date): Promise<void> {
  const versions = legalDocumentsOf(role).map((document) => ({
    document,
    version: latestLegalVersion(document).version,
  }));
  await legalRepository.accept(db, userId, versions, { acceptedOn: now.toISOString(), via: 'sign-up' });
}

/** The 6-digit code in an OTP mail. */
export const otpFromMail = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];
