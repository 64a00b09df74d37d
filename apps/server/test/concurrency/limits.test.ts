import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode, CollabStatus } from '@collably/shared/constants/collabs';
import { OFFER_MAX_COUNTERS } from '@collably/shared/constants/offers';
import { Platform } from '@collably/shared/constants/platforms';
import { Role } from '@collably/shared/constants/roles';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { OfferMessages } from '@collably/shared/messages/offers';
import { ReviewMessages } from '@collably/shared/messages/reviews';
import { refreshInfluencerSearch } from '../../src/platform/influencer-search/influencer-search';
import {
  act,
  confirmTransaction,
  deliverAndPost,
  hire,
  influencerWithService,
  pressSandbox,
  sandboxRef,
  uploadedAttachment,
} from '../hire-fixtures';
import { answerOffer, offered, offerTerms } from '../offer-fixtures';
import {
  anotherInstance,
  databases,
  onInstance,
  raceAcross,
  testApp,
  type TestApp,
  type TestUser,
} from '../test-app';

/**
 * Issue 35 item 3: the per-user limits hold when ten requests race, half through a second instance of the
 * same database (as behind a load balancer): social checks per influencer per hour, offer counters (at most
 * OFFER_MAX_COUNTERS), one review per party per collab, revision requests within the allowance and the extra
 * revisions of one checkout counted once. (Enquiries per day: enquiries.test.ts.)
 */
