import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { CommonMessages } from '@collably/shared/messages/common';
import { CouponMessages } from '@collably/shared/messages/coupons';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { agedBrand } from '../../../test/coupon-fixtures';
import { ActionCode } from '@collably/shared/constants/collabs';
import type { TCoupon, TCouponUsagePage } from '@collably/shared/schemas/coupons';
import {
  act,
  createCollab,
  createTransaction,
  hire,
  influencerWithService,
  pay,
  pressSandbox,
  sandboxRef,
} from '../../../test/hire-fixtures';

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
      await createTransaction(t, await agedBrand(t), serviceId, { couponId: held });
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

  describe('real use (issue 11 item 6)', () => {
    const couponRow = async (id: number) =>
      ((await t.get('/api/manage/coupons', { token: admin.token })).json().data as TCoupon[]).find(
        (c) => c.id === id,
      )!;
    const usage = (query: Record<string, string>, user = admin) =>
      t.get('/api/manage/coupon/usage', { token: user.token, query });
    const flatId = async () =>
      ((await t.get('/api/manage/coupons', { token: admin.token })).json().data as TCoupon[]).find(
        (c) => c.code === 'FLAT500',
      )!.id;

    it('counts FLAT500 for every brand that used it, with who, when and on which order', async () => {
      const id = await flatId();
      const before = await couponRow(id);
      const first = await t.user(Role.Brand, { name: 'First Chai Co' });
      const second = await t.user(Role.Brand, { name: 'Second Masala Ltd' });
      const { serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
      const collabId = await hire(t, first, serviceId, { couponId: id });
      t.clock.advance(60_000);
      const transId = await pay(t, second, serviceId, { couponId: id });

      const row = await couponRow(id);
      // The first-order coupon is never marked used, yet its real use shows.
      expect(row).toMatchObject({
        usedOn: null,
        useCount: before.useCount + 2,
        lastUsedBy: 'Second Masala Ltd',
        lastUsedOn: t.clock.now().toISOString(),
      });
      const res = await usage({ couponId: String(id) });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().data as TCouponUsagePage;
      expect(page).toMatchObject({ currentPage: 0, totalPages: 1, total: before.useCount + 2 });
      expect(page.uses.slice(0, 2)).toEqual([
        {
          transId,
          collabDetailId: null,
          brandUserId: second.id,
          brandName: 'Second Masala Ltd',
          usedOn: t.clock.now().toISOString(),
          serviceTitle: 'Instagram Reel',
          discount: 500,
          paid: 2096,
        },
        expect.objectContaining({
          collabDetailId: collabId,
          brandUserId: first.id,
          brandName: 'First Chai Co',
        }),
      ]);
      // Once the details are sent the use names the collab too.
      await createCollab(t, second, { transId, influencerServiceId: serviceId });
      const after = (await usage({ couponId: String(id) })).json().data as TCouponUsagePage;
      expect(after.uses[0]?.collabDetailId).toEqual(expect.any(Number));
    });

    it('shows a single-use coupon used once a hire is captured, not for a pending, cancelled or credited checkout', async () => {
      const code = `USE${++seq}`;
      const id = (await save(validCoupon({ code, value: 300 }))).json().data.id as number;
      const { serviceId, influencer } = await influencerWithService(t, { pricePaise: 200_000 });
      const brand = await t.user(Role.Brand, { name: 'Pending Paper Co' });

      // Opened but not paid: nothing used.
      const pending = await createTransaction(t, brand, serviceId, { couponId: id });
      expect(pending.statusCode, pending.body).toBe(200);
      expect(await couponRow(id)).toMatchObject({ useCount: 0, lastUsedOn: null, lastUsedBy: null });
      // Cancelled at the hosted checkout: still nothing.
      await pressSandbox(t, sandboxRef(pending.json().data.refrenceId as string), 'cancel');
      expect((await couponRow(id)).useCount).toBe(0);
      expect((await usage({ couponId: String(id) })).json().data).toEqual({
        uses: [],
        currentPage: 0,
        totalPages: 0,
        total: 0,
      });

      const buyer = await t.user(Role.Brand, { name: 'Paying Pickle Co' });
      const collabId = await hire(t, buyer, serviceId, { couponId: id });
      // A later refund does not undo the use: the coupon was spent on that order.
      await act(t, influencer, collabId, ActionCode.Reject, 'Not my niche');
      expect(await couponRow(id)).toMatchObject({
        useCount: 1,
        usedBy: 'Paying Pickle Co',
        lastUsedBy: 'Paying Pickle Co',
      });
      const page = (await usage({ couponId: String(id) })).json().data as TCouponUsagePage;
      expect(page.uses).toEqual([
        expect.objectContaining({ collabDetailId: collabId, brandName: 'Paying Pickle Co', discount: 300 }),
      ]);
    });

    it('pages the uses, newest first', async () => {
      const id = await flatId();
      const { serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
      for (let i = 0; i < 21; i++) {
        t.clock.advance(1000);
        await pay(t, await t.user(Role.Brand, { name: `Paged Brand ${i}` }), serviceId, { couponId: id });
      }
      const total = (await couponRow(id)).useCount;
      const first = (await usage({ couponId: String(id) })).json().data as TCouponUsagePage;
      expect(first.uses).toHaveLength(20);
      expect(first.uses[0]?.brandName).toBe('Paged Brand 20');
      expect(first).toMatchObject({ total, totalPages: Math.ceil(total / 20) });
      const second = (await usage({ couponId: String(id), page: '1' })).json().data as TCouponUsagePage;
      expect(second.uses[0]?.brandName).toBe('Paged Brand 0');
      expect(second.currentPage).toBe(1);
    });

    it('refuses bad input with a message, never a 500', async () => {
      const bad: Record<string, string>[] = [
        {},
        { couponId: 'abc' },
        { couponId: '0' },
        { couponId: '-1' },
        { couponId: '1.5' },
      ];
      for (const query of bad) {
        const res = await usage(query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(res.json()).toMatchObject({ isSuccess: false, data: null });
      }
      for (const page of ['-1', 'x', '1.5', '100001']) {
        const res = await usage({ couponId: String(await flatId()), page });
        expect(res.statusCode, page).toBe(400);
        expect(res.json().message).toBe(CommonMessages.mustBeBetween('page', 0, 100_000));
      }
      const missing = await usage({ couponId: '999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(CouponMessages.notFound);
    });

    it('is for the super admin only', async () => {
      const query = { couponId: String(await flatId()) };
      for (const role of [Role.Influencer, Role.Brand, Role.Staff] as const) {
        const res = await usage(query, await t.user(role));
        expect(res.statusCode).toBe(403);
      }
      expect((await t.get('/api/manage/coupon/usage', { query })).statusCode).toBe(401);
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
        // ₹500 off, GST included (issue 36): ₹76.26 of the ₹594 GST is inside it, ₹517.74 is owed.
        discountGst: 76.26,
        gst: 517.74,
        holdNote: null,
      });
    });

    it('says in the breakup when a single-use coupon cannot be reserved: a brand made less than a day ago', async () => {
      const { serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
      const code = `NEWB${++seq}`;
      await save(validCoupon({ code, value: 100 }));
      const body = { Code: code, InfluencerServiceId: serviceId, AllowUGC: false };
      const fresh = await apply(await t.user(Role.Brand), body);
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json().data.holdNote).toBe(CouponMessages.holdNewAccount);
      const aged = await apply(await agedBrand(t), body);
      expect(aged.json().data.holdNote).toBeNull();
    });

    it('never takes the total below zero', async () => {
      const brand = await t.user(Role.Brand);
      const { serviceId } = await influencerWithService(t, { pricePaise: 50_000 });
      const code = `BIG${++seq}`;
      await save(validCoupon({ code, value: 100_000 }));
      const res = await apply(brand, { Code: code, InfluencerServiceId: serviceId });
      expect(res.json().data).toMatchObject({ price: 0, value: 649, subtotal: 649 });
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
