import type { FastifyInstance } from 'fastify';
import { ActionCode } from '@collably/shared/constants/collabs';
import { FIRST_ORDER_COUPON_CODE } from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import type { TUserInfo } from '@collably/shared/schemas/influencers';
import { DEMO_ACCOUNTS } from './demo-accounts';

type Envelope<T> = { isSuccess: boolean; message: string; data: T; token?: string };
type CallOptions = { token?: string; body?: unknown; query?: Record<string, string> };

const accountOf = (roleId: number) => {
  const account = DEMO_ACCOUNTS.find((a) => a.roleId === roleId);
  if (!account) throw new Error(`no demo account of role ${roleId}`);
  return account;
};

/**
 * A few orders between the demo brand and the demo influencer on a first start, so /order, /wallet
 * and both bells show something. They are made through the real API in-process (login, coupon,
 * sandbox checkout, collab, status actions), so the ledger holds exactly what real use would.
 */
export async function seedDemoCollabs(app: FastifyInstance): Promise<void> {
  async function call<T>(
    method: 'GET' | 'POST',
    url: string,
    options: CallOptions = {},
  ): Promise<Envelope<T>> {
    const res = await app.inject({
      method,
      url,
      query: options.query,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    const envelope = res.json<Envelope<T>>();
    if (res.statusCode >= 400 || !envelope.isSuccess) {
      throw new Error(`demo collabs: ${method} ${url} answered ${res.statusCode} ${envelope.message}`);
    }
    return envelope;
  }

  const login = async (roleId: number) => {
    const account = accountOf(roleId);
    const session = await call('POST', '/api/user/login', {
      body: { Email: account.email, Password: account.password },
    });
    return session.token ?? '';
  };
  const brand = await login(Role.Brand);
  const influencer = await login(Role.Influencer);
  const profile = await call<TUserInfo>(
    'GET',
    `/api/influencer/get-userdetails/${accountOf(Role.Influencer).userName}`,
    {
      token: brand,
    },
  );
  const services = profile.data.infSocialAccounts.flatMap((a) => a.infServices);

  /** Pays for a service; with a description also sends the collab details, as the brand's dialog does. */
  async function hire(serviceId: number, description: string | null, couponCode?: string): Promise<number> {
    const couponId = couponCode
      ? (
          await call<{ id: number }>('POST', '/api/brand/applycoupon', {
            token: brand,
            body: { Code: couponCode, InfluencerServiceId: serviceId, AllowUGC: false },
          })
        ).data.id
      : 0;
    const created = await call<{ refrenceId: string; transId: number; isPaid: boolean }>(
      'POST',
      '/api/transaction/create',
      {
        token: brand,
        query: { InfluencerServiceId: String(serviceId), CouponId: String(couponId), allowugc: 'false' },
      },
    );
    if (!created.data.isPaid) {
      // The sandbox checkout's Pay button, as the browser's form post presses it.
      await app.inject({
        method: 'POST',
        url: `${created.data.refrenceId}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    }
    await call('POST', '/api/transaction/update', {
      token: brand,
      query: { transId: String(created.data.transId) },
    });
    if (description === null) return 0;
    const collab = await call<{ collabDetailId: number }>('POST', '/api/brand/create/collab', {
      token: brand,
      body: {
        transId: created.data.transId,
        influencerServiceId: serviceId,
        description,
        base64File: [],
        allowUGC: false,
      },
    });
    return collab.data.collabDetailId;
  }

  const act = (token: string, collabDetailId: number, statusId: number, reason = '') =>
    call('POST', '/api/user/update/collab-status', {
      token,
      body: { collabDetailId, statusId, reason, base64File: [] },
    });

  const [first, second, third] = services;
  if (!first || !second || !third) return;
  const accepted = await hire(
    first.influencerServiceId,
    'Launching our cardamom chai this month: show your morning routine with it and mention the first-order offer.',
    FIRST_ORDER_COUPON_CODE,
  );
  await act(influencer, accepted, ActionCode.Accept);
  const rejected = await hire(
    second.influencerServiceId,
    'Diwali gift hamper unboxing, posted before 1 November.',
  );
  await act(
    influencer,
    rejected,
    ActionCode.Reject,
    'Fully booked for Diwali, sorry! Happy to do it in December.',
  );
  await hire(third.influencerServiceId, 'A short review of our masala chai premix, honest opinion welcome.');
  // Paid, then 'Later': /order shows it as 'Paid — send the collab details' until the details go or it is refunded.
  await hire(first.influencerServiceId, null);
}
