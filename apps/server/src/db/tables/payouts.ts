import type { ColumnType, Generated } from 'kysely';
import type { TPayoutMethod } from '@collably/shared/schemas/payouts';

/** processing: approved and on its way through RazorpayX and the bank (features/transfers). */
export type PayoutRequestStatus = 'requested' | 'processing' | 'released' | 'declined';

/**
 * One influencer payout request (features/payouts). `…Enc` columns hold AES-256-GCM ciphertext
 * (platform/crypto); amounts are paise.
 */
export type PayoutsTable = {
  id: Generated<number>;
  userId: number;
  amountPaise: number;
  status: PayoutRequestStatus;
  bankName: string;
  /** The name the account is held under, when the influencer gave one (else their own name is used). */
  accountHolder: ColumnType<string | null, string | null | undefined, string | null>;
  accountNoEnc: string;
  ifscCode: string;
  panEnc: string;
  upiEnc: string;
  address: string;
  phoneEnc: string;
  /** The bank reference of a released payout ('PAYOUT-000123' or the admin's UTR). */
  reference: string | null;
  declineReason: string | null;
  /** The super admin who approved or declined it. */
  settledByUserId: number | null;
  requestedOn: string;
  /** Requested, then approved or declined: the record's 'Updated On'. */
  modifiedOn: string;
  method: ColumnType<TPayoutMethod, TPayoutMethod | undefined, TPayoutMethod>;
  /** The payout fee the influencer bears, deducted from what is sent (0 when the platform bears it). */
  feePaise: ColumnType<number, number | undefined, number>;
  /** RazorpayX's payout of an approved request, and its last status (null without RazorpayX). */
  railPayoutId: string | null;
  railStatus: string | null;
};

/** The RazorpayX fund account made for one set of an influencer's payout details (by their digest). */
export type PayoutFundAccountsTable = {
  userId: number;
  detailsDigest: string;
  fundAccountId: string;
  createdOn: string;
};

export type PayoutTables = { payouts: PayoutsTable; payoutFundAccounts: PayoutFundAccountsTable };
