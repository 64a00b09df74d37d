import { z } from 'zod';

/**
 * status_Type of a wallet history entry (spec §3): 1 refund of a cancelled collab, 2 refund of a rejected
 * one, otherwise money taken from the wallet. 4 (not in the spec) is a payment that could not be used for
 * its order (its coupon or wallet money was gone by then), kept in the wallet instead of being lost. 5 (not in
 * the spec either) is the brand's part of a helpdesk split: the order completed, part of the payment came back.
 */
export const WalletEntryType = {
  Cancellation: 1,
  Rejection: 2,
  Withdrawn: 3,
  PaymentCredited: 4,
  PartialRefund: 5,
  /** A paid order whose collab details were never sent, refunded whole (issue 11 item 3). */
  UnsentRefund: 6,
  /** A refund to the brand's payment method that did not go through, back in the wallet (issue 17). */
  WithdrawalReturned: 7,
} as const;
export type TWalletEntryType = (typeof WalletEntryType)[keyof typeof WalletEntryType];

/** GET brand/wallethistory item; `amount` in rupees, always positive (status_Type says which way). */
export const ZWalletHistoryEntry = z.object({
  profilePic: z.string().nullable(),
  influencerName: z.string(),
  amount: z.number(),
  collabId: z.number().nullable(),
  updatedOn: z.string(),
  status_Type: z.number(),
  /** Not in the spec: what the entry was, when the type alone does not say ('Withdrawn to bank account ••1234'). */
  note: z.string().nullable(),
});
export type TWalletHistoryEntry = z.infer<typeof ZWalletHistoryEntry>;

/** GET user/accountbalance (influencer): earnings not yet paid out, rupees. */
export const ZAccountBalance = z.object({ accountBalance: z.number() });
export type TAccountBalance = z.infer<typeof ZAccountBalance>;
