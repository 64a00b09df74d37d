import { useMutation } from '@tanstack/react-query';
import type { TChangeEmailRequest, TConfirmEmailRequest } from '@collably/shared/schemas/account';
import type { TSession } from '@collably/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

/** POST account/email: an OTP goes to the new address; the answer carries the change's auth id. */
export const useStartEmailChange = () =>
  useMutation({
    mutationFn: (input: TChangeEmailRequest) => api.post<{ otpAuthId: string }>('account/email', input),
  });

/** POST account/email/confirm: the OTP makes the new address the account's; the session shows it. */
export const useConfirmEmailChange = () =>
  useMutation({
    mutationFn: (input: TConfirmEmailRequest) => api.post<TSession>('account/email/confirm', input),
    onSuccess: (envelope) => {
      if (envelope.token) saveSession(envelope.data, envelope.token);
    },
  });
