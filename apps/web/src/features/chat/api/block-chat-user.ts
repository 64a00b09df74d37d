import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChatBlockRequest } from '@collably/shared/schemas/chat';
import { api } from '@/lib/api-client';

/** POST user/chatblock: an influencer blocks or unblocks a brand's enquiries. */
export const useBlockChatUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TChatBlockRequest) => (await api.post<boolean>('user/chatblock', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chat'] }),
  });
};
