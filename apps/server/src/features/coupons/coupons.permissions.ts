import { expect } from 'vitest';
import { freshCoupon, uniqueName } from '../../../test/permissions/matrix-fixtures';
import { dataOf, only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'coupons',
  rows: [
    {
      route: 'GET /api/manage/coupons',
      rule: 'super admin only (money: staff 98 excluded)',
      expect: only('admin'),
      request: async () => ({}),
    },
    {
      route: 'GET /api/manage/coupon/usage',
      rule: 'super admin only (who used a coupon, and what they paid: staff 98 excluded)',
      expect: only('admin'),
      request: async (fx) => ({ query: { couponId: String(fx.coupon.id) } }),
    },
    {
      route: 'POST /api/manage/createupdatecoupon',
      rule: 'super admin only',
      expect: only('admin'),
      request: async (fx) => {
        const code = uniqueName('CC')
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 20);
        return {
          body: { id: 0, name: 'Matrix', code, description: 'Made by the matrix', value: 10 },
          probe: async () =>
            fx.t.db.selectFrom('coupons').select('id').where('code', '=', code.toUpperCase()).execute(),
          // A new coupon is unused and single-use, whatever else the body said.
          verify: (res) =>
            expect(dataOf(res)).toMatchObject({
              value: 10,
              usedOn: null,
              usedBy: null,
              isFirstOrder: false,
            }),
        };
      },
    },
    {
      route: 'POST /api/manage/deletecoupon',
      rule: 'super admin only',
      expect: only('admin'),
      request: async (fx) => {
        const id = await freshCoupon(fx);
        return {
          body: { id },
          probe: async () => fx.t.db.selectFrom('coupons').select('id').where('id', '=', id).execute(),
        };
      },
    },
  ],
};
