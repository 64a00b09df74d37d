import {
  CHAT_ENQUIRIES_PER_DAY,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_PARTNERS_MAX,
  ChatEvent,
} from '@collably/shared/constants/chat';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { AuthMessages } from '@collably/shared/messages/auth';
import { ChatMessages as M } from '@collably/shared/messages/chat';
import { CommonMessages } from '@collably/shared/messages/common';
import type {
  TActiveOrder,
  TChatHistory,
  TChatHistoryQuery,
  TChatMessage,
  TChatPartner,
  TChatUser,
} from '@collably/shared/schemas/chat';
import { isMultiLineText } from '@collably/shared/schemas/common';
import type { DbOrTrx } from '../../db/database';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, forbidden } from '../../platform/http/errors';
import { lockUserRow } from '../../platform/row-locks';
import { assertOwnUploads } from '../../platform/storage/ownership';
import {
  chatRepository as repo,
  type ChatUserRow,
  type MessageFileRow,
  type MessageRow,
} from './chat.repository';

/**
 * Why two users may talk (issue 12 item 1): a collab between the brand and the influencer; a helpdesk case
 * between a super admin and a party; a brand's enquiry to an active influencer before hiring (new ones
 * limited per day, blockable by the influencer) and the influencer's replies to it.
 */
type Ground = 'collab' | 'helpdesk' | 'enquiry' | 'new-enquiry' | 'enquiry-reply';
type Verdict = { ground: Ground } | { refusal: string };

const DAY_MS = 24 * 3_600_000;
const isParty = (role: number) => role === Role.Brand || role === Role.Influencer;

/**
 * Why `from` may write to `to`, or why not. `lockToCount`: inside the transaction that will open the enquiry,
 * the brand's row is locked before its enquiries are counted (platform/row-locks), so parallel first messages
 * on any instances count one after another; without it (a read for display) nothing is locked.
 */
async function groundOf(
  db: DbOrTrx,
  from: ChatUserRow,
  to: ChatUserRow,
  now: Date,
  { lockToCount = false }: { lockToCount?: boolean } = {},
): Promise<Verdict> {
  if (from.id === to.id) return { refusal: M.cannotMessageSelf };
  if (to.status !== UserStatus.Active) return { refusal: M.notAllowed };
  if (from.roleId === Role.SuperAdmin || to.roleId === Role.SuperAdmin) {
    const party = from.roleId === Role.SuperAdmin ? to : from;
    const hasCase = isParty(party.roleId) && (await repo.hasHelpdeskCase(db, party.id));
    return hasCase ? { ground: 'helpdesk' } : { refusal: M.notAllowed };
  }
  const brand = [from, to].find((u) => u.roleId === Role.Brand);
  const influencer = [from, to].find((u) => u.roleId === Role.Influencer);
  if (!brand || !influencer) return { refusal: M.notAllowed };
  if ((await repo.sharedCollabs(db, brand.id, influencer.id)).any) return { ground: 'collab' };

  const brandSide = await repo.findConversation(db, brand.id, influencer.id);
  if (from.id === influencer.id) {
    return brandSide?.enquiryOn ? { ground: 'enquiry-reply' } : { refusal: M.notAllowed };
  }
  const influencerSide = await repo.findConversation(db, influencer.id, brand.id);
  if (influencerSide?.isBlocked) return { refusal: M.blocked };
  if (brandSide?.enquiryOn) return { ground: 'enquiry' };
  // Only a brand about to open a new enquiry takes its own row lock: the recipient cannot be writing back
  // yet (no enquiry), so no two chat transactions wait on each other's user rows.
  if (lockToCount) {
    await lockUserRow(db, brand.id);
    // A parallel send to the same influencer may have opened this enquiry while this one waited.
    if ((await repo.findConversation(db, brand.id, influencer.id))?.enquiryOn) return { ground: 'enquiry' };
  }
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const opened = await repo.countEnquiriesSince(db, brand.id, since);
  return opened >= CHAT_ENQUIRIES_PER_DAY ? { refusal: M.enquiryLimit } : { ground: 'new-enquiry' };
}

const refusalError = (refusal: string) =>
  refusal === M.enquiryLimit ? new AppError('RATE_LIMITED', refusal) : forbidden(refusal);

/**
 * Whether `fromUserId` may write to `toUserId` now (a collab, a case, an enquiry within the day's limit, not
 * blocked); throws the refusal. Custom offers (features/offers) follow the chat's rules this way.
 */
export async function assertMayMessage(ctx: AppContext, fromUserId: number, toUserId: number): Promise<void> {
  const [from, to] = await Promise.all([repo.findUser(ctx.db, fromUserId), repo.findUser(ctx.db, toUserId)]);
  if (!from || !to) throw forbidden(M.notAllowed);
  const verdict = await groundOf(ctx.db, from, to, ctx.clock.now());
  if ('refusal' in verdict) throw refusalError(verdict.refusal);
}

