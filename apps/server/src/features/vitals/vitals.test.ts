import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { VITALS_SUMMARY_ROWS_MAX } from '@collably/shared/constants/vitals';
import type { TVital } from '@collably/shared/schemas/vitals';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { p75, pruneVitals, VITALS_RETENTION_DAYS } from './vitals.service';

const lcp = (value: number, path = '/listing'): TVital => ({
  name: 'LCP',
  value,
  rating: value <= 2500 ? 'good' : 'poor',
  path,
  navigationType: 'navigate',
});

describe('p75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([5])).toBe(5);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
    expect(p75([])).toBe(0);
  });
});

describe.each(databases())('Web vitals on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect, {
      configure: (config) => {
        config.rateLimits.vitals = { max: 3, timeWindowMs: 60_000 };
      },
    });
  });
  afterEach(() => t.close());

  let ipSeq = 0;
  const nextIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  /** As navigator.sendBeacon sends a string: text/plain. */
  const beacon = (body: unknown, ip = nextIp(), contentType = 'text/plain;charset=UTF-8') =>
    t.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': contentType },
      remoteAddress: ip,
    });
  const stored = () =>
    t.db
      .selectFrom('webVitals')
      .select(['name', 'value', 'rating', 'path', 'navigationType'])
      .orderBy('id')
      .execute();

  it('keeps what a visitor’s browser sends, as text/plain or application/json', async () => {
    const cls: TVital = { name: 'CLS', value: 0.05, rating: 'good', path: '/', navigationType: 'reload' };
    const inp: TVital = { name: 'INP', value: 180, rating: 'good', path: '/', navigationType: 'reload' };
    const res = await beacon([lcp(1800, '/'), cls]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isSuccess: true, data: { stored: 2 } });
    const json = await beacon([inp], nextIp(), 'application/json');
    expect(json.statusCode, json.body).toBe(200);
    expect(await stored()).toEqual([
      { name: 'LCP', value: 1800, rating: 'good', path: '/', navigationType: 'navigate' },
      { name: 'CLS', value: 0.05, rating: 'good', path: '/', navigationType: 'reload' },
      { name: 'INP', value: 180, rating: 'good', path: '/', navigationType: 'reload' },
    ]);
  });

  it('refuses malformed or unbounded reports with 400 and stores nothing', async () => {
    const bad: unknown[] = [
      'not json',
      [],
      {},
      [{ ...lcp(100), name: 'FID' }],
      [{ ...lcp(100), path: '/listing?q=secret' }],
      [{ ...lcp(100), path: 'https://evil.example/' }],
      [{ ...lcp(100), path: `/${'a'.repeat(300)}` }],
      [{ ...lcp(100), rating: 'great' }],
      [{ ...lcp(100), navigationType: 'teleport' }],
      [lcp(-1)],
      [lcp(10_000_000)],
      [{ name: 'CLS', value: 500, rating: 'poor', path: '/', navigationType: 'navigate' }],
      Array.from({ length: 7 }, () => lcp(100)),
    ];
    for (const body of bad) {
      const res = await beacon(body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)}: ${res.body}`).toBe(400);
    }
    const huge = await beacon([{ ...lcp(100), filler: 'x'.repeat(20_000) }]);
    expect(huge.statusCode).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('limits reports per IP (429)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) expect((await beacon([lcp(1000)], ip)).statusCode).toBe(200);
    expect((await beacon([lcp(1000)], ip)).statusCode).toBe(429);
    expect((await beacon([lcp(1000)])).statusCode).toBe(200);
    expect(await stored()).toHaveLength(4);
  });

  it('counts an IPv6 /64 as one address, so rotating within it buys nothing', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await beacon([lcp(1000)], `2001:db8:7:1::${i + 1}`)).statusCode).toBe(200);
    expect((await beacon([lcp(1000)], '2001:db8:7:1:ffff::9')).statusCode).toBe(429);
    expect((await beacon([lcp(1000)], '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('gives the super admin the p75 per page and metric of the last 7 days, busiest first', async () => {
    const admin = await t.user(Role.SuperAdmin);
    // Eight days ago: outside the window.
    await beacon([lcp(99_000, '/old')]);
    t.clock.advance(8 * 86_400_000);
    for (const value of [1000, 2000, 3000, 4000]) await beacon([lcp(value, '/listing')]);
    await beacon([
      lcp(5000, '/'),
      { name: 'CLS', value: 0.3, rating: 'poor', path: '/', navigationType: 'navigate' },
    ]);
    const res = await t.get('/api/admin/vitals', { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { path: '/listing', name: 'LCP', p75: 3000, samples: 4, rating: 'needs-improvement' },
      { path: '/', name: 'CLS', p75: 0.3, samples: 1, rating: 'poor' },
      { path: '/', name: 'LCP', p75: 5000, samples: 1, rating: 'poor' },
    ]);
  });

  it('answers at most VITALS_SUMMARY_ROWS_MAX rows', async () => {
    const admin = await t.user(Role.SuperAdmin);
    const rows = Array.from({ length: VITALS_SUMMARY_ROWS_MAX + 5 }, (_, i) => ({
      name: 'LCP',
      value: 1000,
      rating: 'good',
      path: `/influencer/u${i}`,
      navigationType: 'navigate',
      createdOn: t.clock.now().toISOString(),
    }));
    await t.db.insertInto('webVitals').values(rows).execute();
    const res = await t.get('/api/admin/vitals', { token: admin.token });
    expect(res.json().data).toHaveLength(VITALS_SUMMARY_ROWS_MAX);
  });

  it('keeps reports for the retention period, then removes them', async () => {
    expect((await beacon([lcp(1800, '/')])).statusCode).toBe(200);
    t.clock.advance((VITALS_RETENTION_DAYS - 1) * 86_400_000);
    expect((await beacon([lcp(1800, '/'), lcp(2100, '/influencer')])).statusCode).toBe(200);
    expect(await pruneVitals(t.app.ctx)).toBe(0);
    t.clock.advance(2 * 86_400_000);
    expect(await pruneVitals(t.app.ctx)).toBe(1);
    expect((await stored()).map((row) => row.path)).toEqual(['/', '/influencer']);
  });

  it('is the super admin’s only: staff 403, visitors 401', async () => {
    const staff = await t.user(Role.Staff);
    expect((await t.get('/api/admin/vitals', { token: staff.token })).statusCode).toBe(403);
    expect((await t.get('/api/admin/vitals')).statusCode).toBe(401);
  });
});
