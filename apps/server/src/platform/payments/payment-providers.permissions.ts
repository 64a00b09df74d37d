import { createTransaction, sandboxRef } from '../../../test/hire-fixtures';
import { freshService, type Fixtures } from '../../../test/permissions/matrix-fixtures';
import { dataOf, everyone, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

const formPost = { payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } };

/** An open sandbox checkout of the fixture brand; its reference (whoever calls, the reference is the key). */
async function openCheckout(fx: Fixtures): Promise<string> {
  const serviceId = await freshService(fx, fx.peer.influencer.id);
  const created = await createTransaction(fx.t, fx.me.brand, serviceId);
  return sandboxRef(dataOf<{ refrenceId: string }>(created).refrenceId);
}

export const permissions: FeaturePermissions = {
  feature: 'payment-providers',
  rows: [
    {
      route: 'GET /pay/sandbox/{ref}',
      rule: 'the sandbox provider’s hosted checkout: the unguessable reference is the capability (refused in production)',
      expect: everyone,
      request: async (fx) => ({ params: { ref: await openCheckout(fx) } }),
    },
    {
      route: 'GET /pay/sandbox/hold.js',
      rule: 'the payment page’s coupon-hold renewal script: public, the same text for everyone',
      expect: everyone,
      request: async () => ({}),
    },
    {
      route: 'POST /pay/sandbox/{ref}/pay',
      rule: 'the sandbox provider’s hosted checkout: the unguessable reference is the capability (refused in production)',
      expect: everyone,
      allow: [303],
      request: async (fx) => ({ params: { ref: await openCheckout(fx) }, raw: formPost }),
    },
    {
      route: 'POST /pay/sandbox/{ref}/cancel',
      rule: 'the sandbox provider’s hosted checkout: the unguessable reference is the capability (refused in production)',
      expect: everyone,
      allow: [303],
      request: async (fx) => ({ params: { ref: await openCheckout(fx) }, raw: formPost }),
    },
  ],
};
