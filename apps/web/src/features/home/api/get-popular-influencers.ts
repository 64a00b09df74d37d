import { useQuery } from '@tanstack/react-query';
import { POPULAR_PAGE_SIZE } from '@collably/shared/constants/limits';
import type { InfluencerListItem } from '@/components/influencer-card';
import { api } from '@/lib/api-client';

type PopularPage = { currentPage: number; totalPages: number; influencers: InfluencerListItem[] };

export const getPopularInfluencers = async (page: number) =>
  (await api.get<PopularPage>(`influencer/Influencers/${POPULAR_PAGE_SIZE}/${page}`)).data;

export const usePopularInfluencers = () =>
  useQuery({ queryKey: ['influencers', 'popular', 0], queryFn: () => getPopularInfluencers(0) });
