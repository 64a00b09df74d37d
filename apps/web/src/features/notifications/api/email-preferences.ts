import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEmailPreference, TSaveEmailPreferencesRequest } from '@collably/shared/schemas/notifications';
import { api } from '@/lib/api-client';

/** GET user/email-preferences: the kinds of e-mail the signed-in user gets, each on or off. */
export const emailPreferencesQuery = () =>
  queryOptions({
    queryKey: ['email-preferences'],
    queryFn: async () => (await api.get<TEmailPreference[]>('user/email-preferences')).data,
  });

export const useEmailPreferences = () => useQuery(emailPreferencesQuery());

/** POST user/email-preferences: the answer is the whole list as saved, and replaces the cached one. */
export const useSaveEmailPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSaveEmailPreferencesRequest) =>
      api.post<TEmailPreference[]>('user/email-preferences', input),
    onSuccess: (envelope) => queryClient.setQueryData(emailPreferencesQuery().queryKey, envelope.data),
  });
};
