/**
 * Income-tax TDS on payments to influencers for advertising work (issue 16, docs/tax.md § TDS, where each
 * value's source is cited). One row per change of the law, the newest last; the row in force on the day of
 * the credit applies. **A chartered accountant must confirm these values before live use.**
 *
 * Rates are basis points of the amount credited excluding GST; thresholds are paise, and TDS applies once a
 * single credit, or the year's credits to one influencer, go above them.
 */
export type TTdsRule = {
  /** The first day (India time, YYYY-MM-DD) the row applies. */
  from: string;
  /** The provision, as printed on statements and exports. */
  section: string;
  /** The Act the section is of. */
  act: string;
  /** Individuals and Hindu undivided families (a PAN whose 4th letter is P or H). */
  individualRateBps: number;
  /** Every other holder of a PAN: firms, companies, trusts… */
  otherRateBps: number;
  /** No PAN given. */
  noPanRateBps: number;
  singleCreditThresholdPaise: number;
  yearlyThresholdPaise: number;
};

export const TDS_RULES: readonly TTdsRule[] = [
  {
    from: '2017-04-01',
    section: '194C',
    act: 'Income-tax Act, 1961',
    individualRateBps: 100,
    otherRateBps: 200,
    noPanRateBps: 2_000,
    singleCreditThresholdPaise: 3_000_000,
    yearlyThresholdPaise: 10_000_000,
  },
  {
    from: '2026-04-01',
    section: '393',
    act: 'Income-tax Act, 2025',
    individualRateBps: 100,
    otherRateBps: 200,
    noPanRateBps: 2_000,
    singleCreditThresholdPaise: 3_000_000,
    yearlyThresholdPaise: 10_000_000,
  },
];
