import type { Generated } from 'kysely';
import type { TTdsSection } from '@collably/shared/constants/tds-rules';
import type { TPanStatus } from '@collably/shared/domain/tds';

/** An influencer's PAN, for TDS (issue 16); one row per influencer, once given. */
export type InfluencerTaxDetailsTable = {
  userId: number;
  /**
   * Upper case, without spaces, enciphered (platform/crypto, field `tds.pan`; migration 038); null when the
   * influencer has not given one (the higher rate applies).
   */
  panEnc: string | null;
  modifiedOn: string;
  /**
   * What the PAN verification service last said about this PAN (migration 046): operative, inoperative,
   * invalid; null when not checked (no service, no answer yet, or the PAN changed since).
   */
  panStatus: TPanStatus | null;
  panCheckedOn: string | null;
};

/**
 * One influencer's credits and TDS in a financial year (its first year: 2026 for 2026-27) under one section
 * (migration 046), in paise.
 */
export type TdsYearsTable = {
  influencerUserId: number;
  financialYear: number;
  section: TTdsSection;
  creditedPaise: number;
  basePaise: number;
  duePaise: number;
  withheldPaise: number;
};

/** One credit to an influencer's earnings as charged to TDS (shared/domain/tds.ts), in paise. */
export type TdsDeductionsTable = {
  id: Generated<number>;
  influencerUserId: number;
  transactionId: number;
  collabId: number;
  financialYear: number;
  creditedOn: string;
  /** The section charged under; the Act and provision printed are the rules' row of the credit's day. */
  section: TTdsSection;
  /** The PAN in force when charged, enciphered like the influencer's (a copy of its stored value). */
  panEnc: string | null;
  /** The verification service's answer about that PAN then; null: taken as given. */
  panStatus: TPanStatus | null;
  rateBps: number;
  /** Before TDS, GST included. */
  grossPaise: number;
  /** Excluding GST: what TDS is charged on. */
  creditPaise: number;
  basePaise: number;
  duePaise: number;
  withheldPaise: number;
  netPaise: number;
};

/** The section TDS is deducted under from a day on (India time, YYYY-MM-DD); a later row is a change. */
export type TdsSectionPeriodsTable = {
  fromOn: string;
  section: TTdsSection;
  /** When the server recorded it (ISO). */
  decidedOn: string;
};

/** An influencer told of the change of section starting `fromOn`. */
export type TdsSectionNoticesTable = {
  fromOn: string;
  influencerUserId: number;
  notifiedOn: string;
};

export type TdsTables = {
  influencerTaxDetails: InfluencerTaxDetailsTable;
  tdsYears: TdsYearsTable;
  tdsDeductions: TdsDeductionsTable;
  tdsSectionPeriods: TdsSectionPeriodsTable;
  tdsSectionNotices: TdsSectionNoticesTable;
};
