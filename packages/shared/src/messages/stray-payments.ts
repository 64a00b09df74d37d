/**
 * What a brand is told about a payment no order booked (issue 32): a second payment of one checkout, one made
 * after its checkout closed, or one in another currency. Plain text; the server escapes it into the bell
 * and the e-mail. `amount` is formatted rupees, `title` the service paid for.
 */
export type TStrayReason = 'second-payment' | 'after-close' | 'currency';

const because: Record<TStrayReason, string> = {
  'second-payment': 'this order had already been paid',
  'after-close': 'its checkout had already closed',
  currency: 'it was not made in rupees',
};

export const StrayPaymentMessages = {
  uncaptured: (amount: string, title: string, reason: TStrayReason) =>
    `Your bank approved a payment of ${amount} for ${title}, but Collably did not take it: ${because[reason]}. Nothing was charged; Razorpay releases the approval and your bank shows the amount back within 5–7 working days.`,
  refunded: (amount: string, title: string, reason: TStrayReason) =>
    `A payment of ${amount} for ${title} was refunded in full to the card, UPI or account you paid with: ${because[reason]}. Banks take 5–7 working days to show it.`,
  credited: (amount: string, title: string, reason: TStrayReason) =>
    `A payment of ${amount} for ${title} has been added to your Collably wallet: ${because[reason]}, and it could not be refunded to the card, UPI or account you paid with. Spend it on your next order or withdraw it from Wallet.`,
} as const;
