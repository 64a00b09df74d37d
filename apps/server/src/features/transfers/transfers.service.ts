import { formatRupees } from '@collably/shared/domain/pricing';
import {
  payeeName,
  transferMode,
  transferNarration,
  type TTransferMode,
} from '@collably/shared/domain/transfers';
import { PayoutMessages } from '@collably/shared/messages/payouts';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { faultPoint } from '../../platform/faults';
import { AppError } from '../../platform/http/errors';
import { journalExists, post } from '../../platform/ledger/ledger';
import { railFeeJournal, railFeeKey, railFeeReturnJournal } from '../../platform/ledger/provider-fees';
import {
  PayoutRailError,
  isReturned,
  type PayoutDestination,
  type RazorpayX,
  type RazorpayXPayout,
  type RazorpayXPayoutBody,
} from '../../platform/payouts/razorpayx';
import type { TransferSource, TransferSources } from '../../platform/payouts/transfer-source';
import { transfersRepository as repo, type Transfer } from './transfers.repository';

/**
 * Money out through RazorpayX, once (issue 33), for every kind of request: an influencer's payout, a brand's
 * bank withdrawal. The request's own feature supplies a `TransferSource` (its status, journals and notices);
 * this module owns sending, following and returning:
 *
 * 1. The intent before the call: one transaction moves the request to 'processing' (so it can no longer be
 *    declined) and stores the attempt with its idempotency key, reference_id and exact request body. Only
 *    then is RazorpayX called.
 * 2. RazorpayX's answer is applied; a lost answer leaves the attempt 'sending', and the sweep re-sends the
 *    stored body under the same key (RazorpayX returns the payout it made) or finds it by reference_id. The
 *    body is never recomputed. A definite refusal (nothing created) puts the request back to waiting; a new
 *    attempt gets a new key.
 * 3. queued, pending, scheduled and processing are 'Processing' to people; processed books the payout as
 *    paid with the UTR and only then says so; failed, rejected, cancelled and reversed return the money once,
 *    with RazorpayX's reason. Every change is a conditional move of the attempt's status, so webhooks (in any
 *    order, twice), sweeps and instances apply it once.
 */
export type { TransferSource, TransferSources };

export type TransferRequest = {
  sourceId: number;
  ownerUserId: number;
  /** What is sent, paise. */
  amountPaise: number;
  destination: PayoutDestination;
  contact: { reference: string; email: string; phone?: string };
  /** Our reference of the request ('PAYOUT-000123'); the attempt's reference_id adds its number. */
  reference: string;
  narration: string;
  purpose: RazorpayXPayoutBody['purpose'];
  /** Answered when the request is not waiting any more (decided, or being sent). */
  notWaiting: string;
  /** Written in the claim's transaction (the super admin's audit row). */
  inClaim?: (trx: DbOrTrx) => Promise<void>;
};

export type SendOutcome =
  { kind: 'processing' | 'processed' | 'returned' | 'unanswered' } | { kind: 'refused'; reason: string };

/** An attempt still 'sending' this long after it was stored is finished by the sweep. */
export const SENDING_RETRY_AFTER_MS = 30_000;
/** An attempt RazorpayX has is asked about this long after its last change (a webhook may never come). */
export const FOLLOW_AFTER_MS = 2 * 60_000;
const CLAIM_MS = 2 * 60_000;
const BATCH = 50;

/** The most a UPI ID takes at once on this RazorpayX account. */
const upiMaxPaise = (ctx: Pick<AppContext, 'config'>) => ctx.config.payoutTerms.upiMaxPaise;

/** Refuses, when it is made, a request its destination cannot take at once (never split or capped). */
export function assertTransferable(
  ctx: Pick<AppContext, 'config'>,
  method: PayoutDestination['method'],
  amountPaise: number,
  message: (limit: string) => string,
): TTransferMode {
  const mode = transferMode(method, amountPaise, upiMaxPaise(ctx));
  if (!mode) throw new AppError('BAD_REQUEST', message(formatRupees(upiMaxPaise(ctx))));
  return mode;
}

