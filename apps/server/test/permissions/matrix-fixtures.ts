import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { CollabStatus, type TCollabStatus } from '@collably/shared/constants/collabs';
import { Platform } from '@collably/shared/constants/platforms';
import { Role, UserStatus, type TUserStatus } from '@collably/shared/constants/roles';
import { firstIndianCity, insertInfluencer } from '../discovery-fixtures';
import { multipartBody, samplePdf } from '../multipart';
import { hire, pay } from '../hire-fixtures';
import type { TestApp, TestUser } from '../test-app';

/** The five callers of the matrix; 'visitor' sends no token. */
export const ROLES = ['visitor', 'influencer', 'brand', 'staff', 'admin'] as const;
export type RoleKey = (typeof ROLES)[number];
export type SignedInKey = Exclude<RoleKey, 'visitor'>;
export const ROLE_ID: Record<SignedInKey, 1 | 2 | 98 | 99> = {
  influencer: Role.Influencer,
  brand: Role.Brand,
  staff: Role.Staff,
  admin: Role.SuperAdmin,
};

/**
 * The world every row runs in, built once per database. Each role has two users: `me` is the caller
 * of that role's cells, `peer` another user of the same role who owns the "someone else's object".
 */
export type Fixtures = {
  t: TestApp;
  me: Record<SignedInKey, TestUser>;
  peer: Record<SignedInKey, TestUser>;
  /** A live service of each influencer (me and peer), by user id. */
  serviceOf: Map<number, number>;
  /** A user with a real password hash, for the login row. */
  loginUser: TestUser;
  /** Influencers whose profile is still pending (shown only to their owner and admins). */
  pendingMe: TestUser;
  pendingPeer: TestUser;
  /** State and city ids of India from the master data. */
  stateId: number;
  cityId: number;
  /** A coupon anyone may apply (not first-order, not used). */
  coupon: { id: number; code: string };
  /** A collab between peer influencer and peer brand, status New: the target of every denied collab action. */
  peerCollab: number;
};

let sequence = 0;
const unique = (prefix: string) =>
  `${prefix}${process.pid}x${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`;

/** An influencer with a full profile (picture, Instagram account and service), signed in. */
async function influencer(t: TestApp, status: TUserStatus = UserStatus.Active): Promise<TestUser> {
  const userName = unique('mx_');
  const id = await insertInfluencer(t.db, {
    userName,
    status,
    profilePic: `${randomBytes(16).toString('base64url').slice(0, 22)}.webp`,
    socials: [{ platformId: Platform.Instagram, followers: 50_000 }],
    services: [{ platformId: Platform.Instagram, pricePaise: 200_000 }],
  });
  return {
    id,
    email: `${userName}@example.com`,
    password: '',
    userName,
    roleId: Role.Influencer,
    token: t.app.signToken({ id, roleId: Role.Influencer }),
  };
}

export async function buildFixtures(t: TestApp): Promise<Fixtures> {
  const me = {
    influencer: await influencer(t),
    brand: await t.user(Role.Brand, { name: 'Matrix Brand' }),
    staff: await t.user(Role.Staff),
    admin: await t.user(Role.SuperAdmin),
  };
  const peer = {
    influencer: await influencer(t),
    brand: await t.user(Role.Brand, { name: 'Peer Brand' }),
    staff: await t.user(Role.Staff),
    admin: await t.user(Role.SuperAdmin),
  };
  const serviceOf = new Map<number, number>();
  for (const inf of [me.influencer, peer.influencer]) {
    const row = await t.db
      .selectFrom('influencerServices')
      .select('id')
      .where('userId', '=', inf.id)
      .executeTakeFirstOrThrow();
    serviceOf.set(inf.id, row.id);
  }
  const { stateId, cityId } = await firstIndianCity(t.db);
  const couponCode = unique('MX')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 20);
  const coupon = await t.post(
    '/api/manage/createupdatecoupon',
    { id: 0, name: 'Matrix', code: couponCode, description: 'Matrix coupon', value: 100 },
    { token: me.admin.token },
  );
  expect(coupon.statusCode, coupon.body).toBe(200);
  const fx: Fixtures = {
    t,
    me,
    peer,
    serviceOf,
    loginUser: await t.user(Role.Brand),
    pendingMe: await influencer(t, UserStatus.Pending),
    pendingPeer: await influencer(t, UserStatus.Pending),
    stateId,
    cityId,
    coupon: { id: coupon.json().data.id as number, code: couponCode },
    peerCollab: 0,
  };
  fx.peerCollab = await collabBetween(fx, peer.brand, peer.influencer);
  return fx;
}

/** A paid collab of `brand` with `influencer`, moved straight to `status` when given. */
export async function collabBetween(
  fx: Fixtures,
  brand: TestUser,
  influencerUser: TestUser,
  status?: TCollabStatus,
): Promise<number> {
  // Every payment is for a service of its own: a brand holding an unused payment for a service is sent back
  // to it instead of paying again, which would make the rows depend on each other.
  const id = await hire(fx.t, brand, await freshService(fx, influencerUser.id));
  if (status && status !== CollabStatus.New) {
    await fx.t.db.updateTable('collabs').set({ status }).where('id', '=', id).execute();
  }
  return id;
}

