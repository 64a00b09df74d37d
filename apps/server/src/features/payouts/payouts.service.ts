import { Role } from '@collably/shared/constants/roles';
import {
  PayoutStatus,
  defaultPayoutReference,
  maskTail,
  type TPayoutStatus,
} from '@collably/shared/domain/payouts';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { GstHeldMessages } from '@collably/shared/messages/gst-held';
import { PayoutMessages as M } from '@collably/shared/messages/payouts';
import { LegalMessages } from '@collably/shared/messages/legal';
import type {
  TPayoutTerms,
  TPayoutBank,
  TPayoutDetails,
  TPayoutHistoryQuery,
  TPayoutRecord,
  TPayoutRequest,
} from '@collably/shared/schemas/payouts';
import type { PayoutRequestStatus } from '../../db/tables/payouts';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/http/errors';
import { InsufficientFundsError, journalExists, post } from '../../platform/ledger/ledger';
import {
  payoutDeclineJournal,
  payoutReleaseJournal,
  payoutReturnJournal,
  payoutRequestJournal,
} from '../../platform/ledger/payouts';
import { adoptPan } from '../tds/tds.service';
import { assertAgreementAcceptedForPayout } from '../legal/legal.service';
import { accountBalance } from '../wallet/wallet.service';
import {
  assertTransferable,
  railModeOf,
  sendTransfer,
  type TransferSource,
} from '../transfers/transfers.service';
import { payoutsRepository as repo } from './payouts.repository';

/** The wire status of a stored request. */
const STATUS_OF: Record<PayoutRequestStatus, TPayoutStatus> = {
  requested: PayoutStatus.Requested,
  processing: PayoutStatus.Processing,
  released: PayoutStatus.Released,
  declined: PayoutStatus.Declined,
};
const STORED_OF: Partial<Record<TPayoutStatus, PayoutRequestStatus>> = {
  [PayoutStatus.Requested]: 'requested',
  [PayoutStatus.Processing]: 'processing',
  [PayoutStatus.Released]: 'released',
  [PayoutStatus.Declined]: 'declined',
};

/** Column names double as the cipher's associated data: a value moved to another column does not decrypt. */
const Field = {
  accountNo: 'payouts.account_no',
  pan: 'payouts.pan',
  upi: 'payouts.upi',
  phone: 'payouts.phone',
};

const DAY_MS = 86_400_000;

/** One request waits for a decision at a time (409 naming it), so a repeated request never files two. */
export async function assertNoneWaiting(ctx: AppContext, userId: number) {
  const waiting = await repo.waitingOfUser(ctx.db, userId);
  if (waiting) throw new AppError('CONFLICT', M.alreadyWaiting(formatRupees(waiting.amountPaise)));
}

/**
 * 'Please enter valid amount!' when the amount is above the influencer's balance now. Checked before the
 * form's other fields so the answer follows the spec's order (§5); the ledger's guarded balance is what
 * actually keeps parallel requests from overdrawing.
 */
export async function assertWithinBalance(ctx: AppContext, userId: number, amountRupees: number) {
  if (amountRupees > (await accountBalance(ctx, userId))) throw new AppError('BAD_REQUEST', M.invalidAmount);
}

/**
 * user/requestpayout: the amount leaves the earnings for the request's clearing account in the same
 * transaction as the request row, so a balance is never requested twice, even by parallel requests (the
 * loser's journal finds the guarded balance too low, rolls back, and answers 'Please enter valid amount!').
 */
/** GET user/payoutterms: the configured minimum and fee, in rupees. */
export const payoutTerms = (ctx: Pick<AppContext, 'config'>): TPayoutTerms => ({
  minimum: paiseToRupees(ctx.config.payoutTerms.minimumPaise),
  fee: paiseToRupees(ctx.config.payoutTerms.feePaise),
  feeBearer: ctx.config.payoutTerms.feeBearer,
  upiMax: paiseToRupees(ctx.config.payoutTerms.upiMaxPaise),
});

