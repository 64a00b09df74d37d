import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInfluencerDetails } from '@collably/shared/schemas/influencers';
import { api } from '@/lib/api-client';

export const getInfluencerDetails = async (userId: number) =>
  (await api.get<TInfluencerDetails>(`influencer/get-details/${userId}`)).data;

/** GET influencer/get-details/{id}: the profile as onboarding edits it (owner or staff). */
export const influencerDetailsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['influencers', 'details', userId],
    queryFn: () => getInfluencerDetails(userId),
    staleTime: 0,
  });

export const useInfluencerDetails = (userId: number | null) =>
  useQuery({ ...influencerDetailsQuery(userId ?? 0), enabled: userId !== null && userId > 0 });
