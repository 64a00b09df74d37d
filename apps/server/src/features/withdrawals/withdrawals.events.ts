/** Facts of withdrawals (platform/events): notifications tells the brand, the admin feature audits decisions. */
declare module '../../platform/events/facts' {
  interface Facts {
    /** A super admin refunded part of a brand's wallet to the payment method it came from. */
    'walletRefund.requested': {
      withdrawalId: number;
      brandUserId: number;
      transactionId: number;
      amountPaise: number;
      adminUserId: number;
      at: Date;
    };
    /** The provider's last word on a wallet refund: processed, or failed (the money back in the wallet). */
    'walletRefund.settled': {
      withdrawalId: number;
      brandUserId: number;
      amountPaise: number;
      outcome: 'processed' | 'failed';
      reason: string | null;
      at: Date;
    };
    /** A brand set part of its wallet aside for a transfer to its bank account or UPI ID. */
    'bankWithdrawal.requested': {
      withdrawalId: number;
      brandUserId: number;
      amountPaise: number;
      /** The masked destination, 'bank account ••1234' or 'UPI ID ••@okbank'. */
      destination: string;
      at: Date;
    };
    /** A super admin approved a bank withdrawal sent through RazorpayX: Processing, no longer rejectable. */
    'bankWithdrawal.approvedForSending': {
      withdrawalId: number;
      brandUserId: number;
      amountPaise: number;
      adminUserId: number;
      at: Date;
    };
    /** RazorpayX took the transfer: it is on its way. */
    'bankWithdrawal.accepted': {
      withdrawalId: number;
      brandUserId: number;
      amountPaise: number;
      destination: string;
      at: Date;
    };
    /** The bank has the money (RazorpayX's UTR), or a super admin sent it by hand (their reference). */
    'bankWithdrawal.sent': {
      withdrawalId: number;
      brandUserId: number;
      amountPaise: number;
      destination: string;
      reference: string;
      /** The super admin who sent it by hand; null when the rail paid it. */
      adminUserId: number | null;
      at: Date;
    };
    /** A super admin rejected a waiting bank withdrawal: the amount went back to the wallet. */
    'bankWithdrawal.rejected': {
      withdrawalId: number;
      brandUserId: number;
      amountPaise: number;
      reason: string;
      adminUserId: number;
      at: Date;
    };
    /** The bank returned the transfer: the amount went back to the wallet. */
    'bankWithdrawal.returned': {
      withdrawalId: number;
      brandUserId: number;
      amountPaise: number;
      reason: string;
      at: Date;
    };
  }
}

export {};