/** The fee a request bears (0 when the platform bears it); refuses one below the minimum or not above it. */
function feeOfRequest(ctx: Pick<AppContext, 'config'>, amountPaise: number): number {
  const { minimumPaise, feePaise, feeBearer } = ctx.config.payoutTerms;
  if (amountPaise < minimumPaise)
    throw new AppError('BAD_REQUEST', M.belowMinimum(formatRupees(minimumPaise)));
  if (feeBearer === 'platform') return 0;
  if (amountPaise <= feePaise) throw new AppError('BAD_REQUEST', M.notAboveFee(formatRupees(feePaise)));
  return feePaise;
}

export async function requestPayout(ctx: AppContext, userId: number, input: TPayoutRequest): Promise<void> {
  await assertNoneWaiting(ctx, userId);
  // Issue 36: a self-billing influencer's agreement goes on only under the supply agreement in force.
  await assertAgreementAcceptedForPayout(ctx, userId, LegalMessages.agreementBeforePayout);
  const amountPaise = rupeesToPaise(input.Amount);
  const feePaise = feeOfRequest(ctx, amountPaise);
  // Refused now, naming the limit, rather than at approval: a UPI ID takes only so much at once.
  assertTransferable(ctx, input.Method, amountPaise - feePaise, M.upiAboveLimit);
  const now = ctx.clock.now();
  const at = now.toISOString();
  const { cipher } = ctx;
  try {
    await inTransaction(ctx.db, async (trx) => {
      const id = await repo.insert(trx, {
        userId,
        amountPaise,
        status: 'requested',
        bankName: input.BankName,
        accountHolder: input.AccountHolder || null,
        accountNoEnc: cipher.encrypt(Field.accountNo, input.AccountNo),
        ifscCode: input.IFSCcode,
        panEnc: cipher.encrypt(Field.pan, input.PAN),
        upiEnc: cipher.encrypt(Field.upi, input.UPI),
        address: input.Address,
        phoneEnc: cipher.encrypt(Field.phone, input.Phone),
        method: input.Method,
        feePaise,
        reference: null,
        declineReason: null,
        settledByUserId: null,
        requestedOn: at,
        modifiedOn: at,
      });
      await post(trx, payoutRequestJournal({ id, userId, amountPaise }), now);
      await adoptPan(trx, cipher, { userId, pan: input.PAN, now });
      await ctx.events.emit(trx, { type: 'payout.requested', payoutId: id, userId, amountPaise, at: now });
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new AppError('BAD_REQUEST', M.invalidAmount);
    // A parallel request of the same influencer took the one waiting place first.
    if (isUniqueViolation(error)) await assertNoneWaiting(ctx, userId);
    throw error;
  }
}

/** Why a payout cannot be decided now: already decided, or on its way to the bank. */
const notWaitingMessage = (status: PayoutRequestStatus) =>
  status === 'processing' ? M.cannotDeclineSending : M.alreadySettled;

async function settleable(ctx: AppContext, payoutId: number) {
  const payout = await repo.findById(ctx.db, payoutId);
  if (!payout) throw new AppError('NOT_FOUND', M.notFound);
  if (payout.status !== 'requested') throw new AppError('CONFLICT', notWaitingMessage(payout.status));
  return payout;
}

type Payout = Awaited<ReturnType<typeof settleable>>;

/**
 * One decision on a waiting payout, in one transaction: the conditional status change and the settle
 * journal's key both allow one decision ever (a second approval, or a decline after it, gets 409), then the
 * influencer's notification and the audit row.
 */
async function settlePayout(
  ctx: AppContext,
  payout: Payout,
  decision: {
    adminUserId: number;
    outcome: 'released' | 'declined';
    reference: string | null;
    declineReason: string | null;
  },
): Promise<void> {
  const now = ctx.clock.now();
  const isRelease = decision.outcome === 'released';
  await inTransaction(ctx.db, async (trx) => {
    const isSettled = await repo.settle(trx, {
      id: payout.id,
      status: decision.outcome,
      reference: decision.reference,
      declineReason: decision.declineReason,
      settledByUserId: decision.adminUserId,
      now: now.toISOString(),
    });
    if (!isSettled) {
      // Approved meanwhile (on its way through RazorpayX), or decided by another super admin.
      const latest = await repo.findById(trx, payout.id);
      throw new AppError('CONFLICT', notWaitingMessage(latest?.status ?? 'released'));
    }
    const journal = isRelease ? payoutReleaseJournal(payout) : payoutDeclineJournal(payout);
    if (!(await post(trx, journal, now))) throw new AppError('CONFLICT', M.alreadySettled);
    const settled = { payoutId: payout.id, userId: payout.userId, amountPaise: payout.amountPaise, at: now };
    await ctx.events.emit(
      trx,
      isRelease
        ? {
            type: 'payout.released',
            ...settled,
            reference: decision.reference ?? '',
            adminUserId: decision.adminUserId,
          }
        : {
            type: 'payout.declined',
            ...settled,
            reason: decision.declineReason ?? '',
            adminUserId: decision.adminUserId,
          },
    );
  });
}

export type ApproveOutcome = 'released' | 'processing' | 'unanswered';

/**
 * payout/approve. With RazorpayX the money is sent through features/transfers: the request becomes Processing
 * (and can no longer be declined) before RazorpayX is called, and Released to Bank Account only once the bank
 * has it, with its UTR. Without RazorpayX the super admin has sent it by hand, with the bank's reference or
 * ours: Released at once.
 */
export async function approvePayout(
  ctx: AppContext,
  decision: { payoutId: number; adminUserId: number; reference?: string },
): Promise<ApproveOutcome> {
  const payout = await settleable(ctx, decision.payoutId);
  await assertAgreementAcceptedForPayout(
    ctx,
    payout.userId,
    LegalMessages.agreementBeforeRelease(payout.influencerName),
  );
  if (!ctx.payoutRail) {
    const reference = decision.reference || defaultPayoutReference(payout.id);
    await settlePayout(ctx, payout, {
      adminUserId: decision.adminUserId,
      outcome: 'released',
      reference,
      declineReason: null,
    });
    return 'released';
  }
  const bank = bankInClear(ctx.cipher, payout);
  const outcome = await sendTransfer(ctx, payoutTransfers(ctx), {
    sourceId: payout.id,
    ownerUserId: payout.userId,
    amountPaise: payout.amountPaise - Number(payout.feePaise),
    destination:
      payout.method === 'upi'
        ? { method: 'upi', name: payout.influencerName, vpa: bank.upi }
        : {
            method: 'bank',
            name: bank.accountHolder ?? payout.influencerName,
            ifsc: bank.ifscCode,
            accountNumber: bank.accountNo,
          },
    contact: { reference: `user-${payout.userId}`, email: payout.email, phone: bank.phone },
    reference: defaultPayoutReference(payout.id),
    narration: 'Collably payout',
    purpose: 'payout',
    notWaiting: M.alreadySettled,
    inClaim: async (trx) => {
      const now = ctx.clock.now();
      await repo.move(trx, payout.id, ['processing'], 'processing', {
        modifiedOn: now.toISOString(),
        settledByUserId: decision.adminUserId,
      });
      await ctx.events.emit(trx, {
        type: 'payout.approvedForSending',
        payoutId: payout.id,
        userId: payout.userId,
        amountPaise: payout.amountPaise,
        adminUserId: decision.adminUserId,
        at: now,
      });
    },
  });
  if (outcome.kind === 'refused') throw new AppError('CONFLICT', M.railRefused(outcome.reason));
  if (outcome.kind === 'unanswered') return 'unanswered';
  return outcome.kind === 'processed' ? 'released' : 'processing';
}

/** Which payout, whose and how much, as every fact of a payout names it. */
const factOf = (payout: { id: number; userId: number; amountPaise: number }) => ({
  payoutId: payout.id,
  userId: payout.userId,
  amountPaise: payout.amountPaise,
});

/**
 * An influencer's payout as features/transfers sends it: Processing while RazorpayX and the bank work on it,
 * Released to Bank Account with the UTR once paid, Declined with RazorpayX's reason if it comes back (its
 * money back in the earnings once).
 */
export const payoutTransfers = (ctx: Pick<AppContext, 'events'>): TransferSource => ({
  kind: 'payout',
  claim: (trx, id, now) => repo.move(trx, id, ['requested'], 'processing', { modifiedOn: now }),
  async unclaim(trx, id, now) {
    await repo.move(trx, id, ['processing'], 'requested', { modifiedOn: now, settledByUserId: null });
  },
  async accepted(trx, id, now) {
    const payout = (await repo.findById(trx, id))!;
    await ctx.events.emit(trx, { type: 'payout.accepted', ...factOf(payout), at: now });
  },
  async paid(trx, id, utr, now) {
    const payout = (await repo.findById(trx, id))!;
    // A payout approved before the transfers module is already booked as released (its journal then exists).
    if (
      !(await repo.move(trx, id, ['processing'], 'released', {
        modifiedOn: now.toISOString(),
        reference: utr,
      }))
    )
      return;
    await post(trx, payoutReleaseJournal(payout), now);
    await ctx.events.emit(trx, {
      type: 'payout.released',
      ...factOf(payout),
      reference: utr,
      adminUserId: null,
      at: now,
    });
  },
  async returned(trx, id, reason, now) {
    const payout = (await repo.findById(trx, id))!;
    const moved = await repo.move(trx, id, ['processing', 'released'], 'declined', {
      modifiedOn: now.toISOString(),
      declineReason: reason,
    });
    if (!moved) return;
    // Paid and then reversed by the bank: the release undone; never paid: back from the clearing account.
    const wasPaid = await journalExists(trx, payoutReleaseJournal(payout).idempotencyKey);
    await post(trx, wasPaid ? payoutReturnJournal(payout) : payoutDeclineJournal(payout), now);
    await ctx.events.emit(trx, { type: 'payout.returned', ...factOf(payout), reason, at: now });
  },
});

/** payout/decline: Requested → Declined once; the amount goes back to the influencer's earnings. */
export async function declinePayout(
  ctx: AppContext,
  decision: { payoutId: number; adminUserId: number; reason: string },
): Promise<void> {
  const payout = await settleable(ctx, decision.payoutId);
  await settlePayout(ctx, payout, {
    adminUserId: decision.adminUserId,
    outcome: 'declined',
    reference: null,
    declineReason: decision.reason,
  });
}

type StoredBank = Pick<
  NonNullable<Awaited<ReturnType<typeof repo.latestOfUser>>>,
  'bankName' | 'accountHolder' | 'accountNoEnc' | 'ifscCode' | 'panEnc' | 'upiEnc' | 'address' | 'phoneEnc'
>;

/** A request's bank details in clear: only for the owner's prefill and the super admin's approval. */
const bankInClear = (cipher: AppContext['cipher'], p: StoredBank) => ({
  bankName: p.bankName,
  accountHolder: p.accountHolder,
  accountNo: cipher.decrypt(Field.accountNo, p.accountNoEnc),
  ifscCode: p.ifscCode,
  pan: cipher.decrypt(Field.pan, p.panEnc),
  upi: cipher.decrypt(Field.upi, p.upiEnc),
  address: p.address,
  phone: cipher.decrypt(Field.phone, p.phoneEnc),
});

/** payout/details (super admin): one request with its bank details in clear, to check before approving. */
export async function payoutDetails(ctx: AppContext, payoutId: number): Promise<TPayoutDetails> {
  const p = await repo.findById(ctx.db, payoutId);
  if (!p) throw new AppError('NOT_FOUND', M.notFound);
  return {
    id: p.id,
    userId: p.userId,
    influencerName: p.influencerName,
    email: p.email,
    amount: paiseToRupees(p.amountPaise),
    status: STATUS_OF[p.status],
    requestedOn: p.requestedOn,
    updatedOn: p.modifiedOn,
    reference: p.reference,
    declineReason: p.declineReason,
    ...bankInClear(ctx.cipher, p),
    method: p.method,
    railMode: railModeOf(ctx, p.method, p.amountPaise - Number(p.feePaise)),
  };
}

/** user/payoutbank: the owner's latest bank details in clear (they prefill the form), or nulls. */
export async function payoutBank(ctx: AppContext, userId: number): Promise<TPayoutBank> {
  const p = await repo.latestOfUser(ctx.db, userId);
  if (!p) {
    return {
      bankName: null,
      accountHolder: null,
      accountNo: null,
      ifscCode: null,
      pan: null,
      upi: null,
      address: null,
      phone: null,
    };
  }
  return bankInClear(ctx.cipher, p);
}

/**
 * user/payouthistory: an influencer's own records (every status unless one is asked for), or everyone's for
 * the super admin (default 'Requested Payout', the ones waiting for them), updated in the last `days` days,
 * newest first. Account numbers are masked here.
 */
export async function payoutHistory(
  ctx: AppContext,
  viewer: AuthUser,
  query: TPayoutHistoryQuery,
): Promise<TPayoutRecord[]> {
  const isAdmin = viewer.role === Role.SuperAdmin;
  const userId = isAdmin ? undefined : viewer.userId;
  const status = query.status ?? (isAdmin ? PayoutStatus.Requested : undefined);
  const since = new Date(ctx.clock.now().getTime() - query.days * DAY_MS).toISOString();
  const records: TPayoutRecord[] = [];

  if (status === undefined || status === PayoutStatus.ReceivedFromBrand) {
    for (const c of await repo.earningsCredits(ctx.db, { userId, since })) {
      // A credit whose GST is held shows what stayed spendable and the GST apart; its release is a credit of its own.
      const isGstRelease = c.kind === 'gst-release';
      const heldPaise = !isGstRelease && c.gstHeldPaise !== null ? Number(c.gstHeldPaise) : 0;
      const collabId = c.collabId ?? c.heldCollabId;
      records.push({
        key: `credit-${c.id}`,
        id: c.id,
        influencerName: c.influencerName,
        amount: paiseToRupees(c.amountPaise - heldPaise),
        tdsWithheld: paiseToRupees(Number(c.tdsPaise ?? 0)),
        status: PayoutStatus.ReceivedFromBrand,
        updatedOn: c.createdOn,
        reference:
          collabId === null
            ? null
            : isGstRelease
              ? GstHeldMessages.releasedReference(collabId)
              : `Collab #${collabId}`,
        accountNo: null,
        ...(heldPaise > 0
          ? { gstHeld: { amount: paiseToRupees(heldPaise), releasedOn: c.gstReleasedOn } }
          : {}),
      });
    }
  }
  const stored = status === undefined ? undefined : STORED_OF[status];
  if (status === undefined || stored !== undefined) {
    const statuses = stored ? [stored] : (['requested', 'processing', 'released', 'declined'] as const);
    for (const p of await repo.list(ctx.db, { userId, statuses, since })) {
      records.push({
        key: `payout-${p.id}`,
        id: p.id,
        influencerName: p.influencerName,
        amount: paiseToRupees(p.amountPaise),
        tdsWithheld: 0,
        status: STATUS_OF[p.status],
        updatedOn: p.modifiedOn,
        reference: p.status === 'declined' ? p.declineReason : p.reference,
        accountNo: maskTail(ctx.cipher.decrypt(Field.accountNo, p.accountNoEnc)),
      });
    }
  }
  // Newest first; at the same instant a payout follows the earnings it was paid from.
  const rank = (r: TPayoutRecord) => (r.status === PayoutStatus.ReceivedFromBrand ? 0 : 1);
  return records.sort((a, b) =>
    a.updatedOn !== b.updatedOn ? (a.updatedOn < b.updatedOn ? 1 : -1) : rank(b) - rank(a) || b.id - a.id,
  );
}
