import { useMutation } from '@tanstack/react-query';
import type { TSession } from '@collably/shared/schemas/auth';
import { api } from '@/lib/api-client';

export const verifyRegisterOtp = (input: { otpAuthId: string; otp: string }) =>
  api.post<TSession>('user/register-otp', undefined, {
    query: { OtpAuthId: input.otpAuthId, Otp: input.otp },
  });
export const resendRegisterOtp = (otpAuthId: string) =>
  api.post<null>('user/register-resendotp', undefined, { query: { OtpAuthId: otpAuthId } });

export const useVerifyRegisterOtp = () => useMutation({ mutationFn: verifyRegisterOtp });
export const useResendRegisterOtp = () => useMutation({ mutationFn: resendRegisterOtp });
