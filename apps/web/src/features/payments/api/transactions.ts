import type { TCreateTransactionResult } from '@collably/shared/schemas/payments';
import { api } from '@/lib/api-client';

export type CheckoutChoice = {
  influencerServiceId: number;
  /** 0 without a coupon. */
  couponId: number;
  allowUgc: boolean;
  useWallet: boolean;
};

const queryOf = (c: CheckoutChoice) => ({
  InfluencerServiceId: c.influencerServiceId,
  CouponId: c.couponId,
  allowugc: c.allowUgc,
  useWallet: c.useWallet,
});

/** POST transaction/exists: a paid transaction for this service that no collab uses yet (> 0), else 0. */
export const existingTransaction = async (c: CheckoutChoice) =>
  (await api.post<number>('transaction/exists', undefined, { query: queryOf(c) })).data;

/** POST transaction/create: `refrenceId` is where the browser pays (or the return URL when nothing is left to pay). */
export const createTransaction = async (c: CheckoutChoice) =>
  (await api.post<TCreateTransactionResult>('transaction/create', undefined, { query: queryOf(c) })).data;

/** POST transaction/update?transId=: the server asks the payment provider; the transaction id once paid. */
export const confirmTransaction = async (transId: number) => {
  const envelope = await api.post<number>('transaction/update', undefined, { query: { transId } });
  return { transId: envelope.data, message: envelope.message };
};
