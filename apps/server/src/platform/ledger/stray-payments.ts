/**
 * The journals of a stray payment: money a brand paid through the provider that no order booked (a second
 * payment of one checkout, one after it closed, one in another currency; features/payments/payments.strays.ts).
 * Pure, each with an idempotency key, so the webhook, the sweep and a restart book it once:
 *
 * - received (the provider captured it): payment provider −amount → stray:{paymentId} +amount.
 * - refund (the provider took the refund to the payment method): stray −amount → payment provider +amount.
 * - credit (the provider refused the refund, or it failed): stray −amount → brand wallet +amount.
 *   Refund and credit share the settle key: exactly one of them, once. A refund that the provider fails
 *   after it was booked is credited through `refundFailedJournal`, once.
 */
import { Accounts } from './accounts';
import type { Journal } from './ledger';

export type StraySnapshot = {
  paymentId: string;
  transactionId: number;
  brandUserId: number;
  amountPaise: number;
};

const strayAccount = (s: StraySnapshot) => Accounts.strayPayment(s.paymentId, s.brandUserId);
const straySettleKey = (paymentId: string) => `stray-settle:${paymentId}`;

export const strayReceivedJournal = (s: StraySnapshot): Journal => ({
  idempotencyKey: `stray-received:${s.paymentId}`,
  kind: 'stray-received',
  transactionId: s.transactionId,
  memo: `Payment ${s.paymentId} taken by the provider outside any order`,
  entries: [
    { account: Accounts.paymentProvider, amountPaise: -s.amountPaise },
    { account: strayAccount(s), amountPaise: s.amountPaise },
  ],
});

export const strayRefundJournal = (s: StraySnapshot): Journal => ({
  idempotencyKey: straySettleKey(s.paymentId),
  kind: 'stray-refund',
  transactionId: s.transactionId,
  memo: `Payment ${s.paymentId} refunded to the payment method`,
  entries: [
    { account: strayAccount(s), amountPaise: -s.amountPaise },
    { account: Accounts.paymentProvider, amountPaise: s.amountPaise },
  ],
});

export const strayCreditJournal = (s: StraySnapshot): Journal => ({
  idempotencyKey: straySettleKey(s.paymentId),
  kind: 'stray-credit',
  transactionId: s.transactionId,
  memo: `Payment ${s.paymentId} returned to your wallet: it could not be refunded to your payment method`,
  entries: [
    { account: strayAccount(s), amountPaise: -s.amountPaise },
    { account: Accounts.brandWallet(s.brandUserId), amountPaise: s.amountPaise },
  ],
});

/** The provider failed a refund already booked: the money came back to it, and goes to the wallet. */
export const strayRefundFailedJournal = (s: StraySnapshot): Journal => ({
  idempotencyKey: `stray-refund-failed:${s.paymentId}`,
  kind: 'stray-credit',
  transactionId: s.transactionId,
  memo: `Payment ${s.paymentId} returned to your wallet: its refund to your payment method failed`,
  entries: [
    { account: Accounts.paymentProvider, amountPaise: -s.amountPaise },
    { account: Accounts.brandWallet(s.brandUserId), amountPaise: s.amountPaise },
  ],
});
