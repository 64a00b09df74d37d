import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ENQUIRIES_PER_DAY } from '@collably/shared/constants/chat';
import { Role } from '@collably/shared/constants/roles';
import { ChatMessages as M } from '@collably/shared/messages/chat';
import type { TSendMessageAck } from '@collably/shared/schemas/chat';
import { closeSockets, connect, listening, send } from '../chat-fixtures';
import { influencerWithService } from '../hire-fixtures';
import { offerTerms } from '../offer-fixtures';
import { anotherInstance, databases, onInstance, testApp, type TestApp, type TestUser } from '../test-app';

/**
 * Issue 35 item 3: a brand's new enquiries per day (CHAT_ENQUIRIES_PER_DAY) hold when the first messages race:
 * ten at once over two sockets on two instances of one database, and ten custom offers (which open an enquiry
 * too) at once through two instances. The attack of issue 35 saw 8–10 delivered on PostgreSQL, where the count
 * and the insert ran under READ COMMITTED without a lock.
 */
describe.each(databases())('enquiries per brand per day under concurrency on %s', (dialect) => {
  let t: TestApp;
  let b: FastifyInstance;
  let onB: TestApp;
  let urlA: string;
  let urlB: string;
  const RACERS = 10;

  beforeAll(async () => {
    t = await testApp(dialect);
    b = await anotherInstance(t);
    onB = onInstance(t, b);
    urlA = await listening(t);
    urlB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(closeSockets);
  afterAll(async () => {
    await b.close();
    await t.close();
  });

  const influencers = (n: number) => Promise.all(Array.from({ length: n }, () => t.user(Role.Influencer)));

  /** How many conversations the brand opened as enquiries, as stored. */
  const enquiriesOf = async (brand: TestUser) =>
    Number(
      (
        await t.db
          .selectFrom('chatConversations')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('ownerUserId', '=', brand.id)
          .where('enquiryOn', 'is not', null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('delivers exactly the day’s limit of ten parallel first messages over two sockets on two instances', async () => {
    const brand = await t.user(Role.Brand);
    const targets = await influencers(RACERS);
    const sockets = [await connect(urlA, brand.token), await connect(urlB, brand.token)];
    const acks: TSendMessageAck[] = await Promise.all(
      targets.map((target, i) => send(sockets[i % 2], target.id, `Hello ${target.userName}, a collab?`)),
    );
    const delivered = acks.filter((a) => a.ok);
    expect(delivered).toHaveLength(CHAT_ENQUIRIES_PER_DAY);
    for (const refused of acks.filter((a) => !a.ok))
      expect(refused).toEqual({ ok: false, error: M.enquiryLimit });
    expect(await enquiriesOf(brand)).toBe(CHAT_ENQUIRIES_PER_DAY);
    const stored = await t.db
      .selectFrom('chatMessages')
      .select('id')
      .where('fromUserId', '=', brand.id)
      .execute();
    expect(stored).toHaveLength(CHAT_ENQUIRIES_PER_DAY);
  });

  it('opens exactly the day’s limit of enquiries with ten parallel offers to new influencers on two instances', async () => {
    const brand = await t.user(Role.Brand);
    const services = await Promise.all(
      Array.from({ length: RACERS }, () => influencerWithService(t, { pricePaise: 200_000 })),
    );
    const responses = await Promise.all(
      services.map(({ influencer, serviceId }, i) =>
        (i % 2 === 0 ? t : onB).post(
          '/api/offers',
          { influencerUserId: influencer.id, serviceId, ...offerTerms(t) },
          { token: brand.token },
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(CHAT_ENQUIRIES_PER_DAY);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(429);
      expect(r.json().message).toBe(M.enquiryLimit);
    }
    const offers = await t.db
      .selectFrom('customOffers')
      .select('id')
      .where('brandUserId', '=', brand.id)
      .execute();
    expect(offers).toHaveLength(CHAT_ENQUIRIES_PER_DAY);
    expect(await enquiriesOf(brand)).toBe(CHAT_ENQUIRIES_PER_DAY);
  });

  it('lets parallel messages to one new influencer open one enquiry, leaving the rest of the day’s limit', async () => {
    const brand = await t.user(Role.Brand);
    const [first, ...others] = await influencers(CHAT_ENQUIRIES_PER_DAY);
    const sockets = [await connect(urlA, brand.token), await connect(urlB, brand.token)];
    const acks = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => send(sockets[i % 2], first.id, `Message ${i}`)),
    );
    expect(acks.filter((a) => !a.ok)).toEqual([]);
    expect(await enquiriesOf(brand)).toBe(1);
    const rest = await Promise.all(others.map((o, i) => send(sockets[i % 2], o.id, 'Hello!')));
    expect(rest.filter((a) => !a.ok)).toEqual([]);
    expect(await enquiriesOf(brand)).toBe(CHAT_ENQUIRIES_PER_DAY);
  });
});
