/**
 * The chat hub (issue 12, spec §2 Chat, §7 Chat hub): one Socket.IO endpoint, its events and limits.
 * The socket carries chat messages and the bell's live updates; REST (user/chatusers, user/chathistory,
 * user/ActiveOrders, ...) serves lists and history.
 */
export const CHAT_SOCKET_PATH = '/chat';

/** Event names on the socket; the first three are the spec's. */
export const ChatEvent = {
  /** client → server: `SendMessage(toUserId, message, attachments, { clientId }, ack)`. */
  SendMessage: 'SendMessage',
  /** server → both parties' sockets: a stored message (TChatMessage). */
  ReceiveMessage: 'ReceiveMessage',
  /** server → a user's sockets: messages from `partnerUserId` were read by that user (their other tabs). */
  ChatRead: 'ChatRead',
  /** server → a user's sockets: new notifications are stored; the bell refetches. */
  NotificationsChanged: 'NotificationsChanged',
} as const;

/** Longest message text, in characters. */
export const CHAT_MESSAGE_MAX = 4000;
/** Files per message (the attachments upload takes up to MAX_COLLAB_FILES per call too). */
export const CHAT_MAX_FILES = 10;
/** Messages per page of user/chathistory. */
export const CHAT_HISTORY_PAGE_SIZE = 30;
/** Conversations listed by user/chatusers, newest first. */
export const CHAT_PARTNERS_MAX = 200;
/** New conversations a brand may open a day with influencers it has no collab with (enquiries). */
export const CHAT_ENQUIRIES_PER_DAY = 5;
/** Messages one user may send in CHAT_SEND_WINDOW_MS, over all their sockets and instances. */
export const CHAT_SENDS_PER_WINDOW = 20;
export const CHAT_SEND_WINDOW_MS = 10_000;
/** The browser waits this long for the server's acknowledgement before it offers a retry. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;
/** When the first connection fails, the browser tries again after this (spec §3). */
export const CHAT_RECONNECT_DELAY_MS = 5_000;
/** A chat notice (file too large) stays this long (spec §9). */
export const CHAT_NOTICE_MS = 5_000;
