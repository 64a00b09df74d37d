import { queryOptions, useQuery } from '@tanstack/react-query';
import { POPULAR_PAGE_SIZE } from '@collably/shared/constants/limits';
import type { TInfluencerListPage } from '@collably/shared/schemas/discovery';
import { api } from '@/lib/api-client';

/** GET influencer/Influencers/{pageSize}/{page}: the home page's popular block. */
export const popularInfluencersQuery = (page: number) =>
  queryOptions({
    queryKey: ['influencers', 'popular', page],
    queryFn: async () =>
      (await api.get<TInfluencerListPage>(`influencer/Influencers/${POPULAR_PAGE_SIZE}/${page}`)).data,
  });

export const usePopularInfluencers = () => useQuery(popularInfluencersQuery(0));
