import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TChatUser } from '@collably/shared/schemas/chat';
import { api } from '@/lib/api-client';

/** GET user/chatusers: the viewer's conversations, most recent first, then collab partners not yet written to. */
export const chatUsersQuery = () =>
  queryOptions({
    queryKey: ['chat', 'users'],
    queryFn: async () => (await api.get<TChatUser[]>('user/chatusers')).data,
    staleTime: 0,
  });

export const useChatUsers = () => useQuery(chatUsersQuery());
