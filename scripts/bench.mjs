#!/usr/bin/env node
// `npm run bench` (after `npm run build`): loads the built API with autocannon and compares each
// case with a Fastify hello-world measured in the same run, before and after the product.
//
// The product, the hello-world and autocannon each run in their own process, so no server shares
// an event loop with the load generator. The product serves a bench database of BENCH_INFLUENCERS
// (default 100 000) influencers, seeded once by `npm run seed:bench` and reused by later runs:
// SQLite in BENCH_DATA_DIR (default <tmp>/collably-bench), or PostgreSQL at BENCH_DATABASE_URL.
//
// The listing caches whole response bodies per read-model version, so a repeated URL is a cache
// hit; each listing case is therefore also run against a second product process started with
// LISTING_CACHE_ENTRIES=0 ('uncached': version, count cached per version, page query on every
// request). BENCH_UNCACHED=0 skips those. The `listing mixed` case sends a different realistic search
// on every request (scripts/bench-listing-mixed.mjs, seeded, so runs are comparable): the warm-up
// and the measured run use different seeds, so the measured searches are not already cached.
//
// Besides req/s and latency, each case reports the server process's CPU time per request (from
// /proc on Linux): on a shared, loaded machine throughput swings with the neighbours, CPU per request
// much less.
//
// Environment: BENCH_CONNECTIONS (50), BENCH_DURATION seconds (10), BENCH_WARMUP seconds (3),
// BENCH_CASES (comma-separated case names, default all), BENCH_JSON=file to also write the results.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'collably-bench'));
const autocannonBin = path.join(root, 'node_modules', '.bin', 'autocannon');
const mixedLoad = path.join(root, 'scripts', 'bench-listing-mixed.mjs');
const MIXED_WARMUP_SEED = 1;
const MIXED_SEED = 2;
const withUncached = process.env.BENCH_UNCACHED !== '0';

/** Goals of issue 4: share of the hello-world's req/s, and p99 in ms for the listing cases. */
const CASES = [
  { name: 'categories', url: '/api/master/categories', minRatio: 0.9 },
  { name: 'listing mixed', url: '/api/influencer/List', mixed: true, minRatio: 0.25, maxP99: 50 },
  { name: 'listing unfiltered', url: '/api/influencer/List', minRatio: 0.25, maxP99: 50 },
  {
    name: 'platform+category',
    url: '/api/influencer/List?Platform=4&Category=3',
    minRatio: 0.25,
    maxP99: 50,
  },
  {
    name: 'price range by price',
    url: '/api/influencer/List?PriceMin=1000&PriceMax=5000&SortOrder=1',
    minRatio: 0.25,
    maxP99: 50,
  },
  { name: 'followers descending', url: '/api/influencer/List?SortOrder=4', minRatio: 0.25, maxP99: 50 },
  { name: 'page 50', url: '/api/influencer/List?Page=50', minRatio: 0.25, maxP99: 50 },
  { name: 'popular', url: '/api/influencer/Influencers/8/0', minRatio: 0.25, maxP99: 50 },
];

const HELLO_WORLD = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const children = new Set();
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function start(name, args, env, cwd = root) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.on('exit', (code) => {
    children.delete(child);
    if (code !== null && code !== 0) console.error(`${name} exited with ${code}:\n${output.slice(-4000)}`);
  });
  return child;
}

