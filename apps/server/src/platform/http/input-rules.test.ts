import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { AuthMessages } from '@collably/shared/messages/auth';
import { CommonMessages } from '@collably/shared/messages/common';
import { influencerWithService } from '../../../test/hire-fixtures';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { containsNul } from './input-guard';

/**
 * Issue 8, items 7 and 9: every input a database cannot store (a NUL character, an integer beyond 2^31 - 1)
 * is a 400 with a message on both databases, never a 500 on PostgreSQL; names and titles refuse control
 * and text-direction characters with one message.
 */
type Call = {
  role: 'visitor' | 'influencer' | 'brand' | 'admin';
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
};

describe('containsNul', () => {
  it('finds a NUL in values and keys at any depth', () => {
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul(JSON.parse('{"__proto__":{"x":"\\u0000"}}'))).toBe(true);
    expect(containsNul(JSON.parse(`${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}`))).toBe(true);
    expect(containsNul({ a: ['x', 1, null, true, { b: 'y' }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});

describe.each(databases())('input the database cannot store on %s', (dialect) => {
  let t: TestApp;
  let users: Record<Exclude<Call['role'], 'visitor'>, TestUser>;
  let serviceId: number;

  beforeAll(async () => {
    t = await testApp(dialect, {
      beforeReady: (app) => {
        // A route that fails the way PostgreSQL does for a value it cannot store, for the defence in depth.
        app.get('/api/test/data-exception', () => {
          throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
            code: '22021',
            severity: 'ERROR',
          });
        });
      },
    });
    const fixture = await influencerWithService(t);
    serviceId = fixture.serviceId;
    users = {
      influencer: fixture.influencer,
      brand: await t.user(Role.Brand),
      admin: await t.user(Role.SuperAdmin),
    };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const send = (call: Call) =>
    t.inject({
      method: call.method,
      url: call.url,
      headers: call.role === 'visitor' ? {} : { authorization: `Bearer ${users[call.role].token}` },
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });

  const expectRefused = async (call: Call, message?: string) => {
    const res = await send(call);
    const label = `${call.method} ${call.url} ${JSON.stringify(call.body)}`.slice(0, 300);
    expect(res.statusCode, `${label} → ${res.body.slice(0, 300)}`).toBe(400);
    const body = res.json<{ isSuccess: boolean; message: string }>();
    expect(body.isSuccess, label).toBe(false);
    expect(body.message, label).not.toBe(CommonMessages.dataException);
    if (message) expect(body.message, label).toBe(message);
    else expect(body.message.length, label).toBeGreaterThan(0);
  };

  const detail = (overrides: object = {}) => ({
    UserId: users.influencer.id,
    title: 'Food',
    description: 'Street food',
    categoryIds: '5',
    base64Image: 'x.webp',
    gender: 'female',
    country: 101,
    state: 14,
    city: 1401,
    dob: '1998-04-12',
    language: '[{"id":4}]',
    ...overrides,
  });
  const service = (overrides: object = {}) => [
    {
      influencerServiceId: -1,
      title: 'Reel',
      description: 'One reel',
      price: 1000,
      plateformId: 4,
      ...overrides,
    },
  ];
  const register = (overrides: object = {}) => ({
    Name: 'New Brand',
    Email: 'new@example.com',
    Password: 'Passw0rd!x',
    RoleId: 2,
    ...overrides,
  });

  it('refuses a NUL character in any text of the body, the query or the path, with one message', async () => {
    const nul = 'a\u0000b';
    const q = () => `UserId=${users.influencer.id}`;
    const calls: Call[] = [
      { role: 'visitor', method: 'GET', url: '/api/influencer/get-userdetails/a%00b' },
      { role: 'visitor', method: 'GET', url: '/files/a%00b.webp' },
      { role: 'visitor', method: 'GET', url: '/api/influencer/List?Gender=%00' },
      { role: 'visitor', method: 'POST', url: '/api/user/register', body: register({ Name: nul }) },
      {
        role: 'visitor',
        method: 'POST',
        url: '/api/user/register',
        body: register({ Password: 'Passw0rd\u0000' }),
      },
      { role: 'visitor', method: 'POST', url: '/api/user/login', body: { Email: nul, Password: 'x' } },
      { role: 'visitor', method: 'POST', url: '/api/user/register-otp?OtpAuthId=a%00&Otp=123456' },
      { role: 'visitor', method: 'POST', url: '/api/user/register-resendotp?OtpAuthId=a%00' },
      { role: 'visitor', method: 'POST', url: '/api/user/sendotp?email=a%00%40example.com' },
      { role: 'brand', method: 'POST', url: '/api/brand/update', body: { name: nul } },
      { role: 'brand', method: 'POST', url: '/api/brand/update', body: { name: 'Brand', base64Image: nul } },
      {
        role: 'brand',
        method: 'POST',
        url: '/api/brand/applycoupon',
        body: { Code: nul, InfluencerServiceId: serviceId },
      },
      {
        role: 'brand',
        method: 'POST',
        url: '/api/brand/create/collab',
        body: { transId: 1, influencerServiceId: serviceId, description: nul },
      },
      {
        role: 'brand',
        method: 'POST',
        url: '/api/user/update/collab-status',
        body: { collabDetailId: 1, statusId: ActionCode.Cancel, reason: nul },
      },
      {
        role: 'admin',
        method: 'POST',
        url: '/api/manage/createupdatecoupon',
        body: { id: 0, name: nul, code: 'ABC', description: 'd', value: 10 },
      },
      {
        role: 'influencer',
        method: 'POST',
        url: '/api/influencer/add-detail',
        body: detail({ description: nul }),
      },
      {
        role: 'influencer',
        method: 'POST',
        url: '/api/influencer/add-detail',
        body: detail({ base64Image: nul }),
      },
      {
        role: 'influencer',
        method: 'POST',
        url: '/api/influencer/add-socialaccounts',
        body: { UserId: users.influencer.id, plateformId: 4, userName: nul, followerId: 1 },
      },
      {
        role: 'influencer',
        method: 'POST',
        url: `/api/influencer/add-socialaccount-service?${q()}`,
        body: service({ title: nul }),
      },
      {
        role: 'influencer',
        method: 'POST',
        url: '/api/influencer/updateportfolio',
        body: { URL1: `https://www.instagram.com/p/${nul}/` },
      },
      {
        role: 'influencer',
        method: 'POST',
        url: `/api/influencer/add-gst?${q()}`,
        body: { IsGst: true, GSTNumber: nul },
      },
      {
        role: 'influencer',
        method: 'POST',
        url: '/api/influencer/add-detail',
        body: { ...detail(), ['ti\u0000tle']: 'x' },
      },
    ];
    for (const call of calls) await expectRefused(call, CommonMessages.controlCharacters);
  });

  it('refuses integers beyond a database integer in every id, page and amount', async () => {
    for (const big of [2 ** 31, 2 ** 32, 2 ** 53, 1e21]) {
      const text = big.toLocaleString('en-US', { useGrouping: false });
      const me = users.influencer.id;
      const calls: Call[] = [
        { role: 'visitor', method: 'GET', url: `/api/master/states/${text}` },
        { role: 'visitor', method: 'GET', url: `/api/master/cities/${text}` },
        { role: 'admin', method: 'GET', url: `/api/influencer/get-details/${text}` },
        { role: 'visitor', method: 'GET', url: `/api/influencer/List?Category=${text}` },
        { role: 'visitor', method: 'GET', url: `/api/influencer/List?State=${text}` },
        { role: 'visitor', method: 'GET', url: `/api/influencer/Influencers/8/${text}` },
        { role: 'brand', method: 'POST', url: '/api/brand/add-favourite', body: { userId: big } },
        {
          role: 'brand',
          method: 'POST',
          url: '/api/brand/applycoupon',
          body: { Code: 'FLAT500', InfluencerServiceId: big },
        },
        {
          role: 'brand',
          method: 'POST',
          url: `/api/transaction/create?InfluencerServiceId=${text}&CouponId=0`,
        },
        {
          role: 'brand',
          method: 'POST',
          url: `/api/transaction/create?InfluencerServiceId=${serviceId}&CouponId=${text}`,
        },
        { role: 'brand', method: 'POST', url: `/api/transaction/exists?InfluencerServiceId=${text}` },
        { role: 'brand', method: 'POST', url: `/api/transaction/update?transId=${text}` },
        {
          role: 'brand',
          method: 'POST',
          url: '/api/brand/create/collab',
          body: { transId: big, influencerServiceId: serviceId, description: 'd' },
        },
        {
          role: 'brand',
          method: 'POST',
          url: '/api/brand/create/collab',
          body: { transId: 1, influencerServiceId: big, description: 'd' },
        },
        {
          role: 'brand',
          method: 'POST',
          url: '/api/user/update/collab-status',
          body: { collabDetailId: big, statusId: ActionCode.MarkComplete },
        },
        {
          role: 'admin',
          method: 'POST',
          url: '/api/manage/createupdatecoupon',
          body: { id: big, name: 'n', code: 'ABC', description: 'd', value: 10 },
        },
        {
          role: 'admin',
          method: 'POST',
          url: '/api/manage/createupdatecoupon',
          body: { id: 0, name: 'n', code: 'ABC', description: 'd', value: big },
        },
        { role: 'admin', method: 'POST', url: '/api/manage/deletecoupon', body: { id: big } },
        { role: 'admin', method: 'POST', url: '/api/influencer/add-detail', body: detail({ UserId: big }) },
        {
          role: 'admin',
          method: 'POST',
          url: '/api/influencer/add-socialaccounts',
          body: { UserId: big, plateformId: 4, userName: 'x.com/y', followerId: 1 },
        },
        {
          role: 'admin',
          method: 'POST',
          url: `/api/influencer/add-socialaccount-service?UserId=${text}`,
          body: service(),
        },
        {
          role: 'influencer',
          method: 'POST',
          url: `/api/influencer/add-socialaccount-service?UserId=${me}`,
          body: service({ influencerServiceId: big }),
        },
        {
          role: 'influencer',
          method: 'POST',
          url: `/api/influencer/add-socialaccount-service?UserId=${me}`,
          body: service({ price: big }),
        },
        {
          role: 'influencer',
          method: 'POST',
          url: `/api/influencer/add-socialaccount-service?UserId=${me}`,
          body: service({ title: 'Reel', allowUGC: true, ugcPrice: big }),
        },
        {
          role: 'admin',
          method: 'POST',
          url: '/api/influencer/deleteservice',
          body: { userId: big, influencerServiceId: 1 },
        },
        {
          role: 'influencer',
          method: 'POST',
          url: '/api/influencer/deleteservice',
          body: { userId: me, influencerServiceId: big },
        },
        {
          role: 'admin',
          method: 'POST',
          url: '/api/influencer/deleteplatform',
          body: { userId: big, plateformId: 4 },
        },
        {
          role: 'admin',
          method: 'POST',
          url: '/api/influencer/updateportfolio',
          body: { UserId: big, URL1: null },
        },
        {
          role: 'influencer',
          method: 'POST',
          url: '/api/influencer/updateportfolio',
          body: { InfluencerPortfolioId: big },
        },
        {
          role: 'admin',
          method: 'POST',
          url: `/api/influencer/add-gst?UserId=${text}`,
          body: { IsGst: false },
        },
      ];
      for (const call of calls) await expectRefused(call);
    }
  });

  it('refuses an e-mail address too long for the unique index on e-mails', async () => {
    // Random, so PostgreSQL cannot compress the key under its B-tree limit (about 2.7 kB).
    const long = `${randomBytes(4000).toString('base64url')}@example.com`;
    const message = AuthMessages.emailTooLong(254);
    await expectRefused(
      { role: 'visitor', method: 'POST', url: '/api/user/register', body: register({ Email: long }) },
      message,
    );
    await expectRefused(
      { role: 'visitor', method: 'POST', url: '/api/user/login', body: { Email: long, Password: 'x' } },
      message,
    );
    await expectRefused({ role: 'visitor', method: 'POST', url: `/api/user/sendotp?email=${long}` }, message);
  });

  it('answers 400 with a generic message when the database refuses a value all the same', async () => {
    const res = await t.get('/api/test/data-exception');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ isSuccess: false, message: CommonMessages.dataException, data: null });
  });

  it('answers the envelope for a malformed or over-long path', async () => {
    const bad = await t.get('/api/influencer/get-userdetails/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      isSuccess: false,
      message: 'The address of this request is not valid',
    });
    const long = await t.get(`/api/influencer/get-userdetails/${'a'.repeat(200)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({
      isSuccess: false,
      message: 'The address of this request is too long',
    });
  });

  it('refuses control and text-direction characters in names, titles and codes (display spoofing)', async () => {
    const me = users.influencer.id;
    for (const evil of [
      'Evil\u202Egnp.exe',
      'ad\u2066min\u2069',
      'tab\there',
      'line\nbreak',
      'esc\u001B[31m',
      'c1\u0085',
    ]) {
      const calls: Call[] = [
        { role: 'visitor', method: 'POST', url: '/api/user/register', body: register({ Name: evil }) },
        { role: 'brand', method: 'POST', url: '/api/brand/update', body: { name: evil } },
        {
          role: 'admin',
          method: 'POST',
          url: '/api/manage/createupdatecoupon',
          body: { id: 0, name: evil, code: 'ABC', description: 'd', value: 10 },
        },
        {
          role: 'brand',
          method: 'POST',
          url: '/api/brand/applycoupon',
          body: { Code: evil, InfluencerServiceId: serviceId },
        },
        {
          role: 'influencer',
          method: 'POST',
          url: `/api/influencer/add-socialaccount-service?UserId=${me}`,
          body: service({ title: evil }),
        },
        {
          role: 'influencer',
          method: 'POST',
          url: '/api/influencer/add-socialaccounts',
          body: { UserId: me, plateformId: 4, userName: evil, followerId: 1 },
        },
      ];
      for (const call of calls) await expectRefused(call, CommonMessages.controlCharacters);
    }
  });

  it('refuses text-direction characters but keeps line breaks in descriptions and reasons', async () => {
    const me = users.influencer.id;
    await expectRefused(
      {
        role: 'influencer',
        method: 'POST',
        url: `/api/influencer/add-socialaccount-service?UserId=${me}`,
        body: service({ description: 'a\u202Eb' }),
      },
      CommonMessages.controlCharacters,
    );
    await expectRefused(
      {
        role: 'brand',
        method: 'POST',
        url: '/api/user/update/collab-status',
        body: { collabDetailId: 1, statusId: ActionCode.Cancel, reason: 'a\u2067b' },
      },
      CommonMessages.controlCharacters,
    );
    const multiLine = await send({
      role: 'influencer',
      method: 'POST',
      url: `/api/influencer/add-socialaccount-service?UserId=${me}`,
      body: service({ description: 'First line\nSecond line\r\n\tand a tab' }),
    });
    // Not refused for the text: the influencer has no Instagram account yet, the next rule.
    expect(multiLine.json().message).not.toBe(CommonMessages.controlCharacters);
    // Names in Indic scripts keep their joiners (ZWJ / ZWNJ).
    const name = await send({
      role: 'brand',
      method: 'POST',
      url: '/api/brand/update',
      body: { name: 'क्‍ष ब्रांड' },
    });
    expect(name.statusCode, name.body).toBe(200);
  });
});
