import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Role } from '@collably/shared/constants/roles';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import type { FavouriteHeartProps } from '@/components/favourite-heart';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { favouritesQuery } from './get-favourites';
import { toggleFavourite } from './toggle-favourite';

/**
 * The favourite hearts of a list of cards (issue 13), for brands only: the brand's favourites are read once
 * for the whole list, and a press toggles one (brand/add-favourite). Returns, per card, the heart's props,
 * or null when the viewer is not a brand.
 */
export function useCardFavourites() {
  const session = useSession();
  const isBrand = session?.role === Role.Brand;
  const queryClient = useQueryClient();
  const favourites = useQuery({ ...favouritesQuery(), enabled: isBrand, staleTime: 60_000 });
  const toggle = useMutation({
    mutationFn: (userId: number) => toggleFavourite(userId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey }),
    onError: (error) => notifications.show({ id: 'favourite', color: 'red', message: errorMessage(error) }),
  });

  return (
    influencer: Pick<TInfluencerListItem, 'userId' | 'userName' | 'name'>,
  ): FavouriteHeartProps | null =>
    isBrand
      ? {
          name: influencer.name,
          isFavourite: favourites.data?.some((f) => f.userName === influencer.userName) ?? false,
          isBusy: toggle.isPending && toggle.variables === influencer.userId,
          isDisabled: favourites.isPending,
          onToggle: () => toggle.mutate(influencer.userId),
        }
      : null;
}
