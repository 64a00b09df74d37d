import { sql, type Insertable, type Selectable } from 'kysely';
import type { TCollabStatus } from '@collably/shared/constants/collabs';
import { UserStatus } from '@collably/shared/constants/roles';
import type { DbOrTrx } from '../../db/database';
import { fromDbBool, toDbBool, withBooleans, type WithBooleans } from '../../db/bool';
import type { PaymentTransactionsTable, PaymentTransactionStatus } from '../../db/tables/payments';

type BoolColumn = 'allowUgc' | 'isGst' | 'isFirstOrderCoupon';
export type PaymentTransaction = WithBooleans<Selectable<PaymentTransactionsTable>, BoolColumn>;
type NewPaymentTransaction = WithBooleans<Insertable<PaymentTransactionsTable>, BoolColumn>;

const toTransaction = (row: Selectable<PaymentTransactionsTable>): PaymentTransaction =>
  withBooleans(row, 'allowUgc', 'isGst', 'isFirstOrderCoupon');

/** A brand's checkouts of one service with one UGC choice. */
type ServiceChoice = { brandUserId: number; serviceId: number; allowUgc: boolean };

export const paymentsRepository = Object.freeze({
  /** A live service of an active influencer, with what its price breakup needs. */
  findHireableService: async (db: DbOrTrx, serviceId: number) => {
    const row = await db
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
        'p.gstNo',
      ])
      .where('s.id', '=', serviceId)
      .where('s.isDeleted', '=', 0)
      .where('u.status', '=', UserStatus.Active)
      .executeTakeFirst();
    // No profile row means not GST registered.
    if (!row) return undefined;
    const isGst = fromDbBool(row.isGst ?? 0);
    // The GSTIN that prices the influencer's own GST: only a registered influencer's (issue 36).
    return { ...withBooleans(row, 'allowUgc'), isGst, gstin: isGst ? row.gstNo || null : null };
  },

  insert: async (db: DbOrTrx, tx: NewPaymentTransaction) =>
    toTransaction(
      await db
        .insertInto('paymentTransactions')
        .values({
          ...tx,
          allowUgc: toDbBool(tx.allowUgc),
          isGst: toDbBool(tx.isGst),
          isFirstOrderCoupon: toDbBool(tx.isFirstOrderCoupon),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    ),

  findById: async (db: DbOrTrx, id: number) => {
    const row = await db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toTransaction(row);
  },

  findByProviderRef: async (db: DbOrTrx, providerRef: string) => {
    const row = await db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('providerRef', '=', providerRef)
      .executeTakeFirst();
    return row && toTransaction(row);
  },

  /** The name the influencer's notification shows for a brand. */
  findUserName: async (db: DbOrTrx, userId: number) =>
    (await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst())?.name,

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
      /** When the closed checkout is first asked about again for late payments. */
      lateCheckOn?: string | null;
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
  markCapturedAsFailed: (
    db: DbOrTrx,
    id: number,
    { failureReason, modifiedOn }: { failureReason: string; modifiedOn: string },
  ) =>
    db
      .updateTable('paymentTransactions')
      .set({ status: 'failed', failureReason, modifiedOn })
      .where('id', '=', id)
      .execute(),

  /** Whether the brand has a captured payment other than `exceptId` (FLAT500 is for the first order). */
  hasCapturedOrder: async (
    db: DbOrTrx,
    { brandUserId, exceptId = 0 }: { brandUserId: number; exceptId?: number },
  ) =>
    (await db
      .selectFrom('paymentTransactions')
      .select('id')
      .where('brandUserId', '=', brandUserId)
      .where('status', '=', 'captured')
      .where('id', '!=', exceptId)
      .limit(1)
      .executeTakeFirst()) !== undefined,

  /** The newest captured payment of the brand for this service that no collab uses yet. */
  findUnusedCaptured: (
    db: DbOrTrx,
    {
      brandUserId,
      serviceId,
      allowUgc,
      offerId,
    }: ServiceChoice & {
      /** null: only normal hires (a custom offer's payment is no hire of the service's listed price). */
      offerId?: null;
    },
  ) => {
    let q = db
      .selectFrom('paymentTransactions as t')
      .leftJoin('collabs as c', 'c.transactionId', 't.id')
      .select('t.id')
      .where('t.brandUserId', '=', brandUserId)
      .where('t.influencerServiceId', '=', serviceId)
      .where('t.allowUgc', '=', toDbBool(allowUgc))
      .where('t.status', '=', 'captured')
      .where('t.extraRevisionsCollabId', 'is', null)
      .where('c.id', 'is', null);
    if (offerId === null) q = q.where('t.offerId', 'is', null);
    return q.orderBy('t.id', 'desc').limit(1).executeTakeFirst();
  },

  /** The captured payment of a custom offer (at most one: captures of a brand queue on its wallet lock). */
  findCapturedForOffer: (db: DbOrTrx, offerId: number, exceptId = 0) =>
    db
      .selectFrom('paymentTransactions')
      .select(['id', 'capturedOn'])
      .where('offerId', '=', offerId)
      .where('status', '=', 'captured')
      .where('id', '!=', exceptId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),

  /**
   * The brand's pending checkouts for this service (and UGC choice) that the provider may still report paid:
   * opened with the provider and not expired before `expiredAfter`. Newest first, a few at most.
   */
  findOpenCheckouts: async (
    db: DbOrTrx,
    { brandUserId, serviceId, allowUgc, expiredAfter }: ServiceChoice & { expiredAfter: string },
  ) => {
    const rows = await db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('brandUserId', '=', brandUserId)
      .where('status', '=', 'pending')
      .where('influencerServiceId', '=', serviceId)
      .where('allowUgc', '=', toDbBool(allowUgc))
      .where('extraRevisionsCollabId', 'is', null)
      .where('providerRef', 'is not', null)
      .where('expiresAt', '>=', expiredAfter)
      .orderBy('id', 'desc')
      .limit(5)
      .execute();
    return rows.map(toTransaction);
  },

  /** Closed checkouts due to be asked about again for late payments (payments.strays.ts), soonest first. */
  findDueLateChecks: async (db: DbOrTrx, { now, limit }: { now: string; limit: number }) => {
    const rows = await db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('lateCheckOn', '<=', now)
      .orderBy('lateCheckOn')
      .limit(limit)
      .execute();
    return rows.map(toTransaction);
  },

  /** Moves a due late check on, only if nobody did meanwhile: true for the one caller that does it. */
  async claimLateCheck(
    db: DbOrTrx,
    tx: Pick<PaymentTransaction, 'id' | 'lateCheckOn' | 'lateChecks'>,
    next: string | null,
  ) {
    if (tx.lateCheckOn === null) return false;
    const r = await db
      .updateTable('paymentTransactions')
      .set({ lateCheckOn: next, lateChecks: tx.lateChecks + 1 })
      .where('id', '=', tx.id)
      .where('lateCheckOn', '=', tx.lateCheckOn)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Pending transactions opened before `createdBefore` whose checkout did not expire before `expiredAfter`. */
  findDuePending: async (
    db: DbOrTrx,
    { createdBefore, expiredAfter, limit }: { createdBefore: string; expiredAfter: string; limit: number },
  ) => {
    const rows = await db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('status', '=', 'pending')
      .where('createdOn', '<=', createdBefore)
      .where('expiresAt', '>=', expiredAfter)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toTransaction);
  },

  /** The checkouts of the brand that held this coupon, opened since `since`. */
  findCheckoutsWithCoupon: (
    db: DbOrTrx,
    { brandUserId, couponId, since }: { brandUserId: number; couponId: number; since: string },
  ) =>
    db
      .selectFrom('paymentTransactions')
      .select(['id', 'status', 'createdOn', 'modifiedOn', 'expiresAt', 'couponHeldUntil'])
      .where('brandUserId', '=', brandUserId)
      .where('couponId', '=', couponId)
      .where('createdOn', '>=', since)
      .where('couponHeldUntil', 'is not', null)
      .execute(),

  /** Records until when this checkout holds its coupon (taken or renewed). */
  setCouponHeldUntil: (db: DbOrTrx, id: number, until: string) =>
    db.updateTable('paymentTransactions').set({ couponHeldUntil: until }).where('id', '=', id).execute(),

  /**
   * brand/create/collab takes the payment: captured and details not yet sent → details sent. The same row
   * predicate as the refund sweep's, which PostgreSQL re-checks after waiting for the other's row lock, so of
   * the two exactly one updates the row (SQLite runs one writer at a time).
   */
  async claimForDetails(db: DbOrTrx, id: number, now: string) {
    const r = await db
      .updateTable('paymentTransactions')
      .set({ detailsSentOn: now })
      .where('id', '=', id)
      .where('status', '=', 'captured')
      .where('detailsSentOn', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Records the one reminder of a payment still waiting for its details; false when it no longer waits or was reminded. */
  async markReminded(db: DbOrTrx, id: number, now: string) {
    const r = await db
      .updateTable('paymentTransactions')
      .set({ detailsRemindedOn: now })
      .where('id', '=', id)
      .where('status', '=', 'captured')
      .where('detailsSentOn', 'is', null)
      .where('detailsRemindedOn', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** captured → refunded, only while its details were never sent and it was captured before `capturedBefore`. */
  async refundUnsent(
    db: DbOrTrx,
    id: number,
    { now, capturedBefore }: { now: string; capturedBefore: string },
  ) {
    const r = await db
      .updateTable('paymentTransactions')
      .set({ status: 'refunded', modifiedOn: now })
      .where('id', '=', id)
      .where('status', '=', 'captured')
      .where('detailsSentOn', 'is', null)
      .where('capturedOn', '<=', capturedBefore)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /**
   * Captured payments whose details were never sent, captured before `capturedBefore` (the sweeps; by id,
   * after `afterId`), optionally not yet reminded.
   */
  dueUnsent: (
    db: DbOrTrx,
    o: {
      capturedBefore: string;
      /** Reminders only: a payment already due for its refund gets the refund's notice alone. */
      capturedAfter?: string;
      afterId: number;
      limit: number;
      notReminded: boolean;
    },
  ) => {
    let q = db
      .selectFrom('paymentTransactions')
      .select([
        'id',
        'brandUserId',
        'influencerUserId',
        'serviceTitle',
        'totalPaise',
        'walletPaise',
        'capturedOn',
      ])
      .where('status', '=', 'captured')
      .where('detailsSentOn', 'is', null)
      .where('capturedOn', '<=', o.capturedBefore)
      .where('id', '>', o.afterId);
    if (o.notReminded) q = q.where('detailsRemindedOn', 'is', null);
    if (o.capturedAfter !== undefined) q = q.where('capturedOn', '>', o.capturedAfter);
    return q.orderBy('id').limit(o.limit).execute();
  },

  /** The captured payments still waiting for their details, newest first; every brand's when `brandUserId` is null. */
  awaitingDetails: (db: DbOrTrx, { brandUserId }: { brandUserId: number | null }) => {
    let q = db
      .selectFrom('paymentTransactions as t')
      .innerJoin('users as i', 'i.id', 't.influencerUserId')
      .innerJoin('users as b', 'b.id', 't.brandUserId')
      .select([
        't.id',
        't.influencerServiceId',
        't.allowUgc',
        't.serviceTitle',
        't.platformId',
        't.influencerUserId',
        'i.name as influencerName',
        'i.userName',
        'i.profilePic',
        'b.name as brandName',
        't.totalPaise',
        't.walletPaise',
        't.capturedOn',
        't.detailsRemindedOn',
      ])
      .where('t.status', '=', 'captured')
      .where('t.detailsSentOn', 'is', null);
    if (brandUserId !== null) q = q.where('t.brandUserId', '=', brandUserId);
    return q
      .orderBy('t.capturedOn', 'desc')
      .orderBy('t.id', 'desc')
      .limit(100)
      .execute()
      .then((rows) =>
        rows.map((r) => ({ ...r, allowUgc: fromDbBool(r.allowUgc), capturedOn: r.capturedOn ?? '' })),
      );
  },

  /** Extra revisions bought and paid for (captured) per collab, for the allowance (issue 19 item 4). */
  extraRevisionsBought: async (db: DbOrTrx, collabIds: readonly number[]) => {
    if (collabIds.length === 0) return new Map<number, number>();
    const rows = await db
      .selectFrom('paymentTransactions')
      .select(['extraRevisionsCollabId', (eb) => eb.fn.sum<number | string>('extraRevisions').as('bought')])
      .where('extraRevisionsCollabId', 'in', [...collabIds])
      .where('status', '=', 'captured')
      .groupBy('extraRevisionsCollabId')
      .execute();
    return new Map(rows.map((r) => [Number(r.extraRevisionsCollabId), Number(r.bought)]));
  },

  /**
   * Locks the order (collab) extra revisions were bought for, with a write that changes nothing (as the ledger
   * locks accounts, on both databases), and reads its status; null when there is no such order.
   */
  lockOrderStatus: async (trx: DbOrTrx, collabId: number) =>
    (
      await trx
        .updateTable('collabs')
        .set({ status: sql<TCollabStatus>`status` })
        .where('id', '=', collabId)
        .returning('status')
        .executeTakeFirst()
    )?.status ?? null,

  /** The captured checkouts of extra revisions of one collab, oldest first (their escrows settle with it). */
  capturedExtraRevisions: async (db: DbOrTrx, collabId: number) => {
    const rows = await db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('extraRevisionsCollabId', '=', collabId)
      .where('status', '=', 'captured')
      .orderBy('id')
      .execute();
    return rows.map(toTransaction);
  },

  /** A collab's extra-revision checkouts still open with the provider (paid ones are captured before a new one). */
  openExtraRevisionCheckouts: async (db: DbOrTrx, collabId: number) => {
    const rows = await db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('extraRevisionsCollabId', '=', collabId)
      .where('status', '=', 'pending')
      .where('providerRef', 'is not', null)
      .orderBy('id', 'desc')
      .limit(5)
      .execute();
    return rows.map(toTransaction);
  },
});
