import { PostgresAdapter, sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { CollabStatus, type TCollabStatus } from '@collably/shared/constants/collabs';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import type { DbOrTrx } from '../../db/database';
import { toDbBool, withBooleans, type WithBooleans } from '../../db/bool';
import type { CollabEventsTable, CollabsTable } from '../../db/tables/collabs';

export type CollabRow = WithBooleans<Selectable<CollabsTable>, 'allowUgc'>;

const toCollabRow = <T extends Selectable<CollabsTable>>(row: T) => withBooleans(row, 'allowUgc');

/**
 * Which collabs a time rule finds due: `column` at or before `cutoff`; for the delivery clock (from createdOn)
 * an order made from a custom offer is due at its agreed instant (offerDueOn at or before `now`) instead.
 */
export type DueBefore = { column: 'statusSince' | 'createdOn'; cutoff: string; now?: string };

const isDue = ({ column, cutoff, now }: DueBefore) =>
  column === 'createdOn' && now !== undefined
    ? sql<boolean>`((offer_due_on is null and created_on <= ${cutoff}) or offer_due_on <= ${now})`
    : sql<boolean>`${sql.ref(column === 'createdOn' ? 'created_on' : 'status_since')} <= ${cutoff}`;

/** A collab with both parties and the money figures user/orders shows. */
const listQuery = (db: DbOrTrx) =>
  db
    .selectFrom('collabs as c')
    .innerJoin('users as b', 'b.id', 'c.brandUserId')
    .innerJoin('users as i', 'i.id', 'c.influencerUserId')
    .innerJoin('paymentTransactions as t', 't.id', 'c.transactionId')
    .leftJoin('influencerProfiles as p', 'p.userId', 'c.influencerUserId')
    .leftJoin('platforms as pl', 'pl.platformId', 'c.platformId')
    .selectAll('c')
    .select([
      'b.name as brandName',
      'b.profilePic as brandProfilePic',
      'i.name as influencerName',
      'i.userName as influencerUserName',
      'i.profilePic as influencerProfilePic',
      'p.title as influencerTitle',
      'pl.platformName',
      't.subtotalPaise',
      't.discountPaise',
      't.walletPaise',
      't.totalPaise',
      't.couponCode',
      't.influencerPayoutPaise',
      // The order's frozen terms, which price a paid extra revision (issue 19 item 4).
      't.isGst as orderIsGst',
      't.platformFeePercent as orderPlatformFeePercent',
      't.supplyType as orderSupplyType',
      't.influencerSupplyType as orderInfluencerSupplyType',
    ]);

type ListedRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];
export type CollabListRow = WithBooleans<ListedRow, 'allowUgc' | 'orderIsGst'>;

const toListRow = (row: ListedRow): CollabListRow => withBooleans(row, 'allowUgc', 'orderIsGst');

