/**
 * What Razorpay and RazorpayX charge the platform (issue 34), booked from the provider's own `fee` (GST
 * included) and `tax` (the GST in it):
 * - the charge less its GST is a cost: provider-fees −(fee − tax);
 * - the GST is input tax credit: gst-input-credit −tax (Razorpay invoices it to the platform's GSTIN);
 * - the whole charge left with the provider: payment-provider +fee (Razorpay keeps it from the settlement),
 *   payout-provider +fee (RazorpayX takes it from the payout account).
 * Once per payment (`gateway-fee:pay_…`) and per transfer (`payout-rail-fee:12`, `withdrawal-rail-fee:7`);
 * a transfer's charge is given back once if the bank reverses it (RazorpayX refunds the charge with it).
 */
import { Accounts, type AccountRef } from './accounts';
import type { Journal, JournalEntry } from './ledger';

export type ProviderCharge = { feePaise: number; taxPaise: number };

const chargeEntries = (provider: AccountRef, { feePaise, taxPaise }: ProviderCharge): JournalEntry[] => [
  { account: Accounts.providerFees, amountPaise: -(feePaise - taxPaise) },
  { account: Accounts.gstInputCredit, amountPaise: -taxPaise },
  { account: provider, amountPaise: feePaise },
];

const negated = (entries: JournalEntry[]) => entries.map((e) => ({ ...e, amountPaise: -e.amountPaise }));

export const gatewayFeeKey = (paymentId: string) => `gateway-fee:${paymentId}`;

/** Razorpay's charge for one payment, kept from its settlement. */
export const gatewayFeeJournal = (paymentId: string, charge: ProviderCharge): Journal => ({
  idempotencyKey: gatewayFeeKey(paymentId),
  kind: 'gateway-fee',
  memo: `Razorpay fee for payment ${paymentId}`,
  entries: chargeEntries(Accounts.paymentProvider, charge),
});

export type RailFeeOf = { kind: 'payout' | 'withdrawal'; sourceId: number };

export const railFeeKey = ({ kind, sourceId }: RailFeeOf) => `${kind}-rail-fee:${sourceId}`;
export const railFeeReturnKey = ({ kind, sourceId }: RailFeeOf) => `${kind}-rail-fee-return:${sourceId}`;

export const railFeeJournal = (of: RailFeeOf, charge: ProviderCharge): Journal => ({
  idempotencyKey: railFeeKey(of),
  kind: 'payout-rail-fee',
  memo: `RazorpayX fee for ${of.kind} ${of.sourceId}`,
  entries: chargeEntries(Accounts.payoutProvider, charge),
});

export const railFeeReturnJournal = (of: RailFeeOf, charge: ProviderCharge): Journal => ({
  idempotencyKey: railFeeReturnKey(of),
  kind: 'payout-rail-fee-return',
  memo: `RazorpayX fee for ${of.kind} ${of.sourceId} given back with its reversal`,
  entries: negated(chargeEntries(Accounts.payoutProvider, charge)),
});

/**
 * RazorpayX's GST on a charge booked before its `tax` was kept (migration 037): 18 % of the charge's value,
 * which is the GST-inclusive fee × 18/118, rounded to the paisa.
 */
export const gstInFee = (feePaise: number) => Math.round((feePaise * 18) / 118);
