import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TRegisterRequest, ZRegisterResult } from '@collably/shared/schemas/auth';
import { api } from '@/lib/api-client';

export type RegisterResult = z.infer<typeof ZRegisterResult>;

export const register = (input: TRegisterRequest) => api.post<RegisterResult>('user/register', input);
export const useRegister = () => useMutation({ mutationFn: register });