/** A captured payment of `brand` for the influencer's service that no collab uses yet. */
export async function paidTransaction(
  fx: Fixtures,
  brand: TestUser,
  influencerUser: TestUser,
): Promise<{ transId: number; serviceId: number }> {
  const serviceId = await freshService(fx, influencerUser.id);
  return { transId: await pay(fx.t, brand, serviceId), serviceId };
}

/** A new live service of the influencer, ₹1 000 (a row to delete, or a service to pay for once). */
export async function freshService(fx: Fixtures, userId: number): Promise<number> {
  const now = fx.t.clock.now().toISOString();
  const row = await fx.t.db
    .insertInto('influencerServices')
    .values({
      userId,
      platformId: Platform.Instagram,
      title: 'Story',
      description: 'One story',
      pricePaise: 100_000,
      allowUgc: 0,
      ugcPricePaise: 0,
      createdOn: now,
      modifiedOn: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes sure the influencer has a YouTube account (a platform to delete). */
export async function youTubeAccount(fx: Fixtures, userId: number): Promise<void> {
  const existing = await fx.t.db
    .selectFrom('socialAccounts')
    .select('id')
    .where('userId', '=', userId)
    .where('platformId', '=', Platform.YouTube)
    .executeTakeFirst();
  if (existing) return;
  const now = fx.t.clock.now().toISOString();
  await fx.t.db
    .insertInto('socialAccounts')
    .values({
      userId,
      platformId: Platform.YouTube,
      pageUrl: `https://youtube.com/@${userId}`,
      followerId: 2,
      followersCount: 10_000,
      createdOn: now,
      modifiedOn: now,
    })
    .execute();
}

/** A new unused coupon (a row to delete). */
export async function freshCoupon(fx: Fixtures): Promise<number> {
  const code = unique('DEL')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 20);
  const res = await fx.t.post(
    '/api/manage/createupdatecoupon',
    { id: 0, name: 'To delete', code, description: 'Matrix coupon', value: 50 },
    { token: fx.me.admin.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

/** A pending sign-up (visitor's register call) and the OTP mailed for it. */
export async function pendingSignUp(fx: Fixtures): Promise<{ otpAuthId: string; otp: string }> {
  // Every sign-up (brand or influencer) waits for the mailed code; an influencer's is used here.
  const userName = unique('su').replace(/[^a-z0-9]/g, '');
  const email = `${userName}@example.com`;
  const res = await fx.t.post('/api/user/register', {
    UserName: userName,
    Name: 'Sign Up',
    Email: email,
    Password: 'Passw0rd!x',
    RoleId: Role.Influencer,
  });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await fx.t.lastMailTo(email);
  const otp = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
  expect(otp, 'registration OTP mailed').toBeDefined();
  return { otpAuthId: res.json().data.otpAuthId as string, otp: otp! };
}

/** A fresh active user with a reset OTP mailed to them. */
export async function resetCode(fx: Fixtures): Promise<{ email: string; otp: string }> {
  const user = await fx.t.user(Role.Brand);
  const sent = await fx.t.post('/api/user/sendotp', undefined, { query: { email: user.email } });
  expect(sent.statusCode, sent.body).toBe(200);
  const otp = /\b(\d{6})\b/.exec((await fx.t.lastMailTo(user.email))?.textBody ?? '')?.[1];
  expect(otp, 'reset OTP mailed').toBeDefined();
  return { email: user.email, otp: otp! };
}

export const uniqueName = unique;

/** A new influencer with a full profile in the given status (a target for moderation rows). */
export const freshInfluencer = (fx: Fixtures, status: TUserStatus) => influencer(fx.t, status);

/**
 * A throwaway signed-in user of the role, for rows whose allowed call ends the caller's session or account
 * (logout, password change, delete): send it as `as`, so fx.me keeps working for the rows after it.
 */
export const throwawayUser = (fx: Fixtures, role: SignedInKey) => fx.t.user(ROLE_ID[role]);

/** An attachment uploaded by `user` through the API (so the file is stored); its name. */
export async function uploadAttachmentAs(fx: Fixtures, user: TestUser): Promise<string> {
  const body = multipartBody([
    { filename: 'brief.pdf', contentType: 'application/pdf', content: samplePdf() },
  ]);
  const uploaded = await fx.t.inject({
    method: 'POST',
    url: '/api/files/attachments',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${user.token}` },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return (uploaded.json().data.fileNames as string[])[0];
}

/** A collab attachment: uploaded by `brand` and sent with a new collab of `brand` and `influencerUser`. */
export async function attachmentInCollab(
  fx: Fixtures,
  brand: TestUser,
  influencerUser: TestUser,
): Promise<string> {
  const name = await uploadAttachmentAs(fx, brand);
  const { transId, serviceId } = await paidTransaction(fx, brand, influencerUser);
  const collab = await fx.t.post(
    '/api/brand/create/collab',
    {
      transId,
      influencerServiceId: serviceId,
      description: 'Brief attached',
      base64File: [name],
      allowUGC: false,
    },
    { token: brand.token },
  );
  expect(collab.statusCode, collab.body).toBe(200);
  return name;
}
