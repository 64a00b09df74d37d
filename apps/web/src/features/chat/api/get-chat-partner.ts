import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TChatPartner } from '@collably/shared/schemas/chat';
import { api } from '@/lib/api-client';

/** GET user/chatpartner: who the partner is and whether the viewer may write to them now. */
export const chatPartnerQuery = (userId: number) =>
  queryOptions({
    queryKey: ['chat', 'partner', userId],
    queryFn: async () => (await api.get<TChatPartner>('user/chatpartner', { query: { userId } })).data,
  });

export const useChatPartner = (userId: number | null) =>
  useQuery({ ...chatPartnerQuery(userId ?? 0), enabled: userId !== null });
