#!/usr/bin/env node
// `npm run bench:first-paint` (after `npm run build`): do the server's first paints of public pages
// (apps/server/src/platform/http/first-paint.ts) delay the API? Unique public URLs are requested at
// BENCH_PAGE_RATE (20) per second alongside a steady API client, and the API's p95 latency with that page
// load is compared with its p95 without it, in alternating rounds.
//
// The built server (`node apps/server/dist/main.js`) runs on a fresh temporary data folder with the demo
// data, started exactly as scripts/lighthouse.mjs starts it (NODE_ENV=development on 127.0.0.1, which
// needs none of production's settings, RATE_LIMIT_SCALE=50); the rest of this script's environment is
// passed on, so e.g. FIRST_PAINT_RENDERS_PER_SECOND can be tried.
//
// The API client runs in its own process (this script with --api-client), so the page load never shares
// its event loop: BENCH_API_RATE (100) requests a second at a fixed pace over at most BENCH_API_CONNECTIONS
// (10) keep-alive connections, alternately the listing's first page (GET /api/influencer/List?Page=0) and a
// demo profile's details (GET /api/influencer/get-userdetails/<name>, every demo influencer in turn): the
// reads the listing and profile pages themselves make. p95 is exact, not estimated: each request's latency is
// timed with performance.now() from the moment it is handed to Node's http client (at its scheduled time,
// so a wait for a free connection counts) to the last byte of its answer, and p95 is the nearest-rank
// percentile of all of a run's latencies. The pace does not slow down when answers do, so a stalled event
// loop shows in full in the latencies (no coordinated omission, as a closed loop would have).
//
// The page load (in this process, fetch, answers decompressed as a browser's) is a fixed-rate timer; every URL
// is one the painted-page cache cannot answer (it keeps a page under its path and the listing's search, not
// other parameters, for 60 s): every 4th URL is the next of the home page, the static pages, the demo
// profiles and blog posts that was not requested in the last 61 s, if any; all other URLs are listing
// searches, each different (categories × platforms × sort × price range, counted through). Each answer's
// status is recorded and whether it was painted (#root holds the page and id="first-paint-queries" is
// there) or not (an empty <div id="root"></div>): the server may send a page unpainted when it is busy,
// which is allowed and reported as the share painted.
//
// After a BENCH_WARMUP (3) s warm-up (API client and page load: every kind of page has been asked for), each
// of BENCH_ROUNDS (5) rounds is the API client alone (unloaded) for BENCH_DURATION (10) s, then the API client
// with the page load (loaded) for as long, then a 2 s pause for renders that outlived their requests. The
// table gives each round's unloaded and loaded p95 and their ratio, then the median ratio with its spread
// (min–max), the pages/s achieved and the share painted. Exits 1 when the median ratio exceeds
// BENCH_MAX_RATIO (1.5) or an API request failed, so it can gate. The machine's load average is printed at
// the start and the end: on a shared machine other work shows in the unloaded runs too, and the ratio with it.
//
// Environment: BENCH_ROUNDS (5), BENCH_DURATION seconds per run (10), BENCH_WARMUP seconds (3),
// BENCH_API_RATE (100), BENCH_API_CONNECTIONS (10), BENCH_PAGE_RATE (20), BENCH_MAX_RATIO (1.5),
// BENCH_JSON=file to also write the results.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, formatTable, freePort, median, spread, waitFor, spawnDemoServer } from './lib/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = fileURLToPath(import.meta.url);
const serverEntry = path.join(root, 'apps', 'server', 'dist', 'main.js');

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const apiRate = Number(process.env.BENCH_API_RATE ?? 100);
const apiConnections = Number(process.env.BENCH_API_CONNECTIONS ?? 10);
const pageRate = Number(process.env.BENCH_PAGE_RATE ?? 20);
const maxRatio = Number(process.env.BENCH_MAX_RATIO ?? 1.5);

