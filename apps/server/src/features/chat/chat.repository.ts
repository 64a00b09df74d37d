import { sql, type Selectable } from 'kysely';
import { CollabStatus } from '@collably/shared/constants/collabs';
import { TERMINAL_STATUSES } from '@collably/shared/domain/collab-status';
import type { TRole, TUserStatus } from '@collably/shared/constants/roles';
import type { DbOrTrx } from '../../db/database';
import type { ChatMessagesTable } from '../../db/tables/chat';
import { fromDbBool, toDbBool } from '../../db/bool';

export type ChatUserRow = {
  id: number;
  roleId: TRole;
  name: string;
  userName: string | null;
  profilePic: string | null;
  status: TUserStatus;
  tokenVersion: number;
};

export type ConversationRow = {
  partnerUserId: number;
  lastMessageId: number | null;
  lastMessageOn: string | null;
  unreadCount: number;
  isBlocked: boolean;
  enquiryOn: string | null;
};

/** A stored message with its sender's name and picture. */
export type MessageRow = Selectable<ChatMessagesTable> & {
  senderName: string;
  senderPhoto: string | null;
};

export type MessageFileRow = {
  messageId: number;
  fileName: string;
  originalName: string | null;
  bytes: number;
  contentType: string;
};

const messageQuery = (db: DbOrTrx) =>
  db
    .selectFrom('chatMessages as m')
    .innerJoin('users as s', 's.id', 'm.fromUserId')
    .select([
      'm.id',
      'm.fromUserId',
      'm.toUserId',
      'm.message',
      'm.clientId',
      'm.createdOn',
      'm.readOn',
      's.name as senderName',
      's.profilePic as senderPhoto',
    ]);

/** Messages between a and b in either direction. */
const betweenPair = (a: number, b: number) =>
  sql<boolean>`((m.from_user_id = ${a} and m.to_user_id = ${b}) or (m.from_user_id = ${b} and m.to_user_id = ${a}))`;

