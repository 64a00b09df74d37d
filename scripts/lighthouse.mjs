#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (default mobile settings: moto g power, slow 4G, 4x CPU) against the
// built app, served by `node apps/server/dist/main.js` on a fresh temporary data folder with the demo
// data, as `npm start` would. Builds first when the build is missing or older than the sources.
// Runs each page LH_RUNS times (3) and prints the median and spread (min–max) of each score and
// metric, then the entry-route JavaScript size (scripts/bundle-size.mjs).
//
// Environment: CHROME_PATH (/usr/bin/chromium), LH_RUNS (3), LH_PAGES (comma-separated paths, default
// every public page: home, listing, a profile, the blog list and a seeded post, the static and policy pages,
// sign-up, the YouTube tool and one of its links), LH_JSON=file to also write the
// medians, LH_REPORT_DIR=folder to keep each run's full JSON report (for diagnostics).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { freePort, median, waitFor, spawnDemoServer } from './lib/harness.mjs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { entryRouteSize, kib } from './bundle-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.LH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportDir = process.env.LH_REPORT_DIR;
const serverEntry = path.join(root, 'apps', 'server', 'dist', 'main.js');
const webIndex = path.join(root, 'apps', 'web', 'dist', 'index.html');

/** Newest modification time of the files under a folder (0 when it does not exist). */
function newest(dir) {
  if (!fs.existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

function buildIfNeeded() {
  const built = [serverEntry, webIndex].every((f) => fs.existsSync(f))
    ? Math.min(fs.statSync(serverEntry).mtimeMs, fs.statSync(webIndex).mtimeMs)
    : 0;
  const sources = Math.max(
    ...['apps/web/src', 'apps/web/index.html', 'apps/server/src', 'packages/shared/src'].map((p) => {
      const full = path.join(root, p);
      return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.statSync(full).mtimeMs : newest(full);
    }),
  );
  if (built > sources) return;
  console.log('Building (the build is missing or older than the sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const METRICS = [
  {
    key: 'performance',
    label: 'performance',
    read: (lhr) => lhr.categories.performance.score,
    fmt: (v) => v.toFixed(2),
  },
  {
    key: 'accessibility',
    label: 'accessibility',
    read: (lhr) => lhr.categories.accessibility.score,
    fmt: (v) => v.toFixed(2),
  },
  {
    key: 'fcp',
    label: 'FCP (s)',
    read: (lhr) => lhr.audits['first-contentful-paint'].numericValue / 1000,
    fmt: (v) => v.toFixed(2),
  },
  {
    key: 'lcp',
    label: 'LCP (s)',
    read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue / 1000,
    fmt: (v) => v.toFixed(2),
  },
  {
    key: 'tbt',
    label: 'TBT (ms)',
    read: (lhr) => lhr.audits['total-blocking-time'].numericValue,
    fmt: (v) => v.toFixed(0),
  },
  {
    key: 'cls',
    label: 'CLS',
    read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
    fmt: (v) => v.toFixed(3),
  },
  {
    key: 'si',
    label: 'Speed Index (s)',
    read: (lhr) => lhr.audits['speed-index'].numericValue / 1000,
    fmt: (v) => v.toFixed(2),
  },
];

async function blogSlug(baseUrl) {
  const res = await fetch(`${baseUrl}/api/post/getall`);
  const body = await res.json();
  const data = body.data;
  const posts = Array.isArray(data) ? data : (data?.items ?? data?.posts ?? data?.data ?? []);
  return posts[0]?.slug;
}

async function main() {
  buildIfNeeded();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnDemoServer({ root, port, dataDir });
  let chrome;
  const stop = () => {
    server.kill('SIGTERM');
    chrome?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`${baseUrl}/api/master/platforms`, server, 120);
    const pages = process.env.LH_PAGES
      ? process.env.LH_PAGES.split(',').map((p) => p.trim())
      : [
          '/',
          '/listing',
          '/influencer/ananya.sharma',
          '/blogs',
          `/blog/${await blogSlug(baseUrl)}`,
          '/about-us',
          '/privacy-policy',
          '/terms-conditions',
          '/refund-policy',
          '/influencer-agreement',
          '/contact-us',
          '/tools/YouTubeDirectLinkGenerator',
          '/signup',
          '/yt/dQw4w9WgXcQ',
        ];
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
    const results = [];
    for (const page of pages) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        // On a loaded machine Chrome sometimes loses a trace (NO_NAVSTART, …): run that one again.
        let result;
        for (let attempt = 1; ; attempt += 1) {
          result = await lighthouse(`${baseUrl}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          if (!result.lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
          process.stdout.write('r');
        }
        const lhr = result.lhr;
        samples.push(Object.fromEntries(METRICS.map((m) => [m.key, m.read(lhr)])));
        if (reportDir) {
          const name = page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
          fs.writeFileSync(path.join(reportDir, `${name}-${i + 1}.json`), result.report);
        }
        process.stdout.write('.');
      }
      results.push({ page, samples });
    }
    process.stdout.write('\n');
    const summary = [];
    for (const { page, samples } of results) {
      console.log(`\n${page}  (${runs} runs, Lighthouse ${lighthouseVersion()} mobile defaults)`);
      const row = { page };
      for (const m of METRICS) {
        const values = samples.map((s) => s[m.key]);
        row[m.key] = median(values);
        console.log(
          `  ${m.label.padEnd(16)} ${m.fmt(median(values)).padStart(8)}   (${m.fmt(Math.min(...values))}–${m.fmt(Math.max(...values))})`,
        );
      }
      summary.push(row);
    }
    const bundle = entryRouteSize();
    console.log(`\nEntry-route JavaScript: ${kib(bundle.total)} KiB gz (${bundle.files.length} files)`);
    if (process.env.LH_JSON) {
      fs.writeFileSync(
        process.env.LH_JSON,
        JSON.stringify({ pages: summary, entryKiBGz: bundle.total / 1024 }, null, 2),
      );
    }
  } finally {
    await chrome?.kill();
    stop();
  }
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'))
    .version;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
