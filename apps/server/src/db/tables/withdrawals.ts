import type { Generated } from 'kysely';
import type { TPayoutMethod } from '@collably/shared/schemas/payouts';
import type { TWithdrawalMethod, TWithdrawalStatus } from '@collably/shared/schemas/withdrawals';

/** Money leaving a brand's wallet (features/withdrawals): paise; one row per withdrawal. */
export type WalletWithdrawalsTable = {
  id: Generated<number>;
  brandUserId: number;
  amountPaise: number;
  method: TWithdrawalMethod;
  /** The payment refunded ('original' method). */
  transactionId: number | null;
  /** The payment provider that holds the payment ('razorpay', 'sandbox'). */
  provider: string;
  providerRefundId: string | null;
  status: TWithdrawalStatus;
  failureReason: string | null;
  requestedByUserId: number;
  requestedOn: string;
  settledOn: string | null;
  /** A bank withdrawal's destination (migration 030): bank account or UPI ID, numbers encrypted. */
  payoutMethod: TPayoutMethod | null;
  accountHolder: string | null;
  accountNoEnc: string | null;
  ifscCode: string | null;
  upiEnc: string | null;
  /** The transfer's reference once sent: the bank's UTR, or RazorpayX's payout id until its UTR comes. */
  reference: string | null;
  railPayoutId: string | null;
  railStatus: string | null;
  settledByUserId: number | null;
};

export type WithdrawalTables = { walletWithdrawals: WalletWithdrawalsTable };
