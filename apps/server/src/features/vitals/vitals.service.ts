import {
  ratingOf,
  VITALS_SUMMARY_ROWS_MAX,
  VITALS_WINDOW_DAYS,
  type TVitalName,
} from '@collably/shared/constants/vitals';
import type { TVitalsReport, TVitalSummary } from '@collably/shared/schemas/vitals';
import type { AppContext } from '../../platform/context';
import { ipKey } from '../../platform/http/throttle';
import { vitalsRepository as repo } from './vitals.repository';

/** The most reported metrics one summary reads (the newest of the window): keeps the answer's cost bounded. */
export const VITALS_READ_MAX = 50_000;

/** How long reported metrics are kept: the summary reads a week; a quarter shows a trend. */
export const VITALS_RETENTION_DAYS = 90;

/** Removes metrics older than the retention period (a job); how many. */
export const pruneVitals = (ctx: AppContext) =>
  repo.removeBefore(
    ctx.db,
    new Date(ctx.clock.now().getTime() - VITALS_RETENTION_DAYS * 86_400_000).toISOString(),
  );

/** POST vitals: a browser's Core Web Vitals of one page load. Each IP may report a limited number of times. */
export async function report(ctx: AppContext, input: { metrics: TVitalsReport; ip: string }) {
  await ctx.throttle.hit('vitals', ipKey(input.ip));
  const createdOn = ctx.clock.now().toISOString();
  await repo.add(
    ctx.db,
    input.metrics.map((m) => ({
      name: m.name,
      value: m.value,
      rating: m.rating,
      path: m.path,
      navigationType: m.navigationType,
      createdOn,
    })),
  );
  return { stored: input.metrics.length };
}

/** The value at or below which 75 % of the (ascending) values fall: the nearest-rank percentile. */
export const p75 = (sorted: number[]) => sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;

/**
 * GET admin/vitals: per page and metric over the last VITALS_WINDOW_DAYS days, the 75th percentile and the
 * number of samples; the pages with the most samples first, at most VITALS_SUMMARY_ROWS_MAX rows.
 */
export async function summary(ctx: AppContext): Promise<TVitalSummary[]> {
  const since = new Date(ctx.clock.now().getTime() - VITALS_WINDOW_DAYS * 86_400_000).toISOString();
  const rows = await repo.since(ctx.db, since, VITALS_READ_MAX);
  const groups = new Map<string, { path: string; name: TVitalName; values: number[] }>();
  for (const row of rows) {
    const key = `${row.name} ${row.path}`;
    let group = groups.get(key);
    if (!group) {
      group = { path: row.path, name: row.name as TVitalName, values: [] };
      groups.set(key, group);
    }
    group.values.push(Number(row.value));
  }
  return [...groups.values()]
    .map((g) => {
      const value = p75(g.values.sort((a, b) => a - b));
      return {
        path: g.path,
        name: g.name,
        p75: value,
        samples: g.values.length,
        rating: ratingOf(g.name, value),
      };
    })
    .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path) || a.name.localeCompare(b.name))
    .slice(0, VITALS_SUMMARY_ROWS_MAX);
}
