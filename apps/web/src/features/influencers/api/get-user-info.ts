import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserInfo } from '@collably/shared/schemas/influencers';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * GET influencer/get-userdetails/{name}: the public profile (spec §3 UserInfo). The answer depends on who
 * asks (isFavourite for a brand; pending profiles for owner and staff), so the viewer is part of the key.
 */
export const userInfoQuery = (userName: string, viewerId: number) =>
  queryOptions({
    queryKey: ['influencers', 'user-info', userName.toLowerCase(), viewerId],
    queryFn: async () =>
      (await api.get<TUserInfo>(`influencer/get-userdetails/${encodeURIComponent(userName)}`)).data,
    retry: false,
  });

export const useUserInfo = (userName: string | null) => {
  const viewerId = useSession()?.userId ?? 0;
  return useQuery({ ...userInfoQuery(userName ?? '', viewerId), enabled: Boolean(userName) });
};
