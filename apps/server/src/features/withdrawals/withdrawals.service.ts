import { formatRupees, paiseToRupees } from '@collably/shared/domain/pricing';
import { WithdrawalMessages as M } from '@collably/shared/messages/withdrawals';
import type { TBrandWithdrawals, TMyWithdrawals, TWithdrawal } from '@collably/shared/schemas/withdrawals';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { AppError } from '../../platform/http/errors';
import { Accounts } from '../../platform/ledger/accounts';
import { InsufficientFundsError, balanceOf, post } from '../../platform/ledger/ledger';
import {
  withdrawalPaidJournal,
  withdrawalRequestJournal,
  withdrawalReturnJournal,
} from '../../platform/ledger/withdrawals';
import {
  PaymentRefundRefusedError,
  type PaymentRefunds,
  type ProviderRefund,
} from '../../platform/payments/provider';
import { maskedDestination } from './bank-withdrawals.service';
import { withdrawalsRepository as repo, type StoredWithdrawal } from './withdrawals.repository';

const LIST_LIMIT = 50;
/** A withdrawal with no refund id this long after its request lost its answer: the sweep asks again. */
const UNANSWERED_AFTER_MS = 2 * 60_000;

/** A parallel refund took what was left of the payment first. */
class RefundableSpent extends Error {}

const view = (ctx: AppContext, w: StoredWithdrawal): TWithdrawal => ({
  id: w.id,
  amount: paiseToRupees(w.amountPaise),
  method: w.method,
  status: w.status,
  transactionId: w.transactionId,
  reference: w.providerRefundId ?? w.reference,
  failureReason: w.failureReason,
  requestedOn: w.requestedOn,
  settledOn: w.settledOn,
  destination: maskedDestination(ctx, w),
});

/** One withdrawal as the wire shows it. */
export const withdrawalById = async (ctx: AppContext, id: number): Promise<TWithdrawal> =>
  view(ctx, (await repo.findById(ctx.db, id))!);

function refundsOf(ctx: AppContext): { provider: string; api: PaymentRefunds } {
  if (!ctx.providerRefunds) throw new AppError('BAD_REQUEST', M.noProviderRefunds);
  return ctx.providerRefunds;
}

/** withdrawals/brand (super admin): the wallet, what can go back to which payment, and past withdrawals. */
export async function brandWithdrawals(ctx: AppContext, brandUserId: number): Promise<TBrandWithdrawals> {
  const brand = await repo.brand(ctx.db, brandUserId);
  if (!brand) throw new AppError('NOT_FOUND', M.brandNotFound);
  const { walletPaise, payments } = await withdrawableOf(ctx, brandUserId);
  return {
    brandName: brand.name,
    walletBalance: paiseToRupees(walletPaise),
    canRefund: ctx.providerRefunds !== undefined,
    payments: payments.map((p) => ({
      transactionId: p.id,
      paidOn: p.capturedOn ?? p.createdOn,
      serviceTitle: p.serviceTitle,
      influencerName: p.influencerName,
      paid: paiseToRupees(p.totalPaise),
      refundable: paiseToRupees(p.totalPaise - p.refundedPaise),
    })),
    withdrawals: (await repo.ofBrand(ctx.db, brandUserId, LIST_LIMIT)).map((w) => view(ctx, w)),
  };
}

/**
 * withdrawals/refund (super admin): `amountPaise` of a brand's wallet back to the payment method one of its
 * payments came from. In one transaction the payment's refundable rest and the guarded wallet are both taken
 * (so parallel refunds can overdraw neither), the withdrawal row written and the act audited; then the
 * provider is asked. The ledger books the money as gone only when the provider confirms (`settle`).
 */
