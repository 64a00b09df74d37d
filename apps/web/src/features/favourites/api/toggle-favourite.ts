import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TToggleFavouriteResult } from '@collably/shared/schemas/favourites';
import { api } from '@/lib/api-client';
import { favouritesQuery } from './get-favourites';

/** POST brand/add-favourite toggles; data.isFavourite is the state after the call. */
export const toggleFavourite = async (userId: number) => {
  const envelope = await api.post<TToggleFavouriteResult>('brand/add-favourite', { userId });
  return { isFavourite: envelope.data.isFavourite, message: envelope.message };
};

/**
 * The toggle of one profile's heart. `onToggled` shows the new state where the caller shows it (the
 * influencers feature's profile, in its query); the favourites page fetches afresh next time it opens.
 */
export const useToggleFavourite = ({ onToggled }: { onToggled: (isFavourite: boolean) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onSuccess: ({ isFavourite }) => {
      onToggled(isFavourite);
      void queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey });
    },
  });
};
