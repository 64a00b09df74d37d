import { CollabStatus } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { expect } from 'vitest';
import type { TestUser } from '../../../test/test-app';
import { collabBetween, type Fixtures } from '../../../test/permissions/matrix-fixtures';
import {
  dataOf,
  type Cell,
  only,
  chatters,
  type FeaturePermissions,
} from '../../../test/permissions/matrix-rows';

async function chatPartnerOf(fx: Fixtures, cell: Cell): Promise<TestUser> {
  if (!cell.own || cell.role === 'staff' || cell.role === 'visitor') {
    return cell.role === 'brand' ? fx.peer.brand : fx.t.user(Role.Brand);
  }
  if (cell.role === 'influencer') {
    await collabBetween(fx, fx.peer.brand, fx.me.influencer);
    return fx.peer.brand;
  }
  if (cell.role === 'brand') {
    await collabBetween(fx, fx.me.brand, fx.peer.influencer);
    return fx.peer.influencer;
  }
  await collabBetween(fx, fx.peer.brand, fx.peer.influencer, CollabStatus.HelpDesk);
  return fx.peer.influencer;
}

export const permissions: FeaturePermissions = {
  feature: 'chat',
  rows: [
    {
      route: 'GET /api/user/chatusers',
      rule: 'roles 1, 2 and 99; the caller’s own conversations and collab partners',
      expect: only('influencer', 'brand', 'admin'),
      request: async () => ({}),
    },
    {
      route: 'GET /api/user/chatunread',
      rule: 'roles 1, 2 and 99; unread messages of the caller’s own conversations',
      expect: only('influencer', 'brand', 'admin'),
      request: async () => ({}),
    },
    {
      route: 'GET /api/user/chatpartner',
      rule: 'roles 1, 2, 99; a partner the caller may talk with (collab, helpdesk case, enquiry); a stranger answers 403',
      owned: true,
      expect: chatters,
      request: async (fx, cell) => ({ query: { userId: String((await chatPartnerOf(fx, cell)).id) } }),
    },
    {
      route: 'GET /api/user/chathistory',
      rule: 'roles 1, 2, 99; only the caller’s own conversation; a stranger answers 403',
      owned: true,
      expect: chatters,
      request: async (fx, cell) => ({ query: { toUserId: String((await chatPartnerOf(fx, cell)).id) } }),
    },
    {
      route: 'GET /api/user/ActiveOrders',
      rule: 'roles 1, 2, 99; the open collabs of the caller’s own conversation; a stranger answers 403',
      owned: true,
      expect: chatters,
      request: async (fx, cell) => {
        const partner = await chatPartnerOf(fx, cell);
        return {
          query: { toUserId: String(partner.id) },
          verify: (res) => expect(dataOf<unknown[]>(res).length).toBeGreaterThan(0),
        };
      },
    },
    {
      route: 'POST /api/user/chatread',
      rule: 'roles 1, 2, 99; marks read only what the partner sent the caller; a stranger answers 403',
      owned: true,
      expect: chatters,
      request: async (fx, cell) => ({ body: { toUserId: (await chatPartnerOf(fx, cell)).id } }),
    },
    {
      route: 'POST /api/user/chatblock',
      rule: 'role 1 only; blocks a brand that enquired; a brand with a shared collab cannot be blocked (400)',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'allow', other: 'deny' },
        brand: 'deny',
        staff: 'deny',
        admin: 'deny',
      },
      notOwner: 400,
      request: async (fx, cell) => {
        const target = cell.own ? await fx.t.user(Role.Brand) : fx.peer.brand;
        if (!cell.own) await collabBetween(fx, fx.peer.brand, fx.me.influencer);
        return { body: { userId: target.id, isBlocked: true } };
      },
    },
  ],
};
