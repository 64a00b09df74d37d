import { useMutation } from '@tanstack/react-query';
import type { THelpdeskResolution, TResolveHelpdeskRequest } from '@collably/shared/schemas/helpdesk';
import { api } from '@/lib/api-client';

/** POST helpdesk/resolve (99): release, refund or split a helpdesk case; what went where, in rupees. */
export async function resolveCase(input: TResolveHelpdeskRequest) {
  const envelope = await api.post<THelpdeskResolution>('helpdesk/resolve', input);
  return { resolution: envelope.data, message: envelope.message };
}

/**
 * The resolve mutation. `onResolved` reloads what shows the case (the collabs feature's orders and the
 * collab's history); the mutation settles once it has.
 */
export const useResolveCase = ({
  onResolved,
}: {
  onResolved: (input: TResolveHelpdeskRequest) => Promise<unknown>;
}) => useMutation({ mutationFn: resolveCase, onSuccess: (_data, input) => onResolved(input) });
