import { sql } from 'kysely';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import type { DbOrTrx } from '../../db/database';
import type { ReferralVisitsTable } from '../../db/tables/referrals';

type Range = { fromDay?: string; toDay?: string; fromInstant?: string; toInstantExclusive?: string };

/**
 * Per code: profile visits and captured orders, as one grouped UNION ALL so codes that only brought visits,
 * or only orders, both appear.
 */
const perCode = (db: DbOrTrx, range: Range) => {
  const visits = db
    .selectFrom('referralVisits as v')
    .select((eb) => [
      'v.code as code',
      eb.fn.countAll<number>().as('visits'),
      sql<number>`0`.as('orders'),
      sql<number>`0`.as('orderValuePaise'),
    ])
    .$if(range.fromDay !== undefined, (q) => q.where('v.visitDay', '>=', range.fromDay!))
    .$if(range.toDay !== undefined, (q) => q.where('v.visitDay', '<=', range.toDay!))
    .groupBy('v.code');
  const orders = db
    .selectFrom('paymentTransactions as t')
    .where('t.status', '=', 'captured')
    .where('t.czref', 'is not', null)
    .$if(range.fromInstant !== undefined, (q) => q.where('t.capturedOn', '>=', range.fromInstant!))
    .$if(range.toInstantExclusive !== undefined, (q) =>
      q.where('t.capturedOn', '<', range.toInstantExclusive!),
    )
    .select((eb) => [
      sql<string>`${eb.ref('t.czref')}`.as('code'),
      sql<number>`0`.as('visits'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>(eb('t.walletPaise', '+', eb.ref('t.totalPaise'))).as('orderValuePaise'),
    ])
    .groupBy('t.czref');
  return db
    .selectFrom(visits.unionAll(orders).as('u'))
    .select((eb) => [
      'u.code',
      eb.fn.sum<number>('u.visits').as('visits'),
      eb.fn.sum<number>('u.orders').as('orders'),
      eb.fn.sum<number>('u.orderValuePaise').as('orderValuePaise'),
    ])
    .groupBy('u.code');
};

export const referralsRepository = Object.freeze({
  /** The id of the active influencer of a user name (a public profile), or undefined. */
  findPublicInfluencerId: async (db: DbOrTrx, userName: string) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', userName)
        .where('roleId', '=', Role.Influencer)
        .where('status', '=', UserStatus.Active)
        .executeTakeFirst()
    )?.id,

  /** One visit; a repeat of the same code, profile, viewer and day is ignored. */
  addVisit: (db: DbOrTrx, visit: ReferralVisitsTable) =>
    db
      .insertInto('referralVisits')
      .values(visit)
      .onConflict((oc) => oc.columns(['code', 'influencerUserId', 'viewerKey', 'visitDay']).doNothing())
      .execute(),

  /** One page of codes, highest order value first (then most visits, then code). */
  report: async (db: DbOrTrx, query: Range & { offset: number; limit: number }) => {
    const rows = await perCode(db, query)
      .orderBy('orderValuePaise', 'desc')
      .orderBy('visits', 'desc')
      .orderBy('u.code')
      .offset(query.offset)
      .limit(query.limit)
      .execute();
    const count = await db
      .selectFrom(perCode(db, query).as('g'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return {
      rows: rows.map((r) => ({
        code: r.code,
        visits: Number(r.visits ?? 0),
        orders: Number(r.orders ?? 0),
        orderValuePaise: Number(r.orderValuePaise ?? 0),
      })),
      total: Number(count.n),
    };
  },
});
