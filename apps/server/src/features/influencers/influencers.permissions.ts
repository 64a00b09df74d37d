import { Platform } from '@collably/shared/constants/platforms';
import { expect } from 'vitest';
import { uploadPictureAs } from '../../../test/uploads';
import { freshService, youTubeAccount, type Fixtures } from '../../../test/permissions/matrix-fixtures';
import {
  type Cell,
  everyone,
  profileEditors,
  type FeaturePermissions,
} from '../../../test/permissions/matrix-rows';

/** The influencer whose profile a cell targets: the caller's own, or the peer influencer's. */
const targetInfluencer = (fx: Fixtures, cell: Cell) =>
  cell.own && cell.caller ? cell.caller : fx.peer.influencer;

const profileProbe = (fx: Fixtures, userId: number) => async () => ({
  user: await fx.t.db
    .selectFrom('users')
    .select(['name', 'profilePic', 'status', 'roleId'])
    .where('id', '=', userId)
    .executeTakeFirst(),
  profile: await fx.t.db
    .selectFrom('influencerProfiles')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst(),
  accounts: await fx.t.db
    .selectFrom('socialAccounts')
    .select(['platformId', 'pageUrl', 'followerId'])
    .where('userId', '=', userId)
    .orderBy('platformId')
    .execute(),
  services: await fx.t.db
    .selectFrom('influencerServices')
    .select(['id', 'title', 'pricePaise', 'isDeleted'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute(),
  portfolio: await fx.t.db
    .selectFrom('influencerPortfolios')
    .selectAll()
    .where('userId', '=', userId)
    .execute(),
});

/** A valid body of the onboarding Start step (add-detail) for `userId`. */
const startStepBody = (
  fx: Fixtures,
  userId: number,
  changes: { title?: string; description?: string; base64Image?: string | null } = {},
) => ({
  UserId: userId,
  title: 'Matrix title',
  description: 'Matrix description',
  categoryIds: '1',
  base64Image: null,
  gender: 'female',
  country: 101,
  state: fx.stateId,
  city: fx.cityId,
  dob: '1995-05-05',
  language: JSON.stringify([{ id: 4, name: 'English' }]),
  ...changes,
});

export const permissions: FeaturePermissions = {
  feature: 'influencers',
  rows: [
    {
      route: 'GET /api/influencer/get-details/{id}',
      rule: 'signed in; the influencer themself, or staff / super admin',
      owned: true,
      expect: { ...profileEditors, brand: { own: 'n/a', other: 'deny' } },
      request: async (fx, cell) => ({ params: { id: targetInfluencer(fx, cell).id } }),
    },
    {
      route: 'GET /api/influencer/get-userdetails/{name}',
      case: 'active profile',
      rule: 'public',
      expect: everyone,
      request: async (fx) => ({ params: { name: fx.peer.influencer.userName! } }),
    },
    {
      route: 'GET /api/influencer/get-userdetails/{name}',
      case: 'pending profile',
      rule: 'a profile that is not active: only its owner, staff and the super admin; others get 404',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'allow', other: 'deny' },
        brand: 'deny',
        staff: { own: 'n/a', other: 'allow' },
        admin: { own: 'n/a', other: 'allow' },
      },
      denyStatus: [404],
      request: async (fx, cell) => ({
        params: { name: (cell.own ? fx.pendingMe : fx.pendingPeer).userName! },
        ...(cell.own && cell.role === 'influencer' ? { as: fx.pendingMe } : {}),
      }),
    },
    {
      route: 'POST /api/influencer/add-detail',
      rule: 'roles 1, 98, 99; UserId must be the caller unless staff / super admin',
      owned: true,
      expect: profileEditors,
      request: async (fx, cell) => {
        const target = targetInfluencer(fx, cell);
        return {
          body: startStepBody(fx, target.id),
          probe: profileProbe(fx, target.id),
        };
      },
    },
    {
      route: 'POST /api/influencer/add-detail',
      case: 'UserId of a super admin',
      rule: 'profile writes reach influencers only: staff cannot edit a super admin (or brand) through UserId',
      expect: { visitor: 'deny', influencer: 'deny', brand: 'deny', staff: 'deny', admin: 'deny' },
      denyStatus: [401, 403, 404],
      request: async (fx) => {
        const target = fx.peer.admin;
        return {
          body: startStepBody(fx, target.id, { title: 'Defaced', description: 'Defaced' }),
          probe: profileProbe(fx, target.id),
        };
      },
    },
    {
      route: 'POST /api/influencer/add-detail',
      case: 'base64Image: own upload / another user’s upload',
      rule: 'a new picture must be an image the caller uploaded (else 400)',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'allow', other: 'deny' },
        brand: 'deny',
        staff: 'n/a',
        admin: 'n/a',
      },
      notOwner: 400,
      request: async (fx, cell) => {
        const me = fx.me.influencer;
        const picture = await uploadPictureAs(fx.t, (cell.own ? me : fx.peer.influencer).token);
        return {
          body: startStepBody(fx, me.id, { base64Image: picture }),
          probe: profileProbe(fx, me.id),
        };
      },
    },
    {
      route: 'POST /api/influencer/add-socialaccounts',
      rule: 'roles 1, 98, 99; UserId must be the caller unless staff / super admin',
      owned: true,
      expect: profileEditors,
      request: async (fx, cell) => {
        const target = targetInfluencer(fx, cell);
        return {
          body: {
            UserId: target.id,
            plateformId: Platform.Instagram,
            userName: `instagram.com/${target.userName}`,
            followerId: 3,
          },
          probe: profileProbe(fx, target.id),
        };
      },
    },
    {
      route: 'POST /api/influencer/add-socialaccount-service',
      rule: 'roles 1, 98, 99; query UserId must be the caller unless staff / super admin',
      owned: true,
      expect: profileEditors,
      request: async (fx, cell) => {
        const target = targetInfluencer(fx, cell);
        return {
          query: { UserId: String(target.id) },
          body: [
            {
              influencerServiceId: -1,
              title: 'Matrix reel',
              description: 'One reel',
              price: 1500,
              allowUGC: false,
              ugcPrice: 0,
              plateformId: Platform.Instagram,
            },
          ],
          probe: profileProbe(fx, target.id),
          // The new service is live, at the price sent, on the target's profile.
          verify: async () => {
            const newest = await fx.t.db
              .selectFrom('influencerServices')
              .select(['userId', 'pricePaise', 'isDeleted'])
              .orderBy('id', 'desc')
              .executeTakeFirstOrThrow();
            expect({
              ...newest,
              pricePaise: Number(newest.pricePaise),
              isDeleted: Number(newest.isDeleted),
            }).toEqual({
              userId: target.id,
              pricePaise: 150_000,
              isDeleted: 0,
            });
          },
        };
      },
    },
    {
      route: 'POST /api/influencer/add-socialaccount-service',
      case: "own UserId, someone else's influencerServiceId",
      rule: 'a positive influencerServiceId must be a live service of the UserId sent',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'n/a', other: 'deny' },
        brand: 'deny',
        staff: 'n/a',
        admin: 'n/a',
      },
      denyStatus: [401, 403, 404],
      request: async (fx, cell) => {
        const serviceId = await freshService(fx, fx.peer.influencer.id);
        return {
          query: { UserId: String(cell.caller?.id ?? fx.me.influencer.id) },
          body: [
            {
              influencerServiceId: serviceId,
              title: 'Hijacked',
              description: 'Hijacked',
              price: 500,
              allowUGC: false,
              ugcPrice: 0,
              plateformId: Platform.Instagram,
            },
          ],
          probe: profileProbe(fx, fx.peer.influencer.id),
        };
      },
    },
    {
      route: 'POST /api/influencer/deleteservice',
      rule: 'roles 1, 98, 99; userId must be the caller unless staff / super admin, and own the service',
      owned: true,
      expect: profileEditors,
      request: async (fx, cell) => {
        const target = targetInfluencer(fx, cell);
        const serviceId = await freshService(fx, target.id);
        return {
          body: { userId: target.id, influencerServiceId: serviceId },
          probe: profileProbe(fx, target.id),
        };
      },
    },
    {
      route: 'POST /api/influencer/deleteservice',
      case: "own userId, someone else's service id",
      rule: 'the service must belong to the userId sent: a caller cannot delete another influencer’s service through their own userId',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'n/a', other: 'deny' },
        brand: 'deny',
        staff: 'n/a',
        admin: 'n/a',
      },
      denyStatus: [401, 403, 404],
      request: async (fx, cell) => {
        const serviceId = await freshService(fx, fx.peer.influencer.id);
        return {
          body: { userId: cell.caller?.id ?? fx.me.influencer.id, influencerServiceId: serviceId },
          probe: profileProbe(fx, fx.peer.influencer.id),
        };
      },
    },
    {
      route: 'POST /api/influencer/deleteplatform',
      rule: 'roles 1, 98, 99; userId must be the caller unless staff / super admin',
      owned: true,
      expect: profileEditors,
      request: async (fx, cell) => {
        const target = targetInfluencer(fx, cell);
        await youTubeAccount(fx, target.id);
        return {
          body: { userId: target.id, plateformId: Platform.YouTube },
          probe: profileProbe(fx, target.id),
        };
      },
    },
    {
      route: 'POST /api/influencer/updateportfolio',
      rule: 'roles 1, 98, 99; UserId (default: the caller) must be the caller unless staff / super admin',
      owned: true,
      expect: profileEditors,
      request: async (fx, cell) => {
        const target = targetInfluencer(fx, cell);
        return {
          body: {
            InfluencerPortfolioId: 0,
            PlateformId: 0,
            URL1: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            URL2: '',
            URL3: '',
            UserId: target.id,
          },
          probe: profileProbe(fx, target.id),
        };
      },
    },
    {
      route: 'POST /api/influencer/add-gst',
      rule: 'roles 1, 98, 99; query UserId must be the caller unless staff / super admin',
      owned: true,
      expect: profileEditors,
      request: async (fx, cell) => {
        const target = targetInfluencer(fx, cell);
        return {
          query: { UserId: String(target.id) },
          body: { IsGst: true, GSTNumber: '27AAPFU0939F1ZV' },
          probe: profileProbe(fx, target.id),
        };
      },
    },
  ],
};
