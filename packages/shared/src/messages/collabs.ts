import {
  COLLAB_DESCRIPTION_MAX,
  COLLAB_REASON_MAX,
  DELIVERY_DEADLINE_DAYS,
  MAX_COLLAB_FILES,
} from '../constants/limits';

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
  /** Reasons of the time rules' cancellations (spec §4, §9), shown on the collab. */
  disputeExpired: 'No action within a week after the dispute was raised',
  deliveryOverdue: `The order was not delivered within ${DELIVERY_DEADLINE_DAYS} days`,
  changedMeanwhile: 'This collab was changed meanwhile. Please reload the page.',
} as const;
