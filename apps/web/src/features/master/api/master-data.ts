import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  TCategory,
  TCity,
  TFollowerRangeItem,
  TGrievanceOfficer,
  TPlatform,
  TState,
} from '@collably/shared/schemas/master';
import { INDIA_COUNTRY_ID } from '@collably/shared/constants/profile';
import { api } from '@/lib/api-client';

// Master data never changes while the page is open.
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export const platformsQuery = () =>
  queryOptions({
    queryKey: ['master', 'platforms'],
    queryFn: async () => (await api.get<TPlatform[]>('master/platforms')).data,
    ...forever,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['master', 'categories'],
    queryFn: async () => (await api.get<TCategory[]>('master/categories')).data,
    ...forever,
  });

export const followerRangesQuery = () =>
  queryOptions({
    queryKey: ['master', 'followers-range'],
    queryFn: async () => (await api.get<TFollowerRangeItem[]>('master/followers-range')).data,
    ...forever,
  });

export const statesQuery = (countryId: number) =>
  queryOptions({
    queryKey: ['master', 'states', countryId],
    queryFn: async () => (await api.get<TState[]>(`master/states/${countryId}`)).data,
    ...forever,
  });

export const citiesQuery = (stateId: number) =>
  queryOptions({
    queryKey: ['master', 'cities', stateId],
    queryFn: async () => (await api.get<TCity[]>(`master/cities/${stateId}`)).data,
    ...forever,
  });

export const usePlatforms = () => useQuery(platformsQuery());
export const useCategories = () => useQuery(categoriesQuery());
export const useFollowerRanges = () => useQuery(followerRangesQuery());
export const useStates = (countryId: number = INDIA_COUNTRY_ID) => useQuery(statesQuery(countryId));
export const useCities = (stateId: number | null | undefined) =>
  useQuery({
    ...citiesQuery(stateId ?? 0),
    enabled: typeof stateId === 'number' && stateId > 0,
  });

/** What the search bar and the listing's chips choose from, for a page that shows them on arrival. */
export const loadSearchChoices = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(platformsQuery()),
    queryClient.ensureQueryData(categoriesQuery()),
    queryClient.ensureQueryData(statesQuery(INDIA_COUNTRY_ID)),
  ]);

/** What the search bar and the listing's chips choose from; empty lists until each has loaded. */
export const useSearchChoices = () => ({
  platforms: usePlatforms().data,
  categories: useCategories().data,
  states: useStates().data,
});

/** The Grievance Officer the privacy policy names (a server setting). */
export const grievanceOfficerQuery = () =>
  queryOptions({
    queryKey: ['master', 'grievance-officer'],
    queryFn: async () => (await api.get<TGrievanceOfficer>('master/grievance-officer')).data,
    ...forever,
  });
