import type { Generated } from 'kysely';
import type { IntBool } from './foundation';

/** One chat message (migration 014); plain text, never HTML. */
export type ChatMessagesTable = {
  id: Generated<number>;
  fromUserId: number;
  toUserId: number;
  message: string;
  /** The sender's id of the send: a retry with the same one is stored once. */
  clientId: string | null;
  createdOn: string;
  /** When the recipient read it. */
  readOn: string | null;
};

/** A file of a message, by stored name, in the order it was attached. */
export type ChatFilesTable = { messageId: number; fileName: string; position: number };

/** One side of a conversation: the owner's view of it with one partner. */
export type ChatConversationsTable = {
  ownerUserId: number;
  partnerUserId: number;
  lastMessageId: number | null;
  lastMessageOn: string | null;
  unreadCount: Generated<number>;
  /** The owner blocked the partner's enquiries. */
  isBlocked: Generated<IntBool>;
  /** Set on a brand's row when the brand opened the conversation as an enquiry (no collab yet). */
  enquiryOn: string | null;
  createdOn: string;
};

export type ChatTables = {
  chatMessages: ChatMessagesTable;
  chatFiles: ChatFilesTable;
  chatConversations: ChatConversationsTable;
};
