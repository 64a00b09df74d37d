import { priceBreakup } from '@collably/shared/domain/pricing';
import { expect } from 'vitest';
import { createTransaction, sandboxRef } from '../../../test/hire-fixtures';
import { freshService, paidTransaction } from '../../../test/permissions/matrix-fixtures';
import {
  dataOf,
  only,
  brandOwnsIt,
  txProbe,
  type FeaturePermissions,
} from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'payments',
  rows: [
    {
      route: 'POST /api/brand/applycoupon',
      rule: 'brand only',
      expect: only('brand'),
      request: async (fx) => ({
        body: {
          Code: fx.coupon.code,
          InfluencerServiceId: fx.serviceOf.get(fx.peer.influencer.id)!,
          AllowUGC: false,
        },
      }),
    },
    {
      route: 'POST /api/transaction/create',
      rule: 'brand only; the transaction is the caller’s',
      expect: only('brand'),
      request: async (fx) => ({
        query: {
          InfluencerServiceId: String(await freshService(fx, fx.peer.influencer.id)),
          CouponId: '0',
          allowugc: 'false',
        },
        // The ₹1 000 service is charged in full (plus fee and GST), whatever amount the query named.
        verify: async (res) => {
          const data = dataOf<{ transId: number; amount: number; isPaid: boolean }>(res);
          const { isGst } = await fx.t.db
            .selectFrom('influencerProfiles')
            .select('isGst')
            .where('userId', '=', fx.peer.influencer.id)
            .executeTakeFirstOrThrow();
          const due = priceBreakup({
            basePricePaise: 100_000,
            ugcPricePaise: 0,
            isGstRegistered: isGst === 1,
            platformFeePercent: fx.t.config.platformFeePercent,
            discountPaise: 0,
            walletPaise: 0,
          });
          expect(data.amount * 100).toBe(due.total);
          expect(data.isPaid).toBe(false);
          const tx = await fx.t.db
            .selectFrom('paymentTransactions')
            .select(['brandUserId', 'status'])
            .where('id', '=', data.transId)
            .executeTakeFirstOrThrow();
          expect(tx).toEqual({ brandUserId: fx.me.brand.id, status: 'pending' });
        },
      }),
    },
    {
      route: 'POST /api/transaction/update',
      rule: 'brand only; its own transaction (another brand’s answers 404)',
      owned: true,
      expect: brandOwnsIt,
      notOwner: 404,
      request: async (fx, cell) => {
        const owner = cell.own ? fx.me.brand : fx.peer.brand;
        const { transId } = await paidTransaction(fx, owner, fx.peer.influencer);
        return { query: { transId: String(transId) }, probe: txProbe(fx, transId) };
      },
    },
    {
      route: 'POST /api/transaction/hold',
      rule: 'brand only; renews the coupon hold of its own open checkout (another brand’s answers 404)',
      owned: true,
      expect: brandOwnsIt,
      notOwner: 404,
      request: async (fx, cell) => {
        const serviceId = await freshService(fx, fx.peer.influencer.id);
        const owner = cell.own ? fx.me.brand : fx.peer.brand;
        const created = await createTransaction(fx.t, owner, serviceId);
        const transId = dataOf<{ transId: number }>(created).transId;
        const ref = sandboxRef(dataOf<{ refrenceId: string }>(created).refrenceId);
        return { query: { ref }, probe: txProbe(fx, transId) };
      },
    },
    {
      route: 'POST /api/transaction/exists',
      rule: 'brand only; finds only the caller’s own unused payment (another brand’s answers 0)',
      owned: true,
      expect: brandOwnsIt,
      judge: (res) => (res.statusCode === 200 ? (dataOf(res) === 0 ? 'deny' : 'allow') : undefined),
      request: async (fx, cell) => {
        // A service of its own, so earlier rows' unused payments do not answer.
        const serviceId = await freshService(fx, fx.peer.influencer.id);
        const owner = cell.own ? fx.me.brand : fx.peer.brand;
        const created = await createTransaction(fx.t, owner, serviceId);
        const ref = sandboxRef(dataOf<{ refrenceId: string }>(created).refrenceId);
        await fx.t.inject({
          method: 'POST',
          url: `/pay/sandbox/${ref}/pay`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });
        return { query: { InfluencerServiceId: String(serviceId), CouponId: '0', allowugc: 'false' } };
      },
    },
    {
      route: 'GET /api/transaction/awaiting-details',
      rule: 'brand (its own payments waiting for details) and super admin (every brand’s)',
      expect: only('brand', 'admin'),
      request: async () => ({}),
    },
  ],
};
