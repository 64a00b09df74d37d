import type { TStrayReason } from '@collably/shared/messages/stray-payments';

/** Facts of payments (platform/events): notifications tells the brand, in the bell and by e-mail. */
declare module '../../platform/events/facts' {
  interface Facts {
    /** A paid order's details were not sent in time: the brand is reminded before the refund. */
    'payment.detailsReminderDue': {
      transactionId: number;
      brandUserId: number;
      influencerUserId: number;
      serviceTitle: string;
      /** The order's total, paid by payment and wallet. */
      paidPaise: number;
      /** When the payment goes back to the wallet unless the details are sent. */
      refundOn: Date;
      at: Date;
    };
    /** A paid order's details never came: its money went back to the brand's wallet. */
    'payment.refundedUnsent': {
      transactionId: number;
      brandUserId: number;
      influencerUserId: number;
      serviceTitle: string;
      paidPaise: number;
      refundDays: number;
      at: Date;
    };
    /** A payment no order booked was left uncaptured, refunded to its method, or credited to the wallet. */
    'strayPayment.settled': {
      outcome: 'uncaptured' | 'refunded' | 'credited';
      paymentId: string;
      brandUserId: number;
      influencerUserId: number;
      serviceTitle: string;
      amountPaise: number;
      currency: string;
      reason: TStrayReason;
      at: Date;
    };
  }
}
