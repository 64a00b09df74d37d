import { useQuery } from '@tanstack/react-query';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import { api } from '@/lib/api-client';

export const getFavourites = async () => (await api.get<TInfluencerListItem[]>('brand/get-favourites')).data;

/** GET brand/get-favourites: the brand's favourite influencers as cards, newest first. */
export const useFavourites = () =>
  useQuery({ queryKey: ['favourites'], queryFn: getFavourites, staleTime: 0 });
