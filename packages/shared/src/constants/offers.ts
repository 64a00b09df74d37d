/**
 * Custom offers (issue 19 part 3): a brand proposes terms to an influencer in the chat; the two sides take
 * turns to accept, decline or counter. Limits of the terms and of the negotiation.
 */

/** Counter-proposals in one offer, both sides together ("up to three rounds"); after that only accept or decline. */
export const OFFER_MAX_COUNTERS = 3;
/** The agreed price, whole rupees (the same floor as a service's price, spec §9). */
export const OFFER_PRICE_MIN = 500;
export const OFFER_PRICE_MAX = 10_000_000;
/** The delivery date: from tomorrow (India time) up to this many days ahead. */
export const OFFER_DEADLINE_MIN_DAYS = 1;
export const OFFER_DEADLINE_MAX_DAYS = 90;
/** Revisions the brand may ask for. */
export const OFFER_REVISIONS_MAX = 10;
export const OFFER_BRIEF_MIN = 10;
export const OFFER_BRIEF_MAX = 2000;

/**
 * pending: waiting on the side that did not propose the latest round; accepted: the brand may pay it; paid: its
 * order exists (a captured payment); declined; withdrawn: the proposer took the latest round back.
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'paid', 'declined', 'withdrawn'] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_SIDES = ['brand', 'influencer'] as const;
export type TOfferSide = (typeof OFFER_SIDES)[number];

/** server → both parties' sockets (the chat's socket): an offer between them changed; payload TOffer. */
export const OfferEvent = { OfferChanged: 'OfferChanged' } as const;
