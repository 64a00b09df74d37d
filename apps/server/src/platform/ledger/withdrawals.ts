/**
 * The journals of one wallet withdrawal (ARCHITECTURE §4). Pure, each with an idempotency key:
 *
 * - request:  brand wallet −amount → withdrawal:{id} +amount. The guarded wallet is what stops parallel
 *   withdrawals (or a withdrawal and a checkout) from taking more than the balance.
 * - paid (the provider confirmed the refund): withdrawal:{id} −amount → payment-provider +amount (the money
 *   that came in through the provider goes back out through it).
 * - return (the provider failed it): withdrawal:{id} −amount → brand wallet +amount.
 *   Paid and return share the settle key: exactly one of them, once, whatever the webhook and sweep repeat.
 */
import { Accounts } from './accounts';
import type { Journal } from './ledger';

export type WithdrawalSnapshot = { id: number; brandUserId: number; amountPaise: number };

export const withdrawalSettleKey = (withdrawalId: number) => `withdrawal-settle:${withdrawalId}`;

export const withdrawalRequestJournal = (w: WithdrawalSnapshot): Journal => ({
  idempotencyKey: `withdrawal-request:${w.id}`,
  kind: 'withdrawal-request',
  memo: `Withdrawal ${w.id} requested`,
  entries: [
    { account: Accounts.brandWallet(w.brandUserId), amountPaise: -w.amountPaise },
    { account: Accounts.withdrawalClearing(w.id, w.brandUserId), amountPaise: w.amountPaise },
  ],
});

export const withdrawalPaidJournal = (w: WithdrawalSnapshot): Journal => ({
  idempotencyKey: withdrawalSettleKey(w.id),
  kind: 'withdrawal-paid',
  memo: `Withdrawal ${w.id} refunded to the payment method`,
  entries: [
    { account: Accounts.withdrawalClearing(w.id, w.brandUserId), amountPaise: -w.amountPaise },
    { account: Accounts.paymentProvider, amountPaise: w.amountPaise },
  ],
});

export const withdrawalReturnJournal = (w: WithdrawalSnapshot): Journal => ({
  idempotencyKey: withdrawalSettleKey(w.id),
  kind: 'withdrawal-return',
  memo: `Withdrawal ${w.id} failed: back to the wallet`,
  entries: [
    { account: Accounts.withdrawalClearing(w.id, w.brandUserId), amountPaise: -w.amountPaise },
    { account: Accounts.brandWallet(w.brandUserId), amountPaise: w.amountPaise },
  ],
});
