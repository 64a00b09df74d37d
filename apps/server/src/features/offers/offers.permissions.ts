import { indiaDateOf } from '@collably/shared/domain/gst-invoice';
import type { Fixtures } from '../../../test/permissions/matrix-fixtures';
import {
  type Cell,
  type Row,
  only,
  offerParties,
  type FeaturePermissions,
} from '../../../test/permissions/matrix-rows';

/**
 * Issue 19: a custom offer (written straight into the database, so no chat enquiry limit is spent) between the
 * caller and a peer of the other role when the cell is its own, else between the two peers; `turn` names the side
 * whose move it is (the other side proposed the latest round), `status` its state.
 */
async function offerOf(
  fx: Fixtures,
  cell: Cell,
  { turn, status = 'pending' }: { turn: 'caller' | 'other'; status?: 'pending' | 'accepted' },
): Promise<{ id: number; probe: () => Promise<unknown> }> {
  const isOwn = cell.own === true;
  const brand = isOwn && cell.role === 'brand' ? fx.me.brand : fx.peer.brand;
  const influencer = isOwn && cell.role === 'influencer' ? fx.me.influencer : fx.peer.influencer;
  const callerSide = cell.role === 'influencer' ? 'influencer' : 'brand';
  const otherSide = callerSide === 'brand' ? 'influencer' : 'brand';
  const at = fx.t.clock.now().toISOString();
  const terms = {
    proposedBy: turn === 'caller' ? otherSide : callerSide,
    brief: 'A reel about our matrix tea',
    pricePaise: 150_000,
    deadline: indiaDateOf(new Date(fx.t.clock.now().getTime() + 10 * 86_400_000)),
    revisions: 1,
  } as const;
  const { id } = await fx.t.db
    .insertInto('customOffers')
    .values({
      brandUserId: brand.id,
      influencerUserId: influencer.id,
      influencerServiceId: fx.serviceOf.get(influencer.id)!,
      status,
      round: 2,
      ...terms,
      createdOn: at,
      modifiedOn: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await fx.t.db
    .insertInto('customOfferRounds')
    .values({ offerId: id, round: 2, ...terms, createdOn: at })
    .execute();
  return {
    id,
    probe: async () => ({
      offer: await fx.t.db.selectFrom('customOffers').selectAll().where('id', '=', id).executeTakeFirst(),
      payments: await fx.t.db
        .selectFrom('paymentTransactions')
        .select('id')
        .where('offerId', '=', id)
        .execute(),
    }),
  };
}

const offerTerms = (fx: Fixtures) => ({
  brief: 'A reel about our matrix tea, counter-proposed',
  price: 1800,
  deadline: indiaDateOf(new Date(fx.t.clock.now().getTime() + 12 * 86_400_000)),
  revisions: 2,
});

export const permissions: FeaturePermissions = {
  feature: 'offers',
  rows: [
    {
      route: 'POST /api/offers',
      rule: 'brand only; an offer to an influencer for one of their services, where the chat lets the brand write',
      expect: only('brand'),
      request: async (fx) => ({
        body: {
          influencerUserId: fx.peer.influencer.id,
          serviceId: fx.serviceOf.get(fx.peer.influencer.id)!,
          ...offerTerms(fx),
        },
      }),
    },
    {
      route: 'GET /api/offers',
      rule: 'roles 1 and 2; only the offers between the caller and userId',
      expect: only('influencer', 'brand'),
      request: async (fx) => ({ query: { userId: String(fx.peer.brand.id) } }),
    },
    {
      route: 'GET /api/offers/{id}',
      rule: 'roles 1 and 2, a party of the offer; anyone else of those roles gets 404',
      owned: true,
      expect: offerParties,
      notOwner: 404,
      request: async (fx, cell) => ({ params: { id: (await offerOf(fx, cell, { turn: 'caller' })).id } }),
    },
    ...(['accept', 'decline', 'counter'] as const).map((action): Row => ({
      route: `POST /api/offers/{id}/${action}`,
      rule: 'roles 1 and 2, the party whose turn it is; anyone else of those roles gets 404',
      owned: true,
      expect: offerParties,
      notOwner: 404,
      request: async (fx, cell) => {
        const offer = await offerOf(fx, cell, { turn: 'caller' });
        return {
          params: { id: offer.id },
          body: action === 'counter' ? offerTerms(fx) : undefined,
          probe: offer.probe,
        };
      },
    })),
    {
      route: 'POST /api/offers/{id}/withdraw',
      rule: 'roles 1 and 2, the party that made the latest proposal; anyone else of those roles gets 404',
      owned: true,
      expect: offerParties,
      notOwner: 404,
      request: async (fx, cell) => {
        const offer = await offerOf(fx, cell, { turn: 'other' });
        return { params: { id: offer.id }, probe: offer.probe };
      },
    },
    {
      route: 'POST /api/offers/{id}/checkout',
      rule: 'brand only, the brand of an accepted offer; another brand gets 404',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: 'deny',
        brand: { own: 'allow', other: 'deny' },
        staff: 'deny',
        admin: 'deny',
      },
      notOwner: 404,
      request: async (fx, cell) => {
        const offer = await offerOf(fx, cell, { turn: 'caller', status: 'accepted' });
        return { params: { id: offer.id }, body: { couponId: 0, useWallet: false }, probe: offer.probe };
      },
    },
  ],
};
