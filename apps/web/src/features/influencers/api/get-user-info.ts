import { useQuery } from '@tanstack/react-query';
import type { TUserInfo } from '@collably/shared/schemas/influencers';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The answer depends on who asks (isFavourite for a brand; pending profiles for owner and staff). */
export const userInfoKey = (userName: string, viewerId: number) =>
  ['influencers', 'user-info', userName.toLowerCase(), viewerId] as const;

export const getUserInfo = async (userName: string) =>
  (await api.get<TUserInfo>(`influencer/get-userdetails/${encodeURIComponent(userName)}`)).data;

/** GET influencer/get-userdetails/{name}: the public profile (spec §3 UserInfo). */
export const useUserInfo = (userName: string | null) => {
  const viewerId = useSession()?.userId ?? 0;
  return useQuery({
    queryKey: userInfoKey(userName ?? '', viewerId),
    queryFn: () => getUserInfo(userName ?? ''),
    enabled: Boolean(userName),
    retry: false,
  });
};
