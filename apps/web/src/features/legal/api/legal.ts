import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLegalAcceptRequest, TLegalDueWire, TLegalPostingWire } from '@collably/shared/schemas/legal';
import { api } from '@/lib/api-client';

/** GET legal/documents: every posted version of the legal texts, newest first (public; the policy pages). */
export const legalDocumentsQuery = () =>
  queryOptions({
    queryKey: ['legal', 'documents'],
    queryFn: async () => (await api.get<TLegalPostingWire[]>('legal/documents')).data,
    staleTime: 5 * 60_000,
  });

export const useLegalDocuments = () => useQuery(legalDocumentsQuery());

/** GET legal/due: what the signed-in brand or influencer still has to accept (keyed by user: a sign-in changes it). */
export const legalDueQuery = (userId: number) =>
  queryOptions({
    queryKey: ['legal', 'due', userId],
    queryFn: async () => (await api.get<TLegalDueWire[]>('legal/due')).data,
    staleTime: 5 * 60_000,
  });

export const useLegalDue = (userId: number | null) =>
  useQuery({ ...legalDueQuery(userId ?? 0), enabled: userId !== null });

/** POST legal/accept: answers what is still due, which replaces the cached list. */
export function useAcceptLegal(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLegalAcceptRequest) => api.post<TLegalDueWire[]>('legal/accept', input),
    onSuccess: (envelope) => queryClient.setQueryData(legalDueQuery(userId).queryKey, envelope.data),
  });
}
