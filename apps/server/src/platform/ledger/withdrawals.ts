/**
 * The journals of one wallet withdrawal (ARCHITECTURE §4). Pure, each with an idempotency key:
 *
 * - request:  brand wallet −amount → withdrawal:{id} +amount. The guarded wallet is what stops parallel
 *   withdrawals (or a withdrawal and a checkout) from taking more than the balance.
 * - paid (the provider confirmed the refund): withdrawal:{id} −amount → payment-provider +amount (the money
 *   that came in through the provider goes back out through it).
 * - return (the provider failed it): withdrawal:{id} −amount → brand wallet +amount.
 *   Paid and return share the settle key: exactly one of them, once, whatever the webhook and sweep repeat.
 *
 * A bank withdrawal (issue 18) uses the same request and return, memo naming where it goes, and:
 * - sent (a super admin approved it: RazorpayX or a recorded UTR): withdrawal:{id} −amount → payouts-released
 *   +amount, under the settle key (no fee: it is the brand's own money).
 * - reversal (the bank sent a sent one back): payouts-released −amount → brand wallet +amount, once.
 * RazorpayX's own fee for sending it is booked by features/transfers (platform/ledger/transfers.ts).
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

/** `label` ('Withdrawn to bank account ••1234') is the memo the wallet's history shows the brand. */
export const bankWithdrawalRequestJournal = (w: WithdrawalSnapshot, label: string): Journal => ({
  idempotencyKey: `withdrawal-request:${w.id}`,
  kind: 'bank-withdrawal-request',
  memo: label,
  entries: [
    { account: Accounts.brandWallet(w.brandUserId), amountPaise: -w.amountPaise },
    { account: Accounts.withdrawalClearing(w.id, w.brandUserId), amountPaise: w.amountPaise },
  ],
});

export const bankWithdrawalRejectJournal = (w: WithdrawalSnapshot): Journal => ({
  idempotencyKey: withdrawalSettleKey(w.id),
  kind: 'bank-withdrawal-return',
  memo: 'Bank withdrawal rejected: back in the wallet',
  entries: [
    { account: Accounts.withdrawalClearing(w.id, w.brandUserId), amountPaise: -w.amountPaise },
    { account: Accounts.brandWallet(w.brandUserId), amountPaise: w.amountPaise },
  ],
});

export const bankWithdrawalSentJournal = (w: WithdrawalSnapshot): Journal => ({
  idempotencyKey: withdrawalSettleKey(w.id),
  kind: 'bank-withdrawal-sent',
  memo: `Withdrawal ${w.id} sent to the bank account`,
  entries: [
    { account: Accounts.withdrawalClearing(w.id, w.brandUserId), amountPaise: -w.amountPaise },
    { account: Accounts.bankPayouts, amountPaise: w.amountPaise },
  ],
});

export const bankWithdrawalReversalJournal = (w: WithdrawalSnapshot): Journal => ({
  idempotencyKey: `withdrawal-reversal:${w.id}`,
  kind: 'bank-withdrawal-return',
  memo: 'Bank withdrawal returned by the bank: back in the wallet',
  entries: [
    { account: Accounts.bankPayouts, amountPaise: -w.amountPaise },
    { account: Accounts.brandWallet(w.brandUserId), amountPaise: w.amountPaise },
  ],
});
