import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { OFFER_MAX_COUNTERS } from '@collably/shared/constants/offers';
import { Role } from '@collably/shared/constants/roles';
import { deadlineInstant, deadlineRange } from '@collably/shared/domain/offers';
import { priceBreakup, paiseToRupees } from '@collably/shared/domain/pricing';
import { ChatMessages } from '@collably/shared/messages/chat';
import { CommonMessages } from '@collably/shared/messages/common';
import { OfferMessages as M } from '@collably/shared/messages/offers';
import type { TCollab } from '@collably/shared/schemas/collabs';
import type { TOffer } from '@collably/shared/schemas/offers';
import {
  act,
  confirmTransaction,
  createCollab,
  influencerWithService,
  pressSandbox,
  sandboxRef,
  walletBalance,
} from '../../../test/hire-fixtures';
import {
  acceptedOffer,
  answerOffer,
  checkoutOffer,
  inDays as fixtureInDays,
  offerPair,
  offerTerms,
  offered as offeredFixture,
  type OfferTermsBody,
} from '../../../test/offer-fixtures';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';

const DAY = 86_400_000;

describe.each(databases())('custom offers on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp(dialect, {
      configure: (config) => {
        config.rateLimits.chatSend = { max: 1000, timeWindowMs: 10_000 };
      },
    });
  });
  afterAll(async () => t.close());

  const inDays = (days: number) => fixtureInDays(t, days);
  const terms = (o: Partial<OfferTermsBody> = {}) => offerTerms(t, o);
  const pair = () => offerPair(t);
  const create = (brand: TestUser, body: Record<string, unknown>) =>
    t.post('/api/offers', body, { token: brand.token });
  const answer = (user: TestUser, id: number, action: string, body?: unknown) =>
    answerOffer(t, user, id, action, body);
  const checkout = (brand: TestUser, id: number, body: Record<string, unknown> = {}) =>
    checkoutOffer(t, brand, id, body);
  const offered = (o: Partial<OfferTermsBody> = {}) => offeredFixture(t, o);
  const accepted = (o: Partial<OfferTermsBody> = {}) => acceptedOffer(t, o);

  describe('POST /api/offers', () => {
    it('lets a brand offer terms to an influencer it has never hired, and leaves a line in their chat', async () => {
      const { brand, influencer, serviceId, offer } = await offered();
      expect(offer).toMatchObject({
        brandUserId: brand.id,
        influencerUserId: influencer.id,
        serviceId,
        status: 'pending',
        counters: 0,
        countersLeft: OFFER_MAX_COUNTERS,
        actions: ['withdraw'],
        canPay: false,
        current: { round: 1, proposedBy: 'brand', price: 5000, revisions: 2, deadline: inDays(10) },
      });
      const seen = await t.get(`/api/offers/${offer.id}`, { token: influencer.token });
      expect(seen.json().data).toMatchObject({ actions: ['accept', 'decline', 'counter'] });
      const history = await t.get('/api/user/chathistory', {
        token: influencer.token,
        query: { toUserId: String(brand.id) },
      });
      expect(history.json().data.messages.at(-1).message).toContain('Sent a custom offer for Instagram Reel');
    });

    it('answers each validation message', async () => {
      const { brand, influencer, serviceId } = await pair();
      const base = { influencerUserId: influencer.id, serviceId, ...terms() };
      const cases: [Record<string, unknown>, string][] = [
        [{ brief: '' }, M.briefRequired],
        [{ brief: 'short' }, M.briefTooShort],
        [{ brief: 'x'.repeat(2001) }, M.briefTooLong],
        [{ brief: 'One reel \u202Eabout our chai' }, CommonMessages.controlCharacters],
        [{ brief: 'One reel\u001B[31m about our chai' }, CommonMessages.controlCharacters],
        [{ price: '' }, M.priceRequired],
        [{ price: 499 }, M.priceInvalid],
        [{ price: 1000.5 }, M.priceInvalid],
        [{ deadline: '' }, M.deadlineRequired],
        [{ deadline: '2026-02-30' }, M.deadlineInvalid],
        [{ deadline: inDays(0) }, M.deadlineInvalid],
        [{ deadline: inDays(91) }, M.deadlineInvalid],
        [{ revisions: 11 }, M.revisionsInvalid],
        [{ revisions: -1 }, M.revisionsInvalid],
        [{ serviceId: 0 }, M.serviceRequired],
        [{ influencerUserId: 'x' }, M.influencerRequired],
      ];
      for (const [change, message] of cases) {
        const res = await create(brand, { ...base, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().message, JSON.stringify(change)).toBe(message);
      }
      const { min, max } = deadlineRange(t.clock.now());
      expect((await create(brand, { ...base, deadline: min })).statusCode).toBe(200);
      expect((await create(brand, { ...base, deadline: max, revisions: 0, price: 500 })).statusCode).toBe(
        200,
      );
    });

    it('refuses a service of another influencer, a deleted one, and a blocked brand', async () => {
      const { brand, influencer } = await pair();
      const other = await influencerWithService(t);
      const res = await create(brand, {
        influencerUserId: influencer.id,
        serviceId: other.serviceId,
        ...terms(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.serviceNotOffered);

      const blocked = await pair();
      const block = await t.post(
        '/api/user/chatblock',
        { userId: blocked.brand.id, isBlocked: true },
        { token: blocked.influencer.token },
      );
      expect(block.statusCode, block.body).toBe(200);
      const refused = await create(blocked.brand, {
        influencerUserId: blocked.influencer.id,
        serviceId: blocked.serviceId,
        ...terms(),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ChatMessages.blocked);
      expect(
        await t.db
          .selectFrom('customOffers')
          .selectAll()
          .where('brandUserId', '=', blocked.brand.id)
          .execute(),
      ).toEqual([]);
    });

    it('is for brands only', async () => {
      const { influencer, serviceId } = await pair();
      const body = { influencerUserId: influencer.id, serviceId, ...terms() };
      expect((await t.post('/api/offers', body)).statusCode).toBe(401);
      for (const role of [Role.Influencer, Role.Staff, Role.SuperAdmin] as const) {
        expect((await create(await t.user(role), body)).statusCode).toBe(403);
      }
    });
  });

  describe('negotiation', () => {
    it('alternates counters up to three, then only accept or decline', async () => {
      const { brand, influencer, offer } = await offered();
      // The brand cannot answer its own proposal.
      const own = await answer(brand, offer.id, 'accept');
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(M.notYourTurn);

      let turn = influencer;
      let wait = brand;
      for (let i = 1; i <= OFFER_MAX_COUNTERS; i += 1) {
        const res = await answer(turn, offer.id, 'counter', terms({ price: 5000 + i * 500, revisions: i }));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({ counters: i, countersLeft: OFFER_MAX_COUNTERS - i });
        const early = await answer(turn, offer.id, 'counter', terms());
        expect(early.statusCode).toBe(403);
        [turn, wait] = [wait, turn];
      }
      // Three counters made: the influencer (whose turn it is) may only accept or decline.
      const shown = (await t.get(`/api/offers/${offer.id}`, { token: turn.token })).json().data as TOffer;
      expect(shown.actions).toEqual(['accept', 'decline']);
      expect(shown.rounds.map((r) => r.proposedBy)).toEqual(['brand', 'influencer', 'brand', 'influencer']);
      const fourth = await answer(turn, offer.id, 'counter', terms());
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().message).toBe(M.noMoreCounters);
      const done = await answer(turn, offer.id, 'accept');
      expect(done.statusCode).toBe(200);
      expect(done.json().data).toMatchObject({ status: 'accepted', current: { price: 6500, revisions: 3 } });
      const again = await answer(wait, offer.id, 'decline');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(M.notPending);
    });

    it('validates a counter like an offer', async () => {
      const { influencer, offer } = await offered();
      const res = await answer(influencer, offer.id, 'counter', terms({ deadline: inDays(0) }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.deadlineInvalid);
      const bad = await answer(influencer, offer.id, 'counter', { ...terms(), price: 'lots' });
      expect(bad.statusCode).toBe(400);
    });

    it('lets the proposer withdraw, and nobody act after a decline', async () => {
      const a = await offered();
      expect((await answer(a.influencer, a.offer.id, 'withdraw')).statusCode).toBe(403);
      const w = await answer(a.brand, a.offer.id, 'withdraw');
      expect(w.json().data.status).toBe('withdrawn');
      expect((await answer(a.influencer, a.offer.id, 'accept')).statusCode).toBe(409);

      const b = await offered();
      expect((await answer(b.influencer, b.offer.id, 'decline')).json().data.status).toBe('declined');
      expect((await checkout(b.brand, b.offer.id)).statusCode).toBe(409);
    });

    it('shows an offer only to its two parties', async () => {
      const { brand, influencer, offer } = await offered();
      const strangers = [await t.user(Role.Brand), await t.user(Role.Influencer)];
      for (const stranger of strangers) {
        expect((await t.get(`/api/offers/${offer.id}`, { token: stranger.token })).statusCode).toBe(404);
        for (const action of ['accept', 'decline', 'withdraw'])
          expect((await answer(stranger, offer.id, action)).statusCode).toBe(404);
        expect((await answer(stranger, offer.id, 'counter', terms())).statusCode).toBe(404);
      }
      const staff = await t.user(Role.Staff);
      expect((await t.get(`/api/offers/${offer.id}`, { token: staff.token })).statusCode).toBe(403);
      expect((await t.get(`/api/offers/${offer.id}`)).statusCode).toBe(401);
      const list = await t.get('/api/offers', {
        token: influencer.token,
        query: { userId: String(brand.id) },
      });
      expect((list.json().data as TOffer[]).map((o) => o.id)).toEqual([offer.id]);
      const none = await t.get('/api/offers', {
        token: strangers[0].token,
        query: { userId: String(influencer.id) },
      });
      expect(none.json().data).toEqual([]);
      expect((await t.get('/api/offers/0', { token: brand.token })).statusCode).toBe(400);
      const after = (await t.get(`/api/offers/${offer.id}`, { token: brand.token })).json().data as TOffer;
      expect(after.status).toBe('pending');
    });

    it('takes exactly one of an accept, a decline and a counter racing on one round', async () => {
      for (let i = 0; i < 3; i += 1) {
        const { influencer, offer } = await offered();
        const answers = await Promise.all([
          answer(influencer, offer.id, 'accept'),
          answer(influencer, offer.id, 'decline'),
          answer(influencer, offer.id, 'counter', terms({ price: 9000 })),
          answer(influencer, offer.id, 'accept'),
        ]);
        expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
        expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
        const winner = answers.find((r) => r.statusCode === 200)!.json().data as TOffer;
        const rounds = await t.db
          .selectFrom('customOfferRounds')
          .selectAll()
          .where('offerId', '=', offer.id)
          .execute();
        expect(rounds).toHaveLength(winner.counters + 1);
      }
    });
  });

  describe('POST /api/offers/{id}/checkout', () => {
    it('charges the agreed price through the normal price rule and makes an order with the offer’s date', async () => {
      const deadline = inDays(20);
      const { brand, influencer, serviceId, offer } = await accepted({ price: 7000, deadline, revisions: 3 });
      const shown = (await t.get(`/api/offers/${offer.id}`, { token: brand.token })).json().data as TOffer;
      expect(shown.canPay).toBe(true);
      const expected = priceBreakup({
        basePricePaise: 700_000,
        ugcPricePaise: 0,
        isGstRegistered: false,
        platformFeePercent: t.config.platformFeePercent,
        discountPaise: 0,
        walletPaise: 0,
      });
      const open = await checkout(brand, offer.id);
      expect(open.statusCode, open.body).toBe(200);
      expect(open.json().data.amount).toBe(paiseToRupees(expected.total));
      const transId = open.json().data.transId as number;
      expect(
        (await pressSandbox(t, sandboxRef(open.json().data.refrenceId as string), 'pay')).statusCode,
      ).toBe(303);
      expect((await confirmTransaction(t, brand, transId)).statusCode).toBe(200);

      const made = await createCollab(t, brand, { transId, influencerServiceId: serviceId });
      expect(made.statusCode, made.body).toBe(200);
      const collab = made.json().data as TCollab;
      expect(collab.offer).toEqual({ offerId: offer.id, deadline, revisions: 3 });
      expect(collab.payment?.subtotal).toBe(paiseToRupees(expected.subtotal));

      const paid = (await t.get(`/api/offers/${offer.id}`, { token: influencer.token })).json()
        .data as TOffer;
      expect(paid).toMatchObject({ status: 'paid', collabId: collab.collabDetailId, transactionId: transId });
      const again = await checkout(brand, offer.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(M.alreadyPaid);

      // Accepted by the influencer, the order's delivery is due at the offer's date, not 14 days on.
      expect((await act(t, influencer, collab.collabDetailId, ActionCode.Accept)).statusCode).toBe(200);
      const orders = (await t.get('/api/user/orders', { token: brand.token })).json().data as TCollab[];
      const order = orders.find((o) => o.collabDetailId === collab.collabDetailId)!;
      expect(order.deadline?.dueOn).toBe(deadlineInstant(deadline).toISOString());
    });

    it('refuses a pending offer, the influencer, another brand and an unknown offer', async () => {
      const { brand, influencer, offer } = await offered();
      const pending = await checkout(brand, offer.id);
      expect(pending.statusCode).toBe(409);
      expect(pending.json().message).toBe(M.notAccepted);
      expect((await checkout(influencer, offer.id)).statusCode).toBe(403);
      expect((await checkout(await t.user(Role.Brand), offer.id)).statusCode).toBe(404);
      expect((await checkout(brand, 999_999)).statusCode).toBe(404);
      expect((await checkout(brand, offer.id, { couponId: -1 })).statusCode).toBe(400);
    });

    it('makes one order of an offer whose two checkouts were both paid: the second goes to the wallet', async () => {
      const { brand, offer } = await accepted();
      const [a, b] = await Promise.all([checkout(brand, offer.id), checkout(brand, offer.id)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const before = await walletBalance(t, brand);
      for (const res of [a, b]) {
        await pressSandbox(t, sandboxRef(res.json().data.refrenceId as string), 'pay');
      }
      const confirms = await Promise.all(
        [a, b].map((res) => confirmTransaction(t, brand, res.json().data.transId as number)),
      );
      expect(confirms.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const captured = await t.db
        .selectFrom('paymentTransactions')
        .select('id')
        .where('offerId', '=', offer.id)
        .where('status', '=', 'captured')
        .execute();
      expect(captured).toHaveLength(1);
      expect(await walletBalance(t, brand)).toBeGreaterThan(before);
    });

    it('refuses to accept or pay once the delivery date has passed', async () => {
      const { brand, offer } = await accepted({ deadline: inDays(1) });
      const late = await offered({ deadline: inDays(1) });
      t.clock.advance(3 * DAY);
      const res = await checkout(brand, offer.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.expired);
      const acc = await answer(late.influencer, late.offer.id, 'accept');
      expect(acc.statusCode).toBe(409);
      expect(acc.json().message).toBe(M.expired);
    });
  });
});
