import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode, CollabStatus } from '@collably/shared/constants/collabs';
import { act, createCollab, hire } from '../../../test/hire-fixtures';
import { acceptedOffer, inDays, offerPair, payOffer } from '../../../test/offer-fixtures';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { sweep } from './collabs.sweeps';

const DAY = 86_400_000;

/** Issue 19 part 3: an order made from a custom offer is due at the offer's delivery date, not after 14 days. */
describe.each(databases())('the delivery clock of a custom offer’s order on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp(dialect, {
      configure: (config) => {
        config.rateLimits.chatSend = { max: 1000, timeWindowMs: 10_000 };
      },
    });
  });
  afterAll(async () => t.close());

  const status = async (id: number) =>
    (await t.db.selectFrom('collabs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  async function offerOrder(days: number) {
    const { brand, influencer, serviceId, offer } = await acceptedOffer(t, { deadline: inDays(t, days) });
    const transId = await payOffer(t, brand, offer.id);
    const made = await createCollab(t, brand, { transId, influencerServiceId: serviceId });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.collabDetailId as number;
    expect((await act(t, influencer, id, ActionCode.Accept)).statusCode).toBe(200);
    return id;
  }

  it('cancels and refunds an undelivered offer order at its date, while a normal order keeps 14 days', async () => {
    const offerCollab = await offerOrder(5);
    const normal = await offerPair(t);
    const normalCollab = await hire(t, normal.brand, normal.serviceId);
    expect((await act(t, normal.influencer, normalCollab, ActionCode.Accept)).statusCode).toBe(200);
    t.clock.advance(4 * DAY);
    expect(await sweep(t.app.ctx, 'deliveryOverdue')).toBe(0);
    t.clock.advance(2 * DAY);
    expect(await sweep(t.app.ctx, 'deliveryOverdue')).toBe(1);
    expect(await status(offerCollab)).toBe(CollabStatus.Cancel);
    expect(await status(normalCollab)).toBe(CollabStatus.Accept);
    t.clock.advance(9 * DAY);
    await sweep(t.app.ctx, 'deliveryOverdue');
    expect(await status(normalCollab)).toBe(CollabStatus.Cancel);
  });

  it('keeps an offer order past 14 days when its date is later', async () => {
    const id = await offerOrder(30);
    t.clock.advance(20 * DAY);
    await sweep(t.app.ctx, 'deliveryOverdue');
    expect(await status(id)).toBe(CollabStatus.Accept);
  });

  it('allows the revisions the offer agreed, not the service’s', async () => {
    const { brand, serviceId, offer } = await acceptedOffer(t, { deadline: inDays(t, 10), revisions: 5 });
    const transId = await payOffer(t, brand, offer.id);
    const made = await createCollab(t, brand, { transId, influencerServiceId: serviceId });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.collabDetailId as number;
    const row = await t.db
      .selectFrom('collabs')
      .select(['revisionsAllowed', 'offerRevisions'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ revisionsAllowed: 5, offerRevisions: 5 });
  });
});
