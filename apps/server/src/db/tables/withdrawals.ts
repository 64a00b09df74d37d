import type { Generated } from 'kysely';
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
};

export type WithdrawalTables = { walletWithdrawals: WalletWithdrawalsTable };
