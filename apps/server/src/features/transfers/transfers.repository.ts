import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { TransferKind, TransferStatus, TransfersTable } from '../../db/tables/transfers';

export type Transfer = Selectable<TransfersTable>;

export const transfersRepository = Object.freeze({
  insert: async (db: DbOrTrx, row: Insertable<TransfersTable>) =>
    db.insertInto('transfers').values(row).returningAll().executeTakeFirstOrThrow(),

  findById: (db: DbOrTrx, id: number) =>
    db.selectFrom('transfers').selectAll().where('id', '=', id).executeTakeFirst(),

  findByRailPayout: (db: DbOrTrx, railPayoutId: string) =>
    db.selectFrom('transfers').selectAll().where('railPayoutId', '=', railPayoutId).executeTakeFirst(),

  /** How many attempts a request has had (the next one's number is this + 1). */
  attemptsOf: async (db: DbOrTrx, kind: TransferKind, sourceId: number) =>
    Number(
      (
        await db
          .selectFrom('transfers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '=', kind)
          .where('sourceId', '=', sourceId)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** `from` → `to` with the changes, only from one of `from`: of concurrent callers exactly one gets true. */
  async move(
    db: DbOrTrx,
    id: number,
    from: readonly TransferStatus[],
    to: TransferStatus,
    changes: Partial<
      Pick<
        Transfer,
        'railPayoutId' | 'railStatus' | 'utr' | 'feesPaise' | 'taxPaise' | 'failureReason' | 'claimedUntil'
      >
    > & { modifiedOn: string },
  ) {
    const r = await db
      .updateTable('transfers')
      .set({ status: to, ...changes })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** RazorpayX's latest word while the transfer stays where it is (queued → processing, say). */
  note: (db: DbOrTrx, id: number, rail: { railPayoutId: string; railStatus: string; modifiedOn: string }) =>
    db.updateTable('transfers').set(rail).where('id', '=', id).execute(),

  /** Transfers in `statuses` nobody holds and not touched since `before`, oldest first. */
  due: (
    db: DbOrTrx,
    {
      statuses,
      before,
      now,
      limit,
    }: { statuses: TransferStatus[]; before: string; now: string; limit: number },
  ) =>
    db
      .selectFrom('transfers')
      .selectAll()
      .where('status', 'in', statuses)
      .where('modifiedOn', '<=', before)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', now)]))
      .orderBy('modifiedOn')
      .limit(limit)
      .execute(),

  /** Holds a transfer for this caller until `until`: false when another holds it. */
  async claim(db: DbOrTrx, id: number, { now, until }: { now: string; until: string }) {
    const r = await db
      .updateTable('transfers')
      .set({ claimedUntil: until })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', now)]))
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  findByReference: (db: DbOrTrx, referenceId: string) =>
    db.selectFrom('transfers').selectAll().where('referenceId', '=', referenceId).executeTakeFirst(),

  /** The RazorpayX fund account made for one set of a user's destination details (by their digest). */
  fundAccountOf: async (db: DbOrTrx, userId: number, detailsDigest: string) =>
    (
      await db
        .selectFrom('payoutFundAccounts')
        .select('fundAccountId')
        .where('userId', '=', userId)
        .where('detailsDigest', '=', detailsDigest)
        .executeTakeFirst()
    )?.fundAccountId,

  keepFundAccount: (
    db: DbOrTrx,
    row: { userId: number; detailsDigest: string; fundAccountId: string; createdOn: string },
  ) =>
    db
      .insertInto('payoutFundAccounts')
      .values(row)
      .onConflict((oc) => oc.columns(['userId', 'detailsDigest']).doNothing())
      .execute(),

  release: (db: DbOrTrx, id: number) =>
    db.updateTable('transfers').set({ claimedUntil: null }).where('id', '=', id).execute(),
});
