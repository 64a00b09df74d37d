import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { Role } from '@collably/shared/constants/roles';
import { TdsMessages } from '@collably/shared/messages/tds';
import type { TTdsSetup } from '@collably/shared/schemas/tds';
import { ACT_2025_SERIAL_PENDING } from '../../config';
import { accountBalance, checkLedger, earnings } from '../../../test/hire-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { tdsFixtures, withSection } from '../../../test/tds-fixtures';
import { anotherInstance, databases, testApp, type TestApp } from '../../../test/test-app';
import { applyTdsSection, notifyTdsSectionChanges } from './tds.service';

const NOV_2026 = new Date('2026-11-26T10:00:00Z');
/** 1 April 2027, 00:00 in India. */
const APRIL_2027 = new Date('2027-03-31T18:30:00Z');
const PERSON_PAN = 'ABCPE1234F';
const FIRM_PAN = 'AAFFC1234Q';
const PENDING_2025 = `Income-tax Act, 2025, s. 393, ${ACT_2025_SERIAL_PENDING}`;

describe.each(databases())('TDS under s. 194J (the development default) on %s', (dialect) => {
  let t: TestApp;
  const f = tdsFixtures(() => t);
  beforeEach(async () => {
    t = await testApp(dialect, {
      configure: (c) => {
        c.tds = { ...c.tds, act2025Serials: { ...c.tds.act2025Serials, '194J': 'Table serial 6(ii)' } };
      },
    });
    t.clock.set(NOV_2026);
  });
  afterEach(() => t.close());

  it('explains 10 % for every PAN, 20 % without, above ₹50,000 in the year, with no single-credit threshold', async () => {
    const { influencer } = await f.influencer(1000);
    expect(await f.details(influencer)).toEqual({
      pan: null,
      panCheck: { isServiceOn: false, status: 'unchecked', checkedOn: null },
      rule: {
        section: '194J',
        act: 'Income-tax Act, 2025',
        provision: 'Income-tax Act, 2025, s. 393, Table serial 6(ii)',
        individualRate: 10,
        otherRate: 10,
        noPanRate: 20,
        singleCreditThreshold: null,
        yearlyThreshold: 50_000,
      },
      upcoming: null,
    });
  });

  it('withholds nothing on one credit of ₹40,000, then 10 % of the whole year once it passes ₹50,000', async () => {
    const person = await f.influencer(40_000, PERSON_PAN);
    await f.release(person.serviceId, person.influencer);
    expect(await earnings(t, person.influencer)).toBe(40_000);
    await f.release(person.serviceId, person.influencer);
    // 10 % of ₹80,000, all from the second credit.
    expect(await earnings(t, person.influencer)).toBe(80_000 - 8_000);
    const firm = await f.influencer(40_000, FIRM_PAN);
    await f.release(firm.serviceId, firm.influencer);
    await f.release(firm.serviceId, firm.influencer);
    expect(await earnings(t, firm.influencer)).toBe(72_000);
    const noPan = await f.influencer(40_000);
    await f.release(noPan.serviceId, noPan.influencer);
    await f.release(noPan.serviceId, noPan.influencer);
    expect(await earnings(t, noPan.influencer)).toBe(80_000 - 16_000);
    expect(await accountBalance(t.db, 'tds-payable')).toBe((8_000 + 8_000 + 16_000) * 100);
    await checkLedger(t.db);
    const years = await t.db.selectFrom('tdsYears').select(['section', 'withheldPaise']).execute();
    expect(years.map((y) => y.section)).toEqual(['194J', '194J', '194J']);

    const s = await f.statement(person.influencer);
    expect(s.credits.map((c) => [c.section, c.provision, c.rate, c.withheld, c.rateReason])).toEqual([
      ['194J', 'Income-tax Act, 2025, s. 393, Table serial 6(ii)', 10, 0, null],
      ['194J', 'Income-tax Act, 2025, s. 393, Table serial 6(ii)', 10, 8_000, null],
    ]);
    const noPanCredits = (await f.statement(noPan.influencer)).credits;
    expect(noPanCredits.map((c) => c.rateReason)).toEqual([
      TdsMessages.noPanReason('no-pan', '20 %'),
      TdsMessages.noPanReason('no-pan', '20 %'),
    ]);

    const pdf = await t.get('/api/tds/statement/pdf', { token: noPan.influencer.token });
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      '194J',
      '20.00 %',
      's. 194J: Income-tax Act, 2025, s. 393, Table serial 6(ii)',
      'No PAN given: 20 % under s. 206AA',
      'Rs. 16,000.00',
    ]) {
      expect(text).toContain(expected);
    }

    const admin = await t.user(Role.SuperAdmin);
    const csv = await t.get('/api/tds/export', { token: admin.token, query: { month: '2026-11' } });
    const rows = parse<Record<string, string>>(csv.body, { columns: true });
    expect(rows.map((r) => [r.section, r.provision, r.rate_percent, r.tds_withheld])).toEqual([
      ['194J', 'Income-tax Act, 2025, s. 393, Table serial 6(ii)', '10.00', '0.00'],
      ['194J', 'Income-tax Act, 2025, s. 393, Table serial 6(ii)', '10.00', '8000.00'],
      ['194J', 'Income-tax Act, 2025, s. 393, Table serial 6(ii)', '10.00', '0.00'],
      ['194J', 'Income-tax Act, 2025, s. 393, Table serial 6(ii)', '10.00', '8000.00'],
      ['194J', 'Income-tax Act, 2025, s. 393, Table serial 6(ii)', '20.00', '0.00'],
      ['194J', 'Income-tax Act, 2025, s. 393, Table serial 6(ii)', '20.00', '16000.00'],
    ]);
  });

  it('prints s. 194J of the 1961 Act on a credit before 1 April 2026', async () => {
    t.clock.set(new Date('2026-03-20T10:00:00Z'));
    const person = await f.influencer(60_000, PERSON_PAN);
    await f.release(person.serviceId, person.influencer);
    const [credit] = (await f.statement(person.influencer)).credits;
    expect(credit).toMatchObject({
      section: '194J',
      provision: 'Income-tax Act, 1961, s. 194J',
      rate: 10,
      withheld: 6_000,
    });
  });

  describe('tds/setup', () => {
    it('shows the super admin the section in force, its periods and the CA’s opinion, and no one else', async () => {
      const admin = await t.user(Role.SuperAdmin);
      const res = await t.get('/api/tds/setup', { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      const setup = res.json().data as TTdsSetup;
      expect(setup).toMatchObject({
        configured: '194J',
        isConfiguredExplicitly: false,
        current: { section: '194J', individualRate: 10, yearlyThreshold: 50_000 },
        upcoming: null,
        periods: [{ from: '2017-04-01', section: '194J' }],
        caOpinion: TdsMessages.caOpinionMissing,
        isCaOpinionRecorded: false,
        act2025Serials: { '194C': ACT_2025_SERIAL_PENDING, '194J': 'Table serial 6(ii)' },
        isPanServiceOn: false,
      });
      for (const role of [Role.Brand, Role.Influencer, Role.Staff] as const) {
        const user = await t.user(role);
        expect((await t.get('/api/tds/setup', { token: user.token })).statusCode).toBe(403);
      }
      expect((await t.get('/api/tds/setup')).statusCode).toBe(401);
    });
  });
});

