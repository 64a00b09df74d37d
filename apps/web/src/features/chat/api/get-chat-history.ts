import type { TChatHistory } from '@collably/shared/schemas/chat';
import { api } from '@/lib/api-client';

/**
 * GET user/chathistory: a page of the conversation, oldest first. `before` an id pages backwards; `after`
 * an id fetches what arrived since (after a reconnect). The chat pane keeps the merged list itself.
 */
export const getChatHistory = async (toUserId: number, window: { before?: number; after?: number } = {}) =>
  (await api.get<TChatHistory>('user/chathistory', { query: { toUserId, ...window } })).data;
