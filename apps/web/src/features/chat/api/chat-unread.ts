import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TChatUnread } from '@collably/shared/schemas/chat';
import { api } from '@/lib/api-client';

/** GET user/chatunread: unread messages of all the viewer's conversations (the header's badge). */
export const chatUnreadQuery = () =>
  queryOptions({
    queryKey: ['chat', 'unread'],
    queryFn: async () => (await api.get<TChatUnread>('user/chatunread')).data.total,
    staleTime: 0,
  });

export const useChatUnread = (isEnabled: boolean) => useQuery({ ...chatUnreadQuery(), enabled: isEnabled });