async function waitFor(url, child, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} was not ready after ${seconds} s`);
}

/**
 * One autocannon run in its own process; returns req/s and latency percentiles (ms). With a `seed`,
 * every request is a different listing search drawn from it (the `listing mixed` case).
 */
function load(url, seconds, seed) {
  const [command, args] =
    seed === undefined
      ? [autocannonBin, ['-c', String(connections), '-d', String(seconds), '-j', url]]
      : [process.execPath, [mixedLoad, url, String(connections), String(seconds), String(seed)]];
  const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`autocannon failed for ${url}: ${run.stderr}`);
  const result = JSON.parse(run.stdout);
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    total: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures,
  };
}

/** CPU time (user + system) a process has used so far, in ms; undefined where /proc is missing. */
function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15 of proc(5)) in clock ticks, 100 per second on Linux.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

function measure(url, server, mixed = false) {
  if (warmup > 0) load(url, warmup, mixed ? MIXED_WARMUP_SEED : undefined);
  const cpuBefore = cpuMs(server.pid);
  const result = load(url, duration, mixed ? MIXED_SEED : undefined);
  const cpuAfter = cpuMs(server.pid);
  const cpuUsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : ((cpuAfter - cpuBefore) * 1000) / result.total;
  return { ...result, cpuUsPerRequest };
}

function seedBenchDatabase() {
  console.log(
    databaseUrl
      ? `Bench database: PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}`
      : `Bench database: SQLite in ${dataDir}`,
  );
  const env = { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) };
  const seed = spawnSync('npm', ['run', '--silent', 'seed:bench'], { cwd: root, env, stdio: 'inherit' });
  if (seed.status !== 0) throw new Error('npm run seed:bench failed');
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const serverEntry = path.join(root, 'apps', 'server', 'dist', 'main.js');
  if (!fs.existsSync(serverEntry))
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  seedBenchDatabase();

  const selected = process.env.BENCH_CASES?.split(',').map((s) => s.trim());
  const cases = selected ? CASES.filter((c) => selected.includes(c.name)) : CASES;

  const [productPort, uncachedPort, helloPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const productEnv = (port, extra = {}) => ({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    // Production refuses to start without the key of bank details at rest (32 bytes, base64).
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    // Production mode as deployed, with the embedded parts a benchmark needs allowed explicitly.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ALLOW_DEV_MAILBOX: 'true',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    ALLOW_LOCAL_UPLOADS: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
    REDIS_URL: '',
    ...extra,
  });
  const product = start('product', [serverEntry], productEnv(productPort));
  const uncached = withUncached
    ? start('product (uncached)', [serverEntry], productEnv(uncachedPort, { LISTING_CACHE_ENTRIES: '0' }))
    : undefined;
  const helloFile = path.join(root, 'apps', 'server', '.bench-hello.mjs');
  fs.writeFileSync(helloFile, HELLO_WORLD);
  const hello = start('hello-world', [helloFile], { PORT: String(helloPort) }, path.dirname(helloFile));
  try {
    const productBase = `http://127.0.0.1:${productPort}`;
    const uncachedBase = `http://127.0.0.1:${uncachedPort}`;
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    await Promise.all([
      waitFor(`${productBase}/api/master/platforms`, product),
      uncached && waitFor(`${uncachedBase}/api/master/platforms`, uncached),
      waitFor(helloUrl, hello),
    ]);

    console.log(
      `\nautocannon: ${connections} connections, ${duration} s per case after a ${warmup} s warm-up; ${os.cpus().length} CPUs\n`,
    );
    const before = measure(helloUrl, hello);
    console.log(`hello-world (before): ${fmt(before.rps)} req/s, p99 ${before.p99} ms`);
    const results = [];
    const runs = [
      ...cases.map((c) => ({ ...c, base: productBase, server: product })),
      ...(uncached
        ? cases
            .filter((c) => c.url.startsWith('/api/influencer/'))
            .map((c) => ({ ...c, name: `${c.name} (uncached)`, base: uncachedBase, server: uncached }))
        : []),
    ];
    for (const c of runs) {
      const r = measure(c.base + c.url, c.server, c.mixed);
      results.push({ name: c.name, url: c.url, minRatio: c.minRatio, maxP99: c.maxP99, ...r });
      console.log(
        `${c.name}: ${fmt(r.rps)} req/s, p99 ${r.p99} ms${r.failures ? `, ${r.failures} failures` : ''}`,
      );
    }
    const after = measure(helloUrl, hello);
    console.log(`hello-world (after): ${fmt(after.rps)} req/s, p99 ${after.p99} ms`);
    const baseline = (before.rps + after.rps) / 2;

    const cpu = (r) => (r.cpuUsPerRequest === undefined ? '' : fmt(r.cpuUsPerRequest));
    const rows = [
      ['case', 'req/s', 'p99 ms', 'CPU µs/req', 'vs hello', 'goal', ''],
      ['hello-world before', fmt(before.rps), String(before.p99), cpu(before), '', '', ''],
      ['hello-world after', fmt(after.rps), String(after.p99), cpu(after), '', '', ''],
      ...results.map((r) => {
        const ratio = r.rps / baseline;
        const ok = ratio >= r.minRatio && (r.maxP99 === undefined || r.p99 < r.maxP99) && r.failures === 0;
        const goal = `≥ ${Math.round(r.minRatio * 100)} %${r.maxP99 ? `, p99 < ${r.maxP99}` : ''}`;
        return [
          r.name,
          fmt(r.rps),
          String(r.p99),
          cpu(r),
          `${fmt(ratio * 100, 1)} %`,
          goal,
          ok ? 'ok' : 'MISSED',
        ];
      }),
    ];
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
    const line = (row) =>
      `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
    console.log(`\n${databaseUrl ? 'PostgreSQL' : 'SQLite'}, hello-world mean ${fmt(baseline)} req/s\n`);
    console.log(line(rows[0]));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const row of rows.slice(1)) console.log(line(row));

    if (process.env.BENCH_JSON) {
      fs.writeFileSync(
        process.env.BENCH_JSON,
        JSON.stringify(
          { database: databaseUrl ? 'postgres' : 'sqlite', connections, duration, before, after, results },
          null,
          2,
        ),
      );
    }
  } finally {
    stopAll();
    fs.rmSync(helloFile, { force: true });
  }
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
