import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERS_PAGE_SIZE } from '@collably/shared/constants/limits';
import { Role, type TSignedInRole } from '@collably/shared/constants/roles';
import { AdminMessages } from '@collably/shared/messages/admin';
import { AuthMessages } from '@collably/shared/messages/auth';
import { CommonMessages } from '@collably/shared/messages/common';
import type { TAdminUserPage, TAuditLogPage } from '@collably/shared/schemas/admin';
import type { TInfluencerListPage } from '@collably/shared/schemas/discovery';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { insertInfluencer } from '../../../test/discovery-fixtures';
import { checkLedger, hire, influencerWithService } from '../../../test/hire-fixtures';

describe.each(databases())('admin moderation on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin, { name: 'Super Admin' });
    staff = await t.user(Role.Staff, { name: 'Staff Member' });
  }, 60_000);
  afterAll(() => t.close());

  /** An influencer with a full profile (listable once active), signed in; `name` is unique. */
  async function influencer(status: 'pending' | 'active' | 'disabled' = 'pending', name?: string) {
    const userName = `mod_${Math.random().toString(36).slice(2, 10)}`;
    const id = await insertInfluencer(t.db, { userName, status, name: name ?? `Asha ${userName}` });
    return {
      id,
      userName,
      email: `${userName}@example.com`,
      token: t.app.signToken({ id, roleId: Role.Influencer }),
    };
  }

  const list = async (x: number, query: Record<string, string> = {}, as = admin) => {
    const res = await t.get(`/api/user/get-all-user/${x}`, { token: as.token, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: TAdminUserPage }>().data;
  };
  const post = (path: string, body: unknown, as: TestUser | null = admin) =>
    t.post(`/api/user/${path}`, body, as ? { token: as.token } : {});
  const listed = async () =>
    (await t.get('/api/influencer/List', { query: { PageSize: '50' } }))
      .json<{ data: TInfluencerListPage }>()
      .data.influencers.map((i) => i.userName);
  const profileStatus = async (userName: string) =>
    (await t.get(`/api/influencer/get-userdetails/${userName}`)).statusCode;
  const auditOf = async (targetUserId: number) =>
    t.db
      .selectFrom('adminAuditLog')
      .selectAll()
      .where('targetUserId', '=', targetUserId)
      .orderBy('id')
      .execute();
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  describe('GET /api/user/get-all-user/{x}', () => {
    it('answers one page of the list with the spec row, newest first, and the counts of the role', async () => {
      const name = `Zoya List ${Date.now()}`;
      const a = await influencer('pending', name);
      await t.db
        .updateTable('users')
        .set({ createdOn: '2030-01-01T00:00:00.000Z', isFeatured: 1, tags: '[{"id":3,"name":"High Reach"}]' })
        .where('id', '=', a.id)
        .execute();
      const page = await list(0);
      expect(page.users[0]).toEqual({
        userID: a.id,
        roleId: Role.Influencer,
        name,
        userName: a.userName,
        email: a.email,
        createdOn: '2030-01-01T00:00:00.000Z',
        lastLoginOn: '2026-01-01T00:00:00.000Z',
        isFeatured: true,
        tags: '[{"id":3,"name":"High Reach"}]',
        tagsList: [{ id: 3, name: 'High Reach' }],
      });
      const pending = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('roleId', '=', Role.Influencer)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      expect(page).toMatchObject({
        currentPage: 0,
        pageSize: ADMIN_USERS_PAGE_SIZE,
        total: Number(pending.n),
        counts: { pending: Number(pending.n) },
      });
      expect(page.users.every((u) => u.roleId === Role.Influencer)).toBe(true);
    });

    it('pages on the server', async () => {
      const before = (await list(2)).total;
      for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 3 - before; i++) await influencer('disabled');
      const first = await list(2);
      expect(first.total).toBeGreaterThan(ADMIN_USERS_PAGE_SIZE);
      expect(first.users).toHaveLength(ADMIN_USERS_PAGE_SIZE);
      expect(first.totalPages).toBe(Math.ceil(first.total / ADMIN_USERS_PAGE_SIZE));
      expect(first.counts.disabled).toBe(first.total);
      const second = await list(2, { page: '1' });
      expect(second.currentPage).toBe(1);
      expect(second.users).toHaveLength(first.total - ADMIN_USERS_PAGE_SIZE);
      const ids = new Set([...first.users, ...second.users].map((u) => u.userID));
      expect(ids.size).toBe(first.total);
      expect((await list(2, { page: '9' })).users).toEqual([]);
    });

    it('lists brands with role=2, and finds users by name, e-mail or user name', async () => {
      const brand = await t.user(Role.Brand, { name: 'Chai Point 50%_Off' });
      const brands = await list(1, { role: '2' });
      expect(brands.users.map((u) => u.userID)).toContain(brand.id);
      expect(brands.users.every((u) => u.roleId === Role.Brand)).toBe(true);
      expect(brands.counts.active).toBe(brands.total);

      const found = await list(1, { role: '2', search: 'POINT 50%_' });
      expect(found.users.map((u) => u.userID)).toEqual([brand.id]);
      expect(found.total).toBe(1);
      // % and _ match themselves only.
      expect((await list(1, { role: '2', search: 'point 5%' })).users).toEqual([]);
      const byEmail = await list(1, { role: '2', search: brand.email.slice(0, 12).toUpperCase() });
      expect(byEmail.users.map((u) => u.userID)).toContain(brand.id);
      const inf = await influencer('pending');
      expect((await list(0, { search: inf.userName.slice(2) })).users.map((u) => u.userID)).toEqual([inf.id]);
    });

    it('is for staff and super admins only', async () => {
      expect((await list(0, {}, staff)).users.length).toBeGreaterThan(0);
      expect((await t.get('/api/user/get-all-user/0')).statusCode).toBe(401);
      for (const role of [Role.Influencer, Role.Brand] as TSignedInRole[]) {
        const u = await t.user(role);
        const res = await t.get('/api/user/get-all-user/0', { token: u.token });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(CommonMessages.notAllowed);
      }
    });

    it('refuses a bad list, role, page or search with a message', async () => {
      const cases: [string, Record<string, string>, string][] = [
        ['3', {}, AdminMessages.listTypeInvalid],
        ['abc', {}, AdminMessages.listTypeInvalid],
        ['1.5', {}, AdminMessages.listTypeInvalid],
        ['0', { role: '99' }, AdminMessages.roleInvalid],
        ['0', { role: 'x' }, AdminMessages.roleInvalid],
        ['0', { page: '-1' }, CommonMessages.mustBeBetween('page', 0, 100_000)],
        ['0', { search: 'x'.repeat(101) }, AdminMessages.searchTooLong(100)],
      ];
      for (const [x, query, message] of cases) {
        const res = await t.get(`/api/user/get-all-user/${x}`, { token: admin.token, query });
        expect(res.statusCode, `${x} ${JSON.stringify(query)}`).toBe(400);
        expect(res.json(), `${x} ${JSON.stringify(query)}`).toEqual({
          isSuccess: false,
          message,
          data: null,
        });
      }
    });
  });

  describe('approve, disable, delete, revert', () => {
    it('approval lists the influencer at once, opens their profile, notifies them and is audited', async () => {
      const inf = await influencer('pending');
      expect(await listed()).not.toContain(inf.userName);
      expect(await profileStatus(inf.userName)).toBe(404);

      const res = await post('approve', { userId: inf.id, status: true });
      expect(res.json()).toEqual({ isSuccess: true, message: AdminMessages.approved, data: null });
      expect(await statusOf(inf.id)).toBe('active');
      expect(await listed()).toContain(inf.userName);
      expect(await profileStatus(inf.userName)).toBe(200);
      expect((await list(0)).users.map((u) => u.userID)).not.toContain(inf.id);
      expect((await list(1)).users.map((u) => u.userID)).toContain(inf.id);

      const bell = await t.get('/api/notification/get', { token: inf.token });
      expect(bell.json().data[0].message).toBe(AdminMessages.approvedNotice);
      const [entry] = await auditOf(inf.id);
      expect(entry).toMatchObject({
        actorUserId: admin.id,
        action: 'approve',
        beforeJson: '{"status":"pending"}',
        afterJson: '{"status":"active"}',
        createdOn: t.clock.now().toISOString(),
      });
    });

    it('disabling ends the sessions and leaves the listing; revert lists them again', async () => {
      const inf = await influencer('active');
      expect(await listed()).toContain(inf.userName);
      expect((await t.get('/api/notification/get', { token: inf.token })).statusCode).toBe(200);

      const res = await post('Reject', { userId: inf.id, status: true });
      expect(res.json()).toEqual({ isSuccess: true, message: AdminMessages.disabled, data: null });
      expect(await statusOf(inf.id)).toBe('disabled');
      const refused = await t.get('/api/notification/get', { token: inf.token });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(AuthMessages.sessionEnded);
      expect(await listed()).not.toContain(inf.userName);
      expect(await profileStatus(inf.userName)).toBe(404);
      expect((await list(2)).users.map((u) => u.userID)).toContain(inf.id);

      const reverted = await post('Revert', { userId: inf.id, status: false });
      expect(reverted.json()).toEqual({ isSuccess: true, message: AdminMessages.reverted, data: null });
      expect(await statusOf(inf.id)).toBe('active');
      expect(await listed()).toContain(inf.userName);
      expect((await auditOf(inf.id)).map((a) => [a.action, a.beforeJson, a.afterJson])).toEqual([
        ['disable', '{"status":"active"}', '{"status":"disabled"}'],
        ['revert', '{"status":"disabled"}', '{"status":"active"}'],
      ]);
    });

    it('a brand can be disabled too, and its token stops working', async () => {
      const brand = await t.user(Role.Brand);
      expect((await post('Reject', { userId: brand.id, status: true })).statusCode).toBe(200);
      expect((await t.get('/api/brand/get', { token: brand.token })).statusCode).toBe(401);
      expect((await list(2, { role: '2' })).users.map((u) => u.userID)).toContain(brand.id);
    });

    it('delete is soft: the collabs, payments and ledger stay, the user leaves every list', async () => {
      const { influencer: inf, serviceId } = await influencerWithService(t);
      const brand = await t.user(Role.Brand);
      const collabId = await hire(t, brand, serviceId);
      const entries = async () =>
        Number(
          (
            await t.db
              .selectFrom('ledgerEntries')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const entriesBefore = await entries();

      const res = await post('Delete', { userId: inf.id, status: true });
      expect(res.json()).toEqual({ isSuccess: true, message: AdminMessages.deleted, data: null });
      expect(await statusOf(inf.id)).toBe('deleted');
      expect((await t.get('/api/notification/get', { token: inf.token })).statusCode).toBe(401);
      const collab = await t.db.selectFrom('collabs').select('id').where('id', '=', collabId).execute();
      expect(collab).toHaveLength(1);
      expect(await entries()).toBe(entriesBefore);
      await checkLedger(t.db);
      for (const x of [0, 1, 2]) expect((await list(x)).users.map((u) => u.userID)).not.toContain(inf.id);
      expect(await listed()).not.toContain(inf.userName);

      for (const [path, status] of [
        ['approve', true],
        ['Revert', false],
        ['Delete', true],
      ] as const) {
        const again = await post(path, { userId: inf.id, status });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(AdminMessages.userDeleted);
      }
      expect((await post('togglefeatured', { userId: inf.id, isFeatured: true })).statusCode).toBe(409);
    });

    it('deletes pending and disabled users too', async () => {
      for (const status of ['pending', 'disabled'] as const) {
        const inf = await influencer(status);
        expect((await post('Delete', { userId: inf.id, status: true })).statusCode).toBe(200);
        expect(await statusOf(inf.id)).toBe('deleted');
      }
    });

    it('refuses a move from the wrong status with 409 and a clear message', async () => {
      const active = await influencer('active');
      const pending = await influencer('pending');
      const cases: [string, number, boolean, string][] = [
        ['approve', active.id, true, AdminMessages.notPending],
        ['Reject', pending.id, true, AdminMessages.notActive],
        ['Revert', active.id, false, AdminMessages.notDisabled],
      ];
      for (const [path, userId, status, message] of cases) {
        const res = await post(path, { userId, status });
        expect(res.statusCode, path).toBe(409);
        expect(res.json(), path).toEqual({ isSuccess: false, message, data: null });
      }
      expect(await auditOf(active.id)).toEqual([]);
    });

    it('refuses unknown users (404), admin accounts (403) and the caller themselves (400)', async () => {
      const unknown = await post('approve', { userId: 2_000_000_000, status: true });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(AdminMessages.userNotFound);
      const other = await t.user(Role.SuperAdmin);
      for (const target of [staff, other]) {
        const res = await post('Reject', { userId: target.id, status: true });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(AdminMessages.notAdminAccount);
      }
      const self = await post('Delete', { userId: admin.id, status: true });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe(AdminMessages.notSelf);
      expect(await statusOf(admin.id)).toBe('active');
    });

    it('validates the body with the spec messages', async () => {
      const inf = await influencer('pending');
      const cases: [string, unknown, string][] = [
        ['approve', { status: true }, CommonMessages.userIdRequired],
        ['approve', { userId: 'abc', status: true }, CommonMessages.userIdRequired],
        ['approve', { userId: 3_000_000_000, status: true }, CommonMessages.userIdTooLarge],
        ['approve', { userId: inf.id }, CommonMessages.flagInvalid],
        ['approve', { userId: inf.id, status: 'yes' }, CommonMessages.flagInvalid],
        ['approve', { userId: inf.id, status: false }, AdminMessages.flagMustBe(true)],
        ['Revert', { userId: inf.id, status: true }, AdminMessages.flagMustBe(false)],
        ['togglefeatured', { userId: inf.id }, CommonMessages.flagInvalid],
        ['updateTags', { userId: inf.id }, AdminMessages.tagsInvalid],
        ['updateTags', { userId: inf.id, tags: 'nope' }, AdminMessages.tagsInvalid],
        ['updateTags', { userId: inf.id, tags: '{"id":1}' }, AdminMessages.tagsInvalid],
        ['updateTags', { userId: inf.id, tags: '[1]' }, AdminMessages.tagsInvalid],
        ['updateTags', { userId: inf.id, tags: '[{"id":6,"name":"Six"}]' }, AdminMessages.tagUnknown],
        ['updateTags', { userId: inf.id, tags: '[{"id":0}]' }, AdminMessages.tagUnknown],
        [
          'updateTags',
          { userId: inf.id, tags: `[${'{"id":1},'.repeat(200)}{"id":1}]` },
          AdminMessages.tagsTooLong,
        ],
      ];
      for (const [path, body, message] of cases) {
        const res = await post(path, body);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().message, `${path} ${JSON.stringify(body)}`).toBe(message);
      }
      expect(await statusOf(inf.id)).toBe('pending');
    });

    it('is for the super admin only: staff, brands and influencers are refused, visitors must sign in', async () => {
      const inf = await influencer('pending');
      const influencerUser = await t.user(Role.Influencer);
      const brand = await t.user(Role.Brand);
      for (const [path, status] of [
        ['approve', true],
        ['Reject', true],
        ['Delete', true],
        ['Revert', false],
      ] as const) {
        expect((await post(path, { userId: inf.id, status }, null)).statusCode, path).toBe(401);
        for (const caller of [staff, influencerUser, brand]) {
          expect((await post(path, { userId: inf.id, status }, caller)).statusCode, path).toBe(403);
        }
      }
      expect(await statusOf(inf.id)).toBe('pending');
      expect(await auditOf(inf.id)).toEqual([]);
    });

    it('two admins approving at once: one approves, the other is told it is done (409)', async () => {
      const other = await t.user(Role.SuperAdmin);
      const inf = await influencer('pending');
      const results = await Promise.all([
        post('approve', { userId: inf.id, status: true }, admin),
        post('approve', { userId: inf.id, status: true }, other),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(AdminMessages.notPending);
      expect(await auditOf(inf.id)).toHaveLength(1);
      const notices = await t.db
        .selectFrom('notifications')
        .select('id')
        .where('userId', '=', inf.id)
        .execute();
      expect(notices).toHaveLength(1);
    });

    it('a disable and a delete racing leave one audited outcome', async () => {
      const other = await t.user(Role.SuperAdmin);
      const inf = await influencer('active');
      const results = await Promise.all([
        post('Reject', { userId: inf.id, status: true }, admin),
        post('Delete', { userId: inf.id, status: true }, other),
      ]);
      const audited = await auditOf(inf.id);
      expect(audited).toHaveLength(results.filter((r) => r.statusCode === 200).length);
      expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      expect(await statusOf(inf.id)).toBe(JSON.parse(audited.at(-1)!.afterJson).status);
    });
  });

  describe('featured and tags', () => {
    it('staff feature an influencer: the listing shows it and the change is audited', async () => {
      const inf = await influencer('active');
      const res = await post('togglefeatured', { userId: inf.id, isFeatured: true }, staff);
      expect(res.json()).toEqual({ isSuccess: true, message: AdminMessages.featuredOn, data: null });
      const card = async () =>
        (await t.get('/api/influencer/List', { query: { PageSize: '50' } }))
          .json<{ data: TInfluencerListPage }>()
          .data.influencers.find((i) => i.userName === inf.userName);
      expect((await card())?.isFeatured).toBe(true);
      // The same value again changes nothing and writes no audit row.
      expect((await post('togglefeatured', { userId: inf.id, isFeatured: 'true' }, staff)).statusCode).toBe(
        200,
      );
      const off = await post('togglefeatured', { userId: inf.id, isFeatured: false }, admin);
      expect(off.json().message).toBe(AdminMessages.featuredOff);
      expect((await card())?.isFeatured).toBe(false);
      expect(
        (await auditOf(inf.id)).map((a) => [a.actorUserId, a.action, a.beforeJson, a.afterJson]),
      ).toEqual([
        [staff.id, 'featured', '{"isFeatured":false}', '{"isFeatured":true}'],
        [admin.id, 'featured', '{"isFeatured":true}', '{"isFeatured":false}'],
      ]);
    });

    it('tags take their names from the tag list, in id order, once each', async () => {
      const inf = await influencer('active');
      const res = await post(
        'updateTags',
        { userId: inf.id, tags: '[{"id":5,"name":"Hacked"},{"id":1,"name":"x"},{"id":"5"}]' },
        staff,
      );
      expect(res.json()).toEqual({ isSuccess: true, message: AdminMessages.tagsUpdated, data: null });
      const stored = '[{"id":1,"name":"Speaks"},{"id":5,"name":"Value Pick"}]';
      const user = await t.db
        .selectFrom('users')
        .select('tags')
        .where('id', '=', inf.id)
        .executeTakeFirstOrThrow();
      expect(user.tags).toBe(stored);
      const card = (await t.get('/api/influencer/List', { query: { PageSize: '50' } }))
        .json<{ data: TInfluencerListPage }>()
        .data.influencers.find((i) => i.userName === inf.userName);
      expect(card?.tags).toBe(stored);
      // Speaks (tag 1) feeds the listing's Speaks filter.
      const speaking = (await t.get('/api/influencer/List', { query: { PageSize: '50', City: '1' } }))
        .json<{ data: TInfluencerListPage }>()
        .data.influencers.map((i) => i.userName);
      expect(speaking).toContain(inf.userName);
      expect((await post('updateTags', { userId: inf.id, tags: '[]' })).statusCode).toBe(200);
      expect((await auditOf(inf.id)).map((a) => [a.action, a.beforeJson, a.afterJson])).toEqual([
        ['tags', '{"tags":[]}', `{"tags":${stored}}`],
        ['tags', `{"tags":${stored}}`, '{"tags":[]}'],
      ]);
    });

    it('are for influencers only, and for staff and super admins only', async () => {
      const brand = await t.user(Role.Brand);
      for (const [path, body] of [
        ['togglefeatured', { userId: brand.id, isFeatured: true }],
        ['updateTags', { userId: brand.id, tags: '[{"id":1}]' }],
      ] as const) {
        const res = await post(path, body, staff);
        expect(res.statusCode, path).toBe(400);
        expect(res.json().message).toBe(AdminMessages.influencersOnly);
      }
      const inf = await influencer('active');
      const someone = await t.user(Role.Influencer);
      for (const [path, body] of [
        ['togglefeatured', { userId: inf.id, isFeatured: true }],
        ['updateTags', { userId: inf.id, tags: '[{"id":1}]' }],
      ] as const) {
        expect((await post(path, body, null)).statusCode).toBe(401);
        expect((await post(path, body, someone)).statusCode).toBe(403);
        expect((await post(path, body, brand)).statusCode).toBe(403);
        const own = await post(path, { ...body, userId: inf.id }, { ...someone, token: inf.token });
        expect(own.statusCode).toBe(403);
        expect((await post(path, { ...body, userId: staff.id }, admin)).statusCode).toBe(403);
        expect((await post(path, { ...body, userId: 2_000_000_000 }, staff)).statusCode).toBe(404);
      }
      expect(await auditOf(inf.id)).toEqual([]);
    });
  });

  describe('GET /api/admin/audit-log', () => {
    it('shows who did what to whom, when, before and after, newest first (super admin only)', async () => {
      const inf = await influencer('pending', 'Audit Target');
      await post('approve', { userId: inf.id, status: true });
      t.clock.advance(60_000);
      await post('togglefeatured', { userId: inf.id, isFeatured: true }, staff);
      const res = await t.get('/api/admin/audit-log', { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<{ data: TAuditLogPage }>().data;
      expect(page.currentPage).toBe(0);
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.entries.slice(0, 2)).toEqual([
        {
          id: expect.any(Number),
          action: 'featured',
          actorUserId: staff.id,
          actorName: 'Staff Member',
          targetUserId: inf.id,
          targetName: 'Audit Target',
          targetEmail: inf.email,
          createdOn: t.clock.now().toISOString(),
          before: { isFeatured: false },
          after: { isFeatured: true },
        },
        expect.objectContaining({
          action: 'approve',
          actorName: 'Super Admin',
          before: { status: 'pending' },
          after: { status: 'active' },
        }),
      ]);
      const later = await t.get('/api/admin/audit-log', { token: admin.token, query: { page: '1000' } });
      expect(later.json().data.entries).toEqual([]);
      const bad = await t.get('/api/admin/audit-log', { token: admin.token, query: { page: 'x' } });
      expect(bad.statusCode).toBe(400);

      expect((await t.get('/api/admin/audit-log')).statusCode).toBe(401);
      for (const caller of [staff, await t.user(Role.Influencer), await t.user(Role.Brand)]) {
        expect((await t.get('/api/admin/audit-log', { token: caller.token })).statusCode).toBe(403);
      }
    });
  });
});
