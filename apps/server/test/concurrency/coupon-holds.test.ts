import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_HOLD_MINUTES, COUPON_HOLD_RENEW_MINUTES } from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import { CouponMessages } from '@collably/shared/messages/coupons';
import { agedBrand, couponHold, renewHold } from '../coupon-fixtures';
import {
  confirmTransaction,
  createTransaction,
  influencerWithService,
  pressSandbox,
  sandboxRef,
} from '../hire-fixtures';
import {
  anotherInstance,
  databases,
  onInstance,
  raceAcross,
  testApp,
  type TestApp,
  type TestUser,
} from '../test-app';

const MINUTE = 60_000;

/**
 * Issue 35 items 3 and 7: a single-use coupon is held only while its payment page is open (10 minutes a hold,
 * renewed by the page), by one checkout at a time, one coupon per brand at a time, and only by brands older
 * than a day. Races go half through a second instance of the same database, as behind a load balancer.
 */
describe.each(databases())('single-use coupon holds on %s', (dialect) => {
  let t: TestApp;
  let b: FastifyInstance;
  let onB: TestApp;
  let admin: TestUser;
  let seq = 0;

  beforeAll(async () => {
    t = await testApp(dialect);
    b = await anotherInstance(t);
    onB = onInstance(t, b);
    admin = await t.user(Role.SuperAdmin);
  });
  afterAll(async () => {
    await b.close();
    await t.close();
  });

  const race = <T>(n: number, request: (on: TestApp, i: number) => Promise<T>) =>
    raceAcross([t, onB], n, request);

  const newCoupon = async () => {
    const code = `HOLD${dialect.slice(0, 2).toUpperCase()}${++seq}`;
    const res = await t.post(
      '/api/manage/createupdatecoupon',
      { id: 0, name: 'For one brand', code, description: 'Sent to one brand', value: 100 },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    return { couponId: res.json().data.id as number, code };
  };

  const liveHoldsOf = async (brandUserId: number) =>
    (
      await t.db
        .selectFrom('coupons')
        .select('id')
        .where('reservedByUserId', '=', brandUserId)
        .where('reservedUntil', '>=', t.clock.now().toISOString())
        .execute()
    ).length;

  it('one holder per coupon: of ten brands racing for one code, exactly one holds it', async () => {
    const brands = await Promise.all(Array.from({ length: 10 }, () => agedBrand(t)));
    const { serviceId } = await influencerWithService(t);
    const { couponId } = await newCoupon();
    const results = await race(10, (on, i) => createTransaction(on, brands[i], serviceId, { couponId }));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(CouponMessages.reserved);
    const winner = brands[codes.indexOf(200)];
    expect((await couponHold(t, couponId)).reservedByUserId).toBe(winner.id);
  });

  it('one hold per brand: a brand racing checkouts with ten codes holds exactly one of them', async () => {
    const brand = await agedBrand(t);
    const services = await Promise.all(Array.from({ length: 10 }, () => influencerWithService(t)));
    const coupons = (await Promise.all(Array.from({ length: 10 }, () => newCoupon()))).map((c) => c.couponId);
    const results = await race(10, (on, i) =>
      createTransaction(on, brand, services[i].serviceId, { couponId: coupons[i] }),
    );
    for (const r of results) expect([200, 409], r.body).toContain(r.statusCode);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(await liveHoldsOf(brand.id)).toBe(1);
  });

  it('renews only for the brand of the checkout, and only while its page renews', async () => {
    const [owner, other] = [await agedBrand(t), await agedBrand(t)];
    const { serviceId } = await influencerWithService(t);
    const { couponId } = await newCoupon();
    const created = await createTransaction(t, owner, serviceId, { couponId });
    expect(created.statusCode, created.body).toBe(200);
    const ref = sandboxRef(created.json().data.refrenceId as string);
    expect((await renewHold(t, other, ref)).statusCode).toBe(404);
    expect((await renewHold(t, other, 'no-such-checkout')).statusCode).toBe(404);
    const influencer = await t.user(Role.Influencer);
    expect((await renewHold(t, influencer, ref)).statusCode).toBe(403);

    // The page renews every few minutes for 21 minutes (twice a hold): it never lapses, nobody else takes the code.
    for (let minute = 0; minute < 21; minute += COUPON_HOLD_RENEW_MINUTES) {
      t.clock.advance(COUPON_HOLD_RENEW_MINUTES * MINUTE);
      const renewed = await renewHold(t, owner, ref);
      expect(renewed.json().data, renewed.body).toMatchObject({ isOpen: true, isHeld: true });
      expect((await createTransaction(t, other, serviceId, { couponId })).json().message).toBe(
        CouponMessages.reserved,
      );
    }
    // Page closed: within COUPON_HOLD_MINUTES the code is free, and the other brand's checkout takes it.
    t.clock.advance(COUPON_HOLD_MINUTES * MINUTE + 1);
    const taken = await createTransaction(t, other, serviceId, { couponId });
    expect(taken.statusCode, taken.body).toBe(200);
    // The first page, opened again, cannot take it back.
    const late = await renewHold(t, owner, ref);
    expect(late.json().data).toMatchObject({ isOpen: true, isHeld: false, note: CouponMessages.holdLost });
    expect((await couponHold(t, couponId)).reservedByUserId).toBe(other.id);
  });

  it('a chain of 14 throwaway brands abandoning checkouts leaves the code free for its owner within 10 minutes', async () => {
    const owner = await agedBrand(t);
    const { serviceId } = await influencerWithService(t);
    const { couponId, code } = await newCoupon();
    const start = t.clock.now().getTime();

    // 14 fresh accounts (made just now, as throwaways are) each open a checkout with the code and close the
    // page without paying, one after another; none of them holds the code.
    for (let i = 0; i < 14; i++) {
      const throwaway = await t.user(Role.Brand);
      const applied = await t.post(
        '/api/brand/applycoupon',
        { Code: code, InfluencerServiceId: serviceId, AllowUGC: false },
        { token: throwaway.token },
      );
      expect(applied.json().data.holdNote, applied.body).toBe(CouponMessages.holdNewAccount);
      const opened = await createTransaction(t, throwaway, serviceId, { couponId });
      expect(opened.statusCode, opened.body).toBe(200);
      expect((await couponHold(t, couponId)).reservedByUserId).toBeNull();
      t.clock.advance(2 * MINUTE);
    }
    // The owner, at any moment of the chain or after it, takes the code at once, far within 10 minutes.
    const mine = await createTransaction(t, owner, serviceId, { couponId });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await couponHold(t, couponId)).reservedByUserId).toBe(owner.id);
    expect(t.clock.now().getTime() - start).toBe(28 * MINUTE);

    // And pays with it.
    const { refrenceId, transId } = mine.json().data as { refrenceId: string; transId: number };
    expect((await pressSandbox(t, sandboxRef(refrenceId), 'pay')).statusCode).toBe(303);
    expect((await confirmTransaction(t, owner, transId)).statusCode).toBe(200);
    expect((await couponHold(t, couponId)).usedByUserId).toBe(owner.id);
  });

  it('a chain of 14 older accounts abandoning checkouts frees the code within 10 minutes of each', async () => {
    const owner = await agedBrand(t);
    const { serviceId } = await influencerWithService(t);
    const { couponId, code } = await newCoupon();
    for (let i = 0; i < 14; i++) {
      const account = await agedBrand(t);
      const opened = await createTransaction(t, account, serviceId, { couponId });
      expect(opened.statusCode, opened.body).toBe(200);
      expect((await couponHold(t, couponId)).reservedByUserId).toBe(account.id);
      // The page is closed at once: nothing renews the hold, so COUPON_HOLD_MINUTES later the code is free.
      t.clock.advance(COUPON_HOLD_MINUTES * MINUTE + 1);
      const applied = await t.post(
        '/api/brand/applycoupon',
        { Code: code, InfluencerServiceId: serviceId, AllowUGC: false },
        { token: owner.token },
      );
      expect(applied.statusCode, applied.body).toBe(200);
    }
    const mine = await createTransaction(t, owner, serviceId, { couponId });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await couponHold(t, couponId)).reservedByUserId).toBe(owner.id);
  });
});
