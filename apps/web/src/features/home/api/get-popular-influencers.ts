import { useQuery } from '@tanstack/react-query';
import { POPULAR_PAGE_SIZE } from '@collably/shared/constants/limits';
import type { TInfluencerListPage } from '@collably/shared/schemas/discovery';
import { api } from '@/lib/api-client';

export const getPopularInfluencers = async (page: number) =>
  (await api.get<TInfluencerListPage>(`influencer/Influencers/${POPULAR_PAGE_SIZE}/${page}`)).data;

export const usePopularInfluencers = () =>
  useQuery({ queryKey: ['influencers', 'popular', 0], queryFn: () => getPopularInfluencers(0) });
