import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TReferralReportPage, TReferralReportQueryInput } from '@collably/shared/schemas/referrals';
import { api } from '@/lib/api-client';

/** GET admin/referrals (super admin): per referral code, profile visits, paid orders and their value. */
export const referralReportQuery = (query: { page: number; from?: string; to?: string }) =>
  queryOptions({
    queryKey: ['referrals', 'report', query.page, query.from ?? '', query.to ?? ''] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<TReferralReportPage>('admin/referrals', {
          query: query satisfies TReferralReportQueryInput,
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useReferralReport = (query: { page: number; from?: string; to?: string }) =>
  useQuery(referralReportQuery(query));
