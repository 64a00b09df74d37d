import { useMutation } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '@collably/shared/schemas/account';
import { api } from '@/lib/api-client';

/** POST account/delete: refused with the reason while money is held or an order is open. */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: (input: TDeleteAccountRequest) => api.post<null>('account/delete', input) });
