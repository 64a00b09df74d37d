import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TTdsDetails,
  TTdsSetup,
  TTdsStatement,
  TUpdateTdsDetailsInput,
} from '@collably/shared/schemas/tds';
import { api, requestFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET tds/details: the influencer's PAN and the rules in force. */
export const tdsDetailsQuery = () =>
  queryOptions({
    queryKey: ['tds', 'details'],
    queryFn: async () => (await api.get<TTdsDetails>('tds/details')).data,
    staleTime: 0,
  });

export const useTdsDetails = () => useQuery(tdsDetailsQuery());

/** POST tds/details: a PAN, or '' to remove it. */
export function useSaveTdsDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateTdsDetailsInput) => api.post<null>('tds/details', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tds'] }),
  });
}

/** GET tds/statement: one financial year's credits (this one while `year` is undefined). */
export const tdsStatementQuery = (year: number | undefined) =>
  queryOptions({
    queryKey: ['tds', 'statement', year ?? 'current'],
    queryFn: async () => (await api.get<TTdsStatement>('tds/statement', { query: { year } })).data,
    staleTime: 0,
  });

export const useTdsStatement = (year: number | undefined) =>
  useQuery({ ...tdsStatementQuery(year), placeholderData: keepPreviousData });

/** GET tds/statement/pdf, saved as 'tds-statement-2026-27.pdf'. */
export const downloadTdsStatement = async (statement: Pick<TTdsStatement, 'year' | 'label'>) =>
  saveFile(
    await requestFile('tds/statement/pdf', { year: statement.year }),
    `tds-statement-${statement.label}.pdf`,
  );

/** GET tds/export (super admin): a month's credits and TDS as CSV, for the TDS return. */
export const downloadTdsExport = async (month: string) =>
  saveFile(await requestFile('tds/export', { month }), `tds-${month}.csv`);

/** GET tds/setup (super admin): the section in force, any change scheduled, the CA's opinion. */
export const useTdsSetup = () =>
  useQuery({
    queryKey: ['tds', 'setup'],
    queryFn: async () => (await api.get<TTdsSetup>('tds/setup')).data,
  });
