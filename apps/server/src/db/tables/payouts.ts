import type { Generated } from 'kysely';

export type PayoutRequestStatus = 'requested' | 'released' | 'declined';

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
};

export type PayoutTables = { payouts: PayoutsTable };
