import { useMutation } from '@tanstack/react-query';
import type { TRegisterRequest, TSession } from '@collably/shared/schemas/auth';
import { api } from '@/lib/api-client';

export type RegisterResult = TSession | { otpAuthId: string };

export const register = (input: TRegisterRequest) => api.post<RegisterResult>('user/register', input);
export const useRegister = () => useMutation({ mutationFn: register });
