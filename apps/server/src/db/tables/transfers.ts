import type { ColumnType, Generated } from 'kysely';
import type { TTransferMode } from '@collably/shared/domain/transfers';

/** Which request a transfer sends: an influencer's payout, or a brand's bank withdrawal. */
export type TransferKind = 'payout' | 'withdrawal';

/**
 * sending: stored, RazorpayX called or about to be (its answer not kept yet); processing: RazorpayX has it
 * (queued, pending, processing); processed: the bank has it; returned: failed, rejected, cancelled or reversed,
 * the money back with its owner; refused: RazorpayX refused the request itself, nothing was created.
 */
export type TransferStatus = 'sending' | 'processing' | 'processed' | 'returned' | 'refused';

/** One attempt to send a request's money through RazorpayX (features/transfers), stored before the call. */
export type TransfersTable = {
  id: Generated<number>;
  kind: TransferKind;
  sourceId: number;
  /** 1, 2…: a new attempt (new key) only after RazorpayX refused or failed the one before. */
  attempt: number;
  ownerUserId: number;
  /** What is sent (paise): the request's amount less a fee its owner bears. */
  amountPaise: number;
  mode: TTransferMode;
  idempotencyKey: string;
  /** Our reference_id at RazorpayX, by which a payout whose answer was lost is found. */
  referenceId: string;
  /** The exact JSON body sent, re-sent as it is under the same key on recovery. */
  requestBody: string;
  status: TransferStatus;
  railPayoutId: string | null;
  railStatus: string | null;
  utr: string | null;
  /** RazorpayX's charge, GST included, and the GST in it (migration 037), once it is processed. */
  feesPaise: ColumnType<number, number | undefined, number>;
  taxPaise: ColumnType<number, number | undefined, number>;
  failureReason: string | null;
  /** A sweep working on it holds it until then. */
  claimedUntil: string | null;
  createdOn: string;
  modifiedOn: string;
};

export type TransferTables = { transfers: TransfersTable };
