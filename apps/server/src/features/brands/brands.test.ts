import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { uploadPictureAs } from '../../../test/uploads';

describe.each(databases())('brand profile on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const as = (user: TestUser) => ({ token: user.token });

  it('answers the brand name and picture, and updates both', async () => {
    const brand = await t.user(Role.Brand, { name: 'Chai Point' });
    expect((await t.get('/api/brand/get', as(brand))).json()).toEqual({
      isSuccess: true,
      message: 'Success',
      data: { name: 'Chai Point', profilePic: null },
    });
    const picture = await uploadPictureAs(t, brand.token);
    const res = await t.post(
      '/api/brand/update',
      { name: '  Chai Point India ', base64Image: picture },
      as(brand),
    );
    expect(res.json()).toEqual({
      isSuccess: true,
      message: 'Profile updated',
      data: { profilePic: picture },
    });
    expect((await t.get('/api/brand/get', as(brand))).json().data).toEqual({
      name: 'Chai Point India',
      profilePic: picture,
    });

    const renamed = await t.post('/api/brand/update', { name: 'Chai Point', base64Image: '' }, as(brand));
    expect(renamed.json().data).toEqual({ profilePic: picture });
    expect((await t.get(`/files/${picture}`)).statusCode).toBe(200);
  });

  it('needs a name of at most 100 characters', async () => {
    const brand = await t.user(Role.Brand);
    const cases: [unknown, string][] = [
      ['', 'Please specify name'],
      ['   ', 'Please specify name'],
      [undefined, 'Please specify name'],
      ['x'.repeat(101), 'Name should not exceed 100 characters'],
    ];
    for (const [name, message] of cases) {
      const res = await t.post('/api/brand/update', { name }, as(brand));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ isSuccess: false, message, data: null });
    }
    expect((await t.post('/api/brand/update', { name: 'y'.repeat(100) }, as(brand))).statusCode).toBe(200);
  });

  it('takes only a picture the brand uploaded', async () => {
    const brand = await t.user(Role.Brand);
    const someoneElse = await t.user(Role.Influencer);
    const theirs = await uploadPictureAs(t, someoneElse.token);
    const res = await t.post('/api/brand/update', { name: 'Brand', base64Image: theirs }, as(brand));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload the file again');
  });

  it('is for brands only', async () => {
    for (const role of [Role.Influencer, Role.Staff, Role.SuperAdmin] as const) {
      const user = await t.user(role);
      expect((await t.get('/api/brand/get', as(user))).statusCode).toBe(403);
      expect((await t.post('/api/brand/update', { name: 'Hijack' }, as(user))).statusCode).toBe(403);
    }
    expect((await t.get('/api/brand/get')).statusCode).toBe(401);
    expect((await t.post('/api/brand/update', { name: 'Hijack' })).statusCode).toBe(401);
  });
});
