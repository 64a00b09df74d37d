import { OFFER_DEADLINE_MAX_DAYS, OFFER_DEADLINE_MIN_DAYS, OFFER_MAX_COUNTERS } from '../constants/offers';
import type { TOfferSide, TOfferStatus } from '../constants/offers';
import { DAY_MS } from './collab-status';
import { indiaDateOf, IST_OFFSET_MS } from './gst-invoice';

// Offer deadlines are calendar dates in India: a day ends at midnight IST.
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whether `date` is a real calendar date ('2026-02-30' is not). */
export const isCalendarDate = (date: string): boolean =>
  DATE_PATTERN.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && addDays(date, 0) === date;

/** The first and last delivery dates an offer made at `now` may name. */
export const deadlineRange = (now: Date): { min: string; max: string } => {
  const today = indiaDateOf(now);
  return { min: addDays(today, OFFER_DEADLINE_MIN_DAYS), max: addDays(today, OFFER_DEADLINE_MAX_DAYS) };
};

export const isDeadlineAllowed = (date: string, now: Date): boolean => {
  if (!isCalendarDate(date)) return false;
  const { min, max } = deadlineRange(now);
  return date >= min && date <= max;
};

/** The instant an offer's delivery date runs out: the end of that day in India. */
export const deadlineInstant = (date: string): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS - IST_OFFSET_MS);

/** The side that answers a round proposed by `proposer`. */
export const otherSide = (proposer: TOfferSide): TOfferSide =>
  proposer === 'brand' ? 'influencer' : 'brand';

export type TOfferAction = 'accept' | 'decline' | 'counter' | 'withdraw';

/**
 * What `side` may do with an offer whose latest round `proposer` made, after `counters` counter-proposals:
 * the answering side accepts, declines, or counters while counters are left; the proposer may withdraw.
 */
export const offerActions = (
  offer: { status: TOfferStatus; proposer: TOfferSide; counters: number },
  side: TOfferSide,
): TOfferAction[] => {
  if (offer.status !== 'pending') return [];
  if (side === offer.proposer) return ['withdraw'];
  return offer.counters < OFFER_MAX_COUNTERS ? ['accept', 'decline', 'counter'] : ['accept', 'decline'];
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-05' → '5 Dec 2026' (the order cards' date style). */
export const offerDateText = (date: string): string => {
  if (!DATE_PATTERN.test(date)) return date;
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[m - 1] ?? ''} ${y}`;
};
