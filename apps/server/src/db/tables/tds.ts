import type { Generated } from 'kysely';

/** An influencer's PAN, for TDS (issue 16); one row per influencer, once given. */
export type InfluencerTaxDetailsTable = {
  userId: number;
  /**
   * Upper case, without spaces, enciphered (platform/crypto, field `tds.pan`; migration 038); null when the
   * influencer has not given one (the higher rate applies).
   */
  panEnc: string | null;
  modifiedOn: string;
};

/** One influencer's credits and TDS in a financial year (its first year: 2026 for 2026-27), in paise. */
export type TdsYearsTable = {
  influencerUserId: number;
  financialYear: number;
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
  section: string;
  /** The PAN in force when charged, enciphered like the influencer's (a copy of its stored value). */
  panEnc: string | null;
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

export type TdsTables = {
  influencerTaxDetails: InfluencerTaxDetailsTable;
  tdsYears: TdsYearsTable;
  tdsDeductions: TdsDeductionsTable;
};
