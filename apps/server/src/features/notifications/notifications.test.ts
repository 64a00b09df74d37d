import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { act, hire, influencerWithService } from '../../../test/hire-fixtures';

describe.each(databases())('notifications on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  it('tells the counterpart of every payment, collab and status change; read marks them all', async () => {
    const brand = await t.user(Role.Brand, { name: 'Masala & Co' });
    const { influencer, serviceId } = await influencerWithService(t, {
      title: '<img src=x onerror=alert(1)>',
    });
    const id = await hire(t, brand, serviceId);
    await act(t, influencer, id, ActionCode.Accept);
    const forInfluencer = (await t.get('/api/notification/get', { token: influencer.token })).json().data;
    // One per event: the payment capture no longer notifies besides the collab request.
    expect(forInfluencer).toHaveLength(1);
    expect(forInfluencer.every((n: { isClicked: boolean }) => !n.isClicked)).toBe(true);
    expect(forInfluencer[0].message).toContain('<b>Masala &amp; Co</b> sent you a new collab request');
    expect(forInfluencer[0].message).not.toContain('<img');
    expect(forInfluencer[0].message).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(forInfluencer[0]).toMatchObject({
      msgType: 'new',
      userName: null,
      profilePic: null,
      createDate: expect.any(String),
    });

    const forBrand = (await t.get('/api/notification/get', { token: brand.token })).json().data;
    expect(forBrand).toHaveLength(1);
    expect(forBrand[0]).toMatchObject({ msgType: 'new', userName: influencer.userName, collabId: id });
    expect(forBrand[0].message).toContain('accepted collab');

    const read = await t.get('/api/notification/read', { token: influencer.token });
    expect(read.json()).toMatchObject({ isSuccess: true, data: 1 });
    const after = (await t.get('/api/notification/get', { token: influencer.token })).json().data;
    expect(after.every((n: { isClicked: boolean }) => n.isClicked)).toBe(true);
    expect((await t.get('/api/notification/get', { token: brand.token })).json().data[0].isClicked).toBe(
      false,
    );
  });

  it('only influencers and brands have a bell', async () => {
    for (const role of [Role.Staff, Role.SuperAdmin] as const) {
      const u = await t.user(role);
      expect((await t.get('/api/notification/get', { token: u.token })).statusCode).toBe(403);
      expect((await t.get('/api/notification/read', { token: u.token })).statusCode).toBe(403);
    }
    expect((await t.get('/api/notification/get')).statusCode).toBe(401);
  });
});
