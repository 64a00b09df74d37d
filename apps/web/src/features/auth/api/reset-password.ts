import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@collably/shared/schemas/auth';
import { api } from '@/lib/api-client';

export const sendResetOtp = (email: string) =>
  api.post<null>('user/sendotp', undefined, { query: { email } });
export const resetPassword = (input: TResetPasswordRequest) => api.post<null>('user/resetpassword', input);

export const useSendResetOtp = () => useMutation({ mutationFn: sendResetOtp });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
