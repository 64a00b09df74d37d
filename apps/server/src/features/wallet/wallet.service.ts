import { paiseToRupees } from '@collably/shared/domain/pricing';
import {
  WalletEntryType,
  type TWalletHistoryEntry,
  type TWalletEntryType,
} from '@collably/shared/schemas/wallet';
import type { AppContext } from '../../platform/context';
import { Accounts } from '../../platform/ledger/accounts';
import { balanceOf } from '../../platform/ledger/ledger';
import { walletRepository as repo } from './wallet.repository';

const TYPE_OF_JOURNAL: Record<string, TWalletEntryType> = {
  'refund-cancel': WalletEntryType.Cancellation,
  'refund-reject': WalletEntryType.Rejection,
  capture: WalletEntryType.Withdrawn,
  'payment-credit': WalletEntryType.PaymentCredited,
  'stray-credit': WalletEntryType.PaymentCredited,
  settle: WalletEntryType.PartialRefund,
  'refund-unsent': WalletEntryType.UnsentRefund,
  'withdrawal-request': WalletEntryType.Withdrawn,
  'withdrawal-return': WalletEntryType.WithdrawalReturned,
  'bank-withdrawal-request': WalletEntryType.Withdrawn,
  'bank-withdrawal-return': WalletEntryType.WithdrawalReturned,
};

/** Journals whose memo is written for the brand ('Withdrawn to bank account ••1234', a stray payment's credit). */
const NOTED_KINDS = new Set(['bank-withdrawal-request', 'bank-withdrawal-return', 'stray-credit']);

/** brand/walletbalance: rupees, the sum of the wallet's ledger entries. */
export async function walletBalance(ctx: AppContext, brandUserId: number): Promise<number> {
  return paiseToRupees(await balanceOf(ctx.db, Accounts.brandWallet(brandUserId)));
}

/** brand/wallethistory: every movement of the wallet, newest first (spec §3 wallet history entry). */
export async function walletHistory(ctx: AppContext, brandUserId: number): Promise<TWalletHistoryEntry[]> {
  const rows = await repo.history(ctx.db, Accounts.brandWallet(brandUserId).code);
  return rows.map((r) => ({
    profilePic: r.influencerProfilePic,
    influencerName: r.influencerName ?? '',
    amount: paiseToRupees(Math.abs(r.amountPaise)),
    collabId: r.collabId,
    updatedOn: r.createdOn,
    status_Type:
      TYPE_OF_JOURNAL[r.kind] ??
      (r.amountPaise < 0 ? WalletEntryType.Withdrawn : WalletEntryType.PaymentCredited),
    note: NOTED_KINDS.has(r.kind) ? r.memo : null,
  }));
}

/** user/accountbalance: an influencer's earnings not yet paid out, rupees. */
export async function accountBalance(ctx: AppContext, influencerUserId: number): Promise<number> {
  return paiseToRupees(await balanceOf(ctx.db, Accounts.influencerEarnings(influencerUserId)));
}
