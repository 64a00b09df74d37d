import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest, TSession } from '@collably/shared/schemas/auth';
import { api } from '@/lib/api-client';

export const login = (input: TLoginRequest) => api.post<TSession>('user/login', input);
export const useLogin = () => useMutation({ mutationFn: login });
