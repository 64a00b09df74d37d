import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '@collably/shared/schemas/notifications';
import { api } from '@/lib/api-client';

/** The socket pushes NotificationsChanged (issue 12); a slow poll only covers a socket that is down. */
const POLL_MS = 120_000;

/** GET notification/get: the latest notifications of an influencer or a brand. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: async () => (await api.get<TNotification[]>('notification/get')).data,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export const useNotifications = (isEnabled: boolean) =>
  useQuery({ ...notificationsQuery(), enabled: isEnabled });

/** GET notification/read: opening the bell marks them all read, so the badge goes at once. */
export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.get<number>('notification/read')).data,
    onMutate: () => {
      queryClient.setQueryData(notificationsQuery().queryKey, (list) =>
        list?.map((n) => ({ ...n, isClicked: true })),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQuery().queryKey }),
  });
};
