import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { USER_NAME_MAX } from '@collably/shared/constants/limits';
import { AuthMessages } from '@collably/shared/messages/auth';
import { CommonMessages } from '@collably/shared/messages/common';
import { InfluencerMessages } from '@collably/shared/messages/influencers';
import { ReferralMessages } from '@collably/shared/messages/referrals';
import { createTransaction, influencerWithService, pay } from '../../../test/hire-fixtures';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';

type Row = { code: string; visits: number; orders: number; orderValuePaise: number };

describe.each(databases())('referrals on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
  });
  afterEach(() => t.close());

  const view = (userName: string, o: { czref?: string; token?: string; ip?: string } = {}) =>
    t.inject({
      method: 'GET',
      url: `/api/influencer/get-userdetails/${userName}`,
      remoteAddress: o.ip ?? '10.0.0.1',
      headers: {
        ...(o.czref === undefined ? {} : { czref: o.czref }),
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      },
    });
  const report = async (query: Record<string, string> = {}) => {
    const res = await t.get('/api/admin/referrals', { token: admin.token, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { rows: Row[]; currentPage: number; totalPages: number; total: number };
  };
  const visitCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('referralVisits')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('records a profile view with a referral code once per viewer, profile and day', async () => {
    const { influencer } = await influencerWithService(t);
    const other = await influencerWithService(t);
    const brand = await t.user(Role.Brand);
    const code = 'insta-ravi';

    // The profile is served either way; reloads the same day add nothing.
    for (let i = 0; i < 3; i++) {
      const res = await view(influencer.userName!, { czref: code, token: brand.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.userId).toBe(influencer.id);
    }
    expect(await visitCount()).toBe(1);
    // Another profile, another viewer, another code, the next day: each a visit.
    await view(other.influencer.userName!, { czref: code, token: brand.token });
    await view(influencer.userName!, { czref: code }); // a visitor from 10.0.0.1
    await view(influencer.userName!, { czref: code }); // the same visitor again
    await view(influencer.userName!, { czref: code, ip: '10.0.0.2' }); // another visitor
    await view(influencer.userName!, { czref: 'yt-ravi', token: brand.token });
    expect(await visitCount()).toBe(5);
    t.clock.advance(24 * 3_600_000);
    await view(influencer.userName!, { czref: code, token: brand.token });
    expect(await visitCount()).toBe(6);

    const rows = await t.db.selectFrom('referralVisits').selectAll().orderBy('createdOn').execute();
    expect(rows[0]).toMatchObject({
      code,
      influencerUserId: influencer.id,
      viewerUserId: brand.id,
      viewerKey: `u:${brand.id}`,
      visitDay: '2026-06-01',
    });
    // A visitor's address is never stored, only a keyed hash that tells visitors apart.
    const visitorKeys = rows.filter((r) => r.viewerUserId === null).map((r) => r.viewerKey);
    expect(visitorKeys).toHaveLength(2);
    expect(new Set(visitorKeys).size).toBe(2);
    expect(visitorKeys.join()).not.toContain('10.0.0');

    const data = await report();
    expect(data.rows).toEqual([
      { code, visits: 5, orders: 0, orderValuePaise: 0 },
      { code: 'yt-ravi', visits: 1, orders: 0, orderValuePaise: 0 },
    ]);
  });

  it('records nothing without a code, for the profile’s owner, or for a profile that is not shown', async () => {
    const { influencer } = await influencerWithService(t);
    const pending = await t.user(Role.Influencer, { status: UserStatus.Pending });
    const staff = await t.user(Role.Staff);
    await view(influencer.userName!);
    await view(influencer.userName!, { czref: '   ' });
    await view(influencer.userName!, { czref: 'code', token: influencer.token });
    expect((await view(pending.userName!, { czref: 'code' })).statusCode).toBe(404);
    expect((await view(pending.userName!, { czref: 'code', token: staff.token })).statusCode).toBe(200);
    expect((await view('nobody-here', { czref: 'code' })).statusCode).toBe(404);
    expect(await visitCount()).toBe(0);
  });

  it('keeps a code trimmed and bounded, whatever the header holds', async () => {
    const { influencer } = await influencerWithService(t);
    const long = `  ${'x'.repeat(5000)}  `;
    expect((await view(influencer.userName!, { czref: long })).statusCode).toBe(200);
    expect((await view(influencer.userName!, { czref: '  spaced  ', ip: '10.0.0.3' })).statusCode).toBe(200);
    expect((await view(influencer.userName!, { czref: 'ünïcødé 🎉', ip: '10.0.0.4' })).statusCode).toBe(200);
    const codes = (await t.db.selectFrom('referralVisits').select('code').execute())
      .map((r) => r.code)
      .sort();
    expect(codes).toEqual(['spaced', 'x'.repeat(100), 'ünïcødé 🎉'].sort());
  });

  it('counts only captured payments as orders, with what the brands paid', async () => {
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
    const brand = await t.user(Role.Brand);
    const brand2 = await t.user(Role.Brand);
    await view(influencer.userName!, { czref: 'promo-a', token: brand.token });

    // Two paid orders with promo-a, one with promo-b; an unpaid checkout and one without a code count nowhere.
    // (A brand pays for a service once until it sends the details: each payment here is another brand's.)
    const paid1 = await pay(t, brand, serviceId, { czref: 'promo-a' });
    const paid2 = await pay(t, brand2, serviceId, { czref: ' promo-a ' });
    const paid3 = await pay(t, await t.user(Role.Brand), serviceId, { czref: 'promo-b' });
    await pay(t, await t.user(Role.Brand), serviceId);
    const unpaid = await createTransaction(t, await t.user(Role.Brand), serviceId, { czref: 'promo-c' });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    // A refunded payment (its details never came) is no order.
    const refunded = await pay(t, await t.user(Role.Brand), serviceId, { czref: 'promo-b' });
    await t.db
      .updateTable('paymentTransactions')
      .set({ status: 'refunded' })
      .where('id', '=', refunded)
      .execute();

    const paidOf = async (id: number) => {
      const r = await t.db
        .selectFrom('paymentTransactions')
        .select(['walletPaise', 'totalPaise', 'status', 'czref'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(r.status).toBe('captured');
      return Number(r.walletPaise) + Number(r.totalPaise);
    };
    const value1 = await paidOf(paid1);
    const value2 = await paidOf(paid2);
    const value3 = await paidOf(paid3);
    expect(value1).toBeGreaterThan(200_000);

    const data = await report();
    expect(data.rows).toEqual([
      { code: 'promo-a', visits: 1, orders: 2, orderValuePaise: value1 + value2 },
      { code: 'promo-b', visits: 0, orders: 1, orderValuePaise: value3 },
    ]);
    expect(data).toMatchObject({ currentPage: 0, totalPages: 1, total: 2 });
  });

  it('filters by day range, sorts by order value and pages', async () => {
    const { influencer, serviceId } = await influencerWithService(t);
    const brand = await t.user(Role.Brand);
    await view(influencer.userName!, { czref: 'day-one', token: brand.token });
    await pay(t, brand, serviceId, { czref: 'day-one' });
    t.clock.set(new Date('2026-06-03T23:59:00.000Z'));
    await view(influencer.userName!, { czref: 'day-three', token: brand.token });
    await pay(t, await t.user(Role.Brand), serviceId, { czref: 'day-three' });
    await pay(t, await t.user(Role.Brand), serviceId, { czref: 'day-three' });

    expect((await report()).rows.map((r) => r.code)).toEqual(['day-three', 'day-one']);
    expect((await report({ from: '2026-06-02' })).rows).toMatchObject([
      { code: 'day-three', visits: 1, orders: 2 },
    ]);
    expect((await report({ to: '2026-06-02' })).rows).toMatchObject([
      { code: 'day-one', visits: 1, orders: 1 },
    ]);
    expect((await report({ from: '2026-06-03', to: '2026-06-03' })).rows.map((r) => r.code)).toEqual([
      'day-three',
    ]);
    expect((await report({ from: '2026-07-01' })).rows).toEqual([]);

    // 45 codes with visits only: three pages of 20, after the two with orders.
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto('referralVisits')
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          code: `bulk-${String(i).padStart(2, '0')}`,
          influencerUserId: influencer.id,
          viewerKey: 'ip:x',
          visitDay: '2026-06-03',
          viewerUserId: null,
          createdOn: now,
        })),
      )
      .execute();
    const first = await report();
    expect(first).toMatchObject({ currentPage: 0, totalPages: 3, total: 47 });
    expect(first.rows).toHaveLength(20);
    expect(first.rows.slice(0, 3).map((r) => r.code)).toEqual(['day-three', 'day-one', 'bulk-00']);
    const last = await report({ page: '2' });
    expect(last.rows.map((r) => r.code)).toEqual([
      'bulk-38',
      'bulk-39',
      'bulk-40',
      'bulk-41',
      'bulk-42',
      'bulk-43',
      'bulk-44',
    ]);
    expect((await report({ page: '3' })).rows).toEqual([]);
  });

  it('refuses bad report queries with 400', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ page: '-1' }, 'page must be between 0 and 100000'],
      [{ page: 'x' }, 'page must be between 0 and 100000'],
      [{ page: '1.5' }, 'page must be between 0 and 100000'],
      [{ from: '2026-02-30' }, ReferralMessages.dateInvalid('from')],
      [{ from: 'yesterday' }, ReferralMessages.dateInvalid('from')],
      [{ to: `2026-01-01${'x'.repeat(3000)}` }, ReferralMessages.dateInvalid('to')],
      [{ from: '2026-06-02', to: '2026-06-01' }, ReferralMessages.rangeReversed],
    ];
    for (const [query, message] of bad) {
      const res = await t.get('/api/admin/referrals', { token: admin.token, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, message });
    }
    expect((await report({ from: '', to: '' })).rows).toEqual([]);
  });

  /** POST referrals/visit: what a browser reports for a profile the server painted (it skips the profile call). */
  const reportVisit = (
    body: unknown,
    o: { czref?: string; token?: string; ip?: string; on?: TestApp } = {},
  ) =>
    (o.on ?? t).inject({
      method: 'POST',
      url: '/api/referrals/visit',
      remoteAddress: o.ip ?? '10.0.0.1',
      payload: body as Record<string, unknown>,
      headers: {
        ...(o.czref === undefined ? {} : { czref: o.czref }),
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      },
    });
  const nothing = { isSuccess: true, message: CommonMessages.success, data: null };

  it('records a server-painted profile’s visit once per viewer, profile and day, and reports it', async () => {
    const { influencer } = await influencerWithService(t);
    for (let i = 0; i < 3; i++) {
      const res = await reportVisit({ userName: influencer.userName }, { czref: 'painted' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(nothing);
    }
    expect(await visitCount()).toBe(1);
    // The same visitor opening it through the profile call that day (a client-side navigation) adds nothing.
    await view(influencer.userName!, { czref: 'painted' });
    expect(await visitCount()).toBe(1);
    const [row] = await t.db.selectFrom('referralVisits').selectAll().execute();
    expect(row).toMatchObject({
      code: 'painted',
      influencerUserId: influencer.id,
      viewerUserId: null,
      visitDay: '2026-06-01',
    });
    expect(row.viewerKey).toMatch(/^ip:/);
    expect(row.viewerKey).not.toContain('10.0.0');
    // The code is read from the header as the profile call reads it: trimmed; the user name is trimmed too.
    await reportVisit({ userName: ` ${influencer.userName} ` }, { czref: '  painted ' });
    expect(await visitCount()).toBe(1);
    expect((await report()).rows).toEqual([{ code: 'painted', visits: 1, orders: 0, orderValuePaise: 0 }]);

    t.clock.advance(24 * 3_600_000);
    await reportVisit({ userName: influencer.userName }, { czref: 'painted' });
    expect(await visitCount()).toBe(2);
  });

  it('counts a signed-in viewer under their account: the profile call and this report count once', async () => {
    const { influencer } = await influencerWithService(t);
    const brand = await t.user(Role.Brand);
    expect((await view(influencer.userName!, { czref: 'signed', token: brand.token })).statusCode).toBe(200);
    const res = await reportVisit(
      { userName: influencer.userName },
      { czref: 'signed', token: brand.token, ip: '10.0.0.9' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom('referralVisits').selectAll().execute()).toEqual([
      expect.objectContaining({ code: 'signed', viewerUserId: brand.id, viewerKey: `u:${brand.id}` }),
    ]);
    // A session that ended is refused as the profile call refuses it.
    expect(
      (await reportVisit({ userName: influencer.userName }, { czref: 'signed', token: 'x.y.z' })).statusCode,
    ).toBe(401);
    expect((await report()).rows).toEqual([{ code: 'signed', visits: 1, orders: 0, orderValuePaise: 0 }]);
  });

  it('records nothing without a code or for the profile’s owner', async () => {
    const { influencer } = await influencerWithService(t);
    for (const o of [{}, { czref: '' }, { czref: '   ' }, { czref: 'own', token: influencer.token }]) {
      const res = await reportVisit({ userName: influencer.userName }, o);
      expect(res.statusCode, JSON.stringify(o)).toBe(200);
      expect(res.json()).toEqual(nothing);
    }
    // Without a code nothing is looked up, so no user name is refused either.
    expect((await reportVisit({ userName: 'nobody-here' })).json()).toEqual(nothing);
    expect(await visitCount()).toBe(0);
  });

  it('answers 404 for a user name with no public profile', async () => {
    const pending = await t.user(Role.Influencer, { status: UserStatus.Pending });
    const brand = await t.user(Role.Brand);
    const staff = await t.user(Role.Staff);
    for (const [userName, token] of [
      ['nobody-here', undefined],
      [pending.userName!, undefined],
      // Not shown to visitors, so no visit, whoever reports it.
      [pending.userName!, staff.token],
      [brand.userName ?? 'a-brand', undefined],
    ] as const) {
      const res = await reportVisit({ userName }, { czref: 'code', token });
      expect(res.statusCode, userName).toBe(404);
      expect(res.json()).toMatchObject({ isSuccess: false, message: InfluencerMessages.notFound });
    }
    expect(await visitCount()).toBe(0);
  });

  it('refuses a bad body with 400 and its message', async () => {
    const { influencer } = await influencerWithService(t);
    const bad: [unknown, string][] = [
      [{}, AuthMessages.userNameRequired],
      [{ userName: null }, AuthMessages.userNameRequired],
      [{ userName: 42 }, AuthMessages.userNameRequired],
      [{ userName: ['a'] }, AuthMessages.userNameRequired],
      [{ userName: '   ' }, AuthMessages.userNameRequired],
      [{ userName: 'x'.repeat(USER_NAME_MAX + 1) }, AuthMessages.userNameMax(USER_NAME_MAX)],
      [{ userName: 'x'.repeat(5000) }, AuthMessages.userNameMax(USER_NAME_MAX)],
    ];
    for (const [body, message] of bad) {
      const res = await reportVisit(body, { czref: 'code' });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, message });
    }
    expect((await reportVisit({ userName: influencer.userName }, { czref: 'code' })).statusCode).toBe(200);
    expect(await visitCount()).toBe(1);
  });

  it('limits the reports of one IP', async () => {
    const limited = await testApp(dialect, {
      configure: (config) => {
        config.rateLimits.referralVisit = { max: 2, timeWindowMs: 60_000 };
      },
    });
    try {
      const { influencer } = await influencerWithService(limited);
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await reportVisit({ userName: influencer.userName }, { czref: `c${i}`, on: limited })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
      expect(
        (await reportVisit({ userName: influencer.userName }, { czref: 'c2', on: limited, ip: '10.0.0.2' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is for the super admin only', async () => {
    expect((await t.get('/api/admin/referrals')).statusCode).toBe(401);
    for (const role of [Role.Influencer, Role.Brand, Role.Staff] as const) {
      const user = await t.user(role);
      const res = await t.get('/api/admin/referrals', { token: user.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().isSuccess).toBe(false);
    }
  });
});
