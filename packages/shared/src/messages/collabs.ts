import {
  COLLAB_DESCRIPTION_MAX,
  COLLAB_REASON_MAX,
  MAX_COLLAB_FILES,
  MAX_EXTRA_REVISIONS_PER_PURCHASE,
} from '../constants/limits';

/** '1 day', '7 days': clock lengths are configurable, so the sentences take them as a value. */
const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** Collab (order) texts: the request rules, the status updates and the order page. */
export const CollabMessages = {
  descriptionTooLong: `Description should not exceed ${COLLAB_DESCRIPTION_MAX} characters`,
  reasonTooLong: `This Field should not exceed ${COLLAB_REASON_MAX} characters`,
  tooManyFiles: `You can attach up to ${MAX_COLLAB_FILES} files`,
  filesInvalid: 'Attachments must be a list of uploaded file names',
  postUrlInvalid: 'Please enter a valid post URL starting with http:// or https://',
  statusInvalid: 'Please choose a valid action',
  notFound: 'Collab not found',
  noCollabs: 'No collabs found',
  transactionNotPaid: 'The payment for this order is not complete',
  transactionMismatch: 'This payment was made for another service',
  created: 'Your collab request has been sent',
  updated: 'Collab updated',
  /**
   * Reasons of the clocks' status changes (domain/collab-status COLLAB_CLOCKS; spec §4, §9): the collab's
   * latest note, its event and the parties' notification.
   */
  acceptOverdue: (days: number) =>
    `The influencer did not accept within ${daysText(days)}: the order was rejected and refunded`,
  deliveryOverdue: (days: number) =>
    `The order was not delivered within ${daysText(days)}: it was cancelled and refunded`,
  approvalOverdue: (days: number) =>
    `The brand did not review the work within ${daysText(days)}: it counts as approved`,
  approvalOverdueUgc: (days: number) =>
    `The brand did not review the work within ${daysText(days)}: it counts as approved and the payment was released`,
  postOverdue: (days: number) =>
    `The work was not posted within ${daysText(days)} of its approval: the order was cancelled and refunded`,
  confirmOverdue: (days: number) =>
    `The brand did not confirm the post within ${daysText(days)}: the collab is complete and the payment was released`,
  disputeExpired: (days: number) =>
    `No action within ${daysText(days)} after the dispute was raised: the order was cancelled and refunded`,
  helpdeskOverdue: (days: number) => `This helpdesk case has waited more than ${daysText(days)}`,
  /** What happens when a clock runs out, as the order card ends its deadline sentence ('…, otherwise …'). */
  outcomeRejected: 'the order is rejected and refunded',
  outcomeCancelled: 'the order is cancelled and refunded',
  outcomeApproved: 'the work counts as approved',
  outcomeApprovedReleased: 'the work counts as approved and the payment is released',
  outcomeReleased: 'the collab completes and the payment is released',
  outcomeReminder: 'the super admins are reminded',
  changedMeanwhile: 'This collab was changed meanwhile. Please reload the page.',
  /** Revision allowances (issue 19 item 4). */
  revisionsExhausted: (allowed: number, extrasOffered: boolean) =>
    `All ${allowed === 1 ? '1 revision' : `${allowed} revisions`} included in this order have been used. ` +
    (extrasOffered
      ? 'You can buy an extra revision from the order card.'
      : 'The influencer does not offer paid extra revisions: you can approve the work or raise it with them in chat.'),
  extraRevisionsNotOffered: 'The influencer does not offer paid extra revisions on this order',
  extraRevisionsNotNow: 'Extra revisions can be bought only while the work is still being made or reviewed',
  extraRevisionCountInvalid: `You can buy 1 to ${MAX_EXTRA_REVISIONS_PER_PURCHASE} extra revisions at a time`,
  extraRevisionsBought: (count: number) =>
    count === 1 ? 'Extra revision added to your order' : `${count} extra revisions added to your order`,
  extraRevisionCheckout: (count: number, serviceTitle: string, collabId: number) =>
    `${count === 1 ? '1 extra revision' : `${count} extra revisions`} of order #${collabId}: ${serviceTitle}`,
} as const;
