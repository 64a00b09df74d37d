import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import { api } from '@/lib/api-client';

/** GET brand/get-favourites: the brand's favourite influencers as cards, newest first. */
export const favouritesQuery = () =>
  queryOptions({
    queryKey: ['favourites'],
    queryFn: async () => (await api.get<TInfluencerListItem[]>('brand/get-favourites')).data,
    staleTime: 0,
  });

export const useFavourites = () => useQuery(favouritesQuery());