describe.each(databases())('per-user limits under concurrency on %s', (dialect) => {
  const CHECKS_PER_HOUR = 3;
  const RACERS = 10;
  let t: TestApp;
  let b: FastifyInstance;
  let onB: TestApp;

  beforeAll(async () => {
    t = await testApp(dialect, {
      // The test app's page origin is a closed local port: every check that runs finds no page (a 400).
      configure: (config) => {
        config.rateLimits.socialCheck = { max: CHECKS_PER_HOUR, timeWindowMs: 3_600_000 };
      },
    });
    b = await anotherInstance(t);
    onB = onInstance(t, b);
  });
  afterAll(async () => {
    await b.close();
    await t.close();
  });

  /** `n` copies of a request, alternately through instance A and instance B, all at once. */
  const race = <T>(n: number, request: (on: TestApp, i: number) => Promise<T>) =>
    raceAcross([t, onB], n, request);
  const statuses = (responses: readonly { statusCode: number }[]) => responses.map((r) => r.statusCode);
  const count = (codes: readonly number[], code: number) => codes.filter((c) => c === code).length;

  it('lets exactly the hour’s social checks of an influencer through', async () => {
    const influencer = await t.user(Role.Influencer);
    const linked = await t.post(
      '/api/influencer/add-socialaccounts',
      {
        UserId: influencer.id,
        plateformId: Platform.Instagram,
        userName: 'instagram.com/racer',
        followerId: 3,
      },
      { token: influencer.token },
    );
    expect(linked.statusCode, linked.body).toBe(200);
    const base = '/api/influencer/social-verification';
    const body = { plateformId: Platform.Instagram };
    expect((await t.post(`${base}/code`, body, { token: influencer.token })).statusCode).toBe(200);

    const codes = statuses(
      await race(RACERS, (on) => on.post(`${base}/check`, body, { token: influencer.token })),
    );
    // The checks let through fetched the (unreachable) page; the others never reached it.
    expect(count(codes, 400)).toBe(CHECKS_PER_HOUR);
    expect(count(codes, 429)).toBe(RACERS - CHECKS_PER_HOUR);
    // An hour later the influencer may check again.
    t.clock.advance(3_600_001);
    expect((await onB.post(`${base}/check`, body, { token: influencer.token })).statusCode).toBe(400);
  });

  it('takes exactly one of ten parallel counters of a round, and none past the last counter', async () => {
    const { brand, influencer, offer } = await offered(t);
    const turns = [influencer, brand, influencer];
    expect(turns).toHaveLength(OFFER_MAX_COUNTERS);
    for (const [round, who] of turns.entries()) {
      const responses = await race(RACERS, (on, i) =>
        answerOffer(on, who, offer.id, 'counter', offerTerms(t, { price: 6000 + round * 100 + i })),
      );
      const codes = statuses(responses);
      expect(count(codes, 200), JSON.stringify(codes)).toBe(1);
      // The others read the round before or after the winner moved it on: no longer open, or not their turn.
      for (const r of responses.filter((x) => x.statusCode !== 200)) {
        expect([OfferMessages.notPending, OfferMessages.notYourTurn]).toContain(r.json().message);
      }
    }
    const past = await race(RACERS, (on, i) =>
      answerOffer(on, brand, offer.id, 'counter', offerTerms(t, { price: 7000 + i })),
    );
    expect(count(statuses(past), 200)).toBe(0);
    const rounds = await t.db
      .selectFrom('customOfferRounds')
      .select('round')
      .where('offerId', '=', offer.id)
      .execute();
    expect(rounds).toHaveLength(OFFER_MAX_COUNTERS + 1);
    const row = await t.db
      .selectFrom('customOffers')
      .select(['round', 'status'])
      .where('id', '=', offer.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ round: OFFER_MAX_COUNTERS + 1, status: 'pending' });
  });

  /** A collab of a fresh brand and influencer taken to Complete. */
  async function completedCollab(): Promise<{ brand: TestUser; influencer: TestUser; id: number }> {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
    await refreshInfluencerSearch(t.db, influencer.id);
    const id = await hire(t, brand, serviceId);
    await deliverAndPost(t, brand, influencer, id);
    expect((await act(t, brand, id, ActionCode.MarkComplete)).statusCode).toBe(200);
    return { brand, influencer, id };
  }

  it('stores one review per party of a collab from ten parallel posts of both parties', async () => {
    const { brand, influencer, id } = await completedCollab();
    const text = 'Delivered on time and the reel looked lovely, thank you!';
    const responses = await race(RACERS, (on, i) =>
      on.post(
        '/api/user/review',
        { collabDetailId: id, stars: 5, text },
        { token: (i % 4 < 2 ? brand : influencer).token },
      ),
    );
    const codes = statuses(responses);
    expect(count(codes, 200), JSON.stringify(codes)).toBe(2);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(ReviewMessages.alreadyReviewed);
    }
    const reviews = await t.db
      .selectFrom('reviews')
      .select(['side', 'visibleOn'])
      .where('collabId', '=', id)
      .orderBy('side')
      .execute();
    expect(reviews.map((r) => r.side)).toEqual(['brand', 'influencer']);
    // Both written: both visible, whichever came second.
    for (const r of reviews) expect(r.visibleOn).not.toBeNull();
  });

  /** A hired service with `revisions` included and paid extras at ₹500, delivered once for approval. */
  async function delivered(revisions: number) {
    const { influencer, serviceId } = await influencerWithService(t);
    await t.db
      .updateTable('influencerServices')
      .set({ revisions, extraRevisionPricePaise: 50_000 })
      .where('id', '=', serviceId)
      .execute();
    const brand = await t.user(Role.Brand);
    const collabId = await hire(t, brand, serviceId);
    expect((await act(t, influencer, collabId, ActionCode.Accept)).statusCode).toBe(200);
    const sendWork = async () => {
      const file = await uploadedAttachment(t, influencer.id, 'mp4');
      const res = await act(t, influencer, collabId, ActionCode.SendForApproval, '', [file]);
      expect(res.statusCode, res.body).toBe(200);
    };
    await sendWork();
    return { brand, influencer, collabId, sendWork };
  }
  const collabRow = (id: number) =>
    t.db
      .selectFrom('collabs')
      .select(['status', 'revisionsAllowed', 'revisionsUsed'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const requestRevisions = (brand: TestUser, collabId: number) =>
    race(RACERS, (on) =>
      on.post(
        '/api/user/update/collab-status',
        {
          collabDetailId: collabId,
          statusId: ActionCode.RequestRevision,
          reason: 'Brighter, please',
          base64File: [],
        },
        { token: brand.token },
      ),
    );

  it('counts one revision of ten parallel requests, and adds a checkout’s extras once however often it is confirmed', async () => {
    const o = await delivered(1);
    const first = statuses(await requestRevisions(o.brand, o.collabId));
    expect(count(first, 200), JSON.stringify(first)).toBe(1);
    expect(count(first, 409)).toBe(RACERS - 1);
    expect(await collabRow(o.collabId)).toMatchObject({ revisionsAllowed: 1, revisionsUsed: 1 });

    // The allowance is spent: ten parallel requests after the next delivery are all refused.
    await o.sendWork();
    const spent = await requestRevisions(o.brand, o.collabId);
    expect(count(statuses(spent), 200)).toBe(0);
    expect(spent[0].json().message).toBe(CollabMessages.revisionsExhausted(1, true));

    // A checkout of 2 extra revisions, paid, then confirmed ten times at once on both instances.
    const opened = await t.post(
      '/api/collab/extra-revisions/checkout',
      { collabDetailId: o.collabId, count: 2 },
      { token: o.brand.token },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const checkout = opened.json().data as { refrenceId: string; transId: number };
    expect((await pressSandbox(t, sandboxRef(checkout.refrenceId), 'pay')).statusCode).toBe(303);
    const confirmations = await race(RACERS, (on) => confirmTransaction(on, o.brand, checkout.transId));
    for (const c of confirmations) expect(c.statusCode, c.body).toBe(200);

    // Exactly 2 more: ten parallel requests take one each time, twice, then none.
    for (let n = 2; n <= 3; n++) {
      const codes = statuses(await requestRevisions(o.brand, o.collabId));
      expect(count(codes, 200), JSON.stringify(codes)).toBe(1);
      const row = await collabRow(o.collabId);
      expect(row.revisionsUsed).toBe(n);
      expect(row.status).toBe(CollabStatus.Review);
      await o.sendWork();
    }
    expect(count(statuses(await requestRevisions(o.brand, o.collabId)), 200)).toBe(0);
    expect((await collabRow(o.collabId)).revisionsUsed).toBe(3);
  });
});