/**
 * Inside the caller's transaction (a custom offer's): throws unless `fromUserId` may write to `toUserId` now, and
 * when this is a brand's first word to an influencer, opens the enquiry there, counted against the day's limit
 * under the brand's row lock like a first message, so parallel offers to new influencers cannot pass the limit.
 */
export async function openConversationIn(
  trx: DbOrTrx,
  now: Date,
  { fromUserId, toUserId }: { fromUserId: number; toUserId: number },
): Promise<void> {
  const [from, to] = await Promise.all([repo.findUser(trx, fromUserId), repo.findUser(trx, toUserId)]);
  if (!from || !to) throw forbidden(M.notAllowed);
  const verdict = await groundOf(trx, from, to, now, { lockToCount: true });
  if ('refusal' in verdict) throw refusalError(verdict.refusal);
  if (verdict.ground === 'new-enquiry') await repo.openEnquiry(trx, from.id, to.id, now.toISOString());
}

function toMessage(row: MessageRow, files: readonly MessageFileRow[]): TChatMessage {
  const own = files.filter((f) => f.messageId === row.id);
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    userID: row.fromUserId,
    name: row.senderName,
    photo: row.senderPhoto,
    createdOn: row.createdOn,
    message: row.message,
    attachments: own.map((f) => f.fileName).join(','),
    files: own.map((f) => ({
      fileName: f.fileName,
      name: f.originalName ?? f.fileName,
      bytes: f.bytes,
      contentType: f.contentType,
    })),
    clientId: row.clientId,
    isRead: row.readOn !== null,
  };
}

async function withFiles(db: DbOrTrx, rows: readonly MessageRow[]): Promise<TChatMessage[]> {
  const files = await repo.filesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toMessage(r, files));
}

export type SendMessageInput = {
  toUserId: number;
  text: string;
  fileNames: readonly string[];
  clientId: string;
};

/**
 * Stores a message and pushes it to every socket of both users. A send repeated with the same clientId
 * (a retry after a lost acknowledgement) answers the stored message instead of storing it again.
 */
export async function sendMessage(
  ctx: AppContext,
  senderUserId: number,
  input: SendMessageInput,
  /** The session version of the sender's socket; a send after their sessions ended is refused. */
  expectedTokenVersion?: number,
): Promise<TChatMessage> {
  await ctx.throttle.hit('chatSend', `user:${senderUserId}`, M.tooFast);
  const text = input.text.trim();
  if (text.length === 0 && input.fileNames.length === 0) throw badRequest(M.messageRequired);
  // The socket's schema refuses these too; every other sender (offers' notes, the demo) meets the same rule.
  if (!isMultiLineText(text)) throw badRequest(CommonMessages.controlCharacters);
  const [from, to] = await Promise.all([
    repo.findUser(ctx.db, senderUserId),
    repo.findUser(ctx.db, input.toUserId),
  ]);
  // The account is read on every send: a disabled user, or one whose sessions ended since the socket
  // opened, sends nothing more.
  const isCurrent =
    from?.status === UserStatus.Active &&
    (expectedTokenVersion === undefined || from.tokenVersion === expectedTokenVersion);
  if (!isCurrent) throw new AppError('UNAUTHORIZED', AuthMessages.sessionEnded);
  if (!to) throw forbidden(M.notAllowed);
  if (input.fileNames.length > 0) await assertOwnUploads(ctx, senderUserId, input.fileNames, 'attachment');

  const now = ctx.clock.now();
  const createdOn = now.toISOString();
  const storedId = await ctx.db.transaction().execute(async (trx) => {
    const verdict = await groundOf(trx, from, to, now, { lockToCount: true });
    if ('refusal' in verdict) {
      // A retry of a send stored before answers what was stored, whatever changed since (a block, a limit).
      if (await repo.findByClientId(trx, senderUserId, input.clientId)) return undefined;
      throw refusalError(verdict.refusal);
    }
    const id = await repo.insertMessage(trx, {
      fromUserId: from.id,
      toUserId: to.id,
      message: text,
      clientId: input.clientId,
      createdOn,
    });
    // Stored before: an earlier try of this send (its acknowledgement lost) or a parallel one.
    if (id === undefined) return undefined;
    await repo.insertFiles(trx, id, input.fileNames);
    await repo.recordMessage(trx, {
      id,
      fromUserId: from.id,
      toUserId: to.id,
      createdOn,
      opensEnquiry: verdict.ground === 'new-enquiry',
    });
    return id;
  });
  const row: MessageRow | undefined =
    storedId === undefined
      ? await repo.findByClientId(ctx.db, senderUserId, input.clientId)
      : {
          id: storedId,
          fromUserId: from.id,
          toUserId: to.id,
          message: text,
          clientId: input.clientId,
          createdOn,
          readOn: null,
          senderName: from.name,
          senderPhoto: from.profilePic,
        };
  if (!row) throw new Error('A stored chat message could not be read back');
  const files =
    input.fileNames.length > 0 || storedId === undefined ? await repo.filesOf(ctx.db, [row.id]) : [];
  return publish(ctx, toMessage(row, files));
}

