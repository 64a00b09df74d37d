import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountExport } from '@collably/shared/schemas/account';
import { api, requestFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const POLL_MS = 5_000;

/** GET account/exports: the user's latest data exports, newest first. */
export const accountExportsQuery = () =>
  queryOptions({
    queryKey: ['account-exports'],
    queryFn: async () => (await api.get<TAccountExport[]>('account/exports')).data,
  });

/** Asked again every few seconds while one is being prepared, so Download appears without a reload. */
export const useAccountExports = () =>
  useQuery({
    ...accountExportsQuery(),
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 'preparing') ? POLL_MS : false),
  });

/** POST account/exports: asks for a new archive, prepared in the background. */
export const useRequestExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('account/exports'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountExportsQuery().queryKey }),
  });
};

/** GET account/exports/{id}/download: the archive, saved under its date. */
export async function downloadExport(item: TAccountExport): Promise<void> {
  saveFile(
    await requestFile(`account/exports/${item.id}/download`),
    `collably-data-${item.requestedOn.slice(0, 10)}.zip`,
  );
}
