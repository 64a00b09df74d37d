#!/usr/bin/env node
// `npm run bench:chat` (issue 12 item 7): the chat under load across two instances.
//
// Two built server processes share one PostgreSQL database (created afresh: BENCH_CHAT_DATABASE,
// default collably_bench_chat, on BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// and one Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379). 500 brand/influencer pairs, each
// sharing a collab, are seeded in bulk; this process (the load generator, apart from both servers)
// opens one socket per user, each pair's two users on different instances, and every socket sends one
// message every 2 s (500 messages/s in all) for BENCH_CHAT_SECONDS (30). Reported: delivery latency
// (send → ReceiveMessage at the recipient) p50/p95/p99, messages acknowledged but never delivered
// (lost), refused sends, and each instance's resident memory.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { freePort } from './lib/harness.mjs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';
import { createSigner } from 'fast-jwt';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 500);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const INTERVAL_MS = 2_000;
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = process.env.BENCH_CHAT_DATABASE ?? 'collably_bench_chat';
const secret = randomBytes(32).toString('hex');

async function startInstance(databaseUrl, name) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `collably-bench-chat-${name}-`));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: secret,
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 'bench-chat').toString('base64'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${url}/api/master/platforms`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { name, url, child, dataDir };
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`instance ${name} did not start`);
}

/** Copies a template row n times, with the given columns replaced by SQL expressions of g (1..n). */
async function cloneRows(client, table, templateId, n, replace) {
  const { rows } = await client.query(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 and column_name <> 'id' order by ordinal_position`,
    [table],
  );
  const columns = rows.map((r) => r.column_name);
  const values = columns.map((c) => replace[c] ?? `t.${c}`);
  await client.query(
    `insert into ${table} (${columns.join(', ')}) select ${values.join(', ')} from ${table} t, generate_series(1, ${n}) g where t.id = ${templateId}`,
  );
}

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const now = new Date().toISOString();
  const insertUsers = async (roleId, prefix) => {
    const { rows } = await client.query(
      `insert into users (role_id, name, user_name, email, password_hash, status, email_verified, created_on, modified_on)
       select $1, $2 || ' ' || g, $2 || '_' || g, $2 || g || '@bench.example', 'x', 'active', 1, $3, $3
       from generate_series(1, $4) g order by g returning id`,
      [roleId, prefix, now, PAIRS],
    );
    return rows.map((r) => r.id);
  };
  const brands = await insertUsers(2, 'benchbrand');
  const influencers = await insertUsers(1, 'benchinf');
  const tx = (await client.query('select id from payment_transactions order by id limit 1')).rows[0].id;
  const collab = (await client.query('select id from collabs order by id limit 1')).rows[0].id;
  const txBefore = (await client.query('select coalesce(max(id), 0) as m from payment_transactions')).rows[0]
    .m;
  await cloneRows(client, 'payment_transactions', tx, PAIRS, {
    brand_user_id: `(${brands[0]} + g - 1)`,
    influencer_user_id: `(${influencers[0]} + g - 1)`,
    provider_ref: `'bench-chat-' || g`,
  });
  await cloneRows(client, 'collabs', collab, PAIRS, {
    transaction_id: `(${txBefore} + g)`,
    brand_user_id: `(${brands[0]} + g - 1)`,
    influencer_user_id: `(${influencers[0]} + g - 1)`,
  });
  await client.end();
  return brands.map((brand, i) => ({ brand, influencer: influencers[i] }));
}

const rssMb = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const instances = [];
  try {
    // A first and alone: it migrates and seeds (demo data gives the template order); then B joins.
    instances.push(await startInstance(databaseUrl, 'A'));
    instances.push(await startInstance(databaseUrl, 'B'));
    const pairs = await seed(databaseUrl);
    const sign = createSigner({ key: secret, expiresIn: 3_600_000 });
    const token = (id, role) => sign({ sub: id, role, ver: 0 });

    const sentAt = new Map();
    const latencies = [];
    let acked = 0;
    let refused = 0;
    const connectSocket = (instance, userId, role) =>
      new Promise((resolve, reject) => {
        const socket = io(instance.url, {
          path: '/chat',
          transports: ['websocket'],
          auth: { token: token(userId, role) },
          forceNew: true,
        });
        socket.on('ReceiveMessage', (m) => {
          if (m.toUserId !== userId) return;
          const start = sentAt.get(m.clientId);
          if (start === undefined) return;
          latencies.push(performance.now() - start);
          sentAt.delete(m.clientId);
        });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    const clients = [];
    for (const [i, pair] of pairs.entries()) {
      const [brandSide, influencerSide] =
        i % 2 === 0 ? [instances[0], instances[1]] : [instances[1], instances[0]];
      clients.push({ socket: await connectSocket(brandSide, pair.brand, 2), to: pair.influencer });
      clients.push({ socket: await connectSocket(influencerSide, pair.influencer, 1), to: pair.brand });
    }
    console.log(`${clients.length} sockets connected over 2 instances; sending for ${SECONDS} s`);

    const rss = instances.map(() => []);
    const sampler = setInterval(
      () => instances.forEach((inst, i) => rss[i].push(rssMb(inst.child.pid))),
      1_000,
    );
    const timers = [];
    const stopAt = Date.now() + SECONDS * 1_000;
    for (const client of clients) {
      const tick = () => {
        if (Date.now() >= stopAt) return;
        const clientId = randomUUID();
        sentAt.set(clientId, performance.now());
        client.socket
          .timeout(10_000)
          .emitWithAck('SendMessage', client.to, `bench ${clientId}`, [], { clientId })
          .then((ack) => (ack.ok ? (acked += 1) : ((refused += 1), sentAt.delete(clientId))))
          .catch(() => ((refused += 1), sentAt.delete(clientId)));
      };
      timers.push(
        setTimeout(() => {
          tick();
          timers.push(setInterval(tick, INTERVAL_MS));
        }, Math.random() * INTERVAL_MS),
      );
    }
    await new Promise((r) => setTimeout(r, SECONDS * 1_000 + 5_000));
    timers.forEach((t) => clearInterval(t));
    clearInterval(sampler);
    const lost = sentAt.size;
    const sorted = latencies.sort((a, b) => a - b);
    const ms = (v) => `${v.toFixed(1)} ms`;
    const mem = (samples) =>
      `${Math.max(...samples).toFixed(0)} MB peak, ${(samples.reduce((a, b) => a + b, 0) / samples.length).toFixed(0)} MB mean`;
    console.log(`
| chat bench (${clients.length} sockets, ${PAIRS} pairs, 2 instances, PostgreSQL + Redis, ${SECONDS} s) | value |
|---|---|
| messages sent and acknowledged | ${acked} (${(acked / SECONDS).toFixed(0)}/s) |
| refused or timed-out sends | ${refused} |
| delivered to the recipient | ${sorted.length} |
| lost (acknowledged, never delivered) | ${lost} |
| delivery latency p50 / p95 / p99 | ${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))} / ${ms(percentile(sorted, 99))} |
| max latency | ${ms(sorted.at(-1) ?? 0)} |
| memory instance A | ${mem(rss[0])} |
| memory instance B | ${mem(rss[1])} |
`);
    for (const client of clients) client.socket.close();
  } finally {
    for (const inst of instances) {
      inst.child.kill('SIGTERM');
      fs.rmSync(inst.dataDir, { recursive: true, force: true });
    }
    await new Promise((r) => setTimeout(r, 1_000));
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
