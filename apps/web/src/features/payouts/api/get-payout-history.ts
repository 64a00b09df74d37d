import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayoutStatus } from '@collably/shared/domain/payouts';
import type { TPayoutRecord } from '@collably/shared/schemas/payouts';
import { api } from '@/lib/api-client';

export type PayoutHistoryFilter = { days: number; status?: TPayoutStatus };

/** GET user/payouthistory: the influencer's own records, or (super admin) everyone's of one status. */
export const payoutHistoryQuery = (filter: PayoutHistoryFilter) =>
  queryOptions({
    queryKey: ['payouts', 'history', filter.days, filter.status ?? 'all'],
    queryFn: async () =>
      (
        await api.get<TPayoutRecord[]>('user/payouthistory', {
          query: { days: String(filter.days), ...(filter.status ? { status: filter.status } : {}) },
        })
      ).data,
    staleTime: 0,
  });

/** Changing the filter keeps the last table on screen until the new one arrives. */
export const usePayoutHistory = (filter: PayoutHistoryFilter) =>
  useQuery({ ...payoutHistoryQuery(filter), placeholderData: keepPreviousData });
