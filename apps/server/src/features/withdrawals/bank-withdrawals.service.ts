import { formatRupees, paiseToRupees } from '@collably/shared/domain/pricing';
import { WithdrawalMessages as M } from '@collably/shared/messages/withdrawals';
import { PayoutMessages } from '@collably/shared/messages/payouts';
import type { TBankWithdrawRequest, TBankWithdrawalRequest } from '@collably/shared/schemas/withdrawals';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { AppError } from '../../platform/http/errors';
import { Accounts } from '../../platform/ledger/accounts';
import { InsufficientFundsError, balanceOf, journalExists, post } from '../../platform/ledger/ledger';
import {
  bankWithdrawalRejectJournal,
  bankWithdrawalRequestJournal,
  bankWithdrawalReversalJournal,
  bankWithdrawalSentJournal,
} from '../../platform/ledger/withdrawals';
import {
  assertTransferable,
  railModeOf,
  sendTransfer,
  type TransferSource,
} from '../transfers/transfers.service';
import {
  bankWithdrawalsRepository as bankRepo,
  withdrawalsRepository as repo,
  type StoredWithdrawal,
} from './withdrawals.repository';

/**
 * Bank transfers of a brand's wallet (issue 18): the money that cannot go back to a payment method (paid by
 * Stripe, above what payments can still refund, too old) leaves by the payouts machinery instead. The
 * request sets the money aside at once (the guarded wallet keeps parallel requests from overdrawing it); a
 * super admin sends it (RazorpayX under an idempotency key, or by hand with the UTR) or rejects it; a
 * rejection or a transfer the bank sends back returns it to the wallet with a notice. No minimum beyond ₹1
 * and no fee: it is the brand's own money coming back.
 */

const LIST_LIMIT = 100;
/** Column names double as the cipher's associated data, as in features/payouts. */
const Field = { accountNo: 'wallet_withdrawals.account_no', upi: 'wallet_withdrawals.upi' };

/** '••1234' of an account number, '••@okbank' of a UPI ID: enough for the owner to recognise it. */
const tailOf = (value: string) => {
  const at = value.indexOf('@');
  return `••${at >= 0 ? value.slice(at) : value.slice(-4)}`;
};

type Destination = { method: 'bank' | 'upi'; accountNo: string | null; upi: string | null };

/** 'bank account ••1234' or 'UPI ID ••@okbank'. */
const destinationLabel = (d: Destination) =>
  d.method === 'upi' ? `UPI ID ${tailOf(d.upi ?? '')}` : `bank account ${tailOf(d.accountNo ?? '')}`;

function destinationOf(ctx: Pick<AppContext, 'cipher'>, w: StoredWithdrawal): Destination {
  return {
    method: w.payoutMethod ?? 'bank',
    accountNo: w.accountNoEnc ? ctx.cipher.decrypt(Field.accountNo, w.accountNoEnc) : null,
    upi: w.upiEnc ? ctx.cipher.decrypt(Field.upi, w.upiEnc) : null,
  };
}

/** The masked destination of a bank withdrawal, null for a refund to the payment method. */
export const maskedDestination = (ctx: AppContext, w: StoredWithdrawal): string | null =>
  w.method === 'bank' ? destinationLabel(destinationOf(ctx, w)) : null;

/** Which withdrawal, whose and how much, as every fact of a bank withdrawal names it. */
const factOf = (w: Pick<StoredWithdrawal, 'id' | 'brandUserId' | 'amountPaise'>) => ({
  withdrawalId: w.id,
  brandUserId: w.brandUserId,
  amountPaise: w.amountPaise,
});

/**
 * withdrawals/withdraw-to-bank (brand): `amountPaise` of its own wallet set aside for a bank transfer, in one
 * transaction with its row and notice. 'Your wallet holds only …' when the wallet (now, or after a parallel
 * request took it) is short.
 */
