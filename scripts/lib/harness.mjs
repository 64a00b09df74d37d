// What the measuring scripts (bench, bench:chat, bench:first-paint, lighthouse) share: ports, waiting for a server,
// medians and spreads, numbers and tables as printed.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A TCP port nothing listens on now. */
export function freePort() {
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

/**
 * The built server (apps/server/dist/main.js under `root`) on `port` with a data folder of its own, which a fresh
 * one fills with the demo data as `npm start` does: development mode on 127.0.0.1, rate limits scaled for one
 * address making many requests. The environment passes through (FIRST_PAINT_*, LISTING_CACHE_ENTRIES, ...).
 */
export function spawnDemoServer({ root, port, dataDir }) {
  return spawn(process.execPath, [path.join(root, 'apps', 'server', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '50',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Resolves once `url` answers 2xx; throws if `child` exits first or after `seconds`. */
export async function waitFor(url, child, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server for ${url} exited (${child.exitCode}) before it was ready`);
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

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The smallest and largest of `values`. */
export const spread = (values) => ({ min: Math.min(...values), max: Math.max(...values) });

/** A number with thousands separators and exactly `digits` decimals. */
export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Rows of cells (the first row the header) as a Markdown table: first column left-aligned, the rest right. */
export function formatTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(rows[0]),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}
