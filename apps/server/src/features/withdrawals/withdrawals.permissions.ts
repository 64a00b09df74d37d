import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { expect } from 'vitest';
import { creditWallet, freshBankWithdrawal } from '../../../test/payout-fixtures';
import { collabBetween, type Fixtures } from '../../../test/permissions/matrix-fixtures';
import { only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

const bankWithdrawalProbe = (fx: Fixtures, id: number) => () =>
  fx.t.db
    .selectFrom('walletWithdrawals')
    .select(['status', 'reference', 'failureReason'])
    .where('id', '=', id)
    .executeTakeFirst();

export const permissions: FeaturePermissions = {
  feature: 'withdrawals',
  rows: [
    {
      route: 'GET /api/withdrawals/mine',
      rule: 'brand only, its own wallet',
      expect: only('brand'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/withdrawals/withdraw',
      rule: 'brand only: its own wallet back to its own payment methods',
      expect: only('brand'),
      request: async (fx, cell) => {
        const brand = cell.role === 'brand' && cell.caller ? cell.caller : fx.peer.brand;
        const collabId = await collabBetween(fx, brand, fx.peer.influencer);
        await fx.t.post(
          '/api/user/update/collab-status',
          { collabDetailId: collabId, statusId: ActionCode.Reject, reason: 'No', base64File: [] },
          { token: fx.peer.influencer.token },
        );
        const withdrawals = () =>
          fx.t.db.selectFrom('walletWithdrawals').select('id').where('brandUserId', '=', brand.id).execute();
        return { body: { amount: 1 }, probe: withdrawals };
      },
    },
    {
      route: 'GET /api/withdrawals/brand',
      rule: 'super admin only: a brand’s wallet, payments and withdrawals',
      expect: only('admin'),
      request: async (fx) => ({ query: { brandUserId: String(fx.peer.brand.id) } }),
    },
    {
      route: 'POST /api/withdrawals/refund',
      rule: 'super admin only: moves a brand’s wallet money back to its payment method (not the brand itself, not staff)',
      expect: only('admin'),
      request: async (fx) => {
        const brand = await fx.t.user(Role.Brand);
        const collabId = await collabBetween(fx, brand, fx.peer.influencer);
        await fx.t.post(
          '/api/user/update/collab-status',
          { collabDetailId: collabId, statusId: ActionCode.Reject, reason: 'No', base64File: [] },
          { token: fx.peer.influencer.token },
        );
        const { transactionId } = await fx.t.db
          .selectFrom('collabs')
          .select('transactionId')
          .where('id', '=', collabId)
          .executeTakeFirstOrThrow();
        const withdrawals = () =>
          fx.t.db.selectFrom('walletWithdrawals').select('id').where('brandUserId', '=', brand.id).execute();
        return {
          body: { brandUserId: brand.id, transactionId, amount: 100 },
          probe: withdrawals,
          verify: async () => expect(await withdrawals()).toHaveLength(1),
        };
      },
    },
    {
      route: 'POST /api/withdrawals/withdraw-to-bank',
      rule: 'brand only: its own wallet by bank transfer (not influencers, staff or the super admin)',
      expect: only('brand'),
      request: async (fx, cell) => {
        const brand = cell.role === 'brand' && cell.caller ? cell.caller : fx.peer.brand;
        await creditWallet(fx.t, brand.id, 1_000);
        const withdrawals = () =>
          fx.t.db.selectFrom('walletWithdrawals').select('id').where('brandUserId', '=', brand.id).execute();
        return {
          body: { method: 'upi', upi: 'brand@okbank', amount: 1 },
          probe: withdrawals,
        };
      },
    },
    {
      route: 'GET /api/withdrawals/bank-requests',
      rule: 'super admin only: brands’ bank withdrawals waiting, with their bank details',
      expect: only('admin'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/withdrawals/approve-bank',
      rule: 'super admin only: sends a brand’s bank withdrawal (not the brand itself, not staff)',
      expect: only('admin'),
      request: async (fx) => {
        const id = await freshBankWithdrawal(fx.t, await fx.t.user(Role.Brand));
        return {
          query: { withdrawalId: String(id) },
          body: {},
          probe: bankWithdrawalProbe(fx, id),
          verify: async () =>
            expect(await bankWithdrawalProbe(fx, id)()).toMatchObject({ status: 'processed' }),
        };
      },
    },
    {
      route: 'POST /api/withdrawals/reject-bank',
      rule: 'super admin only: the money goes back to the brand’s wallet',
      expect: only('admin'),
      request: async (fx) => {
        const id = await freshBankWithdrawal(fx.t, await fx.t.user(Role.Brand));
        return {
          query: { withdrawalId: String(id) },
          body: { reason: 'Account holder differs' },
          probe: bankWithdrawalProbe(fx, id),
          verify: async () => expect(await bankWithdrawalProbe(fx, id)()).toMatchObject({ status: 'failed' }),
        };
      },
    },
  ],
};
