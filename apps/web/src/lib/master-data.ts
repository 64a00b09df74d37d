import { useQuery } from '@tanstack/react-query';
import type {
  TCategory,
  TCity,
  TFollowerRangeItem,
  TPlatform,
  TState,
} from '@collably/shared/schemas/master';
import { INDIA_COUNTRY_ID } from '@collably/shared/constants/profile';
import { api } from './api-client';

// Master data never changes while the page is open.
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export const usePlatforms = () =>
  useQuery({
    queryKey: ['master', 'platforms'],
    queryFn: async () => (await api.get<TPlatform[]>('master/platforms')).data,
    ...forever,
  });

export const useCategories = () =>
  useQuery({
    queryKey: ['master', 'categories'],
    queryFn: async () => (await api.get<TCategory[]>('master/categories')).data,
    ...forever,
  });

export const useFollowerRanges = () =>
  useQuery({
    queryKey: ['master', 'followers-range'],
    queryFn: async () => (await api.get<TFollowerRangeItem[]>('master/followers-range')).data,
    ...forever,
  });

export const useStates = (countryId: number = INDIA_COUNTRY_ID) =>
  useQuery({
    queryKey: ['master', 'states', countryId],
    queryFn: async () => (await api.get<TState[]>(`master/states/${countryId}`)).data,
    ...forever,
  });

export const useCities = (stateId: number | null | undefined) =>
  useQuery({
    queryKey: ['master', 'cities', stateId],
    queryFn: async () => (await api.get<TCity[]>(`master/cities/${stateId}`)).data,
    enabled: typeof stateId === 'number' && stateId > 0,
    ...forever,
  });