export async function refundToPayment(
  ctx: AppContext,
  input: { adminUserId: number; brandUserId: number; transactionId: number; amountPaise: number },
): Promise<{ withdrawal: TWithdrawal; isAnswered: boolean }> {
  const refunds = refundsOf(ctx);
  const brand = await repo.brand(ctx.db, input.brandUserId);
  if (!brand) throw new AppError('NOT_FOUND', M.brandNotFound);
  const payment = await repo.payment(ctx.db, input.transactionId);
  if (!payment || payment.brandUserId !== input.brandUserId)
    throw new AppError('NOT_FOUND', M.paymentNotFound);
  const isRefundable =
    payment.provider === refunds.provider &&
    payment.providerPaymentId !== null &&
    (payment.status === 'captured' || payment.status === 'refunded');
  if (!isRefundable) throw new AppError('BAD_REQUEST', M.notRefundable);
  const aboveRefundable = async () => {
    const latest = await repo.payment(ctx.db, input.transactionId);
    const left = latest ? latest.totalPaise - latest.refundedPaise : 0;
    return new AppError('BAD_REQUEST', M.aboveRefundable(formatRupees(left)));
  };
  const aboveWallet = async () =>
    new AppError(
      'BAD_REQUEST',
      M.aboveWallet(formatRupees(await balanceOf(ctx.db, Accounts.brandWallet(input.brandUserId)))),
    );
  if (input.amountPaise > payment.totalPaise - payment.refundedPaise) throw await aboveRefundable();
  if (input.amountPaise > (await balanceOf(ctx.db, Accounts.brandWallet(input.brandUserId)))) {
    throw await aboveWallet();
  }

  const now = ctx.clock.now();
  let id: number;
  try {
    id = await inTransaction(ctx.db, async (trx) => {
      const newId = await openWithdrawal(trx, {
        provider: refunds.provider,
        brandUserId: input.brandUserId,
        transactionId: input.transactionId,
        amountPaise: input.amountPaise,
        requestedByUserId: input.adminUserId,
        now,
      });
      await ctx.events.emit(trx, {
        type: 'walletRefund.requested',
        withdrawalId: newId,
        brandUserId: input.brandUserId,
        transactionId: input.transactionId,
        amountPaise: input.amountPaise,
        adminUserId: input.adminUserId,
        at: now,
      });
      return newId;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw await aboveWallet();
    if (error instanceof RefundableSpent) throw await aboveRefundable();
    throw error;
  }

  const withdrawal = (await repo.findById(ctx.db, id))!;
  const isAnswered = await sendToProvider(ctx, refunds.api, withdrawal);
  return { withdrawal: view(ctx, (await repo.findById(ctx.db, id))!), isAnswered };
}

/** The brand's payments through the provider that can still refund, and the wallet's part of their rest. */
async function withdrawableOf(ctx: AppContext, brandUserId: number) {
  const walletPaise = await balanceOf(ctx.db, Accounts.brandWallet(brandUserId));
  const payments = ctx.providerRefunds
    ? await repo.refundablePayments(ctx.db, brandUserId, ctx.providerRefunds.provider, LIST_LIMIT)
    : [];
  const refundablePaise = payments.reduce((sum, p) => sum + p.totalPaise - p.refundedPaise, 0);
  return { walletPaise, payments, withdrawablePaise: Math.min(walletPaise, refundablePaise) };
}

/** withdrawals/mine (brand): its wallet, what of it can go back to its payment methods, its withdrawals. */
export async function myWithdrawals(ctx: AppContext, brandUserId: number): Promise<TMyWithdrawals> {
  const { walletPaise, withdrawablePaise } = await withdrawableOf(ctx, brandUserId);
  return {
    walletBalance: paiseToRupees(walletPaise),
    withdrawable: paiseToRupees(withdrawablePaise),
    canWithdrawToBank: true,
    withdrawals: (await repo.ofBrand(ctx.db, brandUserId, LIST_LIMIT)).map((w) => view(ctx, w)),
  };
}

/**
 * withdrawals/withdraw (brand): `amountPaise` of its own wallet back to the payment methods it paid with,
 * taken from its newest payments first, one refund per payment. Every part is opened in one transaction,
 * so parallel withdrawals can overdraw neither the wallet nor a payment; then each is sent to the provider.
 */
export async function withdrawToPaymentMethods(
  ctx: AppContext,
  brandUserId: number,
  amountPaise: number,
): Promise<{ withdrawals: TWithdrawal[]; isAnswered: boolean }> {
  const refunds = refundsOf(ctx);
  const aboveWithdrawable = async () => {
    const { walletPaise, withdrawablePaise } = await withdrawableOf(ctx, brandUserId);
    return new AppError(
      'BAD_REQUEST',
      amountPaise > walletPaise
        ? M.aboveOwnWallet(formatRupees(walletPaise))
        : M.aboveWithdrawable(formatRupees(withdrawablePaise)),
    );
  };
  const { payments, withdrawablePaise } = await withdrawableOf(ctx, brandUserId);
  if (amountPaise > withdrawablePaise) throw await aboveWithdrawable();
  const parts: { transactionId: number; amountPaise: number }[] = [];
  let left = amountPaise;
  for (const p of payments) {
    if (left === 0) break;
    const part = Math.min(left, p.totalPaise - p.refundedPaise);
    parts.push({ transactionId: p.id, amountPaise: part });
    left -= part;
  }

  const now = ctx.clock.now();
  let ids: number[];
  try {
    ids = await ctx.db.transaction().execute(async (trx) => {
      const opened: number[] = [];
      for (const part of parts) {
        opened.push(
          await openWithdrawal(trx, {
            ...part,
            provider: refunds.provider,
            brandUserId,
            requestedByUserId: brandUserId,
            now,
          }),
        );
      }
      return opened;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError || error instanceof RefundableSpent) {
      throw await aboveWithdrawable();
    }
    throw error;
  }

  let isAnswered = true;
  for (const id of ids) {
    if (!(await sendToProvider(ctx, refunds.api, (await repo.findById(ctx.db, id))!))) isAnswered = false;
  }
  const withdrawals = await Promise.all(ids.map(async (id) => view(ctx, (await repo.findById(ctx.db, id))!)));
  return { withdrawals, isAnswered };
}

/**
 * In the caller's transaction: `amountPaise` of the payment counted as refunded (RefundableSpent when a
 * parallel refund took it first), the withdrawal row, and the wallet's money moved aside (InsufficientFunds
 * when the wallet is short). The new withdrawal's id.
 */
async function openWithdrawal(
  trx: DbOrTrx,
  part: {
    provider: string;
    brandUserId: number;
    transactionId: number;
    amountPaise: number;
    requestedByUserId: number;
    now: Date;
  },
): Promise<number> {
  // The message is read after the rollback: this transaction holds a pooled connection meanwhile.
  if (!(await repo.reserveRefund(trx, part.transactionId, part.amountPaise))) throw new RefundableSpent();
  const id = await repo.insert(trx, {
    brandUserId: part.brandUserId,
    amountPaise: part.amountPaise,
    method: 'original',
    transactionId: part.transactionId,
    provider: part.provider,
    providerRefundId: null,
    status: 'requested',
    failureReason: null,
    requestedByUserId: part.requestedByUserId,
    requestedOn: part.now.toISOString(),
    settledOn: null,
  });
  await post(trx, withdrawalRequestJournal({ id, ...part }), part.now);
  return id;
}

/**
 * Asks the provider to refund a requested withdrawal (under its own receipt, so asking twice makes one
 * refund) and follows the answer. False when the provider did not answer: the sweep asks again later.
 * A definite refusal fails the withdrawal and returns its money to the wallet.
 */
async function sendToProvider(ctx: AppContext, api: PaymentRefunds, w: StoredWithdrawal): Promise<boolean> {
  let refund: ProviderRefund;
  try {
    refund = await api.refund({
      paymentId: w.providerPaymentId!,
      amountPaise: w.amountPaise,
      receipt: `withdrawal-${w.id}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentRefundRefusedError)) return false;
    await settle(ctx, w, { status: 'failed', reason: error.reason });
    return true;
  }
  await repo.attachRefund(ctx.db, w.id, refund.id);
  if (refund.status !== 'pending') {
    await settle(ctx, w, {
      status: refund.status,
      reason: refund.status === 'failed' ? 'refund failed' : null,
    });
  }
  return true;
}

/**
 * The provider's last word on a withdrawal, once: processed books the money as gone to the provider; failed
 * returns it to the wallet and makes that much of the payment refundable again. The conditional status
 * change and the shared settle key both let exactly one settlement through, whatever repeats.
 */
async function settle(
  ctx: AppContext,
  w: StoredWithdrawal,
  outcome: { status: 'processed' | 'failed'; reason: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  const isPaid = outcome.status === 'processed';
  await inTransaction(ctx.db, async (trx) => {
    const changed = await repo.settle(trx, w.id, {
      status: outcome.status,
      failureReason: isPaid ? null : outcome.reason,
      now: now.toISOString(),
    });
    if (!changed) return;
    await post(trx, isPaid ? withdrawalPaidJournal(w) : withdrawalReturnJournal(w), now);
    if (!isPaid && w.transactionId !== null) await repo.unreserveRefund(trx, w.transactionId, w.amountPaise);
    await ctx.events.emit(trx, {
      type: 'walletRefund.settled',
      withdrawalId: w.id,
      brandUserId: w.brandUserId,
      amountPaise: w.amountPaise,
      outcome: outcome.status,
      reason: outcome.reason,
      at: now,
    });
  });
}

/**
 * The provider's webhook (or the sweep) says a refund changed: ask it, and settle a final answer once. False when
 * the refund is no wallet withdrawal's (another feature's, or unknown).
 */
export async function refundUpdated(ctx: AppContext, providerRefundId: string): Promise<boolean> {
  if (!ctx.providerRefunds) return false;
  const w = await repo.findByRefund(ctx.db, providerRefundId);
  if (!w) return false;
  if (w.status !== 'requested') return true;
  const latest = await ctx.providerRefunds.api.fetchRefund(providerRefundId);
  if (latest.status === 'pending') return true;
  await settle(ctx, w, {
    status: latest.status,
    reason: latest.status === 'failed' ? 'refund failed' : null,
  });
  return true;
}

/**
 * The sweep: withdrawals still with the provider. Those with a refund id are asked about (a webhook may never
 * come); those whose request lost its answer are sent again under the same receipt.
 */
export async function followWithdrawals(ctx: AppContext, limit = 100): Promise<number> {
  if (!ctx.providerRefunds) return 0;
  const cutoff = new Date(ctx.clock.now().getTime() - UNANSWERED_AFTER_MS).toISOString();
  const waiting = await repo.awaiting(ctx.db, limit);
  for (const w of waiting) {
    if (w.providerRefundId) await refundUpdated(ctx, w.providerRefundId);
    else if (w.requestedOn < cutoff && w.provider === ctx.providerRefunds.provider) {
      await sendToProvider(ctx, ctx.providerRefunds.api, w);
    }
  }
  return waiting.length;
}