/** A painted page is kept for 60 s (first-paint.ts FRESH_MS): a path is asked for again only after this. */
const REVISIT_AFTER_MS = 61_000;
/** Every this many page URLs, one is a page other than the listing (when one may be asked for again). */
const OTHER_PAGE_EVERY = 4;
/** After the page load, until renders that outlived their requests have ended (first-paint.ts RENDER_BUDGET_MS is 1.5 s). */
const SETTLE_MS = 2_000;
const PAGE_TIMEOUT_MS = 30_000;
const API_TIMEOUT_MS = 10_000;

/** Public pages other than the listing, profiles and blog posts. */
const STATIC_PAGES = [
  '/blogs',
  '/about-us',
  '/privacy-policy',
  '/terms-conditions',
  '/refund-policy',
  '/contact-us',
  '/tools/YouTubeDirectLinkGenerator',
];
/** The price slider's steps (packages/shared/src/constants/ranges.ts PRICE_SLIDER_STEPS): bounds off them snap. */
const PRICE_STEPS = [500, 1_000, 2_000, 5_000, 10_000, 25_000, 50_000, 75_000, 100_000];
/** Sort orders other than relevance, the default (packages/shared/src/constants/discovery.ts SortOrder). */
const SORTS = [1, 2, 3, 4];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
    : NaN;

/**
 * Calls `send(i)` for i = 0, 1, … at `perSecond`, each at its scheduled time (late ticks catch up, so the
 * pace holds), until `count` calls or `stop()`; resolves when done.
 */
function pace(perSecond, count, send) {
  const interval = 1000 / perSecond;
  const start = performance.now();
  let sent = 0;
  let timer;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  const tick = () => {
    const now = performance.now();
    while (sent < count && start + sent * interval <= now) send(sent++);
    if (sent < count) timer = setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    else finish();
  };
  tick();
  return {
    done,
    stop: () => {
      clearTimeout(timer);
      finish();
    },
  };
}

// --- The API client (a child process) -------------------------------------------------------------------

/** One GET over `agent`: resolves with its status and latency in ms (status 0: failed or timed out). */
function timedGet(agent, base, urlPath) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(new URL(urlPath, base), { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    });
    req.setTimeout(API_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

async function apiClient({ base, rate, connections, seconds, paths }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  // Open the connections first, so no measured request pays for one.
  await Promise.all(
    Array.from({ length: connections }, (_, i) => timedGet(agent, base, paths[i % paths.length])),
  );
  const pending = [];
  const startedAt = performance.now();
  await pace(rate, Math.round(rate * seconds), (i) =>
    pending.push(timedGet(agent, base, paths[i % paths.length])),
  ).done;
  const results = await Promise.all(pending);
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  const latencies = results
    .filter((r) => r.status >= 200 && r.status < 300)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  return {
    requests: results.length,
    rps: results.length / elapsed,
    failures: results.length - latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
  };
}

/** One run of the API client in its own process. */
function runApiClient(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--api-client', JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the API client exited with ${code}`)),
    );
  });
}

// --- The page load (this process) -----------------------------------------------------------------------

/**
 * The page URLs, each new to the painted-page cache: listing searches counted through categories (fastest),
 * platforms, sorts and price ranges (each also "none"), and every OTHER_PAGE_EVERY-th URL the next other page
 * not asked for in REVISIT_AFTER_MS.
 */
