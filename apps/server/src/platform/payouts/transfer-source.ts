import type { DbOrTrx } from '../../db/database';
import type { TransferKind } from '../../db/tables/transfers';

/**
 * One kind of money out through RazorpayX (an influencer's payout, a brand's bank withdrawal), as the feature
 * that owns its requests moves them. features/transfers sends and follows every kind through these.
 */
export type TransferSource = {
  kind: TransferKind;
  /** requested → processing in the caller's transaction; false when the request is not waiting. */
  claim(trx: DbOrTrx, sourceId: number, now: string): Promise<boolean>;
  /** processing → requested: RazorpayX refused the attempt outright and nothing left. */
  unclaim(trx: DbOrTrx, sourceId: number, now: string): Promise<void>;
  /** RazorpayX took it: its owner is told it is on its way. */
  accepted(trx: DbOrTrx, sourceId: number, now: Date): Promise<void>;
  /** The bank has it: the request is paid with the UTR, its journal posted, its owner told. */
  paid(trx: DbOrTrx, sourceId: number, utr: string, now: Date): Promise<void>;
  /** It came back (failed, rejected, cancelled, reversed): its money returns once, its owner told why. */
  returned(trx: DbOrTrx, sourceId: number, reason: string, now: Date): Promise<void>;
};

export type TransferSources = Readonly<Record<TransferKind, TransferSource>>;
