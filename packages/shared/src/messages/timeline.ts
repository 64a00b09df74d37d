import { formatRupees } from '../domain/pricing';

/**
 * Texts of a collab's progress (the order card's step indicator and next-step line) and of its timeline
 * (GET user/collab-history), issue 11 items 1, 3 and 4.
 */
export const TimelineMessages = {
  /** Step names of the order card's stepper. */
  stepPaid: 'Paid',
  stepAccepted: 'Accepted',
  stepWorkSent: 'Work sent',
  stepWorkApproved: 'Work approved',
  stepPosted: 'Posted',
  stepCompleted: 'Completed',
  /** What the one who must act does next, after 'Waiting for you to …' / 'Waiting for Priya to …'. */
  taskAccept: 'accept the order',
  taskDeliver: 'send the work for approval',
  taskReview: 'review the work',
  taskPost: 'post the work and share the link',
  taskConfirm: 'check the post and mark the collab complete',
  taskRespond: 'answer the dispute',
  taskResolve: 'resolve the case',
  helpdeskName: 'Collably helpdesk',
  systemName: 'Collably',
  /** Timeline entries. */
  paymentCaptured: 'Order paid',
  detailsSent: 'Collab details sent',
  reminder: 'Reminder sent',
  released: 'Payment released',
  refunded: 'Payment refunded',
  split: 'Payment split',
  paidTotal: (paise: number) => `Paid ${formatRupees(paise)}`,
  paidFromWallet: (paise: number) => `${formatRupees(paise)} from the Collably wallet`,
  paidByCard: (paise: number) => `${formatRupees(paise)} by card`,
  couponUsed: (code: string, paise: number) => `Coupon ${code}: −${formatRupees(paise)}`,
  heldInEscrow: 'The payment is held in escrow by Collably until the collab completes',
  youWillEarn: (paise: number) => `You earn ${formatRupees(paise)} when the collab completes`,
  releasedToInfluencer: (paise: number) => `Released ${formatRupees(paise)} to the influencer`,
  /** The influencer's (isYou) or the super admin's line: gross, TDS withheld and net. */
  releasedWithTds: (grossPaise: number, tdsPaise: number, isYou: boolean) =>
    tdsPaise === 0
      ? isYou
        ? `${formatRupees(grossPaise)} added to your earnings`
        : `Released ${formatRupees(grossPaise)} to the influencer`
      : `${isYou ? 'Your' : "The influencer's"} ${formatRupees(grossPaise)}, less TDS of ${formatRupees(tdsPaise)}: ` +
        `${formatRupees(grossPaise - tdsPaise)} added to ${isYou ? 'your' : 'their'} earnings`,
  /** A registered influencer's GST inside the release, held until their invoice is in GSTR-2B (issue 37). */
  gstHeldOfRelease: (paise: number, isReleased: boolean, isYou: boolean) =>
    isReleased
      ? `GST ${formatRupees(paise)} of it was held until ${isYou ? 'your' : 'their'} invoice was filed, then added to ${isYou ? 'your' : 'their'} balance`
      : `GST ${formatRupees(paise)} of it is held until ${isYou ? 'your' : 'their'} invoice is filed`,
  refundedToBrand: (paise: number) => `Refunded ${formatRupees(paise)} to the brand's wallet`,
  refundedToYou: (paise: number) => `${formatRupees(paise)} refunded to your Collably wallet`,
  platformShare: (fee: number, gst: number, inputCredit: number) =>
    `Platform fee ${formatRupees(fee)}, GST ${formatRupees(gst)}` +
    (inputCredit > 0 ? `, input tax credit ${formatRupees(inputCredit)}` : ''),
  /** The money outcome on a finished order card, from the viewer's side. */
  outcomeSplit: (refund: number, influencer: number) =>
    `Helpdesk outcome: split — ${formatRupees(refund)} refunded to the brand, ${formatRupees(influencer)} to the influencer`,
  outcomeHelpdeskReleased: (paise: number) =>
    `Helpdesk outcome: released — ${formatRupees(paise)} to the influencer`,
  outcomeHelpdeskRefunded: (paise: number) =>
    `Helpdesk outcome: refunded — ${formatRupees(paise)} to the brand's wallet`,
  outcomeHelpdeskRefundedInfluencer: 'Helpdesk outcome: refunded to the brand — this order pays you nothing',
  outcomeRefundedBrand: (paise: number) => `${formatRupees(paise)} was refunded to your Collably wallet`,
  outcomeRefundedInfluencer: 'The brand was refunded: this order pays you nothing',
  outcomeRefundedAdmin: (paise: number) => `${formatRupees(paise)} was refunded to the brand's wallet`,
  outcomeReleasedInfluencer: (paise: number) => `${formatRupees(paise)} was added to your earnings`,
  outcomeReleasedOthers: (paise: number) => `${formatRupees(paise)} was released to the influencer`,
} as const;