describe.each(databases())('a change of TDS section on %s', (dialect) => {
  let t: TestApp;
  const f = tdsFixtures(() => t);
  beforeEach(async () => {
    t = await testApp(dialect, { configure: withSection('194C') });
    t.clock.set(NOV_2026);
  });
  afterEach(() => t.close());

  /** The app's context with another TDS configuration (a restart with other settings). */
  const configured = (section: '194C' | '194J', sectionFrom?: string) => {
    const config = { ...t.config };
    withSection(section, { sectionFrom })(config);
    return { ...t.app.ctx, config };
  };
  const periods = async () =>
    (
      await t.db.selectFrom('tdsSectionPeriods').select(['fromOn', 'section']).orderBy('fromOn').execute()
    ).map((p) => [p.fromOn, p.section]);
  /** The influencer's notifications that open /paymentdetails (the orders' own are left out). */
  const bell = (userId: number) =>
    t.db
      .selectFrom('notifications')
      .select(['message', 'msgType'])
      .where('userId', '=', userId)
      .where('msgType', '=', 'paymentdetails')
      .orderBy('id')
      .execute();

  it('waits for the next 1 April, tells influencers with credits this year once, and never charges a credit again', async () => {
    const paid = await f.influencer(40_000, PERSON_PAN);
    await f.release(paid.serviceId, paid.influencer);
    const idle = await f.influencer(40_000, PERSON_PAN);

    // Two instances start with TDS_SECTION=194J at once: the change is recorded once, from 1 April 2027.
    const [b, c] = await Promise.all([
      anotherInstance(t, { configure: withSection('194J') }),
      anotherInstance(t, { configure: withSection('194J') }),
    ]);
    expect(await periods()).toEqual([
      ['2017-04-01', '194C'],
      ['2027-04-01', '194J'],
    ]);
    const details = await f.details(paid.influencer);
    expect(details.rule.section).toBe('194C');
    expect(details.upcoming).toMatchObject({
      from: '2027-04-01',
      rate: 10,
      text: 'From 1 April 2027, TDS is deducted under s. 194J at 10 %.',
      rule: { section: '194J', provision: PENDING_2025 },
    });

    // The notices, from both instances' jobs at once: one each, to influencers with credits this year only.
    const runs = await Promise.all([notifyTdsSectionChanges(b.ctx), notifyTdsSectionChanges(c.ctx)]);
    expect(runs.reduce((n, r) => n + r.notified, 0)).toBe(1);
    expect(await bell(paid.influencer.id)).toEqual([
      {
        msgType: 'paymentdetails',
        message: TdsMessages.sectionChangeNotice('1 April 2027', 's. 194J', '10 %', 's. 194C at 1 %'),
      },
    ]);
    expect(await bell(idle.influencer.id)).toEqual([]);
    expect((await notifyTdsSectionChanges(t.app.ctx)).notified).toBe(0);

    // Until then, s. 194C.
    t.clock.set(new Date('2027-03-31T18:29:00Z'));
    await f.release(paid.serviceId, paid.influencer);
    // From 1 April 2027 (India), s. 194J with its own totals: ₹40,000 is within ₹50,000, ₹80,000 is not.
    t.clock.set(APRIL_2027);
    await f.release(paid.serviceId, paid.influencer);
    await f.release(paid.serviceId, paid.influencer);
    expect(await earnings(t, paid.influencer)).toBe(39_600 * 2 + 80_000 - 8_000);
    const rows = await t.db
      .selectFrom('tdsDeductions')
      .select(['section', 'rateBps', 'withheldPaise', 'financialYear'])
      .where('influencerUserId', '=', paid.influencer.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.financialYear, r.section, r.rateBps, Number(r.withheldPaise)])).toEqual([
      [2026, '194C', 100, 40_000],
      [2026, '194C', 100, 40_000],
      [2027, '194J', 1_000, 0],
      [2027, '194J', 1_000, 800_000],
    ]);
    expect((await f.details(paid.influencer)).upcoming).toBeNull();
    await checkLedger(t.db);
    await b.close();
    await c.close();
  });

  it('keeps each section’s totals apart when TDS_SECTION_FROM starts it mid-year', async () => {
    const person = await f.influencer(40_000, PERSON_PAN);
    await f.release(person.serviceId, person.influencer);
    expect(await applyTdsSection(configured('194J', '2027-01-01'))).toEqual({
      kind: 'schedule',
      section: '194J',
      from: '2027-01-01',
    });
    t.clock.set(new Date('2027-01-05T10:00:00Z'));
    await f.release(person.serviceId, person.influencer);
    // The year's s. 194J credits alone count towards its ₹50,000: the ₹40,000 of s. 194C does not.
    expect(await earnings(t, person.influencer)).toBe(39_600 + 40_000);
    await f.release(person.serviceId, person.influencer);
    expect(await earnings(t, person.influencer)).toBe(39_600 + 80_000 - 8_000);
    const years = await t.db
      .selectFrom('tdsYears')
      .select(['financialYear', 'section', 'creditedPaise', 'withheldPaise'])
      .orderBy('section')
      .execute();
    expect(
      years.map((y) => [y.financialYear, y.section, Number(y.creditedPaise), Number(y.withheldPaise)]),
    ).toEqual([
      [2026, '194C', 4_000_000, 40_000],
      [2026, '194J', 8_000_000, 800_000],
    ]);
    const s = await f.statement(person.influencer);
    expect(s.credits.map((c) => [c.section, c.rate])).toEqual([
      ['194C', 1],
      ['194J', 10],
      ['194J', 10],
    ]);
  });

  it('never starts a change today or before: a day given that is not later waits for the next 1 April', async () => {
    expect(await applyTdsSection(configured('194J', '2026-11-26'))).toEqual({
      kind: 'schedule',
      section: '194J',
      from: '2027-04-01',
      ignoredFrom: '2026-11-26',
    });
    expect(await periods()).toEqual([
      ['2017-04-01', '194C'],
      ['2027-04-01', '194J'],
    ]);
    // Seen again (a restart), nothing more is recorded.
    expect((await applyTdsSection(configured('194J'))).kind).toBe('none');
    expect(await periods()).toHaveLength(2);
  });

  it('moves a scheduled change to a later day given, and drops it when the section goes back, telling those told', async () => {
    const paid = await f.influencer(40_000, PERSON_PAN);
    await f.release(paid.serviceId, paid.influencer);
    await applyTdsSection(configured('194J'));
    expect((await applyTdsSection(configured('194J', '2027-02-01'))).kind).toBe('reschedule');
    expect(await periods()).toEqual([
      ['2017-04-01', '194C'],
      ['2027-02-01', '194J'],
    ]);
    expect((await notifyTdsSectionChanges(t.app.ctx)).notified).toBe(1);

    expect(await applyTdsSection(configured('194C'))).toEqual({
      kind: 'cancel',
      section: '194J',
      from: '2027-02-01',
    });
    expect(await periods()).toEqual([['2017-04-01', '194C']]);
    expect((await bell(paid.influencer.id)).map((n) => n.message)).toEqual([
      TdsMessages.sectionChangeNotice('1 February 2027', 's. 194J', '10 %', 's. 194C at 1 %'),
      TdsMessages.sectionChangeCancelled('1 February 2027', 's. 194C', '1 %'),
    ]);
    expect(await t.db.selectFrom('tdsSectionNotices').selectAll().execute()).toEqual([]);
    expect((await f.details(paid.influencer)).upcoming).toBeNull();
  });

  it('shows the super admin the change scheduled and the CA’s opinion recorded', async () => {
    await applyTdsSection(configured('194J'));
    const admin = await t.user(Role.SuperAdmin);
    t.config.tds = { ...t.config.tds, caOpinion: 'CA R. Iyer, letter TX/37 of 12 January 2027' };
    const setup = (await t.get('/api/tds/setup', { token: admin.token })).json().data as TTdsSetup;
    expect(setup).toMatchObject({
      configured: '194C',
      isConfiguredExplicitly: true,
      current: { section: '194C', individualRate: 1 },
      upcoming: { from: '2027-04-01', rule: { section: '194J' } },
      periods: [
        { from: '2017-04-01', section: '194C' },
        { from: '2027-04-01', section: '194J' },
      ],
      caOpinion: 'CA R. Iyer, letter TX/37 of 12 January 2027',
      isCaOpinionRecorded: true,
    });
  });
});
