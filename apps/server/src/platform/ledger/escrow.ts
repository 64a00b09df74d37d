/**
 * The journals of one order's money (ARCHITECTURE §4), built from the payment transaction's frozen price
 * breakup. Pure: the same snapshot always gives the same journal, and each has an idempotency key so a
 * retried or concurrent caller cannot book it twice.
 *
 * - capture:  payment provider −total, brand wallet −wallet part, coupon discounts −discount → escrow +subtotal.
 * - payment-credit (a paid checkout that can no longer be used, e.g. its single-use coupon went to someone
 *   else): payment provider −total → brand wallet +total. Shares the capture key: a transaction is either
 *   captured or credited, once.
 * - release (Complete): escrow −subtotal → influencer earnings +(payout − TDS), TDS payable +TDS, platform
 *   revenue +fees, GST payable +the document's output GST, GST input credit −the registered influencer's GST
 *   inside the payout (docs/tax.md), coupon discounts +the GST inside the coupon's GST-inclusive discount
 *   (issue 36: never owed), so the coupon's cost to the platform is the discount's taxable value.
 * - refund (Reject, Cancel): escrow −subtotal → brand wallet +(subtotal − discount), i.e. everything the brand
 *   paid, card and wallet; coupon discounts +discount, i.e. the coupon's value goes back to the platform and
 *   is not turned into spendable wallet money.
 * - settle (a helpdesk split, Complete): escrow −subtotal → brand wallet +refund, coupon discounts +the
 *   coupon's share of it, and the rest to influencer earnings (less TDS), TDS payable, platform revenue and
 *   GST in the release's proportions (shared/domain/settlement.ts, the numbers the admin's preview shows).
 * - refund-unsent (a payment whose collab details never came, issue 11 item 3): the refund's entries, without a
 *   collab. It takes the settle key too: an escrow is emptied once, whichever way.
 * - gst-unadjusted (a credit note past the CGST Act s. 34(2) deadline): platform revenue −its GST → GST payable.
 * Release, refund, refund-unsent and settle share the settle key: exactly one of them, once.
 */
import type { Selectable } from 'kysely';
import { splitSettlement } from '@collably/shared/domain/settlement';
import type { PaymentTransactionsTable } from '../../db/tables/payments';
import { Accounts } from './accounts';
import type { Journal, JournalKind } from './ledger';

/** The figures of a transaction that its journals move (frozen when the transaction was created). */
export type EscrowSnapshot = Pick<
  Selectable<PaymentTransactionsTable>,
  | 'id'
  | 'brandUserId'
  | 'influencerUserId'
  | 'subtotalPaise'
  | 'discountPaise'
  | 'walletPaise'
  | 'totalPaise'
  | 'influencerPayoutPaise'
  | 'platformRevenuePaise'
  | 'gstPayablePaise'
  | 'influencerGstPaise'
  | 'discountGstPaise'
>;

export const captureKey = (transactionId: number) => `capture:${transactionId}`;
export const settleKey = (transactionId: number) => `settle:${transactionId}`;

export const captureJournal = (tx: EscrowSnapshot): Journal => ({
  idempotencyKey: captureKey(tx.id),
  kind: 'capture',
  transactionId: tx.id,
  memo: `Payment for order ${tx.id} held in escrow`,
  entries: [
    { account: Accounts.paymentProvider, amountPaise: -tx.totalPaise },
    { account: Accounts.brandWallet(tx.brandUserId), amountPaise: -tx.walletPaise },
    { account: Accounts.couponDiscounts, amountPaise: -tx.discountPaise },
    { account: Accounts.escrow(tx.id), amountPaise: tx.subtotalPaise },
  ],
});

export const paymentCreditJournal = (tx: EscrowSnapshot, why: string): Journal => ({
  idempotencyKey: captureKey(tx.id),
  kind: 'payment-credit',
  transactionId: tx.id,
  memo: `Payment for order ${tx.id} credited to the wallet: ${why}`,
  entries: [
    { account: Accounts.paymentProvider, amountPaise: -tx.totalPaise },
    { account: Accounts.brandWallet(tx.brandUserId), amountPaise: tx.totalPaise },
  ],
});

/**
 * `tdsPaise`: what was withheld from the influencer's credit (features/tds), at most their payout.
 * `gstPaise`: the output GST the order's invoice states (issue 37: the ledger books the documents' GST), the
 * frozen figure for an order without documents; revenue takes any difference, which the checkout-to-ledger
 * tests keep at 0.
 */