/** How Approve would send this through RazorpayX now; null without RazorpayX (sent by hand) or above the limit. */
export const railModeOf = (
  ctx: Pick<AppContext, 'config' | 'payoutRail'>,
  method: PayoutDestination['method'],
  amountPaise: number,
): TTransferMode | null => (ctx.payoutRail ? transferMode(method, amountPaise, upiMaxPaise(ctx)) : null);

/**
 * The RazorpayX fund account of a user's exact destination: made once (with its contact) and reused while the
 * details are unchanged. Names are cleaned to what RazorpayX accepts. No money moves here.
 */
async function fundAccountFor(
  ctx: AppContext,
  rail: RazorpayX,
  userId: number,
  contact: TransferRequest['contact'],
  destination: PayoutDestination,
): Promise<string> {
  const named = { ...destination, name: payeeName(destination.name) };
  // Keyed: the details hold an account number or UPI ID (platform/crypto).
  const digest = ctx.cipher.lookupDigest('payout_fund_accounts.details', JSON.stringify(named));
  const known = await repo.fundAccountOf(ctx.db, userId, digest);
  if (known) return known;
  const fundAccountId = await rail.createFundAccount(contact, named);
  await repo.keepFundAccount(ctx.db, {
    userId,
    detailsDigest: digest,
    fundAccountId,
    createdOn: ctx.clock.now().toISOString(),
  });
  return fundAccountId;
}

const railOf = (ctx: AppContext): RazorpayX => {
  if (!ctx.payoutRail) throw new Error('RazorpayX is not configured');
  return ctx.payoutRail;
};

/** A rail error as the super admin's answer: RazorpayX's no, or 'try again' when it could not be asked. */
const railAnswer = (error: PayoutRailError) =>
  error.isRefusal
    ? new AppError('CONFLICT', PayoutMessages.railRefused(error.description))
    : new AppError('SERVICE_UNAVAILABLE', PayoutMessages.railFailed);

/**
 * Sends a waiting request's money: the intent stored with the request claimed (so it can no longer be
 * declined), then RazorpayX called. Throws 409 `notWaiting` when the request is not waiting.
 */
export async function sendTransfer(
  ctx: AppContext,
  source: TransferSource,
  request: TransferRequest,
): Promise<SendOutcome> {
  const rail = railOf(ctx);
  const mode = assertTransferable(
    ctx,
    request.destination.method,
    request.amountPaise,
    PayoutMessages.upiAboveLimit,
  );
  let fundAccountId: string;
  try {
    fundAccountId = await fundAccountFor(
      ctx,
      rail,
      request.ownerUserId,
      request.contact,
      request.destination,
    );
  } catch (error) {
    if (error instanceof PayoutRailError) throw railAnswer(error);
    throw error;
  }
  const earlier = await paidBeforeTransfers(ctx, rail, source, request);
  const transfer = await inTransaction(ctx.db, async (trx) => {
    const at = ctx.clock.now().toISOString();
    if (!(await source.claim(trx, request.sourceId, at))) throw new AppError('CONFLICT', request.notWaiting);
    await request.inClaim?.(trx);
    if (earlier) {
      // Adopted as the request's first attempt, under the key and reference it was made with.
      return repo.insert(trx, {
        kind: source.kind,
        sourceId: request.sourceId,
        attempt: 1,
        ownerUserId: request.ownerUserId,
        amountPaise: earlier.amount,
        mode,
        idempotencyKey: `collably-${source.kind}-${request.sourceId}`,
        referenceId: request.reference,
        requestBody: '{}',
        status: 'sending',
        railPayoutId: earlier.id,
        railStatus: earlier.status,
        utr: null,
        failureReason: null,
        claimedUntil: null,
        createdOn: at,
        modifiedOn: at,
      });
    }
    const attempt = (await repo.attemptsOf(trx, source.kind, request.sourceId)) + 1;
    const referenceId = `${request.reference}-${attempt}`;
    const body: RazorpayXPayoutBody = {
      account_number: rail.accountNumber,
      fund_account_id: fundAccountId,
      amount: request.amountPaise,
      currency: 'INR',
      mode,
      purpose: request.purpose,
      queue_if_low_balance: true,
      reference_id: referenceId,
      narration: transferNarration(request.narration),
    };
    return repo.insert(trx, {
      kind: source.kind,
      sourceId: request.sourceId,
      attempt,
      ownerUserId: request.ownerUserId,
      amountPaise: request.amountPaise,
      mode,
      idempotencyKey: `collably-${source.kind}-${request.sourceId}-${attempt}`,
      referenceId,
      requestBody: JSON.stringify(body),
      status: 'sending',
      railPayoutId: null,
      railStatus: null,
      utr: null,
      failureReason: null,
      claimedUntil: null,
      createdOn: at,
      modifiedOn: at,
    });
  });
  return earlier ? applyRail(ctx, source, transfer, earlier) : deliver(ctx, source, transfer);
}

