import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';
import type { CouponsTable } from '../../db/tables/payments';

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
  list: (db: DbOrTrx) =>
    db
      .selectFrom('coupons')
      .leftJoin('users', 'users.id', 'coupons.usedByUserId')
      .select([
        'coupons.id',
        'coupons.name',
        'coupons.code',
        'coupons.description',
        'coupons.valuePaise',
        'coupons.isFirstOrder',
        'coupons.createdOn',
        'coupons.usedOn',
        'users.name as usedByName',
      ])
      .orderBy('coupons.id', 'desc')
      .execute(),

  findById: (db: DbOrTrx, id: number) =>
    db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst(),

  findByCode: (db: DbOrTrx, code: string) =>
    db.selectFrom('coupons').selectAll().where('code', '=', code.trim().toUpperCase()).executeTakeFirst(),

  insert: (db: DbOrTrx, coupon: Insertable<CouponsTable>) =>
    db.insertInto('coupons').values(coupon).returning('id').executeTakeFirstOrThrow(),

  /** Changes an unused coupon; false when it was used meanwhile. */
  async updateUnused(db: DbOrTrx, id: number, changes: Updateable<CouponsTable>) {
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
   * Holds a single-use coupon for a brand's checkout until `until`. Conditional, so of two brands racing for
   * the same coupon exactly one gets it; the same brand may move its hold to a newer checkout.
   */
  async reserve(
    db: DbOrTrx,
    id: number,
    brandUserId: number,
    transactionId: number,
    until: string,
    now: string,
  ) {
    const r = await db
      .updateTable('coupons')
      .set({ reservedByUserId: brandUserId, reservedTransactionId: transactionId, reservedUntil: until })
      .where('id', '=', id)
      .where(takeableBy(brandUserId, now))
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Marks a single-use coupon used by the brand whose payment was captured; false when it is gone. */
  async consume(db: DbOrTrx, id: number, brandUserId: number, now: string) {
    const r = await db
      .updateTable('coupons')
      .set({ usedOn: now, usedByUserId: brandUserId, reservedUntil: null, reservedTransactionId: null })
      .where('id', '=', id)
      .where(takeableBy(brandUserId, now))
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Lets go of the hold of a checkout that was cancelled. */
  releaseReservation: (db: DbOrTrx, id: number, transactionId: number) =>
    db
      .updateTable('coupons')
      .set({ reservedByUserId: null, reservedTransactionId: null, reservedUntil: null })
      .where('id', '=', id)
      .where('reservedTransactionId', '=', transactionId)
      .where('usedOn', 'is', null)
      .execute(),
});
