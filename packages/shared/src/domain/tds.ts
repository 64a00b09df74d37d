/**
 * Income-tax TDS on what the platform credits to an influencer for advertising work (issue 16, docs/tax.md
 * § TDS). Pure, in integer paise. The server calls `tdsOnCredit` at escrow release (the credit to the
 * influencer's earnings comes before any payout, so that is when TDS is due), with the influencer's totals
 * of the financial year so far, under a lock that keeps two releases of one influencer apart.
 */
import { TDS_RULES, type TTdsRule } from '../constants/tds-rules';

/**
 * A PAN: 5 letters, 4 digits, 1 letter; the 4th letter is the holder's kind (P person, H HUF, C company, F firm,
 * E limited liability partnership, A association of persons, B body of individuals, T trust, L local
 * authority, J artificial juridical person, G government, K krish).
 */
const PAN_SHAPE = /^[A-Z]{3}[ABCEFGHJKLPT][A-Z][0-9]{4}[A-Z]$/;

export const normalisePan = (input: string): string => input.replace(/\s+/g, '').toUpperCase();
export const isValidPan = (value: string): boolean => PAN_SHAPE.test(value);

/** Individuals (P) and Hindu undivided families (H) take the lower rate; every other holder the other. */
export const isIndividualPan = (pan: string): boolean => pan.charAt(3) === 'P' || pan.charAt(3) === 'H';

/** The row of the rules table in force on an India-time day (YYYY-MM-DD). */
export function tdsRuleOn(indiaDate: string, rules: readonly TTdsRule[] = TDS_RULES): TTdsRule {
  const rule = [...rules].reverse().find((r) => r.from <= indiaDate);
  if (!rule) throw new RangeError(`no TDS rule in force on ${indiaDate}`);
  return rule;
}

export function tdsRateBps(rule: TTdsRule, pan: string | null): number {
  if (pan === null) return rule.noPanRateBps;
  return isIndividualPan(pan) ? rule.individualRateBps : rule.otherRateBps;
}

/** An influencer's credits and TDS in one financial year, before the credit at hand. */
export type TTdsYearTotals = {
  /** Everything credited, excluding GST. */
  creditedPaise: number;
  /** The part of it that TDS has been charged on. */
  basePaise: number;
  /** TDS charged. */
  duePaise: number;
  /** TDS actually withheld (less than due only when a credit was too small to bear the catch-up). */
  withheldPaise: number;
};

export const NO_TDS_YET: TTdsYearTotals = { creditedPaise: 0, basePaise: 0, duePaise: 0, withheldPaise: 0 };

export type TTdsCredit = {
  /** The amount credited excluding GST: the prices, which TDS is charged on (CBDT Circular 23/2017). */
  creditPaise: number;
  /** What the influencer would be credited before TDS: the prices plus their GST if registered. */
  grossPaise: number;
  pan: string | null;
  rule: TTdsRule;
  year: TTdsYearTotals;
};

export type TTdsDeduction = {
  /** The amount TDS is charged on at this credit: 0, this credit, or every credit of the year not yet taxed. */
  basePaise: number;
  rateBps: number;
  /** The rate applied to the base, rounded to the rupee (docs/tax.md: CA to confirm). */
  duePaise: number;
  /** This credit's TDS plus any earlier shortfall, never more than the credit itself. */
  withheldPaise: number;
  /** What reaches the influencer's earnings. */
  netPaise: number;
};

const roundToRupee = (paise: number) => Math.round(paise / 100) * 100;

/**
 * TDS on one credit. Nothing while the credit and the year stay within both thresholds; a single credit
 * above the single threshold is charged alone; once the year goes above the yearly threshold, every credit
 * of the year that has not been charged yet is charged at once (the catch-up of s. 194C's proviso), and each
 * later credit in full. A catch-up larger than the credit carries over to the next credit.
 */
export function tdsOnCredit({ creditPaise, grossPaise, pan, rule, year }: TTdsCredit): TTdsDeduction {
  if (!Number.isSafeInteger(creditPaise) || creditPaise < 0 || grossPaise < creditPaise) {
    throw new RangeError(`credit must be 0-${grossPaise} paise, got ${String(creditPaise)}`);
  }
  const yearCredited = year.creditedPaise + creditPaise;
  const basePaise =
    yearCredited > rule.yearlyThresholdPaise
      ? yearCredited - year.basePaise
      : creditPaise > rule.singleCreditThresholdPaise
        ? creditPaise
        : 0;
  const rateBps = tdsRateBps(rule, pan);
  const duePaise = roundToRupee((basePaise * rateBps) / 10_000);
  const shortfall = year.duePaise - year.withheldPaise;
  const withheldPaise = Math.min(duePaise + shortfall, grossPaise);
  return { basePaise, rateBps, duePaise, withheldPaise, netPaise: grossPaise - withheldPaise };
}

/** The year's totals after a deduction. */
export const addToYear = (year: TTdsYearTotals, creditPaise: number, d: TTdsDeduction): TTdsYearTotals => ({
  creditedPaise: year.creditedPaise + creditPaise,
  basePaise: year.basePaise + d.basePaise,
  duePaise: year.duePaise + d.duePaise,
  withheldPaise: year.withheldPaise + d.withheldPaise,
});

/** '1.00 %' for 100 basis points. */
export const formatRateBps = (bps: number): string => `${(bps / 100).toFixed(2)} %`;
