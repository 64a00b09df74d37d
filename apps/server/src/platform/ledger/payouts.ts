/**
 * The journals of one payout request (ARCHITECTURE §4). Pure, each with an idempotency key:
 *
 * - request:  influencer earnings −amount → payout:{id} +amount. The guarded earnings account is what stops
 *   parallel requests from taking more than the balance (the loser's transaction rolls back).
 * - release (approved): payout:{id} −amount → payouts-released +(amount − fee), platform revenue +fee (a fee
 *   the influencer bears, kept from what is sent).
 * - decline:  payout:{id} −amount → influencer earnings +amount (back to the balance).
 *   Release and decline share the settle key: exactly one of them, once.
 * - return (a released payout the bank sent back: RazorpayX reversed or failed it): the release undone,
 *   payouts-released −(amount − fee), platform revenue −fee → influencer earnings +amount. Once per payout.
 * RazorpayX's own fee for sending it is booked by features/transfers (platform/ledger/transfers.ts).
 */
import { Accounts } from './accounts';
import type { Journal } from './ledger';

/** `feePaise`: the payout fee the influencer bears, kept by the platform from what is sent (0 if none). */
export type PayoutSnapshot = { id: number; userId: number; amountPaise: number; feePaise?: number };

export const payoutRequestKey = (payoutId: number) => `payout-request:${payoutId}`;
export const payoutSettleKey = (payoutId: number) => `payout-settle:${payoutId}`;

export const payoutRequestJournal = (p: PayoutSnapshot): Journal => ({
  idempotencyKey: payoutRequestKey(p.id),
  kind: 'payout-request',
  memo: `Payout ${p.id} requested`,
  entries: [
    { account: Accounts.influencerEarnings(p.userId), amountPaise: -p.amountPaise },
    { account: Accounts.payoutClearing(p.id, p.userId), amountPaise: p.amountPaise },
  ],
});

export const payoutReleaseJournal = (p: PayoutSnapshot): Journal => ({
  idempotencyKey: payoutSettleKey(p.id),
  kind: 'payout-release',
  memo: `Payout ${p.id} released to the bank account`,
  entries: [
    { account: Accounts.payoutClearing(p.id, p.userId), amountPaise: -p.amountPaise },
    { account: Accounts.bankPayouts, amountPaise: p.amountPaise - (p.feePaise ?? 0) },
    { account: Accounts.platformRevenue, amountPaise: p.feePaise ?? 0 },
  ],
});

export const payoutDeclineJournal = (p: PayoutSnapshot): Journal => ({
  idempotencyKey: payoutSettleKey(p.id),
  kind: 'payout-decline',
  memo: `Payout ${p.id} declined: back to the earnings`,
  entries: [
    { account: Accounts.payoutClearing(p.id, p.userId), amountPaise: -p.amountPaise },
    { account: Accounts.influencerEarnings(p.userId), amountPaise: p.amountPaise },
  ],
});

export const payoutReturnJournal = (p: PayoutSnapshot): Journal => ({
  idempotencyKey: `payout-return:${p.id}`,
  kind: 'payout-return',
  memo: `Payout ${p.id} returned by the bank: back to the earnings`,
  entries: [
    { account: Accounts.bankPayouts, amountPaise: -(p.amountPaise - (p.feePaise ?? 0)) },
    { account: Accounts.platformRevenue, amountPaise: -(p.feePaise ?? 0) },
    { account: Accounts.influencerEarnings(p.userId), amountPaise: p.amountPaise },
  ],
});
