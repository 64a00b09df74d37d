import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TToggleFavouriteResult } from '@collably/shared/schemas/favourites';
import { userInfoQuery } from '@/features/influencers/api/get-user-info';
import { api } from '@/lib/api-client';
import { favouritesQuery } from './get-favourites';

/** POST brand/add-favourite toggles; data.isFavourite is the state after the call. */
export const toggleFavourite = async (userId: number) => {
  const envelope = await api.post<TToggleFavouriteResult>('brand/add-favourite', { userId });
  return { isFavourite: envelope.data.isFavourite, message: envelope.message };
};

/** The profile the brand is looking at (its key) shows the new state at once. */
export const useToggleFavourite = (profile: { userName: string; viewerId: number }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onSuccess: ({ isFavourite }) => {
      queryClient.setQueryData(userInfoQuery(profile.userName, profile.viewerId).queryKey, (info) =>
        info ? { ...info, isFavourite } : info,
      );
      // The favourites page lists them; it fetches afresh next time it opens.
      void queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey });
    },
  });
};
