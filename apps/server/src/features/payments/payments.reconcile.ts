import { PaymentMessages } from '@collably/shared/messages/payments';
import { AppError } from '../../platform/http/errors';
import { followCheckout, leavePendingAs, nextLateCheck, type PaymentDeps } from './payments.capture';
import { retryStrayRefunds } from './stray-payments.service';
import { paymentsRepository as repo } from './payments.repository';

/** A checkout younger than this is left to its browser (the redirect confirms it); the sweep asks later. */
export const RECONCILE_MIN_AGE_MS = 60_000;
/**
 * How long after its expiry a pending checkout is still asked about. Once expired the provider's answer is
 * final (paid or expired), so one successful ask settles it; this only bounds retries while it is down.
 */
export const RECONCILE_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Checkouts asked about per sweep, oldest first; the next sweep takes the rest. */
export const RECONCILE_BATCH = 100;

export type ReconcileReport = { checked: number; settled: number; unreachable: number };

/**
 * Settles pending transactions with what the provider says (issue 8, item 6): a checkout paid before a crash
 * is captured through the same confirmation as the browser's (so exactly once, with the same journal), an
 * expired or cancelled one ends and lets go of its coupon. Idempotent and safe on several instances at
 * once: every change is payments.capture.ts's conditional UPDATE from pending.
 */
export async function reconcilePendingPayments(
  deps: PaymentDeps,
  options: { minAgeMs?: number; limit?: number } = {},
): Promise<ReconcileReport> {
  const now = deps.clock.now();
  const createdBefore = new Date(now.getTime() - (options.minAgeMs ?? RECONCILE_MIN_AGE_MS)).toISOString();
  const expiredAfter = new Date(now.getTime() - RECONCILE_GIVE_UP_AFTER_MS).toISOString();
  const due = await repo.findDuePending(deps.db, {
    createdBefore,
    expiredAfter,
    limit: options.limit ?? RECONCILE_BATCH,
  });
  const report: ReconcileReport = { checked: due.length, settled: 0, unreachable: 0 };
  for (const tx of due) {
    if (tx.providerRef === null) {
      // The checkout was never opened (crash or provider error before its reference was kept), so the
      // browser never got a page to pay on: once expired it ends, and its coupon hold with it.
      if (tx.expiresAt > now.toISOString()) continue;
      await leavePendingAs(deps, tx, 'failed', PaymentMessages.failed);
      report.settled += 1;
      continue;
    }
    try {
      if ((await followCheckout(deps, tx)).kind !== 'open') report.settled += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report.unreachable += 1;
    }
  }
  return report;
}

/**
 * Before the brand is told it has no payment for this service (transaction/exists, transaction/create):
 * asks the provider about the brand's pending checkouts for it and captures any that were paid. Throws
 * 503 when the provider cannot answer, rather than letting the brand pay a second time.
 */
export async function settleBrandCheckouts(
  deps: PaymentDeps,
  choice: { brandUserId: number; serviceId: number; allowUgc: boolean },
): Promise<void> {
  const expiredAfter = new Date(deps.clock.now().getTime() - RECONCILE_GIVE_UP_AFTER_MS).toISOString();
  const open = await repo.findOpenCheckouts(deps.db, { ...choice, expiredAfter });
  for (const tx of open) await followCheckout(deps, tx);
}

export type LatePaymentsReport = { checked: number; unreachable: number; refundsAsked: number };

/**
 * Closed checkouts asked about again on their schedule (payments.capture.ts LATE_CHECK_DELAYS_MS), for payments that arrived after
 * they closed (a late authorisation, a second payment captured automatically) even if no webhook tells of
 * them; then refunds of strays still to be asked for. Each check is claimed by a conditional UPDATE, so
 * several instances may run this together.
 */
export async function followLatePayments(
  deps: PaymentDeps,
  options: { limit?: number } = {},
): Promise<LatePaymentsReport> {
  const now = deps.clock.now();
  const due = await repo.findDueLateChecks(deps.db, {
    now: now.toISOString(),
    limit: options.limit ?? RECONCILE_BATCH,
  });
  const report: LatePaymentsReport = { checked: 0, unreachable: 0, refundsAsked: 0 };
  for (const tx of due) {
    if (!(await repo.claimLateCheck(deps.db, tx, nextLateCheck(tx, now, tx.lateChecks + 1)))) continue;
    report.checked += 1;
    try {
      await followCheckout(deps, tx);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report.unreachable += 1;
    }
  }
  report.refundsAsked = await retryStrayRefunds(deps);
  return report;
}
