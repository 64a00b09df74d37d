import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminAction, STATUS_FLAG, type TStatusAction } from '@collably/shared/constants/admin';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_KEY } from './get-users';
import { AUDIT_LOG_KEY } from './get-audit-log';

/** The spec's path of each status call (§7): disable is user/Reject. */
const PATHS: Record<TStatusAction, string> = {
  [AdminAction.Approve]: 'user/approve',
  [AdminAction.Disable]: 'user/Reject',
  [AdminAction.Delete]: 'user/Delete',
  [AdminAction.Revert]: 'user/Revert',
};

/** POST user/approve | Reject | Delete | Revert with { userId, status } (super admin). */
export const moderateUser = async ({ action, userId }: { action: TStatusAction; userId: number }) =>
  (await api.post<null>(PATHS[action], { userId, status: STATUS_FLAG[action] })).message;

/** On success the lists and counts are fetched again, so the row leaves its list. */
export const useModerateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
    },
  });
};
