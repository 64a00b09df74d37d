import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TDS_RULES, TDS_SECTIONS } from '../constants/tds-rules';
import {
  NO_TDS_YET,
  addToYear,
  formatRatePercent,
  isIndividualPan,
  isPanCheckDue,
  isValidPan,
  nextFirstOfApril,
  noPanReason,
  normalisePan,
  planSectionChange,
  sectionOn,
  tdsOnCredit,
  tdsProvisionText,
  tdsRateBps,
  tdsRuleOn,
  type TTdsYearTotals,
} from './tds';

/** s. 194C's rule of 2026-27 (the 2025 Act's s. 393): the table's catch-up and single-credit rules. */
const rule = tdsRuleOn('194C', '2026-11-26');
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
  it('holds s. 194C and s. 194J only, and applies the 1961 Act before 1 April 2026 and the 2025 Act from that day', () => {
    expect(Object.keys(TDS_RULES)).toEqual([...TDS_SECTIONS]);
    expect(TDS_SECTIONS).toEqual(['194C', '194J']);
    for (const section of TDS_SECTIONS) {
      expect(tdsRuleOn(section, '2026-03-31')).toMatchObject({
        section,
        act: 'Income-tax Act, 1961',
        provision: `s. ${section}`,
        hasTableSerial: false,
      });
      expect(tdsRuleOn(section, '2026-04-01')).toMatchObject({
        section,
        act: 'Income-tax Act, 2025',
        provision: 's. 393',
        hasTableSerial: true,
      });
      expect(() => tdsRuleOn(section, '2000-01-01')).toThrow(RangeError);
    }
  });

  it('has s. 194C at 1 % for individuals, 2 % for others, 20 % without a PAN, above ₹30,000 a credit or ₹1,00,000 a year', () => {
    for (const day of ['2024-06-01', '2026-03-31', '2026-04-01', '2030-01-01']) {
      expect(tdsRuleOn('194C', day)).toMatchObject({
        individualRateBps: 100,
        otherRateBps: 200,
        noPanRateBps: 2_000,
        singleCreditThresholdPaise: 3_000_000,
        yearlyThresholdPaise: 10_000_000,
      });
    }
  });

  it('has s. 194J at 10 % for every PAN, 20 % without, with only a yearly threshold: ₹30,000, then ₹50,000 from 1 April 2025', () => {
    const j = (day: string) => tdsRuleOn('194J', day);
    expect(j('2025-03-31')).toMatchObject({
      individualRateBps: 1_000,
      otherRateBps: 1_000,
      noPanRateBps: 2_000,
      singleCreditThresholdPaise: null,
      yearlyThresholdPaise: 3_000_000,
    });
    for (const day of ['2025-04-01', '2026-03-31', '2026-04-01', '2030-01-01']) {
      expect(j(day).singleCreditThresholdPaise).toBeNull();
      expect(j(day).yearlyThresholdPaise).toBe(5_000_000);
      expect(j(day).individualRateBps).toBe(1_000);
    }
  });

  it('has rows in date order, each with rates in basis points and thresholds in paise', () => {
    for (const section of TDS_SECTIONS) {
      const rows = TDS_RULES[section];
      const dates = rows.map((r) => r.from);
      expect([...dates].sort()).toEqual(dates);
      for (const r of rows) {
        expect(r.section).toBe(section);
        expect(r.noPanRateBps).toBeGreaterThanOrEqual(2_000);
        expect(r.noPanRateBps).toBeGreaterThan(r.otherRateBps);
        if (r.singleCreditThresholdPaise !== null) {
          expect(r.singleCreditThresholdPaise).toBeLessThan(r.yearlyThresholdPaise);
        }
      }
    }
  });

  it('prints the Act and provision, with the table serial configured under the 2025 Act', () => {
    expect(tdsProvisionText(tdsRuleOn('194J', '2026-03-31'), 'serial ?')).toBe(
      'Income-tax Act, 1961, s. 194J',
    );
    expect(tdsProvisionText(tdsRuleOn('194J', '2026-04-01'), 'Table serial 6')).toBe(
      'Income-tax Act, 2025, s. 393, Table serial 6',
    );
    expect(formatRatePercent(1_000)).toBe('10 %');
    expect(formatRatePercent(10)).toBe('0.1 %');
  });
});

describe('an inoperative PAN', () => {
  const j = tdsRuleOn('194J', '2026-11-26');
  it('takes the no-PAN rate when the service found it inoperative or unknown, and says why', () => {
    expect(tdsRateBps(rule, PERSON, 'operative')).toBe(100);
    expect(tdsRateBps(rule, PERSON, null)).toBe(100);
    expect(tdsRateBps(rule, PERSON, 'inoperative')).toBe(2_000);
    expect(tdsRateBps(j, COMPANY, 'invalid')).toBe(2_000);
    expect(tdsRateBps(j, COMPANY, 'operative')).toBe(1_000);
    expect(noPanReason(null)).toBe('no-pan');
    expect(noPanReason(PERSON, 'inoperative')).toBe('inoperative');
    expect(noPanReason(PERSON, 'invalid')).toBe('invalid');
    expect(noPanReason(PERSON, 'operative')).toBeNull();
    expect(noPanReason(PERSON)).toBeNull();
    const d = tdsOnCredit({
      creditPaise: rupees(60_000),
      grossPaise: rupees(60_000),
      pan: PERSON,
      panStatus: 'inoperative',
      rule: j,
      year: NO_TDS_YET,
    });
    expect(d).toMatchObject({ rateBps: 2_000, withheldPaise: rupees(12_000) });
  });

  it('is checked again after 30 days', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(isPanCheckDue(null, now)).toBe(true);
    expect(isPanCheckDue('2026-10-28T10:00:01Z', now)).toBe(false);
    expect(isPanCheckDue('2026-10-27T10:00:00Z', now)).toBe(true);
  });
});