export const releaseJournal = (
  tx: EscrowSnapshot,
  collabId: number,
  tdsPaise: number,
  gstPaise: number = tx.gstPayablePaise,
): Journal => ({
  idempotencyKey: settleKey(tx.id),
  kind: 'release',
  transactionId: tx.id,
  collabId,
  memo: `Collab ${collabId} completed: escrow released`,
  entries: [
    { account: Accounts.escrow(tx.id), amountPaise: -tx.subtotalPaise },
    {
      account: Accounts.influencerEarnings(tx.influencerUserId),
      amountPaise: tx.influencerPayoutPaise - tdsPaise,
    },
    { account: Accounts.tdsPayable, amountPaise: tdsPaise },
    {
      account: Accounts.platformRevenue,
      amountPaise: tx.platformRevenuePaise + tx.gstPayablePaise - gstPaise,
    },
    { account: Accounts.gstPayable, amountPaise: gstPaise },
    { account: Accounts.gstInputCredit, amountPaise: -tx.influencerGstPaise },
    { account: Accounts.couponDiscounts, amountPaise: tx.discountGstPaise },
  ],
});

export const refundJournal = (
  tx: EscrowSnapshot,
  collabId: number,
  kind: Extract<JournalKind, 'refund-reject' | 'refund-cancel'>,
): Journal => ({
  idempotencyKey: settleKey(tx.id),
  kind,
  transactionId: tx.id,
  collabId,
  memo: `Collab ${collabId} ${kind === 'refund-reject' ? 'rejected' : 'cancelled'}: refunded to the wallet`,
  entries: [
    { account: Accounts.escrow(tx.id), amountPaise: -tx.subtotalPaise },
    { account: Accounts.brandWallet(tx.brandUserId), amountPaise: tx.subtotalPaise - tx.discountPaise },
    { account: Accounts.couponDiscounts, amountPaise: tx.discountPaise },
  ],
});

/** A paid order whose details never came: everything the brand paid (card and wallet) back to its wallet. */
export const refundUnsentJournal = (tx: EscrowSnapshot): Journal => ({
  idempotencyKey: settleKey(tx.id),
  kind: 'refund-unsent',
  transactionId: tx.id,
  memo: `Payment ${tx.id} refunded to the wallet: the collab details were not sent`,
  entries: [
    { account: Accounts.escrow(tx.id), amountPaise: -tx.subtotalPaise },
    { account: Accounts.brandWallet(tx.brandUserId), amountPaise: tx.subtotalPaise - tx.discountPaise },
    { account: Accounts.couponDiscounts, amountPaise: tx.discountPaise },
  ],
});

/**
 * A helpdesk split: `refundPaise` (more than 0, less than what the brand paid) back to the brand's wallet;
 * `tdsPaise` withheld from the influencer's part; `suppliedGstPaise` the GST the split's documents state on
 * the released part (issue 37), absent for an order without documents.
 */
export const settleJournal = (
  tx: EscrowSnapshot,
  collabId: number,
  refundPaise: number,
  tdsPaise: number,
  suppliedGstPaise?: number,
): Journal => {
  const split = splitSettlement(tx, refundPaise, suppliedGstPaise);
  return {
    idempotencyKey: settleKey(tx.id),
    kind: 'settle',
    transactionId: tx.id,
    collabId,
    memo: `Collab ${collabId} settled by the helpdesk: split between the brand and the influencer`,
    entries: [
      { account: Accounts.escrow(tx.id), amountPaise: -tx.subtotalPaise },
      { account: Accounts.brandWallet(tx.brandUserId), amountPaise: split.brandRefundPaise },
      { account: Accounts.couponDiscounts, amountPaise: split.couponReturnPaise },
      {
        account: Accounts.influencerEarnings(tx.influencerUserId),
        amountPaise: split.influencerPaise - tdsPaise,
      },
      { account: Accounts.tdsPayable, amountPaise: tdsPaise },
      { account: Accounts.platformRevenue, amountPaise: split.platformRevenuePaise },
      { account: Accounts.gstPayable, amountPaise: split.gstPaise },
      { account: Accounts.gstInputCredit, amountPaise: -split.inputCreditPaise },
    ],
  };
};

/**
 * A credit note issued after the CGST Act s. 34(2) deadline (issue 37) reduces no tax: its GST stays owed, paid
 * out of the platform's revenue although the brand got the money back. Once per order (it has one credit note).
 */
export const unadjustedGstJournal = (tx: Pick<EscrowSnapshot, 'id'>, gstPaise: number): Journal => ({
  idempotencyKey: `gst-unadjusted:${tx.id}`,
  kind: 'gst-unadjusted',
  transactionId: tx.id,
  memo: `Order ${tx.id}: credit note past the GST deadline, its GST stays payable`,
  entries: [
    { account: Accounts.platformRevenue, amountPaise: -gstPaise },
    { account: Accounts.gstPayable, amountPaise: gstPaise },
  ],
});
