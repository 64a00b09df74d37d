import { expect } from 'vitest';
import { dataOf, only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'notifications',
  rows: [
    {
      route: 'GET /api/notification/get',
      rule: 'roles 1 and 2, their own bell',
      expect: only('influencer', 'brand'),
      request: async () => ({}),
    },
    {
      route: 'GET /api/notification/read',
      rule: 'roles 1 and 2, their own bell',
      expect: only('influencer', 'brand'),
      request: async () => ({}),
    },
    {
      route: 'GET /api/user/email-preferences',
      rule: 'roles 1, 2 and 99, their own e-mail preferences',
      expect: only('influencer', 'brand', 'admin'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/user/email-preferences',
      rule: 'roles 1, 2 and 99; changes only the caller’s own preferences (undeclared userId takes no effect)',
      expect: only('influencer', 'brand', 'admin'),
      request: async (fx, cell) => {
        const kind = cell.role === 'brand' ? 'refund' : cell.role === 'influencer' ? 'payout' : 'reminder';
        const optOuts = () => fx.t.db.selectFrom('mailOptOuts').selectAll().orderBy('userId').execute();
        return {
          body: { preferences: [{ kind, enabled: false }] },
          probe: optOuts,
          verify: async (res) => {
            expect(dataOf(res)).toContainEqual(expect.objectContaining({ kind, enabled: false }));
            const mine = (await optOuts()).filter((o) => o.kind === kind && o.userId !== cell.caller?.id);
            expect(mine).toEqual([]);
          },
        };
      },
    },
  ],
};
