import type { Insertable, Selectable, Updateable } from 'kysely';
import { UserStatus } from '@collably/shared/constants/roles';
import type { DbOrTrx } from '../../db/database';
import type { CustomOfferRoundsTable, CustomOffersTable } from '../../db/tables/offers';

export type OfferRoundRow = Selectable<CustomOfferRoundsTable>;

/** An offer with both parties' names and its service's title and platform. */
const offerQuery = (db: DbOrTrx) =>
  db
    .selectFrom('customOffers as o')
    .innerJoin('users as b', 'b.id', 'o.brandUserId')
    .innerJoin('users as i', 'i.id', 'o.influencerUserId')
    .innerJoin('influencerServices as s', 's.id', 'o.influencerServiceId')
    .selectAll('o')
    .select([
      'b.name as brandName',
      'i.name as influencerName',
      'i.userName as influencerUserName',
      's.title as serviceTitle',
      's.platformId',
    ]);

export type OfferRow = Awaited<ReturnType<ReturnType<typeof offerQuery>['execute']>>[number];

export const offersRepository = Object.freeze({
  /** A live service of an active influencer (the base of an offer). */
  findService: (db: DbOrTrx, serviceId: number) =>
    db
      .selectFrom('influencerServices as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select(['s.id', 's.userId', 's.title', 's.platformId'])
      .where('s.id', '=', serviceId)
      .where('s.isDeleted', '=', 0)
      .where('u.status', '=', UserStatus.Active)
      .executeTakeFirst(),

  insert: async (db: DbOrTrx, offer: Insertable<CustomOffersTable>) =>
    (await db.insertInto('customOffers').values(offer).returning('id').executeTakeFirstOrThrow()).id,

  insertRound: (db: DbOrTrx, round: Insertable<CustomOfferRoundsTable>) =>
    db.insertInto('customOfferRounds').values(round).execute(),

  findById: (db: DbOrTrx, id: number): Promise<OfferRow | undefined> =>
    offerQuery(db).where('o.id', '=', id).executeTakeFirst(),

  /** The offers between a brand and an influencer, oldest first. */
  between: (db: DbOrTrx, brandUserId: number, influencerUserId: number): Promise<OfferRow[]> =>
    offerQuery(db)
      .where('o.brandUserId', '=', brandUserId)
      .where('o.influencerUserId', '=', influencerUserId)
      .orderBy('o.id')
      .execute(),

  rounds: async (db: DbOrTrx, offerIds: readonly number[]): Promise<OfferRoundRow[]> =>
    offerIds.length === 0
      ? []
      : db
          .selectFrom('customOfferRounds')
          .selectAll()
          .where('offerId', 'in', [...offerIds])
          .orderBy('offerId')
          .orderBy('round')
          .execute(),

  /**
   * Moves a pending offer on from round `round` only if nobody did meanwhile: of an accept, a decline and a
   * counter racing on one round, exactly one changes the row.
   */
  async advance(db: DbOrTrx, id: number, round: number, changes: Updateable<CustomOffersTable>) {
    const r = await db
      .updateTable('customOffers')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('round', '=', round)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /**
   * The captured payment of each paid offer and the order made from it (read-only: payments and collabs
   * write them; an offer is paid when a captured payment names it).
   */
  paymentsOf: async (db: DbOrTrx, offerIds: readonly number[]) =>
    offerIds.length === 0
      ? []
      : db
          .selectFrom('paymentTransactions as t')
          .leftJoin('collabs as c', 'c.transactionId', 't.id')
          .select(['t.offerId', 't.id as transactionId', 'c.id as collabId'])
          .where('t.offerId', 'in', [...offerIds])
          .where('t.status', '=', 'captured')
          .execute(),
});
