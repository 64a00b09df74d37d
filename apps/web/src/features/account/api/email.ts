import { useMutation } from '@tanstack/react-query';
import type {
  TChangeEmailRequest,
  TConfirmEmailRequest,
  TRestoreEmailRequest,
} from '@collably/shared/schemas/account';
import type { TSession } from '@collably/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { clearSession, saveSession } from '@/lib/session';

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

/**
 * POST account/email/restore: the old address's link brings it back. Every session ends there, this
 * browser's too, so the stored session goes.
 */
export const useRestoreEmail = () =>
  useMutation({
    mutationFn: (input: TRestoreEmailRequest) => api.post<{ email: string }>('account/email/restore', input),
    onSuccess: () => clearSession(),
  });
