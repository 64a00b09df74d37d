import { randomUUID } from 'node:crypto';
import { indiaDateOf } from '@collably/shared/domain/gst-invoice';
import type { TGstr2bImport } from '@collably/shared/schemas/gst-held';
import type { AppContext } from '../../platform/context';
import { releaseLease, takeLease } from '../../platform/jobs/lease';
import { createGspClient, type Gstr2bSource } from './gsp';
import { gstHeldRepository as repo } from './gst-held.repository';
import { importGstr2b } from './gst-held.service';

/** One instance pulls at a time; a holder that crashed loses the lease after this. */
const LEASE = { name: 'gstr2b-pull', ttlMs: 10 * 60_000 };
/** A month's GSTR-2B read in full is read again a day later at the earliest (amendments are rare). */
const PULL_AGAIN_AFTER_MS = 24 * 60 * 60_000;

/** The month before `now`'s, India time, as 'YYYY-MM'. */
export function lastMonthOf(now: Date): string {
  const [year, month] = indiaDateOf(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export type PullResult =
  | { status: 'busy' }
  | { status: 'recent'; period: string }
  | { status: 'not-ready'; period: string }
  | { status: 'imported'; period: string; report: TGstr2bImport };

/**
 * Pulls last month's GSTR-2B from the GSP and imports it, under a lease so several instances pull once; the
 * import itself is idempotent (a hold is released once whoever reads it), so a lost lease costs nothing but a
 * second read.
 */
export async function pullGstr2b(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  source: Gstr2bSource,
): Promise<PullResult> {
  const holder = randomUUID();
  if (!(await takeLease(ctx.db, { ...LEASE, holder }, ctx.clock.now()))) return { status: 'busy' };
  try {
    const now = ctx.clock.now();
    const period = lastMonthOf(now);
    const last = await repo.lastFinishedImportOn(ctx.db, 'gsp', period);
    if (last !== null && now.getTime() - Date.parse(last) < PULL_AGAIN_AFTER_MS) {
      return { status: 'recent', period };
    }
    const json = await source.fetchGstr2b({ gstin: ctx.config.taxSupplier.gstin, period });
    if (json === null) return { status: 'not-ready', period };
    const report = await importGstr2b(ctx, json, { source: 'gsp', importedByUserId: null });
    return { status: 'imported', period, report };
  } finally {
    await releaseLease(ctx.db, { name: LEASE.name, holder });
  }
}

/** The job main.ts runs: nothing until GSP_URL and GSP_API_KEY are set. */
export function gstr2bPullJob(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { gsp } = ctx.config;
  if (!gsp) return async () => null;
  const source = createGspClient(gsp);
  return () => pullGstr2b(ctx, source);
}
