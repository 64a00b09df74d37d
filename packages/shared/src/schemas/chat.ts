import { z } from 'zod';
import { CHAT_MAX_FILES, CHAT_MESSAGE_MAX } from '../constants/chat';
import { FILE_NAME_MAX } from '../constants/limits';
import { ChatMessages as M } from '../messages/chat';
import { multiLine, ZIdParam } from './common';

/**
 * Chat (issue 12; spec §2 Chat, §3, §7). Messages are plain text (ARCHITECTURE §10): the browser renders
 * them as text and makes links clickable, nothing a user writes is ever HTML. Files are uploaded first
 * through POST /api/files/attachments; a message names the files its sender uploaded.
 */

/** A file of a message: the stored name (for a download link), the name it was uploaded as, its size. */
export const ZChatFile = z.object({
  fileName: z.string(),
  name: z.string(),
  bytes: z.number(),
  contentType: z.string(),
});
export type TChatFile = z.infer<typeof ZChatFile>;

/**
 * A stored message, as user/chathistory answers it and as ReceiveMessage pushes it: the spec's
 * {name, createdOn, photo, message, attachments, userID} (name and photo of the sender, attachments the
 * comma-separated stored names) plus ids, the sender's clientId (to drop duplicates) and `files`.
 */
export const ZChatMessage = z.object({
  id: z.number(),
  fromUserId: z.number(),
  toUserId: z.number(),
  /** The sender (spec's userID). */
  userID: z.number(),
  name: z.string(),
  photo: z.string().nullable(),
  createdOn: z.string(),
  message: z.string(),
  attachments: z.string(),
  files: z.array(ZChatFile),
  clientId: z.string().nullable(),
  /** Whether the recipient has read it. */
  isRead: z.boolean(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** A client-made id of a send, so a retried send is stored once (a UUID or similar). */
export const ZClientId = z
  .string({ error: M.clientIdInvalid })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, M.clientIdInvalid);

/**
 * The arguments of the socket's SendMessage (after them comes the acknowledgement callback):
 * `(toUserId, message, attachments, { clientId })`. `attachments` are stored names from the upload route.
 */
export const ZSendMessageArgs = z.tuple([
  ZIdParam.describe('toUserId'),
  // The shared text rule (line breaks allowed): no NUL, no other control character, no bidi override.
  multiLine(z.string({ error: M.messageRequired }).max(CHAT_MESSAGE_MAX, M.messageTooLong)),
  z
    .array(z.string().min(1).max(FILE_NAME_MAX), { error: M.tooManyFiles })
    .max(CHAT_MAX_FILES, M.tooManyFiles),
  z.object({ clientId: ZClientId }),
]);
export type TSendMessageArgs = z.infer<typeof ZSendMessageArgs>;

/** The acknowledgement of SendMessage: the stored message, or why it was not stored. */
export type TSendMessageAck = { ok: true; message: TChatMessage } | { ok: false; error: string };

/** GET user/chatusers item: a conversation of the caller, newest first. */
export const ZChatUser = z.object({
  userID: z.number(),
  name: z.string(),
  profilePic: z.string().nullable(),
  roleId: z.number(),
  /** An influencer's user name (for the profile link a brand sees); null for others. */
  userName: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageOn: z.string().nullable(),
  unreadCount: z.number(),
  /** The caller blocked this user's enquiries. */
  isBlocked: z.boolean(),
});
export type TChatUser = z.infer<typeof ZChatUser>;

/** GET user/chatpartner?userId=: who this is and whether the caller may write to them now. */
export const ZChatPartner = ZChatUser.extend({
  canMessage: z.boolean(),
  /** Why not, when canMessage is false. */
  reason: z.string().nullable(),
});
export type TChatPartner = z.infer<typeof ZChatPartner>;

export const ZChatPartnerQuery = z.object({ userId: ZIdParam });

/**
 * GET user/chathistory?toUserId=&before=&after=: a page of the conversation, oldest first (newest last).
 * `before` pages backwards from a message id; `after` returns what came after one (catching up after a
 * reconnect); neither: the newest page.
 */
export const ZChatHistoryQuery = z.object({
  toUserId: ZIdParam,
  before: ZIdParam.optional(),
  after: z.coerce.number().int().min(0).optional(),
});
export type TChatHistoryQuery = z.infer<typeof ZChatHistoryQuery>;

export const ZChatHistory = z.object({
  messages: z.array(ZChatMessage),
  /** More messages exist before the first one of this page. */
  hasOlder: z.boolean(),
});
export type TChatHistory = z.infer<typeof ZChatHistory>;

/** GET user/ActiveOrders?toUserId= item (spec §3) with the status added. */
export const ZActiveOrder = z.object({
  collabDetailId: z.number(),
  platformName: z.string(),
  serviceTitle: z.string(),
  status: z.string(),
});
export type TActiveOrder = z.infer<typeof ZActiveOrder>;

export const ZActiveOrdersQuery = z.object({ toUserId: ZIdParam });

/** POST user/chatread: the caller read the conversation with `toUserId`; answers how many were marked. */
export const ZChatReadRequest = z.object({ toUserId: ZIdParam });

/** GET user/chatunread: unread messages over all the caller's conversations (the header's badge). */
export const ZChatUnread = z.object({ total: z.number() });
export type TChatUnread = z.infer<typeof ZChatUnread>;

/** POST user/chatblock: an influencer blocks (or unblocks) a brand's enquiries. */
export const ZChatBlockRequest = z.object({
  userId: ZIdParam,
  isBlocked: z.boolean(),
});
export type TChatBlockRequest = z.infer<typeof ZChatBlockRequest>;

/** ChatRead event payload: the user read their conversation with partnerUserId (on another tab). */
export type TChatReadEvent = { partnerUserId: number };
