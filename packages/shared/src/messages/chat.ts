import { CHAT_ENQUIRIES_PER_DAY, CHAT_MESSAGE_MAX, CHAT_MAX_FILES } from '../constants/chat';

/** Texts of the chat: the composer's checks, the server's refusals and the connection's states. */
export const ChatMessages = {
  messageRequired: 'Write a message or attach a file',
  messageTooLong: `A message can have at most ${CHAT_MESSAGE_MAX} characters`,
  tooManyFiles: `You can attach up to ${CHAT_MAX_FILES} files to a message`,
  recipientRequired: 'Choose who to send the message to',
  clientIdInvalid: 'The message id is not valid',
  /** Neither a shared collab, nor a helpdesk case, nor an enquiry of a brand to an active influencer. */
  notAllowed: 'You can message this user once you share a collab with them',
  notYourConversation: 'This conversation is not yours',
  cannotMessageSelf: 'You cannot message yourself',
  enquiryLimit: `You can start up to ${CHAT_ENQUIRIES_PER_DAY} new conversations a day with influencers you have not hired. Please try again tomorrow.`,
  blocked: 'This user is not taking messages from you',
  blockNotAllowed: 'You can only block someone who wrote to you without an order',
  tooFast: (wait: string) => `You are sending messages too fast. Please wait ${wait}.`,
  sendFailed: 'Message not sent',
  retry: 'Retry',
  /** The spec's time-out text (§8). */
  timeout: 'Server timeout elapsed without receiving a message from the server.',
  reconnecting: 'Reconnecting…',
  noPartners: 'No conversations yet. Message an influencer from their profile or an order.',
  noMessages: 'No messages yet. Say hello!',
  searchPlaceholder: 'Search by name',
  activeCollabs: 'Active Collabs',
  noActiveCollabs: 'No active collabs with this user',
  blockedNotice: 'You blocked this user. They cannot message you.',
} as const;