function pageUrls({ categories, platforms, profiles, posts }) {
  const prices = [null];
  for (const [i, min] of PRICE_STEPS.entries())
    for (const max of PRICE_STEPS.slice(i + 1)) prices.push([min, max]);
  const dimensions = [[null, ...categories], [null, ...platforms], [null, ...SORTS], prices];
  const searches = dimensions.reduce((n, values) => n * values.length, 1);
  let searchIndex = 0;
  const listing = () => {
    if (searchIndex >= searches)
      throw new Error(`all ${searches} listing searches were used: shorten the run`);
    let rest = searchIndex++;
    const [category, platform, sort, price] = dimensions.map((values) => {
      const value = values[rest % values.length];
      rest = Math.floor(rest / values.length);
      return value;
    });
    const params = new URLSearchParams();
    if (platform !== null) params.set('p', String(platform));
    if (category !== null) params.set('c', String(category));
    if (price !== null) {
      params.set('psearch', 'true');
      params.set('pmin', String(price[0]));
      params.set('pmax', String(price[1]));
    }
    if (sort !== null) params.set('sort', String(sort));
    const query = params.toString();
    return { kind: 'listing', url: query ? `/listing?${query}` : '/listing' };
  };

  // Interleaved, so that each stretch of the rotation has some of each kind.
  const groups = [
    [{ kind: 'home', url: '/' }, ...STATIC_PAGES.map((url) => ({ kind: 'static', url }))],
    profiles.map((name) => ({ kind: 'profile', url: `/influencer/${encodeURIComponent(name)}` })),
    posts.map((slug) => ({ kind: 'blog post', url: `/blog/${encodeURIComponent(slug)}` })),
  ];
  const others = [];
  for (let i = 0; others.length < groups.flat().length; i++) {
    for (const group of groups) if (i < group.length) others.push(group[i]);
  }
  const lastAsked = new Map();
  let next = 0;
  let count = 0;
  const other = (now) => {
    for (let tried = 0; tried < others.length; tried++) {
      const page = others[(next + tried) % others.length];
      const at = lastAsked.get(page.url);
      if (at === undefined || now - at > REVISIT_AFTER_MS) {
        next = (next + tried + 1) % others.length;
        lastAsked.set(page.url, now);
        return page;
      }
    }
    return undefined;
  };
  return {
    searches,
    next: () =>
      (count++ % OTHER_PAGE_EVERY === OTHER_PAGE_EVERY - 1 && other(performance.now())) || listing(),
  };
}

/** Requests `urls.next()` at `rate` per second until `stop()`, which resolves with what was answered. */
function startPageLoad(base, rate, urls) {
  const pages = [];
  const startedAt = performance.now();
  const loop = pace(rate, Infinity, () => {
    const { kind, url } = urls.next();
    const started = performance.now();
    pages.push(
      fetch(base + url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) })
        .then(async (res) => {
          const html = await res.text();
          const painted = html.includes('id="first-paint-queries"');
          const unpainted = html.includes('<div id="root"></div>');
          return { kind, url, status: res.status, painted, unpainted, ms: performance.now() - started };
        })
        .catch(() => ({
          kind,
          url,
          status: 0,
          painted: false,
          unpainted: false,
          ms: performance.now() - started,
        })),
    );
  });
  return {
    stop: async () => {
      loop.stop();
      const answered = await Promise.all(pages);
      const ended = performance.now();
      return { pages: answered, seconds: (ended - startedAt) / 1000 };
    },
  };
}

function summarizePages({ pages, seconds }) {
  const ok = pages.filter((p) => p.status !== 0);
  const html = pages.filter((p) => p.painted || p.unpainted);
  const statuses = {};
  const byKind = {};
  for (const p of pages) {
    statuses[p.status] = (statuses[p.status] ?? 0) + 1;
    const k = (byKind[p.kind] ??= { asked: 0, painted: 0, html: 0 });
    k.asked += 1;
    if (p.painted || p.unpainted) k.html += 1;
    if (p.painted) k.painted += 1;
  }
  const latencies = ok.map((p) => p.ms).sort((a, b) => a - b);
  return {
    asked: pages.length,
    perSecond: ok.length / seconds,
    painted: html.filter((p) => p.painted).length,
    html: html.length,
    // Answered with HTML that is neither painted nor the empty shell: the painted-page check no longer fits.
    unrecognized: ok.length - html.length,
    p95: percentile(latencies, 95),
    statuses,
    byKind,
  };
}

// --- The rounds ---------------------------------------------------------------------------------------------