/**
 * A payout RazorpayX already holds for a request that has no attempt yet: one approved before this module,
 * whose approval was lost to a crash after RazorpayX accepted it (it went out under the request's bare
 * reference). It is that request's payout; sending another would pay twice.
 */
async function paidBeforeTransfers(
  ctx: AppContext,
  rail: RazorpayX,
  source: TransferSource,
  request: TransferRequest,
): Promise<RazorpayXPayout | undefined> {
  if ((await repo.attemptsOf(ctx.db, source.kind, request.sourceId)) > 0) return undefined;
  try {
    return (await rail.findByReference(request.reference)).find((p) => !isReturned(p.status));
  } catch (error) {
    if (error instanceof PayoutRailError) throw railAnswer(error);
    throw error;
  }
}

/**
 * Calls RazorpayX with the stored body under the stored key, and applies its answer. RazorpayX answers a
 * repeated key with the payout it made, so this is also the recovery of an attempt whose answer was lost.
 */
async function deliver(ctx: AppContext, source: TransferSource, transfer: Transfer): Promise<SendOutcome> {
  const rail = railOf(ctx);
  const body = JSON.parse(transfer.requestBody) as RazorpayXPayoutBody;
  let payout: RazorpayXPayout;
  try {
    await faultPoint('transfer-send');
    payout = await rail.createPayout(body, transfer.idempotencyKey);
  } catch (error) {
    if (!(error instanceof PayoutRailError)) throw error;
    if (!error.isRefusal) return { kind: 'unanswered' };
    // A definite no. Made under an earlier call all the same? Then it is that payout, else nothing left.
    const [made] = await rail.findByReference(transfer.referenceId).catch(() => []);
    if (made) return applyRail(ctx, source, transfer, made);
    await refuse(ctx, source, transfer, error.description);
    return { kind: 'refused', reason: error.description };
  }
  await faultPoint('transfer-sent');
  return applyRail(ctx, source, transfer, payout);
}

async function refuse(ctx: AppContext, source: TransferSource, transfer: Transfer, reason: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const at = ctx.clock.now().toISOString();
    const moved = await repo.move(trx, transfer.id, ['sending'], 'refused', {
      failureReason: reason,
      claimedUntil: null,
      modifiedOn: at,
    });
    if (moved) await source.unclaim(trx, transfer.sourceId, at);
  });
}

const ON_ITS_WAY = new Set(['queued', 'pending', 'scheduled', 'processing']);

/** RazorpayX's charge for a payout, as it reports it. */
const chargeOf = (payout: RazorpayXPayout) => ({ feePaise: payout.feesPaise, taxPaise: payout.taxPaise });

/**
 * RazorpayX's word on an attempt, applied once (see the module's comment, 3). Its owner is told in the
 * transaction (the source's facts); their bell refetches after the commit.
 */
