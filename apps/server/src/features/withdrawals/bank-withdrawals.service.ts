import { AdminAction } from '@collably/shared/constants/admin';
import { MailKind } from '@collably/shared/constants/notifications';
import { formatRupees, paiseToRupees } from '@collably/shared/domain/pricing';
import { WithdrawalMessages as M } from '@collably/shared/messages/withdrawals';
import { PayoutMessages } from '@collably/shared/messages/payouts';
import { WALLET_MSG_TYPE } from '@collably/shared/schemas/notifications';
import type { TBankWithdrawRequest, TBankWithdrawalRequest } from '@collably/shared/schemas/withdrawals';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { html } from '../../platform/http/html';
import { Accounts } from '../../platform/ledger/accounts';
import { InsufficientFundsError, balanceOf, journalExists, post } from '../../platform/ledger/ledger';
import {
  bankWithdrawalRejectJournal,
  bankWithdrawalRequestJournal,
  bankWithdrawalReversalJournal,
  bankWithdrawalSentJournal,
  withdrawalRailFeeJournal,
  withdrawalRailFeeKey,
  withdrawalRailFeeReturnJournal,
} from '../../platform/ledger/withdrawals';
import {
  PayoutRailError,
  isReturned,
  type PayoutDestination,
  type RazorpayX,
  type RazorpayXPayout,
} from '../../platform/payouts/razorpayx';
import { recordAdminAction } from '../admin/admin.service';
import { notify } from '../notifications/notifications.service';
import { fundAccountFor } from '../payouts/payouts.service';
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

function destinationOf(ctx: AppContext, w: StoredWithdrawal): Destination {
  return {
    method: w.payoutMethod ?? 'bank',
    accountNo: w.accountNoEnc ? ctx.cipher.decrypt(Field.accountNo, w.accountNoEnc) : null,
    upi: w.upiEnc ? ctx.cipher.decrypt(Field.upi, w.upiEnc) : null,
  };
}

/** The masked destination of a bank withdrawal, null for a refund to the payment method. */
export const maskedDestination = (ctx: AppContext, w: StoredWithdrawal): string | null =>
  w.method === 'bank' ? destinationLabel(destinationOf(ctx, w)) : null;

const notifyBrand = (trx: DbOrTrx, brandUserId: number, text: string, now: Date) =>
  notify(
    trx,
    [
      {
        userId: brandUserId,
        actorUserId: null,
        collabId: null,
        msgType: WALLET_MSG_TYPE,
        message: html`${text}`,
        mail: MailKind.Refund,
      },
    ],
    now,
  );

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
  const now = ctx.clock.now();
  const destination: Destination =
    input.method === 'upi'
      ? { method: 'upi', accountNo: null, upi: input.upi }
      : { method: 'bank', accountNo: input.accountNo, upi: null };
  const label = destinationLabel(destination);
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
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
      await notifyBrand(trx, brandUserId, M.bankRequestedNotice(formatRupees(input.amountPaise), label), now);
      return newId;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw await aboveWallet();
    throw error;
  }
  ctx.realtime.notificationsChanged([brandUserId]);
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
    };
  });
}

async function decidable(ctx: AppContext, withdrawalId: number) {
  const w = await repo.findById(ctx.db, withdrawalId);
  if (!w) throw new AppError('NOT_FOUND', M.withdrawalNotFound);
  if (w.method !== 'bank') throw new AppError('BAD_REQUEST', M.notBankWithdrawal);
  if (w.status !== 'requested') throw new AppError('CONFLICT', M.alreadyDecided);
  return w;
}

/**
 * One decision on a waiting bank withdrawal, in one transaction: the conditional status change and the
 * shared settle key both let one decision through ever (a second one gets 409), then the brand's notice and
 * the audit row.
 */
async function decide(
  ctx: AppContext,
  w: StoredWithdrawal,
  decision: {
    adminUserId: number;
    isSent: boolean;
    reference: string | null;
    reason: string | null;
    notice: string;
    rail?: { payoutId: string; status: string };
  },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const isDecided = await bankRepo.decide(trx, w.id, {
      status: decision.isSent ? 'processed' : 'failed',
      reference: decision.reference,
      failureReason: decision.reason,
      settledByUserId: decision.adminUserId,
      now: now.toISOString(),
      rail: decision.rail,
    });
    const journal = decision.isSent ? bankWithdrawalSentJournal(w) : bankWithdrawalRejectJournal(w);
    if (!isDecided || !(await post(trx, journal, now))) throw new AppError('CONFLICT', M.alreadyDecided);
    await notifyBrand(trx, w.brandUserId, decision.notice, now);
    await recordAdminAction(
      trx,
      {
        actorUserId: decision.adminUserId,
        action: decision.isSent ? AdminAction.WalletBankApprove : AdminAction.WalletBankReject,
        targetUserId: w.brandUserId,
        now: now.toISOString(),
      },
      { withdrawal: w.id, amount: formatRupees(w.amountPaise), status: 'requested' },
      decision.isSent
        ? { status: 'sent', reference: decision.reference ?? '' }
        : { status: 'rejected', reason: decision.reason ?? '' },
    );
  });
  ctx.realtime.notificationsChanged([w.brandUserId]);
}