export async function requestBankWithdrawal(
  ctx: AppContext,
  brandUserId: number,
  input: TBankWithdrawRequest & { amountPaise: number },
): Promise<StoredWithdrawal> {
  const aboveWallet = async () =>
    new AppError(
      'BAD_REQUEST',
      M.aboveOwnWallet(formatRupees(await balanceOf(ctx.db, Accounts.brandWallet(brandUserId)))),
    );
  if (input.amountPaise > (await balanceOf(ctx.db, Accounts.brandWallet(brandUserId)))) {
    throw await aboveWallet();
  }
  // Refused now, naming the limit, rather than at approval: a UPI ID takes only so much at once.
  assertTransferable(ctx, input.method, input.amountPaise, M.upiAboveLimit);
  const now = ctx.clock.now();
  const destination: Destination =
    input.method === 'upi'
      ? { method: 'upi', accountNo: null, upi: input.upi }
      : { method: 'bank', accountNo: input.accountNo, upi: null };
  const label = destinationLabel(destination);
  let id: number;
  try {
    id = await inTransaction(ctx.db, async (trx) => {
      const newId = await repo.insert(trx, {
        brandUserId,
        amountPaise: input.amountPaise,
        method: 'bank',
        transactionId: null,
        provider: 'bank',
        providerRefundId: null,
        status: 'requested',
        failureReason: null,
        requestedByUserId: brandUserId,
        requestedOn: now.toISOString(),
        settledOn: null,
        payoutMethod: input.method,
        accountHolder: input.method === 'bank' ? input.accountHolder : null,
        accountNoEnc: input.method === 'bank' ? ctx.cipher.encrypt(Field.accountNo, input.accountNo) : null,
        ifscCode: input.method === 'bank' ? input.ifscCode : null,
        upiEnc: input.method === 'upi' ? ctx.cipher.encrypt(Field.upi, input.upi) : null,
      });
      await post(
        trx,
        bankWithdrawalRequestJournal(
          { id: newId, brandUserId, amountPaise: input.amountPaise },
          `Withdrawn to ${label}`,
        ),
        now,
      );
      await ctx.events.emit(trx, {
        type: 'bankWithdrawal.requested',
        withdrawalId: newId,
        brandUserId,
        amountPaise: input.amountPaise,
        destination: label,
        at: now,
      });
      return newId;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw await aboveWallet();
    throw error;
  }
  return (await repo.findById(ctx.db, id))!;
}

/** withdrawals/bank-requests (super admin): bank withdrawals waiting for a decision, details in clear. */
export async function waitingBankWithdrawals(ctx: AppContext): Promise<TBankWithdrawalRequest[]> {
  return (await bankRepo.waiting(ctx.db, LIST_LIMIT)).map((w) => {
    const d = destinationOf(ctx, w);
    return {
      id: w.id,
      brandUserId: w.brandUserId,
      brandName: w.brandName,
      email: w.email,
      amount: paiseToRupees(w.amountPaise),
      method: d.method,
      accountHolder: w.accountHolder,
      accountNo: d.accountNo,
      ifscCode: w.ifscCode,
      upi: d.upi,
      requestedOn: w.requestedOn,
      railMode: railModeOf(ctx, d.method, w.amountPaise),
    };
  });
}

/** Why a bank withdrawal cannot be decided now: already decided, or on its way to the bank. */
const notWaitingMessage = (status: StoredWithdrawal['status']) =>
  status === 'processing' ? M.cannotRejectSending : M.alreadyDecided;

async function decidable(ctx: AppContext, withdrawalId: number) {
  const w = await repo.findById(ctx.db, withdrawalId);
  if (!w) throw new AppError('NOT_FOUND', M.withdrawalNotFound);
  if (w.method !== 'bank') throw new AppError('BAD_REQUEST', M.notBankWithdrawal);
  if (w.status !== 'requested') throw new AppError('CONFLICT', notWaitingMessage(w.status));
  return w;
}

/**
 * A decision without RazorpayX, in one transaction: sent by hand (with the bank's reference) or rejected.
 * The conditional status change and the shared settle key both let one decision through ever (a second one,
 * or one after an approval through RazorpayX, gets 409), then the brand's notice and the audit row.
 */
async function decide(
  ctx: AppContext,
  w: StoredWithdrawal,
  decision: {
    adminUserId: number;
    isSent: boolean;
    reference: string | null;
    reason: string | null;
  },
): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    const isDecided = await bankRepo.move(
      trx,
      w.id,
      ['requested'],
      decision.isSent ? 'processed' : 'failed',
      {
        reference: decision.reference,
        failureReason: decision.reason,
        settledByUserId: decision.adminUserId,
        settledOn: now.toISOString(),
      },
    );
    if (!isDecided) {
      const latest = await repo.findById(trx, w.id);
      throw new AppError('CONFLICT', notWaitingMessage(latest?.status ?? 'processed'));
    }
    const journal = decision.isSent ? bankWithdrawalSentJournal(w) : bankWithdrawalRejectJournal(w);
    if (!(await post(trx, journal, now))) throw new AppError('CONFLICT', M.alreadyDecided);
    const decided = { ...factOf(w), adminUserId: decision.adminUserId, at: now };
    await ctx.events.emit(
      trx,
      decision.isSent
        ? {
            type: 'bankWithdrawal.sent',
            ...decided,
            destination: destinationLabel(destinationOf(ctx, w)),
            reference: decision.reference ?? '',
          }
        : { type: 'bankWithdrawal.rejected', ...decided, reason: decision.reason ?? '' },
    );
  });
}

export type BankApproveOutcome = 'sent' | 'processing' | 'unanswered';

/**
 * withdrawals/approve-bank: sends a waiting bank withdrawal once. With RazorpayX through features/transfers:
 * Processing (and no longer rejectable) before RazorpayX is called, sent once the bank has it. Otherwise the
 * super admin has sent it by hand and gives the bank's reference (or ours, 'WITHDRAWAL-000123').
 */
