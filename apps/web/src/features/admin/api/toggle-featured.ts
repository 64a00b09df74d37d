import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUserPage, TToggleFeaturedRequest } from '@collably/shared/schemas/admin';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_KEY } from './get-users';
import { AUDIT_LOG_KEY } from './get-audit-log';

/** POST user/togglefeatured (staff and super admin). */
export const toggleFeatured = async (input: TToggleFeaturedRequest) =>
  (await api.post<null>('user/togglefeatured', input)).message;

/** The checkbox changes at once (spec §5); a refused call puts it back when the lists are fetched again. */
export const useToggleFeatured = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFeatured,
    onMutate: async ({ userId, isFeatured }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_USERS_KEY });
      queryClient.setQueriesData<TAdminUserPage>(
        { queryKey: ADMIN_USERS_KEY },
        (page) =>
          page && {
            ...page,
            users: page.users.map((u) => (u.userID === userId ? { ...u, isFeatured } : u)),
          },
      );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
    },
  });
};