export const chatRepository = Object.freeze({
  findUser: (db: DbOrTrx, userId: number): Promise<ChatUserRow | undefined> =>
    db
      .selectFrom('users')
      .select(['id', 'roleId', 'name', 'userName', 'profilePic', 'status', 'tokenVersion'])
      .where('id', '=', userId)
      .executeTakeFirst(),

  usersByIds: async (db: DbOrTrx, userIds: readonly number[]): Promise<ChatUserRow[]> =>
    userIds.length === 0
      ? []
      : db
          .selectFrom('users')
          .select(['id', 'roleId', 'name', 'userName', 'profilePic', 'status', 'tokenVersion'])
          .where('id', 'in', [...userIds])
          .execute(),

  /** Whether this brand and influencer have any collab together, and whether one is still open. */
  sharedCollabs: async (db: DbOrTrx, brandUserId: number, influencerUserId: number) => {
    const rows = await db
      .selectFrom('collabs')
      .select('status')
      .where('brandUserId', '=', brandUserId)
      .where('influencerUserId', '=', influencerUserId)
      .execute();
    return { any: rows.length > 0, open: rows.some((r) => !TERMINAL_STATUSES.includes(r.status)) };
  },

  /** Whether the user is a party of a collab that is, or was, at the helpdesk. */
  hasHelpdeskCase: async (db: DbOrTrx, userId: number) => {
    const row = await db
      .selectFrom('collabs as c')
      .select('c.id')
      .where((eb) => eb.or([eb('c.brandUserId', '=', userId), eb('c.influencerUserId', '=', userId)]))
      .where((eb) =>
        eb.or([
          eb('c.status', '=', CollabStatus.HelpDesk),
          eb.exists(
            eb
              .selectFrom('collabEvents as e')
              .select('e.id')
              .whereRef('e.collabId', '=', 'c.id')
              .where('e.toStatus', '=', CollabStatus.HelpDesk),
          ),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The owner's side of the conversation with partner; undefined when it never started. */
  findConversation: async (
    db: DbOrTrx,
    ownerUserId: number,
    partnerUserId: number,
  ): Promise<ConversationRow | undefined> => {
    const row = await db
      .selectFrom('chatConversations')
      .select(['partnerUserId', 'lastMessageId', 'lastMessageOn', 'unreadCount', 'isBlocked', 'enquiryOn'])
      .where('ownerUserId', '=', ownerUserId)
      .where('partnerUserId', '=', partnerUserId)
      .executeTakeFirst();
    return row && { ...row, isBlocked: fromDbBool(row.isBlocked) };
  },

  /** The owner's conversations, the most recent first. */
  conversations: async (db: DbOrTrx, ownerUserId: number, limit: number): Promise<ConversationRow[]> => {
    const rows = await db
      .selectFrom('chatConversations')
      .select(['partnerUserId', 'lastMessageId', 'lastMessageOn', 'unreadCount', 'isBlocked', 'enquiryOn'])
      .where('ownerUserId', '=', ownerUserId)
      .orderBy('lastMessageId', (ob) => ob.desc().nullsLast())
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, isBlocked: fromDbBool(r.isBlocked) }));
  },

  /** Conversations a brand opened as enquiries since `since`. */
  countEnquiriesSince: async (db: DbOrTrx, brandUserId: number, since: string) => {
    const row = await db
      .selectFrom('chatConversations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('ownerUserId', '=', brandUserId)
      .where('enquiryOn', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The other parties of the user's collabs (a brand's influencers, an influencer's brands), newest first. */
  collabPartners: async (db: DbOrTrx, userId: number, isBrand: boolean, limit: number) => {
    const own = isBrand ? 'brandUserId' : 'influencerUserId';
    const partner = isBrand ? 'influencerUserId' : 'brandUserId';
    const rows = await db
      .selectFrom('collabs')
      .select((eb) => [eb.ref(partner).as('partnerId'), eb.fn.max('id').as('latest')])
      .where(own, '=', userId)
      .groupBy(partner)
      .orderBy('latest', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.partnerId);
  },

  findByClientId: (db: DbOrTrx, fromUserId: number, clientId: string) =>
    messageQuery(db)
      .where('m.fromUserId', '=', fromUserId)
      .where('m.clientId', '=', clientId)
      .executeTakeFirst(),

  /** Stores a message; undefined when a message with this sender's clientId already exists. */
  insertMessage: async (
    db: DbOrTrx,
    message: { fromUserId: number; toUserId: number; message: string; clientId: string; createdOn: string },
  ) => {
    const row = await db
      .insertInto('chatMessages')
      .values({ ...message, readOn: null })
      .onConflict((oc) => oc.columns(['fromUserId', 'clientId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  insertFiles: async (db: DbOrTrx, messageId: number, fileNames: readonly string[]) => {
    if (fileNames.length === 0) return;
    await db
      .insertInto('chatFiles')
      .values(fileNames.map((fileName, position) => ({ messageId, fileName, position })))
      .execute();
  },

  filesOf: async (db: DbOrTrx, messageIds: readonly number[]): Promise<MessageFileRow[]> =>
    messageIds.length === 0
      ? []
      : db
          .selectFrom('chatFiles as f')
          .innerJoin('uploads as u', 'u.name', 'f.fileName')
          .select(['f.messageId', 'f.fileName', 'u.originalName', 'u.bytes', 'u.contentType'])
          .where('f.messageId', 'in', [...messageIds])
          .orderBy('f.messageId')
          .orderBy('f.position')
          .execute(),

  /**
   * Records a message on both sides of the conversation in one statement: the sender's (last message;
   * `enquiryOn` when it opens an enquiry) and the recipient's (last message, one more unread). The rows go
   * in owner order, so two users writing to each other at the same moment lock them in the same order
   * and never deadlock.
   */
  recordMessage: async (
    db: DbOrTrx,
    m: { id: number; fromUserId: number; toUserId: number; createdOn: string; opensEnquiry: boolean },
  ) => {
    const side = (ownerUserId: number, partnerUserId: number, isRecipient: boolean) => ({
      ownerUserId,
      partnerUserId,
      lastMessageId: m.id,
      lastMessageOn: m.createdOn,
      unreadCount: isRecipient ? 1 : 0,
      enquiryOn: !isRecipient && m.opensEnquiry ? m.createdOn : null,
      createdOn: m.createdOn,
    });
    const rows = [side(m.fromUserId, m.toUserId, false), side(m.toUserId, m.fromUserId, true)].sort(
      (a, b) => a.ownerUserId - b.ownerUserId,
    );
    await db
      .insertInto('chatConversations')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['ownerUserId', 'partnerUserId']).doUpdateSet((eb) => ({
          lastMessageId: eb.ref('excluded.lastMessageId'),
          lastMessageOn: eb.ref('excluded.lastMessageOn'),
          unreadCount: eb('chatConversations.unreadCount', '+', eb.ref('excluded.unreadCount')),
          enquiryOn: eb.fn.coalesce('chatConversations.enquiryOn', 'excluded.enquiryOn'),
        })),
      )
      .execute();
  },

  /** The brand's side of a conversation opened as an enquiry before any message in it (a custom offer). */
  openEnquiry: async (db: DbOrTrx, brandUserId: number, influencerUserId: number, at: string) => {
    await db
      .insertInto('chatConversations')
      .values({
        ownerUserId: brandUserId,
        partnerUserId: influencerUserId,
        lastMessageId: null,
        lastMessageOn: null,
        unreadCount: 0,
        enquiryOn: at,
        createdOn: at,
      })
      .onConflict((oc) =>
        oc.columns(['ownerUserId', 'partnerUserId']).doUpdateSet((eb) => ({
          enquiryOn: eb.fn.coalesce('chatConversations.enquiryOn', 'excluded.enquiryOn'),
        })),
      )
      .execute();
  },

  /** A page of the conversation, newest first (the service turns it around). */
  page: (
    db: DbOrTrx,
    a: number,
    b: number,
    window: { before?: number; after?: number },
    limit: number,
  ): Promise<MessageRow[]> => {
    let query = messageQuery(db).where(betweenPair(a, b));
    if (window.before !== undefined) query = query.where('m.id', '<', window.before);
    if (window.after !== undefined) query = query.where('m.id', '>', window.after);
    return query
      .orderBy('m.id', window.after !== undefined ? 'asc' : 'desc')
      .limit(limit)
      .execute();
  },

  /** The last message of each of these conversations of the owner, by its id. */
  messagesByIds: async (db: DbOrTrx, ids: readonly number[]) =>
    ids.length === 0
      ? []
      : db
          .selectFrom('chatMessages')
          .select(['id', 'message'])
          .where('id', 'in', [...ids])
          .execute(),

  /** Marks what `partner` sent `owner` read; answers how many messages changed. */
  markRead: async (db: DbOrTrx, ownerUserId: number, partnerUserId: number, at: string) => {
    const result = await db
      .updateTable('chatMessages')
      .set({ readOn: at })
      .where('toUserId', '=', ownerUserId)
      .where('fromUserId', '=', partnerUserId)
      .where('readOn', 'is', null)
      .executeTakeFirst();
    await db
      .updateTable('chatConversations')
      .set({ unreadCount: 0 })
      .where('ownerUserId', '=', ownerUserId)
      .where('partnerUserId', '=', partnerUserId)
      .execute();
    return Number(result.numUpdatedRows);
  },

  unreadTotal: async (db: DbOrTrx, ownerUserId: number) => {
    const row = await db
      .selectFrom('chatConversations')
      .select((eb) => eb.fn.sum<number | string | null>('unreadCount').as('total'))
      .where('ownerUserId', '=', ownerUserId)
      .executeTakeFirstOrThrow();
    return Number(row.total ?? 0);
  },

  /** Sets the owner's block of partner, creating the owner's side when it does not exist yet. */
  setBlocked: (db: DbOrTrx, ownerUserId: number, partnerUserId: number, isBlocked: boolean, at: string) =>
    db
      .insertInto('chatConversations')
      .values({
        ownerUserId,
        partnerUserId,
        lastMessageId: null,
        lastMessageOn: null,
        isBlocked: toDbBool(isBlocked),
        enquiryOn: null,
        createdOn: at,
      })
      .onConflict((oc) =>
        oc.columns(['ownerUserId', 'partnerUserId']).doUpdateSet({ isBlocked: toDbBool(isBlocked) }),
      )
      .execute(),

  /** The open collabs between the two (for an admin: the partner's collabs at the helpdesk). */
  activeOrders: (
    db: DbOrTrx,
    pair: { brandUserId: number; influencerUserId: number } | { helpdeskOf: number },
  ) => {
    let query = db
      .selectFrom('collabs as c')
      .leftJoin('platforms as pl', 'pl.platformId', 'c.platformId')
      .select(['c.id', 'pl.platformName', 'c.serviceTitle', 'c.status']);
    if ('helpdeskOf' in pair) {
      const userId = pair.helpdeskOf;
      query = query
        .where((eb) => eb.or([eb('c.brandUserId', '=', userId), eb('c.influencerUserId', '=', userId)]))
        .where('c.status', '=', CollabStatus.HelpDesk);
    } else {
      query = query
        .where('c.brandUserId', '=', pair.brandUserId)
        .where('c.influencerUserId', '=', pair.influencerUserId)
        .where('c.status', 'not in', [...TERMINAL_STATUSES]);
    }
    return query.orderBy('c.id', 'desc').execute();
  },

  /** Whether a message the user sent or received references this stored file. */
  isFileOfUsersMessage: async (db: DbOrTrx, fileName: string, userId: number) => {
    const row = await db
      .selectFrom('chatFiles as f')
      .innerJoin('chatMessages as m', 'm.id', 'f.messageId')
      .select('f.messageId')
      .where('f.fileName', '=', fileName)
      .where((eb) => eb.or([eb('m.fromUserId', '=', userId), eb('m.toUserId', '=', userId)]))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
});
