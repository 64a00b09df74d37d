import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeclinePayoutRequest } from '@collably/shared/schemas/payouts';
import { api } from '@/lib/api-client';

/** POST payout/approve (super admin): released to the bank account, with the bank's reference if given. */
export const approvePayout = async ({ payoutId, reference }: { payoutId: number; reference?: string }) =>
  (
    await api.post<boolean>('payout/approve', reference ? { reference } : {}, {
      query: { payoutId: String(payoutId) },
    })
  ).message;

/** POST payout/decline (super admin): the amount goes back to the influencer's balance. */
export const declinePayout = async ({ payoutId, reason }: { payoutId: number } & TDeclinePayoutRequest) =>
  (await api.post<boolean>('payout/decline', { reason }, { query: { payoutId: String(payoutId) } })).message;

const useDecision = <T>(decide: (input: T) => Promise<string>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payouts'] }),
  });
};

export const useApprovePayout = () => useDecision(approvePayout);
export const useDeclinePayout = () => useDecision(declinePayout);