async function json(url) {
  const res = await fetch(url);
  const body = await res.json();
  if (!res.ok || !body.isSuccess) throw new Error(`${url}: ${res.status} ${body.message}`);
  return body.data;
}

/** The demo's influencers' user names, through every page of the listing. */
async function demoProfiles(base) {
  const names = [];
  for (let page = 0; ; page++) {
    const data = await json(`${base}/api/influencer/List?PageSize=50&Page=${page}`);
    names.push(...data.influencers.map((i) => i.userName));
    if (data.influencers.length === 0 || page + 1 >= data.totalPages) return [...new Set(names)];
  }
}

const share = (part, whole) => (whole ? `${fmt((part / whole) * 100, 1)} %` : '–');
const ms = (value) => fmt(value, 1);

async function main() {
  if (!fs.existsSync(serverEntry))
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-bench-first-paint-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnDemoServer({ root, port, dataDir });
  let isStopping = false;
  const stop = () => {
    isStopping = true;
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A server that ends under the load (crash, out of memory, killed) ends the run: its figures would mean nothing.
  server.on('exit', (code, signal) => {
    if (isStopping) return;
    console.error(`\nthe server exited (${signal ?? code}) during the run`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  });
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`${base}/api/master/platforms`, server, 120);
    const [categories, platforms, profiles, posts] = await Promise.all([
      json(`${base}/api/master/categories`).then((list) => list.map((c) => c.categoryId)),
      json(`${base}/api/master/platforms`).then((list) => list.map((p) => p.platformId)),
      demoProfiles(base),
      json(`${base}/api/post/getall`).then((list) => list.map((p) => p.slug)),
    ]);
    const urls = pageUrls({ categories, platforms, profiles, posts });
    const api = {
      base,
      rate: apiRate,
      connections: apiConnections,
      paths: profiles.flatMap((name) => [
        '/api/influencer/List?Page=0',
        `/api/influencer/get-userdetails/${encodeURIComponent(name)}`,
      ]),
    };
    if (!(await (await fetch(`${base}/about-us`)).text()).includes('<div id="root">'))
      throw new Error('the server sends no web app: is apps/web/dist built?');

    console.log(
      `\nAPI client: ${apiRate} req/s over ${apiConnections} connections (listing page 0 and ${profiles.length} ` +
        `profiles' details); page load: ${pageRate} unique URLs/s (${urls.searches} listing searches, ` +
        `${profiles.length} profiles, ${posts.length} blog posts, ${STATIC_PAGES.length + 1} other pages); ` +
        `${rounds} rounds of ${duration} s unloaded then ${duration} s loaded, after a ${warmup} s warm-up; ` +
        `${os.cpus().length} CPUs, load average ${fmt(os.loadavg()[0], 1)}\n`,
    );

    if (warmup > 0) {
      const load = startPageLoad(base, pageRate, urls);
      await runApiClient({ ...api, seconds: warmup });
      await load.stop();
      await sleep(SETTLE_MS);
    }

    const results = [];
    for (let i = 0; i < rounds; i++) {
      const unloaded = await runApiClient({ ...api, seconds: duration });
      const load = startPageLoad(base, pageRate, urls);
      const loaded = await runApiClient({ ...api, seconds: duration });
      const pages = summarizePages(await load.stop());
      await sleep(SETTLE_MS);
      const r = { round: i + 1, unloaded, loaded, ratio: loaded.p95 / unloaded.p95, pages };
      results.push(r);
      console.log(
        `round ${r.round}: API p95 ${ms(unloaded.p95)} ms unloaded, ${ms(loaded.p95)} ms loaded ` +
          `(×${fmt(r.ratio, 2)}); ${fmt(pages.perSecond, 1)} pages/s, painted ${share(pages.painted, pages.html)}`,
      );
    }

    const ratios = results.map((r) => r.ratio);
    const ratio = median(ratios);
    const ratioSpread = spread(ratios);
    const apiFailures = results.reduce((n, r) => n + r.unloaded.failures + r.loaded.failures, 0);
    const total = (pick) => results.reduce((n, r) => n + pick(r), 0);
    const painted = total((r) => r.pages.painted);
    const html = total((r) => r.pages.html);
    const statuses = {};
    const byKind = {};
    for (const r of results) {
      for (const [status, n] of Object.entries(r.pages.statuses))
        statuses[status] = (statuses[status] ?? 0) + n;
      for (const [kind, k] of Object.entries(r.pages.byKind)) {
        const sum = (byKind[kind] ??= { asked: 0, painted: 0, html: 0 });
        sum.asked += k.asked;
        sum.painted += k.painted;
        sum.html += k.html;
      }
    }

    const rows = [
      [
        'round',
        'API p95 unloaded ms',
        'API p95 loaded ms',
        'ratio',
        'API p99 unloaded/loaded ms',
        'API req/s loaded',
        'pages/s',
        'page p95 ms',
        'painted',
      ],
      ...results.map((r) => [
        String(r.round),
        ms(r.unloaded.p95),
        ms(r.loaded.p95),
        fmt(r.ratio, 2),
        `${ms(r.unloaded.p99)} / ${ms(r.loaded.p99)}`,
        fmt(r.loaded.rps, 1),
        fmt(r.pages.perSecond, 1),
        fmt(r.pages.p95, 0),
        share(r.pages.painted, r.pages.html),
      ]),
    ];
    console.log(
      `\nAPI p95 with unique public pages at ${pageRate}/s vs without, ${rounds} alternating rounds\n`,
    );
    console.log(formatTable(rows));
    const ok = ratio <= maxRatio && apiFailures === 0;
    console.log(
      `\nmedian ratio ${fmt(ratio, 2)} (${fmt(ratioSpread.min, 2)}–${fmt(ratioSpread.max, 2)}), goal ≤ ${maxRatio}: ` +
        `${ok ? 'ok' : 'MISSED'}${apiFailures ? ` (${apiFailures} API requests failed)` : ''}`,
    );
    console.log(
      `pages: ${fmt(median(results.map((r) => r.pages.perSecond)), 1)}/s answered (median of rounds), ` +
        `painted ${share(painted, html)} of ${html} HTML answers; statuses ` +
        Object.entries(statuses)
          .map(([status, n]) => `${status === '0' ? 'failed' : status} ×${n}`)
          .join(', '),
    );
    console.log(
      `painted by kind: ${Object.entries(byKind)
        .map(([kind, k]) => `${kind} ${share(k.painted, k.html)} of ${k.html}`)
        .join(', ')}`,
    );
    // A shared machine's other work shows in both runs of a round, but not always alike.
    console.log(`load average at the end ${fmt(os.loadavg()[0], 1)} on ${os.cpus().length} CPUs`);
    const unrecognized = total((r) => r.pages.unrecognized);
    if (unrecognized)
      console.log(`${unrecognized} answers were neither painted nor the empty shell (#root changed?)`);

    if (process.env.BENCH_JSON) {
      fs.writeFileSync(
        process.env.BENCH_JSON,
        JSON.stringify(
          {
            apiRate,
            apiConnections,
            pageRate,
            rounds,
            duration,
            ratio,
            ratioSpread,
            painted,
            html,
            statuses,
            byKind,
            results,
          },
          null,
          2,
        ),
      );
    }
    process.exitCode = ok ? 0 : 1;
  } finally {
    stop();
  }
}

if (process.argv[2] === '--api-client') {
  process.stdout.write(JSON.stringify(await apiClient(JSON.parse(process.argv[3]))));
} else {
  let isDone = false;
  // Nothing left to wait for while the run is unfinished: say so rather than end quietly with no table.
  process.on('beforeExit', () => {
    if (isDone) return;
    console.error('\nthe run stopped unfinished: nothing was left to wait for');
    process.exit(1);
  });
  main()
    .then(() => (isDone = true))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
