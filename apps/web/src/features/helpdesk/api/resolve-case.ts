import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THelpdeskResolution, TResolveHelpdeskRequest } from '@collably/shared/schemas/helpdesk';
import { api } from '@/lib/api-client';
import { collabHistoryQuery } from '@/features/collabs/api/get-collab-history';
import { ordersQuery } from '@/features/collabs/api/get-orders';

/** POST helpdesk/resolve (99): release, refund or split a helpdesk case; what went where, in rupees. */
export async function resolveCase(input: TResolveHelpdeskRequest) {
  const envelope = await api.post<THelpdeskResolution>('helpdesk/resolve', input);
  return { resolution: envelope.data, message: envelope.message };
}

/** On success the orders are loaded again, so the case leaves the Helpdesk tab. */
export const useResolveCase = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveCase,
    onSuccess: (_data, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: collabHistoryQuery(input.collabDetailId).queryKey }),
      ]),
  });
};
