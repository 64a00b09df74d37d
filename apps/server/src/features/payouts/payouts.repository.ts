import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { PayoutRequestStatus, PayoutsTable } from '../../db/tables/payouts';

const PAYOUT_COLUMNS = [
  'p.id',
  'p.userId',
  'p.amountPaise',
  'p.status',
  'p.bankName',
  'p.accountHolder',
  'p.accountNoEnc',
  'p.ifscCode',
  'p.panEnc',
  'p.upiEnc',
  'p.address',
  'p.phoneEnc',
  'p.reference',
  'p.declineReason',
  'p.requestedOn',
  'p.modifiedOn',
  'p.method',
  'p.feePaise',
] as const;

export const payoutsRepository = Object.freeze({
  insert: async (db: DbOrTrx, row: Insertable<PayoutsTable>) =>
    (await db.insertInto('payouts').values(row).returning('id').executeTakeFirstOrThrow()).id,

  /** One request with its influencer's name and e-mail. */
  findById: (db: DbOrTrx, id: number) =>
    db
      .selectFrom('payouts as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .select([...PAYOUT_COLUMNS, 'u.name as influencerName', 'u.email'])
      .where('p.id', '=', id)
      .executeTakeFirst(),

  /** The influencer's request waiting for a decision, if any (at most one: a partial unique index). */
  waitingOfUser: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('payouts')
      .select(['id', 'amountPaise'])
      .where('userId', '=', userId)
      .where('status', '=', 'requested')
      .executeTakeFirst(),

  /** The influencer's latest request (its bank details prefill the next one). */
  latestOfUser: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('payouts as p')
      .select([...PAYOUT_COLUMNS])
      .where('p.userId', '=', userId)
      .orderBy('p.id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /**
   * Moves a requested payout to released or declined; false when it is not 'requested' any more. One
   * conditional UPDATE, so of two admins deciding at once exactly one does (PostgreSQL's row lock makes the
   * second re-read the status and match nothing).
   */
  async settle(
    db: DbOrTrx,
    decision: {
      id: number;
      status: 'released' | 'declined';
      reference: string | null;
      declineReason: string | null;
      settledByUserId: number;
      now: string;
    },
  ): Promise<boolean> {
    const r = await db
      .updateTable('payouts')
      .set({
        status: decision.status,
        reference: decision.reference,
        declineReason: decision.declineReason,
        settledByUserId: decision.settledByUserId,
        modifiedOn: decision.now,
      })
      .where('id', '=', decision.id)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /**
   * `from` → `to` with the changes, only from `from`: of an approval and a decline racing, or two instances
   * applying one RazorpayX answer, exactly one moves it (PostgreSQL's row lock makes the second re-read the
   * status and match nothing).
   */
  async move(
    db: DbOrTrx,
    id: number,
    from: readonly PayoutRequestStatus[],
    to: PayoutRequestStatus,
    changes: {
      modifiedOn: string;
      reference?: string | null;
      declineReason?: string | null;
      settledByUserId?: number | null;
    },
  ): Promise<boolean> {
    const r = await db
      .updateTable('payouts')
      .set({ status: to, ...changes })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Requests updated since `since`, newest first: one influencer's, or everyone's (userId undefined). */
  list: (
    db: DbOrTrx,
    filter: { userId?: number; statuses: readonly PayoutRequestStatus[]; since: string },
  ) => {
    let q = db
      .selectFrom('payouts as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .select([
        'p.id',
        'p.amountPaise',
        'p.status',
        'p.accountNoEnc',
        'p.reference',
        'p.declineReason',
        'p.modifiedOn',
        'u.name as influencerName',
      ])
      .where('p.status', 'in', filter.statuses)
      .where('p.modifiedOn', '>=', filter.since);
    if (filter.userId !== undefined) q = q.where('p.userId', '=', filter.userId);
    return q.orderBy('p.modifiedOn', 'desc').orderBy('p.id', 'desc').execute();
  },

  /**
   * Money that reached influencers' earnings from brands since `since` ('Received from Brand'): every credit
   * of an earnings account except a declined payout coming back. With the collab it paid for, the TDS
   * withheld from it, and the GST held from it (or, for a 'gst-release', the hold it releases).
   */
  earningsCredits: (db: DbOrTrx, filter: { userId?: number; since: string }) => {
    let q = db
      .selectFrom('ledgerEntries as e')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .innerJoin('ledgerJournals as j', 'j.id', 'e.journalId')
      .innerJoin('users as u', 'u.id', 'a.ownerUserId')
      .leftJoin('collabs as c', 'c.transactionId', 'j.transactionId')
      // The TDS withheld from an order's credit (features/tds): the entry is what was left after it.
      .leftJoin('tdsDeductions as d', (join) =>
        join.onRef('d.transactionId', '=', 'j.transactionId').on('j.kind', 'in', ['release', 'settle']),
      )
      // A registered influencer's GST held from the credit until their invoice is in GSTR-2B (features/gst-held).
      .leftJoin('gstHolds as g', 'g.transactionId', 'j.transactionId')
      .select([
        'e.id',
        'e.amountPaise',
        'j.createdOn',
        'c.id as collabId',
        'u.name as influencerName',
        'd.withheldPaise as tdsPaise',
        'j.kind',
        'g.collabId as heldCollabId',
        'g.heldPaise as gstHeldPaise',
        'g.releasedOn as gstReleasedOn',
      ])
      .where('a.kind', '=', 'influencer-earnings')
      .where('e.amountPaise', '>', 0)
      .where('j.kind', '!=', 'payout-decline')
      .where('j.createdOn', '>=', filter.since);
    if (filter.userId !== undefined) q = q.where('a.ownerUserId', '=', filter.userId);
    return q.orderBy('j.createdOn', 'desc').orderBy('e.id', 'desc').execute();
  },
});
