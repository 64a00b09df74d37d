import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyYtLink } from '@collably/shared/schemas/tools';
import { api } from '@/lib/api-client';

/** GET tools/mylinks (signed in): the caller's direct links with how often each was opened, last made first. */
export const myYtLinksQuery = () =>
  queryOptions({
    queryKey: ['tools', 'mylinks'] as const,
    queryFn: async ({ signal }) => (await api.get<TMyYtLink[]>('tools/mylinks', { signal })).data,
    staleTime: 0,
  });

export const useMyYtLinks = (isEnabled: boolean) => useQuery({ ...myYtLinksQuery(), enabled: isEnabled });
