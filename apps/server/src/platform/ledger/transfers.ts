/**
 * RazorpayX's own charge for sending a transfer (features/transfers: an influencer's payout or a brand's bank
 * withdrawal), a cost of the platform however the request's fee was borne: platform revenue −fees →
 * provider-fees +fees, once per transfer; given back once if the bank reverses the transfer (RazorpayX refunds
 * its fee with it). Keys name the request: `payout-rail-fee:12`, `withdrawal-rail-fee:7`.
 */
import { Accounts } from './accounts';
import type { Journal } from './ledger';

export type RailFeeOf = { kind: 'payout' | 'withdrawal'; sourceId: number };

export const railFeeKey = ({ kind, sourceId }: RailFeeOf) => `${kind}-rail-fee:${sourceId}`;

export const railFeeJournal = (of: RailFeeOf, feesPaise: number): Journal => ({
  idempotencyKey: railFeeKey(of),
  kind: 'payout-rail-fee',
  memo: `RazorpayX fee for ${of.kind} ${of.sourceId}`,
  entries: [
    { account: Accounts.platformRevenue, amountPaise: -feesPaise },
    { account: Accounts.providerFees, amountPaise: feesPaise },
  ],
});

export const railFeeReturnJournal = (of: RailFeeOf, feesPaise: number): Journal => ({
  idempotencyKey: `${of.kind}-rail-fee-return:${of.sourceId}`,
  kind: 'payout-rail-fee-return',
  memo: `RazorpayX fee for ${of.kind} ${of.sourceId} given back with its reversal`,
  entries: [
    { account: Accounts.providerFees, amountPaise: -feesPaise },
    { account: Accounts.platformRevenue, amountPaise: feesPaise },
  ],
});
