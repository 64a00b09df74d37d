import { expect } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { indiaDateOf } from '@collably/shared/domain/gst-invoice';
import type { TOffer } from '@collably/shared/schemas/offers';
import { confirmTransaction, influencerWithService, pressSandbox, sandboxRef } from './hire-fixtures';
import type { TestApp, TestUser } from './test-app';

const DAY = 86_400_000;

export type OfferTermsBody = { brief: string; price: number; deadline: string; revisions: number };

/** A date `days` ahead of the test clock's today in India. */
export const inDays = (t: TestApp, days: number) =>
  indiaDateOf(new Date(t.clock.now().getTime() + days * DAY));

export const offerTerms = (t: TestApp, o: Partial<OfferTermsBody> = {}): OfferTermsBody => ({
  brief: 'One reel about our monsoon masala chai, 30 seconds',
  price: 5000,
  deadline: inDays(t, 10),
  revisions: 2,
  ...o,
});

/** A fresh brand and influencer (with one ₹2 000 service) who have not talked yet. */
export async function offerPair(t: TestApp) {
  const brand = await t.user(Role.Brand, { name: 'Chai Co' });
  const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
  return { brand, influencer, serviceId };
}

export const answerOffer = (t: TestApp, user: TestUser, id: number, action: string, body?: unknown) =>
  t.post(`/api/offers/${id}/${action}`, body, { token: user.token });

export const checkoutOffer = (t: TestApp, brand: TestUser, id: number, body: Record<string, unknown> = {}) =>
  t.post(`/api/offers/${id}/checkout`, body, { token: brand.token });

/** A pending offer of a fresh brand to a fresh influencer. */
export async function offered(t: TestApp, o: Partial<OfferTermsBody> = {}) {
  const p = await offerPair(t);
  const res = await t.post(
    '/api/offers',
    { influencerUserId: p.influencer.id, serviceId: p.serviceId, ...offerTerms(t, o) },
    { token: p.brand.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { ...p, offer: res.json().data as TOffer };
}

/** An offer the influencer accepted. */
export async function acceptedOffer(t: TestApp, o: Partial<OfferTermsBody> = {}) {
  const p = await offered(t, o);
  const res = await answerOffer(t, p.influencer, p.offer.id, 'accept');
  expect(res.statusCode, res.body).toBe(200);
  return p;
}

/** Opens the offer's checkout, pays it in the sandbox and confirms it; the transaction id. */
export async function payOffer(t: TestApp, brand: TestUser, offerId: number) {
  const res = await checkoutOffer(t, brand, offerId);
  expect(res.statusCode, res.body).toBe(200);
  const { refrenceId, transId } = res.json().data as { refrenceId: string; transId: number };
  expect((await pressSandbox(t, sandboxRef(refrenceId), 'pay')).statusCode).toBe(303);
  const confirmed = await confirmTransaction(t, brand, transId);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return transId;
}