describe('TDS under s. 194J', () => {
  const j = tdsRuleOn('194J', '2026-11-26');
  const credit194J = (creditRupees: number, pan: string | null, year: TTdsYearTotals = NO_TDS_YET) =>
    tdsOnCredit({ creditPaise: rupees(creditRupees), grossPaise: rupees(creditRupees), pan, rule: j, year });

  it('charges no single credit alone: ₹40,000 in one credit is within the year’s ₹50,000', () => {
    expect(credit194J(40_000, PERSON)).toMatchObject({ basePaise: 0, withheldPaise: 0 });
    expect(credit194J(50_000, null)).toMatchObject({ basePaise: 0, withheldPaise: 0 });
  });

  it('charges 10 % of the whole year once it passes ₹50,000, whatever the PAN holder, 20 % without a PAN', () => {
    const first = credit194J(40_000, PERSON);
    const year = addToYear(NO_TDS_YET, rupees(40_000), first);
    expect(credit194J(10_001, PERSON, year)).toMatchObject({
      basePaise: rupees(50_001),
      rateBps: 1_000,
      duePaise: rupees(5_000),
      withheldPaise: rupees(5_000),
      netPaise: rupees(5_001),
    });
    expect(credit194J(60_000, COMPANY)).toMatchObject({ rateBps: 1_000, withheldPaise: rupees(6_000) });
    expect(credit194J(60_000, null)).toMatchObject({ rateBps: 2_000, withheldPaise: rupees(12_000) });
  });

  it('had a yearly threshold of ₹30,000 before 1 April 2025', () => {
    const old = tdsRuleOn('194J', '2025-03-31');
    const d = tdsOnCredit({
      creditPaise: rupees(30_001),
      grossPaise: rupees(30_001),
      pan: PERSON,
      rule: old,
      year: NO_TDS_YET,
    });
    expect(d).toMatchObject({ basePaise: rupees(30_001), withheldPaise: rupees(3_000) });
  });
});

describe('the section in force and its changes', () => {
  const C = { from: '2017-04-01', section: '194C' as const };

  it('finds the section of a day, and the next 1 April', () => {
    const periods = [{ from: '2027-04-01', section: '194J' as const }, C];
    expect(sectionOn(periods, '2027-03-31')).toBe('194C');
    expect(sectionOn(periods, '2027-04-01')).toBe('194J');
    expect(sectionOn(periods, '2010-01-01')).toBeUndefined();
    expect(nextFirstOfApril('2026-11-29')).toBe('2027-04-01');
    expect(nextFirstOfApril('2027-03-31')).toBe('2027-04-01');
    expect(nextFirstOfApril('2027-04-01')).toBe('2028-04-01');
    expect(nextFirstOfApril('2027-01-15')).toBe('2027-04-01');
  });

  const plan = (
    periods: { from: string; section: '194C' | '194J' }[],
    configured: '194C' | '194J',
    requestedFrom?: string,
  ) => planSectionChange({ periods, configured, requestedFrom, today: '2026-11-29' });

  it('starts a new database on the configured section', () => {
    expect(plan([], '194J')).toEqual({ kind: 'start', section: '194J', from: '2017-04-01' });
  });

  it('changes nothing while the section stays', () => {
    expect(plan([C], '194C')).toEqual({ kind: 'none' });
    expect(plan([C], '194C', '2027-01-01')).toEqual({ kind: 'none' });
  });

  it('schedules a change for the next 1 April, or a later day given, never for today or before', () => {
    expect(plan([C], '194J')).toEqual({ kind: 'schedule', section: '194J', from: '2027-04-01' });
    expect(plan([C], '194J', '2027-01-01')).toEqual({
      kind: 'schedule',
      section: '194J',
      from: '2027-01-01',
    });
    expect(plan([C], '194J', '2026-11-29')).toEqual({
      kind: 'schedule',
      section: '194J',
      from: '2027-04-01',
      ignoredFrom: '2026-11-29',
    });
    expect(plan([C], '194J', '2026-04-01')).toMatchObject({ from: '2027-04-01', ignoredFrom: '2026-04-01' });
  });

  it('keeps, moves or cancels a change scheduled and not yet in force', () => {
    const scheduled = [C, { from: '2027-04-01', section: '194J' as const }];
    expect(plan(scheduled, '194J')).toEqual({ kind: 'none' });
    expect(plan(scheduled, '194J', '2027-01-01')).toEqual({
      kind: 'reschedule',
      section: '194J',
      from: '2027-04-01',
      to: '2027-01-01',
    });
    expect(plan(scheduled, '194C')).toEqual({ kind: 'cancel', section: '194J', from: '2027-04-01' });
  });

  it('once a change is in force, going back is a new change, again from the next 1 April', () => {
    const changed = [C, { from: '2026-04-01', section: '194J' as const }];
    expect(plan(changed, '194J')).toEqual({ kind: 'none' });
    expect(plan(changed, '194C')).toEqual({ kind: 'schedule', section: '194C', from: '2027-04-01' });
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
        fc.constantFrom(rule, tdsRuleOn('194J', '2026-11-26')),
        (credits, pan, rule) => {
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
