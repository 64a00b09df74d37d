import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { StrayPaymentStatus, StrayPaymentsTable } from '../../db/tables/payments';

export type StrayPayment = Selectable<StrayPaymentsTable>;

export const strayPaymentsRepository = Object.freeze({
  find: (db: DbOrTrx, paymentId: string) =>
    db.selectFrom('strayPayments').selectAll().where('paymentId', '=', paymentId).executeTakeFirst(),

  findByRefund: (db: DbOrTrx, refundId: string) =>
    db.selectFrom('strayPayments').selectAll().where('refundId', '=', refundId).executeTakeFirst(),

  /** Records a stray payment once; true when this call recorded it. */
  async insert(db: DbOrTrx, row: StrayPayment) {
    const r = await db
      .insertInto('strayPayments')
      .values(row)
      .onConflict((oc) => oc.column('paymentId').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  /** `from` → `to`, only from `from`: of concurrent callers exactly one gets true. */
  async move(
    db: DbOrTrx,
    paymentId: string,
    from: StrayPaymentStatus,
    to: StrayPaymentStatus,
    changes: { modifiedOn: string; refundId?: string },
  ) {
    const r = await db
      .updateTable('strayPayments')
      .set({ status: to, ...changes })
      .where('paymentId', '=', paymentId)
      .where('status', '=', from)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Captured strays whose refund is still to be made (a crash or an unreachable provider), oldest first. */
  dueRefunds: (db: DbOrTrx, { modifiedBefore, limit }: { modifiedBefore: string; limit: number }) =>
    db
      .selectFrom('strayPayments')
      .selectAll()
      .where('status', '=', 'refunding')
      .where('modifiedOn', '<=', modifiedBefore)
      .orderBy('modifiedOn')
      .limit(limit)
      .execute(),

  /** Takes a due refund for this caller (and to the back of the queue): false when another caller did. */
  async claim(db: DbOrTrx, stray: Pick<StrayPayment, 'paymentId' | 'modifiedOn'>, modifiedOn: string) {
    const r = await db
      .updateTable('strayPayments')
      .set({ modifiedOn })
      .where('paymentId', '=', stray.paymentId)
      .where('status', '=', 'refunding')
      .where('modifiedOn', '=', stray.modifiedOn)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },
});
