import { UserStatus } from '@collably/shared/constants/roles';
import { freshInfluencer, type Fixtures } from '../../../test/permissions/matrix-fixtures';
import { type Row, only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

/** What moderation changes on a user. */
const userStatusProbe = (fx: Fixtures, userId: number) => async () =>
  fx.t.db
    .selectFrom('users')
    .select(['status', 'isFeatured', 'tags', 'tokenVersion'])
    .where('id', '=', userId)
    .executeTakeFirst();

/**
 * Moderation (issue 10): lists, featured and tags for staff (98) and the super admin (99); status moves and the
 * logs for 99 only.
 */
export const permissions: FeaturePermissions = {
  feature: 'admin',
  rows: [
    {
      route: 'GET /api/user/get-all-user/{x}',
      rule: 'staff and super admin',
      expect: only('staff', 'admin'),
      request: async () => ({ params: { x: 0 }, query: { role: '1', page: '0' } }),
    },
    ...(
      [
        ['POST /api/user/approve', UserStatus.Pending, true],
        ['POST /api/user/Reject', UserStatus.Active, true],
        ['POST /api/user/Delete', UserStatus.Active, true],
        ['POST /api/user/Revert', UserStatus.Disabled, false],
      ] as const
    ).map(([route, status, flag]): Row => ({
      route,
      rule: 'super admin only (staff 98 moderate profiles, not accounts)',
      expect: only('admin'),
      subjectChanges: ['status'],
      request: async (fx) => {
        const target = await freshInfluencer(fx, status);
        return { body: { userId: target.id, status: flag }, probe: userStatusProbe(fx, target.id) };
      },
    })),
    {
      route: 'POST /api/user/togglefeatured',
      rule: 'staff and super admin',
      expect: only('staff', 'admin'),
      subjectChanges: ['isFeatured'],
      request: async (fx) => {
        const target = await freshInfluencer(fx, UserStatus.Active);
        return { body: { userId: target.id, isFeatured: true }, probe: userStatusProbe(fx, target.id) };
      },
    },
    {
      route: 'POST /api/user/updateTags',
      rule: 'staff and super admin',
      expect: only('staff', 'admin'),
      subjectChanges: ['tags'],
      request: async (fx) => {
        const target = await freshInfluencer(fx, UserStatus.Active);
        return {
          body: { userId: target.id, tags: '[{"id":2,"name":"Aesthetics Pro"}]' },
          probe: userStatusProbe(fx, target.id),
        };
      },
    },
    {
      route: 'GET /api/admin/audit-log',
      rule: 'super admin only',
      expect: only('admin'),
      request: async () => ({ query: { page: '0' } }),
    },
    {
      route: 'GET /api/admin/access-log',
      rule: 'super admin only (staff are what it watches)',
      expect: only('admin'),
      request: async () => ({ query: { page: '0' } }),
    },
  ],
};
