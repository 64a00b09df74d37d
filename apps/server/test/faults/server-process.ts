import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Platform } from '@collably/shared/constants/platforms';
import { Role, type TRole } from '@collably/shared/constants/roles';
import { connectDatabase } from '../../src/db/connect';
import type { Db, Dialect } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrations';
import { giveBilling, TEST_BILLING_STATE } from '../test-app';
import { insertAccount } from '../../src/db/seed/accounts';
import { seedMasterData } from '../../src/db/seed/master-data';
import { hashPassword } from '../../src/platform/auth/passwords';
import { FAULT_PAUSED_MARKER, type FaultPoint } from '../../src/platform/faults';
import { RAZORPAY_TEST } from '../fake-razorpay';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const MAIN = path.join(repoRoot, 'apps/server/src/main.ts');
const START_TIMEOUT_MS = 60_000;

/** A fresh place for one server's data: DATA_DIR, and a fresh PostgreSQL database when asked. */
export type Deployment = {
  dialect: Dialect;
  dataDir: string;
  databaseUrl?: string;
  /** A connection of the test's own, to check what the server left behind. */
  db: Db;
  remove: () => Promise<void>;
};

export async function freshDeployment(dialect: Dialect): Promise<Deployment> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-faults-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as unknown;
  if (dialect === 'postgres') {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const name = `faults_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: new URL('/postgres', server).href });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = new URL(`/${name}`, server).href;
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: new URL('/postgres', server).href });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const { db } = connectDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'collably.db') });
  await migrateToLatest(db, dialect);
  await seedMasterData(db);
  return {
    dialect,
    dataDir,
    databaseUrl,
    db,
    async remove() {
      await db.destroy();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `condition` until it holds; fails after `timeoutMs` naming `what`. */
export async function eventually(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const PASSWORD = 'Passw0rd!x';

/**
 * A brand and an influencer with one UGC service (the brand's approval releases the escrow in one step),
 * written before the first start so the server skips its demo data.
 */
export async function seedParties(db: Db) {
  const at = new Date();
  const now = at.toISOString();
  const passwordHash = await hashPassword(PASSWORD);
  const tag = () => randomBytes(4).toString('hex');
  const user = (roleId: TRole, name: string) =>
    insertAccount(
      db,
      {
        roleId,
        name,
        userName: roleId === Role.Brand ? null : `faults_${tag()}`,
        email: `${name.toLowerCase()}_${tag()}@example.com`,
        passwordHash,
        lastLoginOn: now,
      },
      at,
    );
  const brand = await user(Role.Brand, 'Brand');
  // Every payment needs the brand's billing details (issue 36).
  await giveBilling(db, brand.id, TEST_BILLING_STATE, at);
  const influencer = await user(Role.Influencer, 'Influencer');
  await db
    .insertInto('influencerProfiles')
    .values({ userId: influencer.id, countryId: 101, languages: '[]', isGst: 0, modifiedOn: now })
    .execute();
  const service = await db
    .insertInto('influencerServices')
    .values({
      userId: influencer.id,
      platformId: Platform.UGC,
      title: 'UGC video',
      description: 'One video about your product',
      pricePaise: 200_000,
      allowUgc: 0,
      ugcPricePaise: 0,
      createdOn: now,
      modifiedOn: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { brand, influencer, serviceId: service.id };
}

export type ServerProcess = {
  url: string;
  /** Resolves when the server reports it paused at the fault point. */
  paused: Promise<void>;
  /** kill -9, and waits for the process to be gone. */
  kill: () => Promise<void>;
  output: () => string;
};

const running = new Set<ChildProcess>();

/** Kills whatever a failed test left running. */
export function killAll() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/**
 * Starts apps/server/src/main.ts (through tsx) on the deployment, as `npm run dev` does, on a free port;
 * `extraEnv` adds settings (a payment provider's keys, say).
 */
export async function startServer(
  deployment: Deployment,
  faultPause?: FaultPoint,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: deployment.dataDir,
    JWT_SECRET: 'faults-test-secret-'.padEnd(48, 'x'),
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_SCALE: '100',
    ...(deployment.databaseUrl ? { DATABASE_URL: deployment.databaseUrl } : {}),
    ...(faultPause ? { COLLABLY_FAULT_PAUSE: faultPause } : {}),
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const watch = (pattern: RegExp, what: string) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${what}: timed out\n${output}`)), START_TIMEOUT_MS);
      const check = () => {
        const match = pattern.exec(output);
        if (!match) return;
        clearTimeout(timer);
        resolve(match);
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`${what}: the server exited\n${output}`));
      });
    });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const paused = faultPause
    ? watch(new RegExp(`${FAULT_PAUSED_MARKER} ${faultPause}`), 'fault point').then(() => undefined)
    : new Promise<void>(() => undefined);
  paused.catch(() => undefined);
  const [, url] = await watch(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/, 'start');
  return {
    url: url,
    paused,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
      running.delete(child);
    },
  };
}

/** A small JSON client of a running server. */
export function client(server: { url: string }) {
  const call = async (
    method: string,
    url: string,
    options: { token?: string; body?: unknown; query?: Record<string, string> } = {},
  ) => {
    const target = new URL(url, server.url);
    for (const [k, v] of Object.entries(options.query ?? {})) target.searchParams.set(k, v);
    const res = await fetch(target, {
      method,
      redirect: 'manual',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let json: { isSuccess?: boolean; message?: string; data?: unknown; token?: string } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      // An HTML page or a redirect.
    }
    return { status: res.status, json, text, location: res.headers.get('location') };
  };
  return {
    call,
    post: (url: string, options?: Parameters<typeof call>[2]) => call('POST', url, options),
    get: (url: string, options?: Parameters<typeof call>[2]) => call('GET', url, options),
    async login(email: string) {
      const res = await call('POST', '/api/user/login', { body: { Email: email, Password: PASSWORD } });
      if (!res.json.token) throw new Error(`login failed: ${res.status} ${res.text}`);
      return res.json.token;
    },
    /** The sandbox checkout's Pay button, as the browser's form post. */
    pressPay: (refrenceId: string) =>
      fetch(new URL(`${refrenceId}/pay`, server.url), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      }),
  };
}

/** A server's settings on the Razorpay fake at `apiUrl` (the test keys and webhook secret). */
export const razorpayServerEnv = (apiUrl: string): NodeJS.ProcessEnv => ({
  RAZORPAY_KEY_ID: RAZORPAY_TEST.keyId,
  RAZORPAY_KEY_SECRET: RAZORPAY_TEST.keySecret,
  RAZORPAY_WEBHOOK_SECRET: RAZORPAY_TEST.webhookSecret,
  RAZORPAY_API_URL: apiUrl,
});

/**
 * A webhook of the fake to whichever server runs now: a server killed mid-answer fails the delivery, and the
 * fake retries a few times, as Razorpay does.
 */
export const webhookToRunning = (running: () => ServerProcess | null, path: string, secret: string) => ({
  secret,
  deliver: (rawBody: string, headers: Record<string, string>) => {
    const server = running();
    return server
      ? fetch(new URL(path, server.url), { method: 'POST', headers, body: rawBody })
      : Promise.reject(new Error('no server'));
  },
});
