// What the measuring scripts (bench, bench:chat, bench:first-paint, lighthouse) share: ports, waiting for a server,
// medians and spreads, numbers and tables as printed.
import net from 'node:net';

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
