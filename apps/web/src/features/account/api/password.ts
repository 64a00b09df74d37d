import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@collably/shared/schemas/account';
import type { TSession } from '@collably/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

/**
 * POST account/password: every other session ends; this one carries on with the fresh token the answer
 * brings, saved at once so the next call (and the chat socket) uses it.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: TChangePasswordRequest) => api.post<TSession>('account/password', input),
    onSuccess: (envelope) => {
      if (envelope.token) saveSession(envelope.data, envelope.token);
    },
  });
