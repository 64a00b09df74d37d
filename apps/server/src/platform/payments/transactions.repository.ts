import type { Insertable, Selectable } from 'kysely';
import { UserStatus } from '@collably/shared/constants/roles';
import type { DbOrTrx } from '../../db/database';
import type { PaymentTransactionsTable, PaymentTransactionStatus } from '../../db/tables/payments';

export type PaymentTransaction = Selectable<PaymentTransactionsTable>;

export const transactionsRepository = Object.freeze({
  /** A live service of an active influencer, with what its price breakup needs. */
  findHireableService: (db: DbOrTrx, serviceId: number) =>
    db
      .selectFrom('influencerServices as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .leftJoin('influencerProfiles as p', 'p.userId', 's.userId')
      .select([
        's.id',
        's.userId',
        's.platformId',
        's.title',
        's.description',
        's.pricePaise',
        's.allowUgc',
        's.ugcPricePaise',
        'u.userName',
        'u.name',
        'p.isGst',
      ])
      .where('s.id', '=', serviceId)
      .where('s.isDeleted', '=', 0)
      .where('u.status', '=', UserStatus.Active)
      .executeTakeFirst(),

  insert: (db: DbOrTrx, tx: Insertable<PaymentTransactionsTable>) =>
    db.insertInto('paymentTransactions').values(tx).returningAll().executeTakeFirstOrThrow(),

  findById: (db: DbOrTrx, id: number) =>
    db.selectFrom('paymentTransactions').selectAll().where('id', '=', id).executeTakeFirst(),

  findByProviderRef: (db: DbOrTrx, providerRef: string) =>
    db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('providerRef', '=', providerRef)
      .executeTakeFirst(),

  setProviderRef: (db: DbOrTrx, id: number, providerRef: string) =>
    db.updateTable('paymentTransactions').set({ providerRef }).where('id', '=', id).execute(),

  /**
   * pending → `to`, only from pending: of any number of concurrent confirmations exactly one gets true
   * (on PostgreSQL the others wait for its row lock, then see the new status and update nothing).
   */
  async leavePending(
    db: DbOrTrx,
    id: number,
    to: Exclude<PaymentTransactionStatus, 'pending'>,
    changes: {
      modifiedOn: string;
      capturedOn?: string;
      providerPaymentId?: string | null;
      failureReason?: string;
    },
  ) {
    const r = await db
      .updateTable('paymentTransactions')
      .set({ status: to, ...changes })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** A captured transaction becomes failed when its money could not be used (credited to the wallet). */
  markCapturedAsFailed: (db: DbOrTrx, id: number, failureReason: string, modifiedOn: string) =>
    db
      .updateTable('paymentTransactions')
      .set({ status: 'failed', failureReason, modifiedOn })
      .where('id', '=', id)
      .execute(),

  /** Whether the brand has a captured payment other than `exceptId` (FLAT500 is for the first order). */
  hasCapturedOrder: async (db: DbOrTrx, brandUserId: number, exceptId = 0) =>
    (await db
      .selectFrom('paymentTransactions')
      .select('id')
      .where('brandUserId', '=', brandUserId)
      .where('status', '=', 'captured')
      .where('id', '!=', exceptId)
      .limit(1)
      .executeTakeFirst()) !== undefined,

  /** The newest captured payment of the brand for this service that no collab uses yet. */
  findUnusedCaptured: (db: DbOrTrx, brandUserId: number, serviceId: number, allowUgc: boolean) =>
    db
      .selectFrom('paymentTransactions as t')
      .leftJoin('collabs as c', 'c.transactionId', 't.id')
      .select('t.id')
      .where('t.brandUserId', '=', brandUserId)
      .where('t.influencerServiceId', '=', serviceId)
      .where('t.allowUgc', '=', allowUgc ? 1 : 0)
      .where('t.status', '=', 'captured')
      .where('c.id', 'is', null)
      .orderBy('t.id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /**
   * The brand's pending checkouts for this service (and UGC choice) that the provider may still report paid:
   * opened with the provider and not expired before `expiredAfter`. Newest first, a few at most.
   */
  findOpenCheckouts: (
    db: DbOrTrx,
    brandUserId: number,
    serviceId: number,
    allowUgc: boolean,
    expiredAfter: string,
  ) =>
    db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('brandUserId', '=', brandUserId)
      .where('status', '=', 'pending')
      .where('influencerServiceId', '=', serviceId)
      .where('allowUgc', '=', allowUgc ? 1 : 0)
      .where('providerRef', 'is not', null)
      .where('expiresAt', '>=', expiredAfter)
      .orderBy('id', 'desc')
      .limit(5)
      .execute(),

  /** Pending transactions opened before `createdBefore` whose checkout did not expire before `expiredAfter`. */
  findDuePending: (db: DbOrTrx, createdBefore: string, expiredAfter: string, limit: number) =>
    db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('status', '=', 'pending')
      .where('createdOn', '<=', createdBefore)
      .where('expiresAt', '>=', expiredAfter)
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** The checkouts the brand opened with this coupon since `since` (each held it while it was open). */
  findCheckoutsWithCoupon: (db: DbOrTrx, brandUserId: number, couponId: number, since: string) =>
    db
      .selectFrom('paymentTransactions')
      .select(['status', 'createdOn', 'modifiedOn', 'expiresAt'])
      .where('brandUserId', '=', brandUserId)
      .where('couponId', '=', couponId)
      .where('createdOn', '>=', since)
      .execute(),
});
