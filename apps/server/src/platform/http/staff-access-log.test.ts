import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import type { TAccessLogEntry } from '@collably/shared/schemas/admin';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { pruneStaffAccessLog, STAFF_ACCESS_LOG_RETENTION_DAYS } from './staff-access-log';

describe.each(databases())('the staff access log on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  /** The log is written once the answer is sent: wait for the rows a call should leave. */
  const logged = async (count: number) => {
    let rows: { actorUserId: number; route: string; target: string; statusCode: number }[] = [];
    for (let i = 0; i < 50 && rows.length < count; i++) {
      rows = await t.db
        .selectFrom('staffAccessLog')
        .select(['actorUserId', 'route', 'target', 'statusCode'])
        .orderBy('id')
        .execute();
      if (rows.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return rows;
  };

  it('records who of staff looked at whose data, through which route, and nothing of others’ calls', async () => {
    const staff = await t.user(Role.Staff);
    const admin = await t.user(Role.SuperAdmin);
    const influencer = await t.user(Role.Influencer);
    const brand = await t.user(Role.Brand);

    expect(
      (await t.get('/api/user/get-all-user/0', { token: staff.token, query: { role: '1', page: '0' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.get('/api/withdrawals/brand', {
          token: admin.token,
          query: { brandUserId: String(brand.id) },
        })
      ).statusCode,
    ).toBe(200);
    // Not someone else's data: their own account, reference data, their own bell; and non-staff callers.
    await t.get('/api/account/exports', { token: staff.token });
    await t.get('/api/master/platforms', { token: staff.token });
    await t.get('/api/user/orders', { token: influencer.token });
    await t.get('/api/brand/walletbalance', { token: brand.token });
    // A refused call is logged too: someone tried.
    expect(
      (
        await t.get('/api/withdrawals/brand', {
          token: staff.token,
          query: { brandUserId: String(brand.id) },
        })
      ).statusCode,
    ).toBe(403);

    const rows = await logged(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await logged(3)).toHaveLength(3);
    expect(rows).toEqual([
      {
        actorUserId: staff.id,
        route: 'GET /api/user/get-all-user/:x',
        target: JSON.stringify({ x: 0, role: 1, page: 0 }),
        statusCode: 200,
      },
      {
        actorUserId: admin.id,
        route: 'GET /api/withdrawals/brand',
        target: JSON.stringify({ brandUserId: brand.id }),
        statusCode: 200,
      },
      {
        actorUserId: staff.id,
        route: 'GET /api/withdrawals/brand',
        target: expect.stringContaining(String(brand.id)) as string,
        statusCode: 403,
      },
    ]);
  });

  it('records whom a staff edit names in its body, and nothing else of the body', async () => {
    const staff = await t.user(Role.Staff);
    const influencer = await t.user(Role.Influencer);
    const featured = await t.post(
      '/api/user/togglefeatured',
      { userId: influencer.id, isFeatured: true },
      { token: staff.token },
    );
    expect(featured.statusCode, featured.body).toBe(200);
    const tagged = await t.post(
      '/api/user/updateTags',
      { userId: influencer.id, tags: '[]' },
      { token: staff.token },
    );
    expect(tagged.statusCode, tagged.body).toBe(200);
    const rows = await logged(2);
    expect(rows.map((row) => [row.route, row.target])).toEqual([
      ['POST /api/user/togglefeatured', JSON.stringify({ userId: influencer.id })],
      ['POST /api/user/updateTags', JSON.stringify({ userId: influencer.id })],
    ]);
  });

  it('is shown to the super admin, newest first, paged', async () => {
    const staff = await t.user(Role.Staff, { name: 'Nisha Staff' });
    const admin = await t.user(Role.SuperAdmin);
    await t.get('/api/user/get-all-user/0', { token: staff.token, query: { role: '2', page: '0' } });
    await logged(1);
    const res = await t.get('/api/admin/access-log', { token: admin.token, query: { page: '0' } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { entries: TAccessLogEntry[]; total: number };
    expect(page.total).toBe(1);
    expect(page.entries[0]).toMatchObject({
      actorName: 'Nisha Staff',
      route: 'GET /api/user/get-all-user/:x',
      statusCode: 200,
    });
    expect((await t.get('/api/admin/access-log', { token: staff.token })).statusCode).toBe(403);
    expect(
      (await t.get('/api/admin/access-log', { token: admin.token, query: { page: '-1' } })).statusCode,
    ).toBe(400);
    // Reading the log is not itself logged.
    expect(await logged(1)).toHaveLength(1);
  });

  it('keeps entries for the retention period, then removes them', async () => {
    const staff = await t.user(Role.Staff);
    await t.get('/api/user/get-all-user/0', { token: staff.token, query: { role: '1', page: '0' } });
    await logged(1);
    t.clock.advance((STAFF_ACCESS_LOG_RETENTION_DAYS - 1) * 86_400_000);
    await t.get('/api/user/get-all-user/0', { token: staff.token, query: { role: '2', page: '0' } });
    await logged(2);
    expect(await pruneStaffAccessLog(t.db, t.clock)).toBe(0);
    t.clock.advance(2 * 86_400_000);
    expect(await pruneStaffAccessLog(t.db, t.clock)).toBe(1);
    const left = await logged(1);
    expect(left).toHaveLength(1);
    expect(left[0].target).toContain('"role":2');
  });
});