/**
 * withdrawals/approve-bank: sends a waiting bank withdrawal once. With RazorpayX the money goes through it
 * first (its payout id is the reference until the bank's UTR comes); otherwise the super admin has sent it
 * by hand and gives the bank's reference (or ours, 'WITHDRAWAL-000123').
 */
export async function approveBankWithdrawal(
  ctx: AppContext,
  input: { withdrawalId: number; adminUserId: number; reference?: string },
): Promise<StoredWithdrawal> {
  const w = await decidable(ctx, input.withdrawalId);
  const sent = ctx.payoutRail ? await sendThroughRail(ctx, ctx.payoutRail, w) : null;
  const reference = sent
    ? (sent.utr ?? sent.id)
    : input.reference || `WITHDRAWAL-${String(w.id).padStart(6, '0')}`;
  const label = destinationLabel(destinationOf(ctx, w));
  await decide(ctx, w, {
    adminUserId: input.adminUserId,
    isSent: true,
    reference,
    reason: null,
    notice: M.bankSentNotice(formatRupees(w.amountPaise), label, reference),
    rail: sent ? { payoutId: sent.id, status: sent.status } : undefined,
  });
  if (sent && isReturned(sent.status)) await bankRailPayoutUpdated(ctx, sent.id);
  return w;
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
    notice: M.bankRejectedNotice(formatRupees(w.amountPaise), input.reason),
  });
}

/**
 * Sends the withdrawal through RazorpayX: the fund account of its details (reused while unchanged), then the payout under the
 * withdrawal's idempotency key, so a retried or doubled approval never pays twice. A refusal leaves it
 * waiting and nothing paid.
 */
async function sendThroughRail(
  ctx: AppContext,
  rail: RazorpayX,
  w: StoredWithdrawal,
): Promise<RazorpayXPayout> {
  const brand = await bankRepo.brandOf(ctx.db, w.brandUserId);
  const d = destinationOf(ctx, w);
  const destination: PayoutDestination =
    d.method === 'upi'
      ? { method: 'upi', name: brand.name, vpa: d.upi ?? '' }
      : {
          method: 'bank',
          name: w.accountHolder ?? brand.name,
          ifsc: w.ifscCode ?? '',
          accountNumber: d.accountNo ?? '',
        };
  try {
    const fundAccountId = await fundAccountFor(
      ctx,
      rail,
      { userId: w.brandUserId, reference: `brand-${w.brandUserId}`, email: brand.email },
      destination,
    );
    return await rail.createPayout({
      fundAccountId,
      amountPaise: w.amountPaise,
      method: destination.method,
      reference: `WITHDRAWAL-${String(w.id).padStart(6, '0')}`,
      narration: 'Collably wallet withdrawal',
      idempotencyKey: `collably-withdrawal-${w.id}`,
    });
  } catch (error) {
    if (error instanceof PayoutRailError)
      throw new AppError('SERVICE_UNAVAILABLE', PayoutMessages.railFailed);
    throw error;
  }
}

/**
 * RazorpayX's word on a sent withdrawal (its webhook, or the sweep asking): status and UTR kept; once
 * processed its fee is the platform's cost; a transfer the bank sent back returns to the wallet once, with
 * a notice. Nothing when the payout is not a withdrawal's (features/payouts follows those).
 */
export async function bankRailPayoutUpdated(ctx: AppContext, railPayoutId: string): Promise<void> {
  const rail = ctx.payoutRail;
  if (!rail) return;
  const w = await bankRepo.findByRailPayout(ctx.db, railPayoutId);
  if (!w) return;
  const latest = await rail.fetchPayout(railPayoutId);
  const now = ctx.clock.now();
  let isReturnedNow = false;
  await ctx.db.transaction().execute(async (trx) => {
    await bankRepo.updateRail(trx, w.id, { status: latest.status, utr: latest.utr });
    if (latest.status === 'processed') await post(trx, withdrawalRailFeeJournal(w.id, latest.feesPaise), now);
    if (!isReturned(latest.status)) return;
    if (await journalExists(trx, withdrawalRailFeeKey(w.id))) {
      await post(trx, withdrawalRailFeeReturnJournal(w.id, latest.feesPaise), now);
    }
    const reason = latest.failureReason ?? `payout ${latest.status}`;
    if (!(await bankRepo.markReturned(trx, w.id, reason, now.toISOString()))) return;
    await post(trx, bankWithdrawalReversalJournal(w), now);
    await notifyBrand(trx, w.brandUserId, M.bankReturnedNotice(formatRupees(w.amountPaise), reason), now);
    isReturnedNow = true;
  });
  if (isReturnedNow) ctx.realtime.notificationsChanged([w.brandUserId]);
}

/** The sweep: asks RazorpayX about sent withdrawals still on their way (a webhook may never come). */
export async function followBankWithdrawals(ctx: AppContext, limit = 100): Promise<number> {
  if (!ctx.payoutRail) return 0;
  const waiting = await bankRepo.awaitingRail(ctx.db, limit);
  for (const { railPayoutId } of waiting) if (railPayoutId) await bankRailPayoutUpdated(ctx, railPayoutId);
  return waiting.length;
}