export async function approveBankWithdrawal(
  ctx: AppContext,
  input: { withdrawalId: number; adminUserId: number; reference?: string },
): Promise<{ withdrawal: StoredWithdrawal; outcome: BankApproveOutcome }> {
  const w = await decidable(ctx, input.withdrawalId);
  if (!ctx.payoutRail) {
    const reference = input.reference || withdrawalReference(w.id);
    await decide(ctx, w, {
      adminUserId: input.adminUserId,
      isSent: true,
      reference,
      reason: null,
    });
    return { withdrawal: w, outcome: 'sent' };
  }
  const brand = await bankRepo.brandOf(ctx.db, w.brandUserId);
  const d = destinationOf(ctx, w);
  const outcome = await sendTransfer(ctx, withdrawalTransfers(ctx), {
    sourceId: w.id,
    ownerUserId: w.brandUserId,
    amountPaise: w.amountPaise,
    destination:
      d.method === 'upi'
        ? { method: 'upi', name: brand.name, vpa: d.upi ?? '' }
        : {
            method: 'bank',
            name: w.accountHolder ?? brand.name,
            ifsc: w.ifscCode ?? '',
            accountNumber: d.accountNo ?? '',
          },
    contact: { reference: `brand-${w.brandUserId}`, email: brand.email },
    reference: withdrawalReference(w.id),
    narration: 'Collably wallet withdrawal',
    purpose: 'refund',
    notWaiting: M.alreadyDecided,
    inClaim: async (trx) => {
      const now = ctx.clock.now();
      await bankRepo.move(trx, w.id, ['processing'], 'processing', { settledByUserId: input.adminUserId });
      await ctx.events.emit(trx, {
        type: 'bankWithdrawal.approvedForSending',
        ...factOf(w),
        adminUserId: input.adminUserId,
        at: now,
      });
    },
  });
  if (outcome.kind === 'refused') throw new AppError('CONFLICT', PayoutMessages.railRefused(outcome.reason));
  if (outcome.kind === 'unanswered') return { withdrawal: w, outcome: 'unanswered' };
  return { withdrawal: w, outcome: outcome.kind === 'processed' ? 'sent' : 'processing' };
}

/** withdrawals/reject-bank: a waiting bank withdrawal rejected once; the amount goes back to the wallet. */
export async function rejectBankWithdrawal(
  ctx: AppContext,
  input: { withdrawalId: number; adminUserId: number; reason: string },
): Promise<void> {
  const w = await decidable(ctx, input.withdrawalId);
  await decide(ctx, w, {
    adminUserId: input.adminUserId,
    isSent: false,
    reference: null,
    reason: input.reason,
  });
}

/** Our reference of a bank withdrawal: 'WITHDRAWAL-000123'. */
const withdrawalReference = (id: number) => `WITHDRAWAL-${String(id).padStart(6, '0')}`;

/**
 * A brand's bank withdrawal as features/transfers sends it: Processing while RazorpayX and the bank work on it,
 * sent with the UTR once paid, failed with RazorpayX's reason if it comes back (its money back in the wallet
 * once).
 */
export const withdrawalTransfers = (ctx: Pick<AppContext, 'cipher' | 'events'>): TransferSource => ({
  kind: 'withdrawal',
  claim: (trx, id) => bankRepo.move(trx, id, ['requested'], 'processing', {}),
  async unclaim(trx, id) {
    await bankRepo.move(trx, id, ['processing'], 'requested', { settledByUserId: null });
  },
  async accepted(trx, id, now) {
    const w = (await repo.findById(trx, id))!;
    await ctx.events.emit(trx, {
      type: 'bankWithdrawal.accepted',
      ...factOf(w),
      destination: destinationLabel(destinationOf(ctx, w)),
      at: now,
    });
  },
  async paid(trx, id, utr, now) {
    const w = (await repo.findById(trx, id))!;
    const moved = await bankRepo.move(trx, id, ['processing'], 'processed', {
      reference: utr,
      settledOn: now.toISOString(),
    });
    if (!moved) return;
    // A withdrawal sent before the transfers module is already booked as sent (its journal then exists).
    await post(trx, bankWithdrawalSentJournal(w), now);
    await ctx.events.emit(trx, {
      type: 'bankWithdrawal.sent',
      ...factOf(w),
      destination: destinationLabel(destinationOf(ctx, w)),
      reference: utr,
      adminUserId: null,
      at: now,
    });
  },
  async returned(trx, id, reason, now) {
    const w = (await repo.findById(trx, id))!;
    const moved = await bankRepo.move(trx, id, ['processing', 'processed'], 'failed', {
      failureReason: reason,
      settledOn: now.toISOString(),
    });
    if (!moved) return;
    const wasSent = await journalExists(trx, bankWithdrawalSentJournal(w).idempotencyKey);
    await post(trx, wasSent ? bankWithdrawalReversalJournal(w) : bankWithdrawalRejectJournal(w), now);
    await ctx.events.emit(trx, { type: 'bankWithdrawal.returned', ...factOf(w), reason, at: now });
  },
});
