/**
 * Paid extra revisions (issue 19 item 4): a small checkout of its own for one order, on the order's rules.
 * It is a payment transaction like an order's (so the provider's return, webhooks, reconcile sweep, capture
 * journal into an escrow of its own and tax invoice all apply unchanged), marked by `extraRevisionsCollabId`.
 * Its figures are the shared price rule on the influencer's price per extra revision × count, with the order's
 * frozen GST registration and platform fee percent: GST 18 % on top, platform fee as on the order. Its details
 * are "sent" at creation, so the unsent-details sweeps never take it for an order waiting for its brief.
 * Once captured, its count adds to the collab's allowance: capture is exactly once, so the count is too.
 */
import type { TSupplyType } from '@collably/shared/domain/gst-invoice';
import { priceBreakup, type TPriceBreakup } from '@collably/shared/domain/pricing';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { CHECKOUT_TTL_MS, PaymentProviderError } from '../../platform/payments/provider';
import { confirmTransaction, type PaymentDeps } from './payments.capture';
import { paymentsRepository as repo, type PaymentTransaction } from './payments.repository';
import { buyerSnapshotOf, requireBuyer, snapshotOf } from './payments.quote';

/**
 * The price of `count` extra revisions at `unitPricePaise` each, on the order's frozen terms, for the buyer
 * now (issue 36: each line's GST as their document computes it; inter-state before their details are known).
 */
export const extraRevisionsBreakup = (
  order: Pick<PaymentTransaction, 'isGst' | 'platformFeePercent' | 'influencerSupplyType'>,
  unitPricePaise: number,
  count: number,
  supplyType: TSupplyType = 'inter-state',
): TPriceBreakup =>
  priceBreakup({
    basePricePaise: unitPricePaise * count,
    ugcPricePaise: 0,
    isGstRegistered: order.isGst,
    platformFeePercent: order.platformFeePercent,
    supplyType,
    influencerSupplyType: order.influencerSupplyType ?? 'inter-state',
  });

/** Where the browser comes back to: the orders page, which confirms the checkout with the server. */
export const extraRevisionsReturnPath = (transactionId: number, paymentReference: string | null) =>
  paymentReference === null
    ? `/order?revisiontx=${transactionId}&cancelled=true`
    : // Appended verbatim: Stripe substitutes its {CHECKOUT_SESSION_ID} placeholder only when it is not encoded.
      `/order?revisiontx=${transactionId}&payment_intent=${paymentReference}`;

export type ExtraRevisionsPurchase = {
  collabId: number;
  /** The order's own payment (its frozen GST registration, fee percent, parties and service). */
  order: PaymentTransaction;
  unitPricePaise: number;
  count: number;
};

export type ExtraRevisionsCheckout = { checkoutUrl: string; transactionId: number; totalPaise: number };

/**
 * Opens a checkout of extra revisions. The collabs feature has checked the brand, the order and the offer.
 * A checkout of this collab the provider says was paid is captured first, so a paid one is never lost.
 */
export async function createExtraRevisionsCheckout(
  ctx: AppContext,
  deps: PaymentDeps,
  input: ExtraRevisionsPurchase,
): Promise<ExtraRevisionsCheckout> {
  for (const open of await repo.openExtraRevisionCheckouts(ctx.db, input.collabId)) {
    await confirmTransaction(deps, open);
  }
  const { order } = input;
  const buyer = await requireBuyer(ctx, deps.taxSupplier, order.brandUserId);
  const breakup = extraRevisionsBreakup(order, input.unitPricePaise, input.count, buyer.supplyType);
  const now = ctx.clock.now();
  const at = now.toISOString();
  const tx = await repo.insert(ctx.db, {
    brandUserId: order.brandUserId,
    influencerUserId: order.influencerUserId,
    influencerServiceId: order.influencerServiceId,
    platformId: order.platformId,
    serviceTitle: CollabMessages.extraRevisionCheckout(input.count, order.serviceTitle, input.collabId),
    allowUgc: false,
    isGst: order.isGst,
    couponId: null,
    couponCode: null,
    isFirstOrderCoupon: false,
    platformFeePercent: order.platformFeePercent,
    ...snapshotOf(breakup),
    ...buyerSnapshotOf(buyer, order.influencerSupplyType ?? 'inter-state'),
    provider: deps.provider.name,
    providerRef: null,
    providerPaymentId: null,
    status: 'pending',
    failureReason: null,
    czref: null,
    createdOn: at,
    modifiedOn: at,
    expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS).toISOString(),
    capturedOn: null,
    detailsSentOn: at,
    detailsRemindedOn: null,
    extraRevisionsCollabId: input.collabId,
    extraRevisions: input.count,
  });
  try {
    const { providerRef, redirectUrl } = await deps.provider.createCheckout({
      transactionId: tx.id,
      amountPaise: tx.totalPaise,
      description: tx.serviceTitle,
      expiresAt: new Date(tx.expiresAt),
      successPath: (ref) => extraRevisionsReturnPath(tx.id, ref),
      cancelPath: extraRevisionsReturnPath(tx.id, null),
    });
    await repo.setProviderRef(ctx.db, tx.id, providerRef);
    return { checkoutUrl: redirectUrl, transactionId: tx.id, totalPaise: tx.totalPaise };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await ctx.db.transaction().execute((trx) =>
      repo.leavePending(trx, tx.id, 'failed', {
        modifiedOn: ctx.clock.now().toISOString(),
        failureReason: PaymentMessages.providerDown,
      }),
    );
    throw new AppError('SERVICE_UNAVAILABLE', PaymentMessages.providerDown);
  }
}
