import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import type { TCollab } from '@collably/shared/schemas/collabs';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  act,
  checkLedger,
  createCollab,
  hire,
  influencerWithService,
  pay,
  walletBalance,
} from '../../../test/hire-fixtures';

/** The order card's payment split (issue 11 item 6): coupon, wallet and card, for the brand and admins only. */
describe.each(databases())('collab payment split on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
  });
  afterAll(() => t.close());

  const orderOf = async (u: TestUser, id: number) =>
    ((await t.get('/api/user/orders', { token: u.token })).json().data as TCollab[]).find(
      (c) => c.collabDetailId === id,
    );

  it('shows the brand and the super admin the coupon, wallet and card parts; the influencer sees none', async () => {
    const brand = await t.user(Role.Brand, { name: 'Split Spice Co' });
    // ₹2,000 + 18 % GST + 10 % fee + 18 % GST on the fee = ₹2,596; rejected, so the brand holds ₹2,596 in its wallet.
    const first = await influencerWithService(t, { pricePaise: 200_000 });
    const refunded = await hire(t, brand, first.serviceId);
    expect((await act(t, first.influencer, refunded, ActionCode.Reject, 'Busy')).statusCode).toBe(200);
    expect(await walletBalance(t, brand)).toBe(2596);

    const code = 'SPLIT500';
    const saved = await t.post(
      '/api/manage/createupdatecoupon',
      { id: 0, name: 'Split', code, description: 'Split test', value: 500 },
      { token: admin.token },
    );
    const couponId = saved.json().data.id as number;
    // ₹4,000 → ₹5,192; − ₹500 coupon = ₹4,692 paid: ₹2,596 from the wallet and ₹2,096 by card.
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 400_000 });
    const transId = await pay(t, brand, serviceId, { couponId, useWallet: true });
    const res = await createCollab(t, brand, { transId, influencerServiceId: serviceId });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.collabDetailId as number;
    const split = {
      subtotal: 5192,
      couponCode: code,
      discount: 500,
      paid: 4692,
      fromWallet: 2596,
      byCard: 2096,
      taxDocuments: [
        {
          id: expect.any(Number) as number,
          kind: 'receipt-voucher',
          number: expect.stringMatching(/^RV\/\d\d-\d\d\/\d{6}$/) as string,
        },
      ],
    };
    // The create answer is the brand's view too.
    expect(res.json().data.payment).toEqual(split);
    expect(await orderOf(brand, id)).toMatchObject({ price: 4692, payment: split });
    expect(await orderOf(admin, id)).toMatchObject({ price: 5192, payment: split });
    const seen = await orderOf(influencer, id);
    expect(seen).toMatchObject({ price: 4000, payment: null });
    // Not even hidden in the body: nothing of the wallet or card reaches the influencer.
    const raw = (await t.get('/api/user/orders', { token: influencer.token })).body;
    expect(raw).not.toContain('fromWallet');
    expect(raw).not.toContain('byCard');
    expect(raw).not.toContain(code);
    await checkLedger(t.db);
  });

  it('a plain card payment: no coupon, nothing from the wallet', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
    const id = await hire(t, brand, serviceId);
    expect((await orderOf(brand, id))?.payment).toEqual({
      subtotal: 2596,
      couponCode: null,
      discount: 0,
      paid: 2596,
      fromWallet: 0,
      byCard: 2596,
      taxDocuments: [expect.objectContaining({ kind: 'receipt-voucher' })],
    });
  });

  it('staff and visitors are refused the orders', async () => {
    expect((await t.get('/api/user/orders', { token: (await t.user(Role.Staff)).token })).statusCode).toBe(
      403,
    );
    expect((await t.get('/api/user/orders')).statusCode).toBe(401);
  });
});
