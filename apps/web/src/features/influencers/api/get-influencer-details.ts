import { useQuery } from '@tanstack/react-query';
import type { TInfluencerDetails } from '@collably/shared/schemas/influencers';
import { api } from '@/lib/api-client';

export const influencerDetailsKey = (userId: number) => ['influencers', 'details', userId] as const;

export const getInfluencerDetails = async (userId: number) =>
  (await api.get<TInfluencerDetails>(`influencer/get-details/${userId}`)).data;

/** GET influencer/get-details/{id}: the profile as onboarding edits it (owner or staff). */
export const useInfluencerDetails = (userId: number | null) =>
  useQuery({
    queryKey: influencerDetailsKey(userId ?? 0),
    queryFn: () => getInfluencerDetails(userId ?? 0),
    enabled: userId !== null && userId > 0,
    staleTime: 0,
  });
