import {
  OFFER_BRIEF_MAX,
  OFFER_BRIEF_MIN,
  OFFER_DEADLINE_MAX_DAYS,
  OFFER_MAX_COUNTERS,
  OFFER_PRICE_MAX,
  OFFER_PRICE_MIN,
  OFFER_REVISIONS_MAX,
} from '../constants/offers';
import { offerDateText } from '../domain/offers';

/** Custom offers in the chat (issue 19 part 3). */
export const OfferMessages = {
  influencerRequired: 'Please choose the influencer',
  serviceRequired: 'Please choose the service this offer is for',
  briefRequired: 'Please describe what you want made',
  briefTooShort: `The brief needs at least ${OFFER_BRIEF_MIN} characters`,
  briefTooLong: `The brief can be at most ${OFFER_BRIEF_MAX} characters`,
  priceRequired: 'Please enter the price',
  priceInvalid: `Enter a whole number of rupees from ${OFFER_PRICE_MIN} to ${OFFER_PRICE_MAX}`,
  deadlineRequired: 'Please choose the delivery date',
  deadlineInvalid: `Choose a delivery date from tomorrow to ${OFFER_DEADLINE_MAX_DAYS} days ahead`,
  revisionsRequired: 'Please enter the number of revisions',
  revisionsInvalid: `Revisions must be a whole number from 0 to ${OFFER_REVISIONS_MAX}`,
  notFound: 'Offer not found',
  serviceNotOffered: 'This influencer does not offer that service any more',
  notAllowed: 'You cannot send an offer to this person',
  notYourTurn: 'This offer is waiting for the other side',
  notYourOffer: 'Only the side that made this proposal can withdraw it',
  notPending: 'This offer is no longer open',
  noMoreCounters: `This offer has been countered ${OFFER_MAX_COUNTERS} times: accept or decline it`,
  notAccepted: 'Only an accepted offer can be paid',
  alreadyPaid: 'This offer has already been paid',
  expired: 'The delivery date of this offer has passed: send a new offer',
  sent: 'Offer sent',
  countered: 'Counter-offer sent',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  withdrawn: 'Offer withdrawn',
  /** Lines left in the conversation (plain text). */
  termsLine: (price: string, deadline: string, revisions: number) =>
    `${price}, delivery by ${offerDateText(deadline)}, ${revisions} revision${revisions === 1 ? '' : 's'}`,
  chatOffered: (service: string, terms: string) => `Sent a custom offer for ${service}: ${terms}`,
  chatCountered: (terms: string) => `Countered the offer: ${terms}`,
  chatAccepted: (terms: string) => `Accepted the offer: ${terms}`,
  chatDeclined: 'Declined the offer',
  chatWithdrawn: 'Withdrew the offer',
  /** The card's lines. */
  statusText: {
    pending: 'Waiting for a reply',
    accepted: 'Accepted: waiting for payment',
    paid: 'Paid: the order has started',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
  },
} as const;
