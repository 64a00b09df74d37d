import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOfferAction } from '@collably/shared/domain/offers';
import type {
  TCreateOfferRequest,
  TOffer,
  TOfferCheckoutRequest,
  TOfferTerms,
} from '@collably/shared/schemas/offers';
import type { TCreateTransactionResult } from '@collably/shared/schemas/payments';
import { api } from '@/lib/api-client';

const useOfferMutation = <V>(fn: (vars: V) => Promise<TOffer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
  });
};

/** POST offers: the brand's offer to an influencer for one of their services. */
export const useCreateOffer = () =>
  useOfferMutation(async (body: TCreateOfferRequest) => (await api.post<TOffer>('offers', body)).data);

/** POST offers/{id}/accept | decline | withdraw | counter (with the counter's terms). */
export const useAnswerOffer = () =>
  useOfferMutation(
    async ({ id, action, terms }: { id: number; action: TOfferAction; terms?: TOfferTerms }) =>
      (await api.post<TOffer>(`offers/${id}/${action}`, terms)).data,
  );

/** POST offers/{id}/checkout: where the browser pays the accepted offer (the normal hosted checkout). */
export const checkoutOffer = async (id: number, body: TOfferCheckoutRequest) =>
  (await api.post<TCreateTransactionResult>(`offers/${id}/checkout`, body)).data;
