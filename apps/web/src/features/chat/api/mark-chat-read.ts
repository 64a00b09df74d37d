import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST user/chatread: what the partner sent the viewer is read; the badge and the list refetch. */
export const useMarkChatRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (toUserId: number) => (await api.post<number>('user/chatread', { toUserId })).data,
    onSuccess: (marked) => {
      if (marked > 0) void queryClient.invalidateQueries({ queryKey: ['chat'] });
    },
  });
};
