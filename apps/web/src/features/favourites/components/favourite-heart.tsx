import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Role } from '@collably/shared/constants/roles';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { favouritesQuery } from '../api/get-favourites';
import { toggleFavourite } from '../api/toggle-favourite';

/**
 * The heart on an influencer card (issue 13), for brands only: filled when the influencer is among the
 * brand's favourites, and a press adds or removes them (brand/add-favourite toggles). The list of
 * favourites is read once for all cards on the page.
 */
export function FavouriteHeart({
  influencer,
}: {
  influencer: Pick<TInfluencerListItem, 'userId' | 'name' | 'userName'>;
}) {
  const session = useSession();
  const isBrand = session?.role === Role.Brand;
  const queryClient = useQueryClient();
  const favourites = useQuery({ ...favouritesQuery(), enabled: isBrand, staleTime: 60_000 });
  const toggle = useMutation({
    mutationFn: () => toggleFavourite(influencer.userId),
    onSuccess: ({ isFavourite }) => {
      queryClient.setQueryData(favouritesQuery().queryKey, (list) =>
        list && !isFavourite ? list.filter((f) => f.userName !== influencer.userName) : list,
      );
      void queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey });
    },
    onError: (error) => notifications.show({ id: 'favourite', color: 'red', message: errorMessage(error) }),
  });
  if (!isBrand) return null;

  const isFavourite = favourites.data?.some((f) => f.userName === influencer.userName) ?? false;
  const label = isFavourite
    ? `Remove ${influencer.name} from favourites`
    : `Add ${influencer.name} to favourites`;
  return (
    <ActionIcon
      variant="white"
      radius="xl"
      size="lg"
      color={isFavourite ? 'red' : 'gray'}
      aria-label={label}
      aria-pressed={isFavourite}
      title={label}
      loading={toggle.isPending}
      disabled={favourites.isPending}
      onClick={() => toggle.mutate()}
      style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
    >
      {isFavourite ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
    </ActionIcon>
  );
}
