/** Facts of payouts (platform/events): notifications tells the influencer, the admin feature audits decisions. */
declare module '../../platform/events/facts' {
  interface Facts {
    /** An influencer asked for a payout of their earnings. */
    'payout.requested': { payoutId: number; userId: number; amountPaise: number; at: Date };
    /** A super admin approved a payout sent through RazorpayX: Processing, no longer declinable. */
    'payout.approvedForSending': {
      payoutId: number;
      userId: number;
      amountPaise: number;
      adminUserId: number;
      at: Date;
    };
    /** RazorpayX took the payout: it is on its way to the bank. */
    'payout.accepted': { payoutId: number; userId: number; amountPaise: number; at: Date };
    /** The payout reached the bank (RazorpayX's UTR), or a super admin sent it by hand (their reference). */
    'payout.released': {
      payoutId: number;
      userId: number;
      amountPaise: number;
      reference: string;
      /** The super admin who released it by hand; null when the rail paid it. */
      adminUserId: number | null;
      at: Date;
    };
    /** A super admin declined a waiting payout: the amount went back to the earnings. */
    'payout.declined': {
      payoutId: number;
      userId: number;
      amountPaise: number;
      reason: string;
      adminUserId: number;
      at: Date;
    };
    /** The bank returned a payout (failed, rejected, reversed): the amount went back to the earnings. */
    'payout.returned': { payoutId: number; userId: number; amountPaise: number; reason: string; at: Date };
  }
}

export {};
