import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { act, hire, influencerWithService, uploadedAttachment } from '../../../test/hire-fixtures';

describe.each(databases())('wallet on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  it('shows refunds (cancellation 1, rejection 2) and spending (withdrawn) with the order', async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
    expect((await t.get('/api/brand/walletbalance', { token: brand.token })).json()).toMatchObject({
      isSuccess: true,
      data: 0,
    });
    const rejected = await hire(t, brand, serviceId);
    await act(t, influencer, rejected, ActionCode.Reject, 'No');
    const cancelled = await hire(t, brand, serviceId);
    await act(t, influencer, cancelled, ActionCode.Accept);
    await act(t, influencer, cancelled, ActionCode.Cancel, 'Cannot make it');
    expect((await t.get('/api/brand/walletbalance', { token: brand.token })).json().data).toBe(2596);
    const spent = await hire(t, brand, serviceId, { useWallet: true });

    const history = (await t.get('/api/brand/wallethistory', { token: brand.token })).json().data;
    expect(history).toEqual([
      {
        profilePic: null,
        influencerName: expect.any(String),
        amount: 1298,
        collabId: spent,
        updatedOn: expect.any(String),
        status_Type: 3,
        note: null,
      },
      expect.objectContaining({ amount: 1298, collabId: cancelled, status_Type: 1 }),
      expect.objectContaining({ amount: 1298, collabId: rejected, status_Type: 2 }),
    ]);
    expect((await t.get('/api/brand/walletbalance', { token: brand.token })).json().data).toBe(1298);
  });

  it('an influencer’s account balance is the released earnings', async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 123_456, isGst: true });
    const id = await hire(t, brand, serviceId);
    expect((await t.get('/api/user/accountbalance', { token: influencer.token })).json().data).toEqual({
      accountBalance: 0,
    });
    await act(t, influencer, id, ActionCode.Accept);
    await act(t, influencer, id, ActionCode.SendForApproval, '', [
      await uploadedAttachment(t, influencer.id),
    ]);
    await act(t, brand, id, ActionCode.Approve);
    await act(t, influencer, id, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/abc');
    await act(t, brand, id, ActionCode.MarkComplete);
    // 1234.56 + 18 % GST (222.22) = 1456.78
    expect((await t.get('/api/user/accountbalance', { token: influencer.token })).json().data).toEqual({
      accountBalance: 1456.78,
    });
  });

  it('is private to its owner', async () => {
    for (const role of [Role.Influencer, Role.Staff, Role.SuperAdmin] as const) {
      const u = await t.user(role);
      expect((await t.get('/api/brand/walletbalance', { token: u.token })).statusCode).toBe(403);
      expect((await t.get('/api/brand/wallethistory', { token: u.token })).statusCode).toBe(403);
    }
    const brand = await t.user(Role.Brand);
    expect((await t.get('/api/user/accountbalance', { token: brand.token })).statusCode).toBe(403);
    expect((await t.get('/api/brand/walletbalance')).statusCode).toBe(401);
  });
});