export const collabsRepository = Object.freeze({
  insert: async (db: DbOrTrx, collab: WithBooleans<Insertable<CollabsTable>, 'allowUgc'>) =>
    toCollabRow(
      await db
        .insertInto('collabs')
        .values({ ...collab, allowUgc: toDbBool(collab.allowUgc) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    ),

  findById: async (db: DbOrTrx, id: number) => {
    const row = await db.selectFrom('collabs').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toCollabRow(row);
  },

  findByTransaction: async (db: DbOrTrx, transactionId: number) => {
    const row = await db
      .selectFrom('collabs')
      .selectAll()
      .where('transactionId', '=', transactionId)
      .executeTakeFirst();
    return row && toCollabRow(row);
  },

  /**
   * What a collab copies from the service it is made from: its description, and its revision terms (issue 19
   * item 4), so editing the service later does not change existing orders.
   */
  findServiceTerms: (db: DbOrTrx, serviceId: number) =>
    db
      .selectFrom('influencerServices')
      .select(['description', 'revisions', 'extraRevisionPricePaise'])
      .where('id', '=', serviceId)
      .executeTakeFirst(),

  /**
   * Counts one revision request while the collab is still in `from` and a revision is left: the included ones
   * plus the paid extras captured for it. One conditional UPDATE, so parallel requests cannot exceed the
   * allowance (PostgreSQL re-checks the condition after waiting for the other's row lock).
   */
  async useRevision(db: DbOrTrx, id: number, from: TCollabStatus) {
    const r = await db
      .updateTable('collabs')
      .set((eb) => ({ revisionsUsed: eb('revisionsUsed', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', from)
      .where(
        sql<boolean>`revisions_used < revisions_allowed + (select coalesce(sum(pt.extra_revisions), 0) from payment_transactions pt where pt.extra_revisions_collab_id = collabs.id and pt.status = 'captured')`,
      )
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Collabs of one party (or every collab when `party` is null), newest activity first. */
  list: async (
    db: DbOrTrx,
    party: { brandUserId: number } | { influencerUserId: number } | null,
  ): Promise<CollabListRow[]> => {
    let q = listQuery(db);
    if (party && 'brandUserId' in party) q = q.where('c.brandUserId', '=', party.brandUserId);
    if (party && 'influencerUserId' in party) q = q.where('c.influencerUserId', '=', party.influencerUserId);
    return (await q.orderBy('c.modifiedOn', 'desc').orderBy('c.id', 'desc').execute()).map(toListRow);
  },

  findListed: async (db: DbOrTrx, id: number): Promise<CollabListRow | undefined> => {
    const row = await listQuery(db).where('c.id', '=', id).executeTakeFirst();
    return row && toListRow(row);
  },

  /**
   * Moves a collab from `from` to `to` only if it is still in `from` (and, for a time rule, still due):
   * of two identical actions racing, exactly one changes the row.
   */
  async transition(
    db: DbOrTrx,
    id: number,
    from: TCollabStatus,
    changes: Updateable<CollabsTable> & { status: TCollabStatus },
    dueBefore?: DueBefore,
  ) {
    let q = db.updateTable('collabs').set(changes).where('id', '=', id).where('status', '=', from);
    if (dueBefore) q = q.where(isDue(dueBefore));
    const r = await q.executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  insertEvent: (db: DbOrTrx, event: Insertable<CollabEventsTable>) =>
    db.insertInto('collabEvents').values(event).execute(),

  /** A collab's status changes, oldest first, with the acting user's name (none for a time rule). */
  events: (db: DbOrTrx, collabId: number) =>
    db
      .selectFrom('collabEvents as e')
      .leftJoin('users as u', 'u.id', 'e.actorUserId')
      .select([
        'e.id',
        'e.actorUserId',
        'e.action',
        'e.systemRule',
        'e.fromStatus',
        'e.toStatus',
        'e.reason',
        'e.files',
        'e.createdOn',
        'u.name as actorName',
      ])
      .where('e.collabId', '=', collabId)
      .orderBy('e.id')
      .execute(),

  /**
   * The money movements of collabs (their ledger journals: release, refund-reject, refund-cancel, settle),
   * one row per entry with the account's kind, oldest journal first.
   */
  moneyOf: async (db: DbOrTrx, collabIds: readonly number[]) =>
    collabIds.length === 0
      ? []
      : db
          .selectFrom('ledgerJournals as j')
          .innerJoin('ledgerEntries as en', 'en.journalId', 'j.id')
          .innerJoin('ledgerAccounts as a', 'a.id', 'en.accountId')
          .select([
            'j.id as journalId',
            'j.collabId',
            'j.kind',
            'j.createdOn',
            'a.kind as accountKind',
            'en.amountPaise',
          ])
          .where('j.collabId', 'in', [...collabIds])
          .orderBy('j.id')
          .orderBy('en.id')
          .execute(),

  /** The status a collab was in when it reached a terminal status (HelpDesk: the super admin decided). */
  settlingEvents: async (db: DbOrTrx, collabIds: readonly number[]) =>
    collabIds.length === 0
      ? []
      : db
          .selectFrom('collabEvents')
          .select(['collabId', 'fromStatus'])
          .where('collabId', 'in', [...collabIds])
          .where('toStatus', 'in', ['Complete', 'Reject', 'Cancel'])
          .execute(),

  /** Collabs a time rule may act on: in one of `statuses`, with `column` at or before `cutoff`; paged by id. */
  due: async (
    db: DbOrTrx,
    {
      statuses,
      afterId,
      limit,
      ...dueBefore
    }: DueBefore & {
      statuses: readonly TCollabStatus[];
      afterId: number;
      limit: number;
    },
  ) => {
    const rows = await db
      .selectFrom('collabs')
      .selectAll()
      .where('status', 'in', [...statuses])
      .where(isDue(dueBefore))
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toCollabRow);
  },

  /**
   * HelpDesk cases past their service level (`statusSince` at or before `cutoff`) whose super admins were not
   * reminded yet since the case entered the helpdesk (an event of `rule`); paged by id.
   */
  dueReminders: async (
    db: DbOrTrx,
    { rule, cutoff, afterId, limit }: { rule: string; cutoff: string; afterId: number; limit: number },
  ) => {
    const rows = await listQuery(db)
      .where('c.status', '=', 'HelpDesk')
      .where('c.statusSince', '<=', cutoff)
      .where('c.id', '>', afterId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('collabEvents as e')
              .select('e.id')
              .whereRef('e.collabId', '=', 'c.id')
              .where('e.systemRule', '=', rule)
              .whereRef('e.createdOn', '>=', 'c.statusSince'),
          ),
        ),
      )
      .orderBy('c.id')
      .limit(limit)
      .execute();
    return rows.map(toCollabRow);
  },

  /**
   * Takes the collab's row lock while it is still in `status` since `statusSince` (a no-op UPDATE), so two
   * sweeps deciding on the same case run one after the other; false when the case moved on.
   */
  async holdCase(db: DbOrTrx, id: number, status: TCollabStatus, statusSince: string) {
    const r = await db
      .updateTable('collabs')
      .set({ status })
      .where('id', '=', id)
      .where('status', '=', status)
      .where('statusSince', '=', statusSince)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Whether a time rule already acted on the collab at or after `since` (an event of `rule`). */
  async hasRuleEvent(db: DbOrTrx, id: number, rule: string, since: string) {
    const row = await db
      .selectFrom('collabEvents')
      .select('id')
      .where('collabId', '=', id)
      .where('systemRule', '=', rule)
      .where('createdOn', '>=', since)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Active super admins: who the helpdesk reminders go to. */
  superAdmins: (db: DbOrTrx) =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'name'])
      .where('roleId', '=', Role.SuperAdmin)
      .where('status', '=', UserStatus.Active)
      .orderBy('id')
      .execute(),

  /**
   * Whether `name` is among the files (brief, work files, files sent with a status change) of a collab
   * where `userId` is the brand or the influencer. The lists are comma-separated: LIKE narrows the rows
   * (its `_` wildcard and SQLite's case folding only widen the match), the exact check is done here.
   */
  async isFileOfParty(db: DbOrTrx, name: string, userId: number): Promise<boolean> {
    const pattern = `%,${name},%`;
    const inList = (column: string) => sql<boolean>`(',' || ${sql.ref(column)} || ',') like ${pattern}`;
    const isListed = (list: string | null) => (list ?? '').split(',').includes(name);
    const collabs = await db
      .selectFrom('collabs as c')
      .select(['c.uploadedFiles', 'c.workFile'])
      .where((eb) => eb.or([eb('c.brandUserId', '=', userId), eb('c.influencerUserId', '=', userId)]))
      .where((eb) => eb.or([inList('c.uploadedFiles'), inList('c.workFile')]))
      .limit(20)
      .execute();
    if (collabs.some((c) => isListed(c.uploadedFiles) || isListed(c.workFile))) return true;
    const events = await db
      .selectFrom('collabEvents as e')
      .innerJoin('collabs as c', 'c.id', 'e.collabId')
      .select('e.files')
      .where((eb) => eb.or([eb('c.brandUserId', '=', userId), eb('c.influencerUserId', '=', userId)]))
      .where(inList('e.files'))
      .limit(20)
      .execute();
    return events.some((e) => isListed(e.files));
  },

  userNames: (db: DbOrTrx, ids: readonly number[]) =>
    db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .execute(),

  /**
   * Takes the collab's row lock until the transaction ends (PostgreSQL; SQLite runs one writer at a time), so
   * writes hanging off one collab (its two reviews) run one after another.
   */
  lockForUpdate: async (trx: DbOrTrx, id: number): Promise<void> => {
    if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
    await trx.selectFrom('collabs').select('id').where('id', '=', id).forUpdate().execute();
  },

  /** A party's complete collabs: who the parties are and when each completed (Complete is terminal). */
  completedOf: (db: DbOrTrx, party: { brandUserId: number } | { influencerUserId: number }) =>
    db
      .selectFrom('collabs')
      .select(['id', 'brandUserId', 'influencerUserId', 'statusSince as completedOn'])
      .where('status', '=', CollabStatus.Complete)
      .$if('brandUserId' in party, (q) =>
        q.where('brandUserId', '=', (party as { brandUserId: number }).brandUserId),
      )
      .$if('influencerUserId' in party, (q) =>
        q.where('influencerUserId', '=', (party as { influencerUserId: number }).influencerUserId),
      )
      .orderBy('id', 'desc')
      .execute(),
});
