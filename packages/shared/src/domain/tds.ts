/**
 * Income-tax TDS on what the platform credits to an influencer for its work (issues 16 and 37, docs/tax.md
 * § TDS). Pure, in integer paise. The server calls `tdsOnCredit` at escrow release (the credit to the
 * influencer's earnings comes before any payout, so that is when TDS is due), with the influencer's totals
 * of the financial year so far under the section in force, under a lock that keeps two releases of one
 * influencer apart.
 */
import { TDS_RULES, TDS_RULES_START, type TTdsRule, type TTdsSection } from '../constants/tds-rules';

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

/** The row of a section's rules in force on an India-time day (YYYY-MM-DD). */
export function tdsRuleOn(
  section: TTdsSection,
  indiaDate: string,
  rules: Readonly<Record<TTdsSection, readonly TTdsRule[]>> = TDS_RULES,
): TTdsRule {
  const rule = [...rules[section]].reverse().find((r) => r.from <= indiaDate);
  if (!rule) throw new RangeError(`no TDS rule of s. ${section} in force on ${indiaDate}`);
  return rule;
}

/**
 * The provision as statements print it: 'Income-tax Act, 1961, s. 194J', or under the 2025 Act 's. 393' with
 * the serial of its table the deployment configured (the chartered accountant confirms it).
 */
export function tdsProvisionText(rule: TTdsRule, act2025Serial: string): string {
  const provision = rule.hasTableSerial ? `${rule.provision}, ${act2025Serial}` : rule.provision;
  return `${rule.act}, ${provision}`;
}

/**
 * What a PAN verification service answered (docs/tax.md § TDS): operative; inoperative (not linked with Aadhaar,
 * s. 139AA and Rule 114AAA); or unknown to the Income Tax Department. Null: not checked (no service, or no
 * answer yet), and the PAN is taken as given.
 */
export const PAN_STATUSES = ['operative', 'inoperative', 'invalid'] as const;
export type TPanStatus = (typeof PAN_STATUSES)[number];

/** Days a service's answer about a PAN is kept before it is asked again. */
export const PAN_RECHECK_DAYS = 30;

/** Whether a PAN checked at `checkedOn` (ISO; null: never) is due to be checked again at `now`. */
export const isPanCheckDue = (checkedOn: string | null, now: Date): boolean =>
  checkedOn === null || now.getTime() - new Date(checkedOn).getTime() >= PAN_RECHECK_DAYS * 86_400_000;

/**
 * Why a credit takes the no-PAN rate (s. 206AA), or null when it takes the PAN's own: no PAN, a PAN the service
 * found inoperative, or one it does not know.
 */
export type TNoPanReason = 'no-pan' | 'inoperative' | 'invalid';
export function noPanReason(pan: string | null, panStatus: TPanStatus | null = null): TNoPanReason | null {
  if (pan === null) return 'no-pan';
  if (panStatus === 'inoperative' || panStatus === 'invalid') return panStatus;
  return null;
}

export function tdsRateBps(rule: TTdsRule, pan: string | null, panStatus: TPanStatus | null = null): number {
  if (pan === null || noPanReason(pan, panStatus) !== null) return rule.noPanRateBps;
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
  /** The verification service's answer about the PAN; null or absent: taken as given. */
  panStatus?: TPanStatus | null;
  rule: TTdsRule;
  /** The year's totals under the same section. */
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
 * TDS on one credit. Nothing while the credit and the year stay within the thresholds; a single credit
 * above the single threshold (s. 194C only) is charged alone; once the year goes above the yearly threshold,
 * every credit of the year that has not been charged yet is charged at once (the catch-up: the whole sum is
 * chargeable once the year's sum exceeds it), and each later credit in full. A catch-up larger than the credit
 * carries over to the next credit.
 */
export function tdsOnCredit({
  creditPaise,
  grossPaise,
  pan,
  panStatus = null,
  rule,
  year,
}: TTdsCredit): TTdsDeduction {
  if (!Number.isSafeInteger(creditPaise) || creditPaise < 0 || grossPaise < creditPaise) {
    throw new RangeError(`credit must be 0-${grossPaise} paise, got ${String(creditPaise)}`);
  }
  const yearCredited = year.creditedPaise + creditPaise;
  const basePaise =
    yearCredited > rule.yearlyThresholdPaise
      ? yearCredited - year.basePaise
      : rule.singleCreditThresholdPaise !== null && creditPaise > rule.singleCreditThresholdPaise
        ? creditPaise
        : 0;
  const rateBps = tdsRateBps(rule, pan, panStatus);
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

/** '10 %' for 1000 basis points, '0.1 %' for 10: as people write a rate. */
export const formatRatePercent = (bps: number): string => `${bps / 100} %`;

/** The section the platform deducts under from a day on (a row of `tds_section_periods`). */
export type TTdsSectionPeriod = { from: string; section: TTdsSection };

/** The section in force on an India-time day; undefined before the first period. */
export function sectionOn(periods: readonly TTdsSectionPeriod[], indiaDate: string): TTdsSection | undefined {
  return [...periods].sort((a, b) => a.from.localeCompare(b.from)).findLast((p) => p.from <= indiaDate)
    ?.section;
}

/** The next 1 April after an India-time day (YYYY-MM-DD): a change of section waits for a new financial year. */
export function nextFirstOfApril(indiaDate: string): string {
  const year = Number(indiaDate.slice(0, 4));
  return indiaDate < `${year}-04-01` ? `${year}-04-01` : `${year + 1}-04-01`;
}

/** What the server does with the configured section against the periods stored. */
export type TSectionPlan =
  | { kind: 'none' }
  /** No period yet (a new database): the configured section from the start of the rules. */
  | { kind: 'start'; section: TTdsSection; from: string }
  /** A change from a future day: credits until then keep the section in force. */
  | { kind: 'schedule'; section: TTdsSection; from: string }
  /** A scheduled change that has not started, moved to another future day. */
  | { kind: 'reschedule'; section: TTdsSection; from: string; to: string }
  /** A scheduled change that has not started, dropped: the configuration went back to the section in force. */
  | { kind: 'cancel'; section: TTdsSection; from: string };

/**
 * Compares the configured section with the stored periods, on an India-time day. A change is never
 * retroactive: it starts on `requestedFrom` when that is a later day, else on the next 1 April; a day given
 * that is not later is ignored (`ignoredFrom`), as is one given while nothing changes.
 */
export function planSectionChange(input: {
  periods: readonly TTdsSectionPeriod[];
  configured: TTdsSection;
  requestedFrom: string | undefined;
  today: string;
}): TSectionPlan & { ignoredFrom?: string } {
  const { periods, configured, requestedFrom, today } = input;
  if (periods.length === 0) return { kind: 'start', section: configured, from: TDS_RULES_START };
  const later = requestedFrom !== undefined && requestedFrom > today ? requestedFrom : undefined;
  const ignoredFrom =
    requestedFrom !== undefined && later === undefined ? { ignoredFrom: requestedFrom } : {};
  const pending = periods.filter((p) => p.from > today).sort((a, b) => a.from.localeCompare(b.from));
  const next = pending.at(-1);
  if (next !== undefined) {
    if (next.section !== configured) return { kind: 'cancel', section: next.section, from: next.from };
    if (later !== undefined && later !== next.from) {
      return { kind: 'reschedule', section: configured, from: next.from, to: later };
    }
    return { kind: 'none', ...ignoredFrom };
  }
  if (sectionOn(periods, today) === configured) return { kind: 'none' };
  return {
    kind: 'schedule',
    section: configured,
    from: later ?? nextFirstOfApril(today),
    ...ignoredFrom,
  };
}
