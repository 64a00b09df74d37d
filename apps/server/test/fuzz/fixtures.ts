import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { Role, type TSignedInRole } from '@collably/shared/constants/roles';
import { firstIndianCity } from '../discovery-fixtures';
import { hire, influencerWithService, uploadedAttachment } from '../hire-fixtures';
import type { TestApp, TestUser } from '../test-app';
import { uploadPictureAs } from '../uploads';
import type { Hints } from './schema-arbitraries';

export type Identity = 'visitor' | 'bad-token' | TSignedInRole;
export const SIGNED_IN: TSignedInRole[] = [Role.Influencer, Role.Brand, Role.Staff, Role.SuperAdmin];

export type Fixtures = {
  users: Record<TSignedInRole, TestUser>;
  otherInfluencer: TestUser;
  hints: Record<Identity, Hints>;
};

/** The users and rows the fuzzer's requests refer to, and the values that reach them. */
export async function makeFixtures(t: TestApp): Promise<Fixtures> {
  const { influencer, serviceId } = await influencerWithService(t, {
    ugcPricePaise: 50_000,
    title: 'Instagram Reel',
  });
  await t.db
    .insertInto('socialAccounts')
    .values({
      userId: influencer.id,
      platformId: 4,
      pageUrl: 'instagram.com/fuzz',
      followerId: 3,
      followersCount: 50_000,
      createdOn: t.clock.now().toISOString(),
      modifiedOn: t.clock.now().toISOString(),
    })
    .execute();
  const other = await influencerWithService(t);
  const brand = await t.user(Role.Brand);
  const staff = await t.user(Role.Staff);
  const admin = await t.user(Role.SuperAdmin);
  const collabId = await hire(t, brand, serviceId);
  const transaction = await t.db.selectFrom('paymentTransactions').select('id').executeTakeFirstOrThrow();
  const coupon = await t.post(
    '/api/manage/createupdatecoupon',
    { id: 0, name: 'Fuzz coupon', code: 'FUZZ10', description: 'Ten off', value: 10 },
    { token: admin.token },
  );
  expect(coupon.statusCode, coupon.body).toBe(200);
  const { stateId, cityId } = await firstIndianCity(t.db);
  const users = {
    [Role.Influencer]: influencer,
    [Role.Brand]: brand,
    [Role.Staff]: staff,
    [Role.SuperAdmin]: admin,
  };
  const pictures = {
    influencer: await uploadPictureAs(t, influencer.token),
    brand: await uploadPictureAs(t, brand.token),
  };
  const attachments = {
    influencer: await uploadedAttachment(t, influencer.id),
    brand: await uploadedAttachment(t, brand.id),
  };

  const ids = [
    ...Object.values(users).map((u) => u.id),
    other.influencer.id,
    serviceId,
    other.serviceId,
    collabId,
    transaction.id,
    coupon.json().data.id as number,
    stateId,
    cityId,
    101,
  ];
  const byField: Hints['byField'] = {
    email: fc.oneof(
      fc.constantFrom(
        ...Object.values(users).map((u) => u.email),
        // Valid in form, too long for a unique index (PostgreSQL's B-tree keeps keys under ~2.7 kB).
        `${randomBytes(4000).toString('base64url')}@example.com`,
      ),
      fc.nat().map((n) => `fuzz.${n}@example.com`),
    ),
    password: ['Passw0rd!x', 'wrong-password'],
    name: [influencer.userName, other.influencer.userName, 'Fuzz Brand', 'Ravi Kumar'],
    username: [influencer.userName, 'fuzz_user.1', 'https://instagram.com/fuzz', '//facebook.com/fuzz'],
    title: ['Instagram Reel', 'Reel with UGC'],
    description: ['A short description of the work'],
    dob: ['1995-05-05', '2015-01-01', '0001-01-01T00:00:00', '1995-02-30', '1995-05-05T10:00:00Z'],
    gender: ['male', 'female', 'MALE'],
    language: ['[{"id":4,"name":"English"}]', '[{"id":6}]', '[]', '[{"name":"Hindi"}]', '[{"id":99}]', '{'],
    categoryids: ['1', '1,2', '1,2,3', '0', '2147483648', '1,,2'],
    code: ['FLAT500', 'FUZZ10', 'NOPE'],
    gstnumber: ['27AAPFU0939F1ZV', '27aapfu0939f1zv'],
    url1: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.instagram.com/p/abc/', 'youtu.be/x'],
    url2: ['https://www.youtube.com/shorts/abc', ''],
    url3: ['https://www.facebook.com/watch?v=1'],
    reason: ['https://www.instagram.com/p/abc/', 'Not what we asked for'],
    statusid: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    otp: ['123456'],
    country: [101],
    state: [stateId],
    city: [cityId],
    plateformid: [1, 3, 4, 5],
    platform: [1, 3, 4, 5],
    followerid: [1, 3, 8],
    followerscount: [1000, 50_000, 1_000_000_000],
    price: [500, 1999.99, 10_000],
    ugcprice: [0, 500],
    value: [10, 500],
    isgst: [true, false, 'true'],
    allowugc: [true, false, 'true', 'false'],
    usewallet: ['true', 'false'],
    size: ['card'],
  };
  const hintsFor = (self: TestUser | null, picture?: string, attachment?: string): Hints => ({
    ids: self ? [...ids, self.id, self.id, self.id] : ids,
    byField: {
      ...byField,
      userid: self ? [self.id, other.influencer.id] : [other.influencer.id],
      base64image: [picture ?? pictures.influencer, pictures.brand, 'missing.webp'],
      base64file: [[attachment ?? attachments.influencer], [attachments.brand], []],
    },
  });
  return {
    users,
    otherInfluencer: other.influencer,
    hints: {
      visitor: hintsFor(null),
      'bad-token': hintsFor(null),
      [Role.Influencer]: hintsFor(influencer, pictures.influencer, attachments.influencer),
      [Role.Brand]: hintsFor(brand, pictures.brand, attachments.brand),
      [Role.Staff]: hintsFor(staff),
      [Role.SuperAdmin]: hintsFor(admin),
    },
  };
}
