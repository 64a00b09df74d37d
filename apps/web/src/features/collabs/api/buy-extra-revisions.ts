import { useMutation } from '@tanstack/react-query';
import type {
  TExtraRevisionsCheckout,
  TExtraRevisionsCheckoutRequest,
} from '@collably/shared/schemas/collabs';
import { api } from '@/lib/api-client';

/** POST collab/extra-revisions/checkout: `refrenceId` is where the browser pays for the extra revisions. */
export const buyExtraRevisions = async (input: TExtraRevisionsCheckoutRequest) =>
  (await api.post<TExtraRevisionsCheckout>('collab/extra-revisions/checkout', input)).data;

/** Opens the checkout and sends the browser there; the orders page confirms the payment on the way back. */
export const useBuyExtraRevisions = () =>
  useMutation({
    mutationFn: buyExtraRevisions,
    onSuccess: (checkout) => window.location.assign(checkout.refrenceId),
  });
