import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TChatUnread } from '@collably/shared/schemas/chat';
import { api } from '@/lib/api-client';

/** How often the header's badge asks again while the tab is visible, should a socket push have been lost. */
export const CHAT_UNREAD_REFETCH_MS = 30_000;

/**
 * GET user/chatunread: unread messages of all the viewer's conversations (the header's badge). The socket
 * keeps it live; asking again every half minute (visible tabs only) and when the tab comes back means a push
 * lost between a page's first fetch and its socket's join still shows within seconds, not on the next page.
 */
export const chatUnreadQuery = () =>
  queryOptions({
    queryKey: ['chat', 'unread'],
    queryFn: async () => (await api.get<TChatUnread>('user/chatunread')).data.total,
    staleTime: 0,
    refetchInterval: CHAT_UNREAD_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

export const useChatUnread = (isEnabled: boolean) => useQuery({ ...chatUnreadQuery(), enabled: isEnabled });
