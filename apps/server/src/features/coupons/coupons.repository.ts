import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';
import { fromDbBool, toDbBool, withBooleans, type WithBooleans } from '../../db/bool';
import type { CouponsTable } from '../../db/tables/payments';

export type Coupon = WithBooleans<Selectable<CouponsTable>, 'isFirstOrder'>;
type NewCoupon = WithBooleans<Insertable<CouponsTable>, 'isFirstOrder'>;

const toCoupon = (row: Selectable<CouponsTable>): Coupon => withBooleans(row, 'isFirstOrder');

/**
 * A single-use coupon this brand may take now: not yet used, and not held by another brand's
 * checkout that is still open. Reserving and consuming check the same thing, in the UPDATE itself.
 */
const takeableBy = (brandUserId: number, now: string) => (eb: ExpressionBuilder<Database, 'coupons'>) =>
  eb.and([
    eb('isFirstOrder', '=', 0),
    eb('usedOn', 'is', null),
    eb.or([
      eb('reservedUntil', 'is', null),
      eb('reservedUntil', '<', now),
      eb('reservedByUserId', '=', brandUserId),
    ]),
  ]);

export const couponsRepository = Object.freeze({
  /**
   * Every coupon with its real use: the captured payments that took it (count, latest date and brand), read
   * in the same query through correlated subqueries on payment_transactions (coupon_id, status) — no N+1.
   */
  list: async (db: DbOrTrx) => {
    const rows = await db
      .selectFrom('coupons')
      .leftJoin('users', 'users.id', 'coupons.usedByUserId')
      .select((eb) => {
        const uses = () =>
          eb
            .selectFrom('paymentTransactions as t')
            .whereRef('t.couponId', '=', 'coupons.id')
            .where('t.status', '=', 'captured');
        const latest = () => uses().orderBy('t.capturedOn', 'desc').orderBy('t.id', 'desc').limit(1);
        return [
          'coupons.id',
          'coupons.name',
          'coupons.code',
          'coupons.description',
          'coupons.valuePaise',
          'coupons.isFirstOrder',
          'coupons.createdOn',
          'coupons.usedOn',
          'users.name as usedByName',
          uses()
            .select((u) => u.fn.countAll<number | string | bigint>().as('n'))
            .as('useCount'),
          latest().select('t.capturedOn').as('lastUsedOn'),
          latest().innerJoin('users as b', 'b.id', 't.brandUserId').select('b.name').as('lastUsedBy'),
        ];
      })
      .orderBy('coupons.id', 'desc')
      .execute();
    return rows.map((r) => ({ ...withBooleans(r, 'isFirstOrder'), useCount: Number(r.useCount ?? 0) }));
  },

  /** One page of a coupon's uses (captured payments), newest first, with the collab made from each. */
  uses: async (
    db: DbOrTrx,
    { couponId, offset, limit }: { couponId: number; offset: number; limit: number },
  ) => {
    const base = db
      .selectFrom('paymentTransactions as t')
      .where('t.couponId', '=', couponId)
      .where('t.status', '=', 'captured');
    const rows = await base
      .innerJoin('users as b', 'b.id', 't.brandUserId')
      .leftJoin('collabs as c', 'c.transactionId', 't.id')
      .select([
        't.id as transactionId',
        'c.id as collabId',
        't.brandUserId',
        'b.name as brandName',
        't.capturedOn',
        't.createdOn',
        't.serviceTitle',
        't.discountPaise',
        't.walletPaise',
        't.totalPaise',
      ])
      .orderBy('t.capturedOn', 'desc')
      .orderBy('t.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    const count = await base
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  },

  findById: async (db: DbOrTrx, id: number) => {
    const row = await db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toCoupon(row);
  },

  findByCode: async (db: DbOrTrx, code: string) => {
    const row = await db
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', code.trim().toUpperCase())
      .executeTakeFirst();
    return row && toCoupon(row);
  },

  insert: (db: DbOrTrx, coupon: NewCoupon) =>
    db
      .insertInto('coupons')
      .values({ ...coupon, isFirstOrder: toDbBool(coupon.isFirstOrder) })
      .returning('id')
      .executeTakeFirstOrThrow(),

  /** Changes an unused coupon; false when it was used meanwhile. */
  async updateUnused(
    db: DbOrTrx,
    id: number,
    changes: Pick<Updateable<CouponsTable>, 'name' | 'code' | 'description' | 'valuePaise' | 'modifiedOn'>,
  ) {
    const r = await db
      .updateTable('coupons')
      .set(changes)
      .where('id', '=', id)
      .where('usedOn', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Deletes an unused coupon that no live checkout holds; false otherwise. */
  async deleteUnused(db: DbOrTrx, id: number, now: string) {
    const r = await db
      .deleteFrom('coupons')
      .where('id', '=', id)
      .where('usedOn', 'is', null)
      .where('isFirstOrder', '=', 0)
      .where((eb) => eb.or([eb('reservedUntil', 'is', null), eb('reservedUntil', '<', now)]))
      .executeTakeFirst();
    return r.numDeletedRows === 1n;
  },

  /**
   * Holds a single-use coupon for a brand's checkout until `holdUntil`. Conditional, so of two brands racing
   * for the same coupon exactly one gets it; the same brand may move its hold to a newer checkout.
   */
  async reserve(
    db: DbOrTrx,
    hold: { couponId: number; brandUserId: number; transactionId: number; holdUntil: string; now: string },
  ) {
    // One hold per brand at a time (unique index coupons_one_hold_per_brand): its newest checkout's coupon.
    await db
      .updateTable('coupons')
      .set({ reservedByUserId: null, reservedTransactionId: null, reservedUntil: null })
      .where('reservedByUserId', '=', hold.brandUserId)
      .where('id', '<>', hold.couponId)
      .execute();
    const r = await db
      .updateTable('coupons')
      .set({
        reservedByUserId: hold.brandUserId,
        reservedTransactionId: hold.transactionId,
        reservedUntil: hold.holdUntil,
      })
      .where('id', '=', hold.couponId)
      .where(takeableBy(hold.brandUserId, hold.now))
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /**
   * Moves the hold of this checkout to `holdUntil`; false when the checkout no longer holds the coupon (another
   * brand took it after the hold lapsed, the brand's newer checkout took its hold, or it was used).
   */
  async renew(db: DbOrTrx, hold: { couponId: number; transactionId: number; holdUntil: string }) {
    const r = await db
      .updateTable('coupons')
      .set({ reservedUntil: hold.holdUntil })
      .where('id', '=', hold.couponId)
      .where('reservedTransactionId', '=', hold.transactionId)
      .where('usedOn', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** When the brand's account was made and whether its e-mail was confirmed (who may hold coupons). */
  brandAccount: async (db: DbOrTrx, brandUserId: number) => {
    const row = await db
      .selectFrom('users')
      .select(['createdOn', 'emailVerified'])
      .where('id', '=', brandUserId)
      .executeTakeFirst();
    return row && { createdOn: row.createdOn, isEmailVerified: fromDbBool(row.emailVerified) };
  },

  /** Marks a single-use coupon used by the brand whose payment was captured; false when it is gone. */
  async consume(db: DbOrTrx, use: { couponId: number; brandUserId: number; now: string }) {
    const r = await db
      .updateTable('coupons')
      .set({
        usedOn: use.now,
        usedByUserId: use.brandUserId,
        reservedUntil: null,
        reservedTransactionId: null,
      })
      .where('id', '=', use.couponId)
      .where(takeableBy(use.brandUserId, use.now))
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Makes a single-use coupon the brand used available again (its order was refunded unstarted). */
  releaseUse: (db: DbOrTrx, use: { couponId: number; brandUserId: number }) =>
    db
      .updateTable('coupons')
      .set({ usedOn: null, usedByUserId: null })
      .where('id', '=', use.couponId)
      .where('usedByUserId', '=', use.brandUserId)
      .where('isFirstOrder', '=', 0)
      .execute(),

  /** Lets go of the hold of a checkout that was cancelled. */
  releaseReservation: (db: DbOrTrx, hold: { couponId: number; transactionId: number }) =>
    db
      .updateTable('coupons')
      .set({ reservedByUserId: null, reservedTransactionId: null, reservedUntil: null })
      .where('id', '=', hold.couponId)
      .where('reservedTransactionId', '=', hold.transactionId)
      .where('usedOn', 'is', null)
      .execute(),
});