function publish(ctx: AppContext, message: TChatMessage): TChatMessage {
  ctx.realtime.toUsers([message.fromUserId, message.toUserId], ChatEvent.ReceiveMessage, message);
  return message;
}

function toChatUser(
  user: ChatUserRow,
  side?: {
    lastMessage: string | null;
    lastMessageOn: string | null;
    unreadCount: number;
    isBlocked: boolean;
  },
): TChatUser {
  return {
    userID: user.id,
    name: user.name,
    profilePic: user.profilePic,
    roleId: user.roleId,
    userName: user.roleId === Role.Influencer ? user.userName : null,
    lastMessage: side?.lastMessage ?? null,
    lastMessageOn: side?.lastMessageOn ?? null,
    unreadCount: side?.unreadCount ?? 0,
    isBlocked: side?.isBlocked ?? false,
  };
}

/**
 * GET user/chatusers: the caller's conversations, the most recent first, then the other parties of
 * their collabs they have not written to yet (so a new order's partner is there to message).
 */
export async function chatUsers(ctx: AppContext, viewer: AuthUser): Promise<TChatUser[]> {
  const conversations = await repo.conversations(ctx.db, viewer.userId, CHAT_PARTNERS_MAX);
  const talked = new Set(conversations.map((c) => c.partnerUserId));
  const collabPartners = isParty(viewer.role)
    ? await repo.collabPartners(ctx.db, viewer.userId, viewer.role === Role.Brand, CHAT_PARTNERS_MAX)
    : [];
  const silent = collabPartners.filter((id) => !talked.has(id));
  const partnerIds = [...conversations.map((c) => c.partnerUserId), ...silent].slice(0, CHAT_PARTNERS_MAX);
  const [users, lastMessages] = await Promise.all([
    repo.usersByIds(ctx.db, partnerIds),
    repo.messagesByIds(
      ctx.db,
      conversations.flatMap((c) => (c.lastMessageId === null ? [] : [c.lastMessageId])),
    ),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const textById = new Map(lastMessages.map((m) => [m.id, m.message]));
  const sideByPartner = new Map(conversations.map((c) => [c.partnerUserId, c]));
  return partnerIds.flatMap((id) => {
    const user = userById.get(id);
    // A deleted account leaves the list; its messages stay for the records.
    if (!user || user.status === UserStatus.Deleted) return [];
    const side = sideByPartner.get(id);
    return [
      toChatUser(
        user,
        side && {
          lastMessage: side.lastMessageId === null ? null : (textById.get(side.lastMessageId) ?? null),
          lastMessageOn: side.lastMessageOn,
          unreadCount: side.unreadCount,
          isBlocked: side.isBlocked,
        },
      ),
    ];
  });
}

/**
 * May the viewer see this conversation: they wrote or were written to, or they have a ground to talk.
 * Everyone else is told it is not theirs (another brand's conversation with an influencer).
 */
async function assertConversationOf(ctx: AppContext, viewer: AuthUser, partnerUserId: number) {
  const side = await repo.findConversation(ctx.db, viewer.userId, partnerUserId);
  if (side) return;
  const [me, partner] = await Promise.all([
    repo.findUser(ctx.db, viewer.userId),
    repo.findUser(ctx.db, partnerUserId),
  ]);
  if (!me || !partner) throw forbidden(M.notYourConversation);
  if (isStranger(await groundOf(ctx.db, me, partner, ctx.clock.now())))
    throw forbidden(M.notYourConversation);
}

/** No collab, no case, no enquiry possible: the two have nothing to talk about (or it is the viewer). */
const isStranger = (verdict: Verdict) =>
  'refusal' in verdict && (verdict.refusal === M.notAllowed || verdict.refusal === M.cannotMessageSelf);

/** GET user/chatpartner: who the partner is and whether the viewer may write to them now (and why not). */
export async function chatPartner(
  ctx: AppContext,
  viewer: AuthUser,
  partnerUserId: number,
): Promise<TChatPartner> {
  const [me, partner, side] = await Promise.all([
    repo.findUser(ctx.db, viewer.userId),
    repo.findUser(ctx.db, partnerUserId),
    repo.findConversation(ctx.db, viewer.userId, partnerUserId),
  ]);
  if (!me || !partner || partner.status === UserStatus.Deleted) throw forbidden(M.notYourConversation);
  const verdict = await groundOf(ctx.db, me, partner, ctx.clock.now());
  // A stranger is shown only when the viewer may open a conversation with them (a brand's enquiry).
  if (!side && isStranger(verdict)) throw forbidden(M.notYourConversation);
  const lastMessage =
    side?.lastMessageId == null
      ? null
      : ((await repo.messagesByIds(ctx.db, [side.lastMessageId]))[0]?.message ?? null);
  return {
    ...toChatUser(partner, side && { ...side, lastMessage }),
    canMessage: 'ground' in verdict,
    reason: 'refusal' in verdict ? verdict.refusal : null,
  };
}

/** GET user/chathistory: a page of the viewer's conversation with the partner, oldest first. */
export async function chatHistory(
  ctx: AppContext,
  viewer: AuthUser,
  query: TChatHistoryQuery,
): Promise<TChatHistory> {
  await assertConversationOf(ctx, viewer, query.toUserId);
  const window = { before: query.before, after: query.after };
  const rows = await repo.page(ctx.db, viewer.userId, query.toUserId, window, CHAT_HISTORY_PAGE_SIZE + 1);
  const hasMore = rows.length > CHAT_HISTORY_PAGE_SIZE;
  const page = rows.slice(0, CHAT_HISTORY_PAGE_SIZE);
  const isCatchingUp = query.after !== undefined;
  const oldestFirst = isCatchingUp ? page : page.reverse();
  return { messages: await withFiles(ctx.db, oldestFirst), hasOlder: isCatchingUp ? false : hasMore };
}

/** GET user/ActiveOrders: the open collabs between the viewer and the partner (an admin: the partner's cases). */
export async function activeOrders(
  ctx: AppContext,
  viewer: AuthUser,
  partnerUserId: number,
): Promise<TActiveOrder[]> {
  await assertConversationOf(ctx, viewer, partnerUserId);
  const partner = await repo.findUser(ctx.db, partnerUserId);
  if (!partner) return [];
  let pair: Parameters<typeof repo.activeOrders>[1];
  if (viewer.role === Role.SuperAdmin) pair = { helpdeskOf: partner.id };
  else if (viewer.role === Role.Brand && partner.roleId === Role.Influencer)
    pair = { brandUserId: viewer.userId, influencerUserId: partner.id };
  else if (viewer.role === Role.Influencer && partner.roleId === Role.Brand)
    pair = { brandUserId: partner.id, influencerUserId: viewer.userId };
  else return [];
  const rows = await repo.activeOrders(ctx.db, pair);
  return rows.map((r) => ({
    collabDetailId: r.id,
    platformName: r.platformName ?? '',
    serviceTitle: r.serviceTitle,
    status: r.status,
  }));
}

/** POST user/chatread: what the partner sent the viewer is read; the viewer's other tabs are told. */
export async function markRead(ctx: AppContext, viewer: AuthUser, partnerUserId: number): Promise<number> {
  await assertConversationOf(ctx, viewer, partnerUserId);
  const marked = await ctx.db
    .transaction()
    .execute((trx) => repo.markRead(trx, viewer.userId, partnerUserId, ctx.clock.now().toISOString()));
  ctx.realtime.toUsers([viewer.userId], ChatEvent.ChatRead, { partnerUserId });
  return marked;
}

export const unreadTotal = async (ctx: AppContext, viewer: AuthUser) => ({
  total: await repo.unreadTotal(ctx.db, viewer.userId),
});

/**
 * POST user/chatblock: an influencer stops (or lets again) a brand's enquiries. A brand they share a
 * collab with stays reachable: an order in escrow must be talked through.
 */
export async function setBlocked(
  ctx: AppContext,
  viewer: AuthUser,
  input: { userId: number; isBlocked: boolean },
): Promise<boolean> {
  const partner = await repo.findUser(ctx.db, input.userId);
  if (viewer.role !== Role.Influencer || partner?.roleId !== Role.Brand) throw badRequest(M.blockNotAllowed);
  if ((await repo.sharedCollabs(ctx.db, partner.id, viewer.userId)).any) throw badRequest(M.blockNotAllowed);
  await repo.setBlocked(ctx.db, viewer.userId, partner.id, input.isBlocked, ctx.clock.now().toISOString());
  return input.isBlocked;
}

/** Private-file rule: the two parties of a message may read its files (super admins always may). */
export const chatPartyMayReadFile = (db: DbOrTrx, name: string, userId: number) =>
  repo.isFileOfUsersMessage(db, name, userId);