function applyRail(
  ctx: AppContext,
  source: TransferSource,
  transfer: Transfer,
  payout: RazorpayXPayout,
): Promise<SendOutcome> {
  return inTransaction(ctx.db, async (trx): Promise<SendOutcome> => {
    const now = ctx.clock.now();
    const at = now.toISOString();
    const rail = { railPayoutId: payout.id, railStatus: payout.status, claimedUntil: null, modifiedOn: at };
    const fee = { kind: transfer.kind, sourceId: transfer.sourceId };
    if (ON_ITS_WAY.has(payout.status)) {
      if (await repo.move(trx, transfer.id, ['sending'], 'processing', rail)) {
        await source.accepted(trx, transfer.sourceId, now);
      } else {
        await repo.move(trx, transfer.id, ['processing'], 'processing', rail);
      }
      return { kind: 'processing' };
    }
    if (payout.status === 'processed') {
      const utr = payout.utr ?? payout.id;
      const moved = await repo.move(trx, transfer.id, ['sending', 'processing'], 'processed', {
        ...rail,
        utr,
        feesPaise: payout.feesPaise,
        taxPaise: payout.taxPaise,
      });
      if (moved) {
        await post(trx, railFeeJournal(fee, chargeOf(payout)), now);
        await source.paid(trx, transfer.sourceId, utr, now);
      }
      return { kind: 'processed' };
    }
    if (isReturned(payout.status)) {
      const reason = payout.failureReason ?? `payout ${payout.status}`;
      const moved = await repo.move(trx, transfer.id, ['sending', 'processing', 'processed'], 'returned', {
        ...rail,
        failureReason: reason,
      });
      if (moved) {
        // A payout reversed after it was processed: RazorpayX gives its fee back with the money.
        if (await journalExists(trx, railFeeKey(fee))) {
          await post(trx, railFeeReturnJournal(fee, chargeOf(payout)), now);
        }
        await source.returned(trx, transfer.sourceId, reason, now);
      }
      return { kind: 'returned' };
    }
    return { kind: 'processing' };
  });
}

/**
 * RazorpayX's word on one of its payouts changed (its webhook): the attempt is found by the payout id, or by
 * our reference_id when the answer that carried the id was lost, and RazorpayX's current word applied.
 */
export async function transferUpdated(
  ctx: AppContext,
  sources: TransferSources,
  railPayoutId: string,
): Promise<void> {
  const rail = ctx.payoutRail;
  if (!rail) return;
  const payout = await rail.fetchPayout(railPayoutId);
  const transfer =
    (await repo.findByRailPayout(ctx.db, railPayoutId)) ??
    (payout.referenceId ? await repo.findByReference(ctx.db, payout.referenceId) : undefined);
  if (!transfer) return;
  await applyRail(ctx, sources[transfer.kind], transfer, payout);
}

export type FollowReport = { resent: number; followed: number; unreachable: number };

/**
 * The sweep (job `transfers`, and at start-up): finishes attempts still 'sending' (a crash, a lost answer) by
 * re-sending their stored body under their key, and asks RazorpayX about those on their way (a webhook may
 * never come). Each attempt is claimed first, so several instances may run it together.
 */
export async function followTransfers(ctx: AppContext, sources: TransferSources): Promise<FollowReport> {
  const report: FollowReport = { resent: 0, followed: 0, unreachable: 0 };
  if (!ctx.payoutRail) return report;
  const rail = ctx.payoutRail;
  const now = ctx.clock.now();
  const claim = { now: now.toISOString(), until: new Date(now.getTime() + CLAIM_MS).toISOString() };
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const sending = await repo.due(ctx.db, {
    statuses: ['sending'],
    before: before(SENDING_RETRY_AFTER_MS),
    now: claim.now,
    limit: BATCH,
  });
  for (const transfer of sending) {
    if (!(await repo.claim(ctx.db, transfer.id, claim))) continue;
    const outcome = await deliver(ctx, sources[transfer.kind], transfer);
    if (outcome.kind === 'unanswered') report.unreachable += 1;
    else report.resent += 1;
  }
  const onItsWay = await repo.due(ctx.db, {
    statuses: ['processing'],
    before: before(FOLLOW_AFTER_MS),
    now: claim.now,
    limit: BATCH,
  });
  for (const transfer of onItsWay) {
    if (!transfer.railPayoutId || !(await repo.claim(ctx.db, transfer.id, claim))) continue;
    try {
      await applyRail(ctx, sources[transfer.kind], transfer, await rail.fetchPayout(transfer.railPayoutId));
      report.followed += 1;
    } catch (error) {
      if (!(error instanceof PayoutRailError)) throw error;
      report.unreachable += 1;
    }
    await repo.release(ctx.db, transfer.id);
  }
  return report;
}

export type { Transfer };
