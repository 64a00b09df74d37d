import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TToggleFavouriteResult } from '@collably/shared/schemas/favourites';
import type { TUserInfo } from '@collably/shared/schemas/influencers';
import { api } from '@/lib/api-client';

/** POST brand/add-favourite toggles; data.isFavourite is the state after the call. */
export const toggleFavourite = async (userId: number) => {
  const envelope = await api.post<TToggleFavouriteResult>('brand/add-favourite', { userId });
  return { isFavourite: envelope.data.isFavourite, message: envelope.message };
};

export const useToggleFavourite = (userInfoKey: readonly unknown[]) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onSuccess: ({ isFavourite }) => {
      queryClient.setQueryData<TUserInfo>(userInfoKey, (info) => (info ? { ...info, isFavourite } : info));
      // The favourites page lists them; it fetches afresh next time it opens.
      void queryClient.invalidateQueries({ queryKey: ['favourites'] });
    },
  });
};
