import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatEvent } from '@collably/shared/constants/chat';
import { ActionCode, CollabStatus } from '@collably/shared/constants/collabs';
import type { TChatMessage } from '@collably/shared/schemas/chat';
import { closeSockets, connect, disconnected, nextEvent, send, sent } from '../chat-fixtures';

/**
 * Issue 12 item 6: two server PROCESSES (src/main.ts) on one PostgreSQL database and one Redis, as behind
 * a load balancer. A message sent through instance A reaches the recipient's socket on B, a notification
 * raised on A reaches a bell on B, and a session ended on A cuts the user's socket on B. Needs PostgreSQL
 * and Redis (TEST_DATABASE_URL, TEST_REDIS_URL), which CI always has (test-app's databases() insists).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO_BRAND = { Email: 'brand@collably.in', Password: 'Brand@12345' };
const DEMO_INFLUENCER = { Email: 'influencer@collably.in', Password: 'Influencer@123' };

type Instance = { url: string; child: ChildProcess; dataDir: string; log: string[] };

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-instance-'));
  const log: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited early:\n${log.join('')}`);
    const up = await fetch(`${url}/api/master/platforms`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) return { url, child, dataDir, log };
    if (Date.now() > deadline) throw new Error(`instance did not start:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance) return;
  if (instance.child.exitCode === null) {
    const exited = new Promise((r) => instance.child.once('exit', r));
    instance.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  }
  fs.rmSync(instance.dataDir, { recursive: true, force: true });
}

async function call<T>(url: string, route: string, init: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${url}${route}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await res.json()) as { data: T; token?: string; message: string };
  expect(res.status, envelope.message).toBe(200);
  return envelope;
}

describe.runIf(databaseUrl && redisUrl)('two server processes on one PostgreSQL and Redis', () => {
  const database = `collably_two_${process.pid}_${randomBytes(3).toString('hex')}`;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    // A first, alone: it migrates and seeds the demo accounts and orders; then B joins the same data.
    a = await startInstance(env);
    b = await startInstance(env);
  }, 180_000);

  afterAll(async () => {
    closeSockets();
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }, 30_000);

  it('carries messages, bells and ended sessions from one instance to the other', async () => {
    const A = a!.url;
    const B = b!.url;
    const brand = await call<{ userID: number }>(A, '/api/user/login', { body: DEMO_BRAND });
    const influencer = await call<{ userID: number }>(A, '/api/user/login', { body: DEMO_INFLUENCER });
    const brandOnA = await connect(A, brand.token);
    const brandOnB = await connect(B, brand.token);
    const influencerOnB = await connect(B, influencer.token);

    const reachesB = nextEvent<TChatMessage>(influencerOnB, ChatEvent.ReceiveMessage, 5_000);
    const echoesOnB = nextEvent<TChatMessage>(brandOnB, ChatEvent.ReceiveMessage, 5_000);
    const message = await sent(send(brandOnA, influencer.data.userID, 'Sent through A'));
    expect((await reachesB).id).toBe(message.id);
    expect((await echoesOnB).clientId).toBe(message.clientId);

    const orders = await call<{ collabDetailId: number; collabStatus: string }[]>(B, '/api/user/orders', {
      token: brand.token,
    });
    const fresh = orders.data.find((o) => o.collabStatus === CollabStatus.New);
    expect(fresh, 'a new demo order').toBeDefined();
    const bell = nextEvent(brandOnB, ChatEvent.NotificationsChanged, 5_000);
    await call(A, '/api/user/update/collab-status', {
      token: influencer.token,
      body: {
        collabDetailId: fresh!.collabDetailId,
        statusId: ActionCode.Accept,
        reason: '',
        base64File: [],
      },
    });
    await bell;

    const cut = disconnected(influencerOnB, 5_000);
    await call(A, '/api/user/logout', { body: {}, token: influencer.token });
    await cut;
    await expect(connect(B, influencer.token)).rejects.toThrow('Your session has ended');
  }, 60_000);
});
