import { Role } from '@collably/shared/constants/roles';
import { expect } from 'vitest';
import { PAYOUT_FORM, creditEarnings, declineWaiting, latestPayoutId } from '../../../test/payout-fixtures';
import type { TestUser } from '../../../test/test-app';
import type { Fixtures } from '../../../test/permissions/matrix-fixtures';
import {
  dataOf,
  type Cell,
  only,
  payoutDecider,
  type FeaturePermissions,
} from '../../../test/permissions/matrix-rows';

/** Whose payout a cell targets: the calling influencer's own, else the peer influencer's. */
const payoutOwner = (fx: Fixtures, cell: Cell) =>
  cell.own && cell.caller?.roleId === Role.Influencer ? cell.caller : fx.peer.influencer;

/** The payout the history row's current cell looks for (set by its request, read by its judge). */
const payoutInView = { id: 0 };

/** A new ₹100 payout request of `influencer`, paid from ₹100 credited for it. */
async function freshPayout(fx: Fixtures, influencer: TestUser): Promise<number> {
  await declineWaiting(fx.t, fx.me.admin, influencer.id);
  await creditEarnings(fx.t, influencer.id, 10_000);
  const res = await fx.t.post(
    '/api/user/requestpayout',
    { ...PAYOUT_FORM, Amount: 100 },
    { token: influencer.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return latestPayoutId(fx.t, influencer.id);
}

const payoutProbe = (fx: Fixtures, id: number) => () =>
  fx.t.db
    .selectFrom('payouts')
    .select(['status', 'reference', 'declineReason'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Payouts (issue 10): the influencer's own money and the super admin's approval; staff see none. */
export const permissions: FeaturePermissions = {
  feature: 'payouts',
  rows: [
    {
      route: 'GET /api/user/payoutterms',
      rule: 'the influencer who requests payouts and the super admin who approves them; the same terms for all',
      expect: only('influencer', 'admin'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/user/requestpayout',
      rule: 'influencer only; moves the caller’s own earnings (undeclared userId/UserId take no effect)',
      expect: only('influencer'),
      request: async (fx, cell) => {
        const caller = cell.caller;
        if (caller?.roleId === Role.Influencer) {
          await declineWaiting(fx.t, fx.me.admin, caller.id);
          await creditEarnings(fx.t, caller.id, 10_000);
        }
        const payoutsOf = async () =>
          caller ? fx.t.db.selectFrom('payouts').select('id').where('userId', '=', caller.id).execute() : [];
        return {
          body: { ...PAYOUT_FORM, Amount: 100 },
          probe: payoutsOf,
          verify: (res) => expect(dataOf(res)).toBe(true),
        };
      },
    },
    {
      route: 'GET /api/user/payouthistory',
      rule: 'influencer (own records only) and super admin (everyone’s); brands and staff refused',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'allow', other: 'deny' },
        brand: 'deny',
        staff: 'deny',
        admin: { own: 'n/a', other: 'allow' },
      },
      // Someone else's payout is not refused with a status: it is simply not in the caller's list.
      judge: (res) =>
        res.statusCode === 200
          ? dataOf<{ key: string }[]>(res).some((r) => r.key === `payout-${payoutInView.id}`)
            ? 'allow'
            : 'deny'
          : undefined,
      request: async (fx, cell) => {
        payoutInView.id = await freshPayout(fx, payoutOwner(fx, cell));
        return {};
      },
    },
    {
      route: 'GET /api/user/payoutbank',
      rule: 'influencer only, the caller’s own last bank details',
      expect: only('influencer'),
      request: async () => ({}),
    },
    {
      route: 'GET /api/payout/details',
      rule: 'super admin only (not staff, not even the payout’s own influencer): bank details in clear',
      owned: true,
      expect: payoutDecider,
      request: async (fx, cell) => ({
        query: { payoutId: String(await freshPayout(fx, payoutOwner(fx, cell))) },
      }),
    },
    {
      route: 'POST /api/payout/approve',
      rule: 'super admin only; the influencer cannot approve their own payout',
      owned: true,
      expect: payoutDecider,
      request: async (fx, cell) => {
        const id = await freshPayout(fx, payoutOwner(fx, cell));
        return {
          query: { payoutId: String(id) },
          body: {},
          probe: payoutProbe(fx, id),
          verify: async () => expect(await payoutProbe(fx, id)()).toMatchObject({ status: 'released' }),
        };
      },
    },
    {
      route: 'POST /api/payout/decline',
      rule: 'super admin only; the money goes back to the influencer’s earnings',
      owned: true,
      expect: payoutDecider,
      request: async (fx, cell) => {
        const id = await freshPayout(fx, payoutOwner(fx, cell));
        return {
          query: { payoutId: String(id) },
          body: { reason: 'Bank details do not match' },
          probe: payoutProbe(fx, id),
          verify: async () => expect(await payoutProbe(fx, id)()).toMatchObject({ status: 'declined' }),
        };
      },
    },
  ],
};
