import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { CommonMessages } from '@collably/shared/messages/common';
import { CouponMessages } from '@collably/shared/messages/coupons';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { createTransaction, influencerWithService, pay } from '../../../test/hire-fixtures';

let seq = 0;
const validCoupon = (over: Record<string, unknown> = {}) => ({
  id: 0,
  name: 'Diwali',
  code: `DIWALI${++seq}`,
  description: 'Festive offer',
  value: 200,
  ...over,
});

describe.each(databases())('coupons on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin, { name: 'Super' });
  });
  afterAll(() => t.close());

  const save = (body: unknown, user = admin) =>
    t.post('/api/manage/createupdatecoupon', body, { token: user.token });
  const apply = (user: TestUser, body: Record<string, unknown>) =>
    t.post('/api/brand/applycoupon', body, { token: user.token });

  describe('management', () => {
    it('FLAT500 exists on a fresh start', async () => {
      const res = await t.get('/api/manage/coupons', { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toContainEqual(
        expect.objectContaining({ code: 'FLAT500', value: 500, usedOn: null, isFirstOrder: true }),
      );
    });

    it('refuses every role but the super admin', async () => {
      for (const role of [Role.Influencer, Role.Brand, Role.Staff] as const) {
        const user = await t.user(role);
        expect((await save(validCoupon(), user)).statusCode).toBe(403);
        expect((await t.get('/api/manage/coupons', { token: user.token })).statusCode).toBe(403);
        expect((await t.post('/api/manage/deletecoupon', { id: 1 }, { token: user.token })).statusCode).toBe(
          403,
        );
      }
      expect((await t.post('/api/manage/createupdatecoupon', validCoupon())).statusCode).toBe(401);
    });

    it('says which field is missing', async () => {
      for (const field of ['name', 'code', 'description', 'value']) {
        const res = await save(validCoupon({ [field]: field === 'value' ? null : '' }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ isSuccess: false, message: CommonMessages.required, data: null });
      }
      const { name: _omit, ...withoutName } = validCoupon();
      expect((await save(withoutName)).json().message).toBe(CommonMessages.required);
      expect((await save(validCoupon({ value: 0 }))).json().message).toBe('Value must be more than 0');
    });

    it('creates when id ≤ 0, updates when > 0, codes unique ignoring case', async () => {
      const created = await save(validCoupon({ id: -3, code: 'summer10', value: 10 }));
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data).toMatchObject({ code: 'SUMMER10', value: 10, usedOn: null, usedBy: null });
      const id = created.json().data.id as number;
      const dup = await save(validCoupon({ code: 'Summer10' }));
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe(CouponMessages.codeTaken);
      const updated = await save(validCoupon({ id, code: 'SUMMER10', name: 'Summer', value: 15 }));
      expect(updated.json().data).toMatchObject({ id, name: 'Summer', value: 15 });
      expect((await save(validCoupon({ id: 999_999 }))).statusCode).toBe(404);
    });

    it('deletes only unused coupons and never FLAT500', async () => {
      const id = (await save(validCoupon())).json().data.id as number;
      const del = await t.post('/api/manage/deletecoupon', { id }, { token: admin.token });
      expect(del.statusCode).toBe(200);
      expect((await t.post('/api/manage/deletecoupon', { id }, { token: admin.token })).statusCode).toBe(404);
      const flat = (await t.get('/api/manage/coupons', { token: admin.token }))
        .json()
        .data.find((c: { code: string }) => c.code === 'FLAT500');
      const flatDel = await t.post('/api/manage/deletecoupon', { id: flat.id }, { token: admin.token });
      expect(flatDel.statusCode).toBe(409);
      expect((await save(validCoupon({ id: flat.id, code: 'FLAT600' }))).statusCode).toBe(409);

      const used = (await save(validCoupon())).json().data.id as number;
      const brand = await t.user(Role.Brand, { name: 'Used By Brand' });
      const { serviceId } = await influencerWithService(t);
      const held = (await save(validCoupon())).json().data.id as number;
      await createTransaction(t, await t.user(Role.Brand), serviceId, { couponId: held });
      const heldDel = await t.post('/api/manage/deletecoupon', { id: held }, { token: admin.token });
      expect(heldDel.json().message).toBe(CouponMessages.reservedCannotDelete);
      await pay(t, brand, serviceId, { couponId: used });
      const row = (await t.get('/api/manage/coupons', { token: admin.token }))
        .json()
        .data.find((c: { id: number }) => c.id === used);
      expect(row).toMatchObject({ usedBy: 'Used By Brand', usedOn: expect.any(String) });
      const usedDel = await t.post('/api/manage/deletecoupon', { id: used }, { token: admin.token });
      expect(usedDel.statusCode).toBe(409);
      expect(usedDel.json().message).toBe(CouponMessages.usedCannotDelete);
      expect((await save(validCoupon({ id: used }))).json().message).toBe(CouponMessages.usedCannotChange);
    });
  });

  describe('brand/applycoupon', () => {
    it('answers the price breakup with the discount, in rupees', async () => {
      const brand = await t.user(Role.Brand);
      const { serviceId } = await influencerWithService(t, {
        pricePaise: 200_000,
        ugcPricePaise: 100_000,
        isGst: true,
      });
      const res = await apply(brand, { Code: 'flat500', InfluencerServiceId: serviceId, AllowUGC: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        basePrice: 2000,
        priceGst: 360,
        ugcPrice: 1000,
        ugcPriceGst: 180,
        platformFee: 300,
        platformFeeGst: 54,
        subtotal: 3894,
        price: 3394,
        id: expect.any(Number),
        code: 'FLAT500',
        value: 500,
      });
    });

    it('never takes the total below zero', async () => {
      const brand = await t.user(Role.Brand);
      const { serviceId } = await influencerWithService(t, { pricePaise: 50_000 });
      const code = `BIG${++seq}`;
      await save(validCoupon({ code, value: 100_000 }));
      const res = await apply(brand, { Code: code, InfluencerServiceId: serviceId });
      expect(res.json().data).toMatchObject({ price: 0, value: 559, subtotal: 559 });
    });

    it('refuses unknown, used and first-order-only coupons with a clear message', async () => {
      const brand = await t.user(Role.Brand);
      const { serviceId } = await influencerWithService(t);
      const unknown = await apply(brand, { Code: 'NOPE', InfluencerServiceId: serviceId });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(CouponMessages.notFound);
      expect((await apply(brand, { Code: '', InfluencerServiceId: serviceId })).json().message).toBe(
        CommonMessages.required,
      );
      await pay(t, brand, serviceId);
      const flat = await apply(brand, { Code: 'FLAT500', InfluencerServiceId: serviceId });
      expect(flat.statusCode).toBe(409);
      expect(flat.json().message).toBe(CouponMessages.firstOrderOnly);
      const code = `ONCE${++seq}`;
      const id = (await save(validCoupon({ code }))).json().data.id as number;
      // Another service: the first payment for this one is still unused (no collab yet).
      await pay(t, brand, (await influencerWithService(t)).serviceId, { couponId: id });
      const used = await apply(await t.user(Role.Brand), { Code: code, InfluencerServiceId: serviceId });
      expect(used.statusCode).toBe(409);
      expect(used.json().message).toBe(CouponMessages.used);
    });

    it('is for brands only', async () => {
      const { serviceId } = await influencerWithService(t);
      for (const role of [Role.Influencer, Role.Staff, Role.SuperAdmin] as const) {
        const res = await apply(await t.user(role), { Code: 'FLAT500', InfluencerServiceId: serviceId });
        expect(res.statusCode).toBe(403);
      }
    });
  });
});
