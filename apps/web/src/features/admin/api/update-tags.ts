import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateTagsRequest } from '@collably/shared/schemas/admin';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_KEY } from './get-users';
import { AUDIT_LOG_KEY } from './get-audit-log';

/** POST user/updateTags: tags as JSON text of [{ id, name }] (staff and super admin). */
export const updateTags = async (input: TUpdateTagsRequest) =>
  (await api.post<null>('user/updateTags', input)).message;

export const useUpdateTags = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTags,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
    },
  });
};
