import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TYtLinkRequest, TYtLinkResult } from '@collably/shared/schemas/tools';
import { api } from '@/lib/api-client';
import { myYtLinksQuery } from './get-my-links';

/** POST tools/ytlink: the direct in-app link of a YouTube link (anyone; kept in a signed-in maker's list). */
export const createYtLink = async (input: TYtLinkRequest) =>
  (await api.post<TYtLinkResult>('tools/ytlink', input)).data;

export const useCreateYtLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createYtLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myYtLinksQuery().queryKey }),
  });
};
