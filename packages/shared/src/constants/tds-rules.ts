/**
 * Income-tax TDS on payments to influencers (issues 16 and 37, docs/tax.md § TDS, where each value's source is
 * cited). The section the platform deducts under is chosen by the deployment (TDS_SECTION, with the chartered
 * accountant's opinion); each section has its rows, one per change of the law, the newest last, and the row in
 * force on the day of the credit applies. **A chartered accountant must confirm these values before live use.**
 *
 * Rates are basis points of the amount credited excluding GST; thresholds are paise, and TDS applies once a
 * single credit (where the section has such a threshold), or the year's credits to one influencer, go above them.
 */

/**
 * The sections TDS can be deducted under: s. 194C (payments to contractors for work, advertising included) or
 * s. 194J (fees for professional services; CBDT Circular 715 puts payments to artistes and models there). Not
 * s. 194-O: under the principal model the platform is not an e-commerce operator facilitating the
 * influencer's supply (docs/tax.md § TDS).
 */
export const TDS_SECTIONS = ['194C', '194J'] as const;
export type TTdsSection = (typeof TDS_SECTIONS)[number];

export const isTdsSection = (value: string): value is TTdsSection =>
  (TDS_SECTIONS as readonly string[]).includes(value);

/** The first day of the rules table: no credit before it is charged. */
export const TDS_RULES_START = '2017-04-01';

export type TTdsRule = {
  /** The first day (India time, YYYY-MM-DD) the row applies. */
  from: string;
  /** The section this row belongs to (the 1961 Act's number, which also names it under the 2025 Act). */
  section: TTdsSection;
  /** The Act the provision is of, as printed. */
  act: string;
  /** The provision as printed: 's. 194C', 's. 194J', or 's. 393' of the 2025 Act. */
  provision: string;
  /**
   * The 2025 Act's s. 393 is a table of payments: the serial of the row is printed after the provision. It is
   * configured per section (TDS_ACT_2025_SERIAL_194C / _194J) once the chartered accountant confirms it.
   */
  hasTableSerial: boolean;
  /** Individuals and Hindu undivided families (a PAN whose 4th letter is P or H). */
  individualRateBps: number;
  /** Every other holder of a PAN: firms, companies, trusts… */
  otherRateBps: number;
  /** No PAN given, or one that is inoperative or unknown to the Income Tax Department (s. 206AA). */
  noPanRateBps: number;
  /** A single credit above it is charged on its own; null where the section has only the yearly threshold. */
  singleCreditThresholdPaise: number | null;
  yearlyThresholdPaise: number;
};

const ACT_1961 = 'Income-tax Act, 1961';
const ACT_2025 = 'Income-tax Act, 2025';
/** The day the Income-tax Act 2025 replaces the 1961 Act. */
export const ACT_2025_FROM = '2026-04-01';

const s194C = {
  section: '194C',
  individualRateBps: 100,
  otherRateBps: 200,
  noPanRateBps: 2_000,
  singleCreditThresholdPaise: 3_000_000,
  yearlyThresholdPaise: 10_000_000,
} as const;

const s194J = {
  section: '194J',
  individualRateBps: 1_000,
  otherRateBps: 1_000,
  noPanRateBps: 2_000,
  singleCreditThresholdPaise: null,
} as const;

export const TDS_RULES: Readonly<Record<TTdsSection, readonly TTdsRule[]>> = {
  '194C': [
    { ...s194C, from: TDS_RULES_START, act: ACT_1961, provision: 's. 194C', hasTableSerial: false },
    { ...s194C, from: ACT_2025_FROM, act: ACT_2025, provision: 's. 393', hasTableSerial: true },
  ],
  '194J': [
    {
      ...s194J,
      from: TDS_RULES_START,
      act: ACT_1961,
      provision: 's. 194J',
      hasTableSerial: false,
      yearlyThresholdPaise: 3_000_000,
    },
    // Finance Act 2025 raised the threshold of fees for professional services from ₹30,000 to ₹50,000.
    {
      ...s194J,
      from: '2025-04-01',
      act: ACT_1961,
      provision: 's. 194J',
      hasTableSerial: false,
      yearlyThresholdPaise: 5_000_000,
    },
    {
      ...s194J,
      from: ACT_2025_FROM,
      act: ACT_2025,
      provision: 's. 393',
      hasTableSerial: true,
      yearlyThresholdPaise: 5_000_000,
    },
  ],
};
