import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TDS_RULES } from '../constants/tds-rules';
import {
  NO_TDS_YET,
  addToYear,
  isIndividualPan,
  isValidPan,
  normalisePan,
  tdsOnCredit,
  tdsRuleOn,
  type TTdsYearTotals,
} from './tds';

const rule = tdsRuleOn('2026-11-26');
const PERSON = 'ABCPE1234F';
const COMPANY = 'AABCU9603R';
const rupees = (r: number) => r * 100;

/** One credit without GST (an unregistered influencer), under today's rule. */
const credit = (creditRupees: number, pan: string | null, year: TTdsYearTotals = NO_TDS_YET) =>
  tdsOnCredit({ creditPaise: rupees(creditRupees), grossPaise: rupees(creditRupees), pan, rule, year });

describe('PAN', () => {
  it('accepts the shape of a PAN and tells individuals from others by the 4th letter', () => {
    expect(isValidPan(PERSON)).toBe(true);
    expect(isValidPan(COMPANY)).toBe(true);
    expect(isValidPan(normalisePan(' abcpe 1234f '))).toBe(true);
    for (const bad of ['ABCPE1234', 'ABCXE1234F', '1BCPE1234F', 'ABCPE12345', 'abcpe1234f']) {
      expect(isValidPan(bad), bad).toBe(false);
    }
    expect(isIndividualPan(PERSON)).toBe(true);
    expect(isIndividualPan('ABCHE1234F')).toBe(true);
    expect(isIndividualPan(COMPANY)).toBe(false);
    expect(isIndividualPan('ABCFE1234F')).toBe(false);
  });
});

describe('the rules table', () => {
  it('applies the 1961 Act before 1 April 2026 and the 2025 Act from that day', () => {
    expect(tdsRuleOn('2026-03-31').section).toBe('194C');
    expect(tdsRuleOn('2026-04-01').section).toBe('393');
    expect(() => tdsRuleOn('2000-01-01')).toThrow(RangeError);
  });

  it('has rows in date order, each with rates in basis points and thresholds in paise', () => {
    const dates = TDS_RULES.map((r) => r.from);
    expect([...dates].sort()).toEqual(dates);
    for (const r of TDS_RULES) {
      expect(r.noPanRateBps).toBeGreaterThan(r.otherRateBps);
      expect(r.singleCreditThresholdPaise).toBeLessThan(r.yearlyThresholdPaise);
    }
  });
});

describe('TDS at release', () => {
  it('withholds nothing while the credit and the year stay within both thresholds', () => {
    expect(credit(30_000, PERSON)).toMatchObject({
      basePaise: 0,
      withheldPaise: 0,
      netPaise: rupees(30_000),
    });
    expect(credit(30_000, null).withheldPaise).toBe(0);
  });

  it('charges a single credit above ₹30,000: 1 % for an individual, 2 % for a company, 20 % without a PAN', () => {
    expect(credit(30_001, PERSON)).toMatchObject({
      basePaise: rupees(30_001),
      rateBps: 100,
      duePaise: rupees(300),
      withheldPaise: rupees(300),
      netPaise: rupees(29_701),
    });
    expect(credit(40_000, COMPANY)).toMatchObject({ rateBps: 200, withheldPaise: rupees(800) });
    expect(credit(40_000, null)).toMatchObject({ rateBps: 2_000, withheldPaise: rupees(8_000) });
  });

  it('rounds the TDS to the rupee', () => {
    // 1 % of ₹30,050.50 is ₹300.505: ₹301.
    const d = tdsOnCredit({
      creditPaise: 3_005_050,
      grossPaise: 3_005_050,
      pan: PERSON,
      rule,
      year: NO_TDS_YET,
    });
    expect(d.duePaise).toBe(rupees(301));
  });

  it('charges the GST-exclusive amount and withholds from the gross, GST included', () => {
    const d = tdsOnCredit({
      creditPaise: rupees(40_000),
      grossPaise: rupees(47_200),
      pan: PERSON,
      rule,
      year: NO_TDS_YET,
    });
    expect(d).toMatchObject({
      basePaise: rupees(40_000),
      withheldPaise: rupees(400),
      netPaise: rupees(46_800),
    });
  });

  it('catches up every untaxed credit of the year once the year goes above ₹1,00,000, then charges each credit', () => {
    let year = NO_TDS_YET;
    for (const amount of [25_000, 25_000, 25_000, 20_000]) {
      const d = credit(amount, PERSON, year);
      expect(d.withheldPaise).toBe(0);
      year = addToYear(year, rupees(amount), d);
    }
    const crossing = credit(10_000, PERSON, year);
    expect(crossing).toMatchObject({ basePaise: rupees(105_000), withheldPaise: rupees(1_050) });
    year = addToYear(year, rupees(10_000), crossing);
    expect(credit(5_000, PERSON, year)).toMatchObject({
      basePaise: rupees(5_000),
      withheldPaise: rupees(50),
    });
  });

  it('does not charge twice a single credit that was taxed before the year crossed', () => {
    const first = credit(40_000, PERSON);
    const year = addToYear(NO_TDS_YET, rupees(40_000), first);
    expect(credit(70_000, PERSON, year)).toMatchObject({
      basePaise: rupees(70_000),
      withheldPaise: rupees(700),
    });
  });

  it('carries a catch-up larger than the credit over to the next credit, never withholding more than is credited', () => {
    const year = { ...NO_TDS_YET, creditedPaise: rupees(100_000) };
    const small = credit(500, null, year);
    expect(small).toMatchObject({ duePaise: rupees(20_100), withheldPaise: rupees(500), netPaise: 0 });
    const next = credit(50_000, null, addToYear(year, rupees(500), small));
    expect(next.withheldPaise).toBe(rupees(10_000) + rupees(20_100 - 500));
  });

  it('refuses a credit larger than the gross', () => {
    expect(() =>
      tdsOnCredit({ creditPaise: 200, grossPaise: 100, pan: null, rule, year: NO_TDS_YET }),
    ).toThrow(RangeError);
  });

  it('over any year of credits: never more than credited, and in the end exactly what is due', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(PERSON, COMPANY, null),
        (credits, pan) => {
          let year = NO_TDS_YET;
          for (const c of credits) {
            const d = tdsOnCredit({ creditPaise: c, grossPaise: c, pan, rule, year });
            expect(d.withheldPaise).toBeGreaterThanOrEqual(0);
            expect(d.withheldPaise).toBeLessThanOrEqual(c);
            expect(d.netPaise).toBe(c - d.withheldPaise);
            year = addToYear(year, c, d);
          }
          expect(year.basePaise).toBeLessThanOrEqual(year.creditedPaise);
          expect(year.withheldPaise).toBeLessThanOrEqual(year.duePaise);
          if (year.creditedPaise > rule.yearlyThresholdPaise) expect(year.basePaise).toBe(year.creditedPaise);
          // A big enough last credit settles any shortfall.
          const last = tdsOnCredit({ creditPaise: 9e8, grossPaise: 9e8, pan, rule, year });
          expect(year.withheldPaise + last.withheldPaise).toBe(year.duePaise + last.duePaise);
        },
      ),
    );
  });
});
