import { z } from 'zod';
import {
  OFFER_BRIEF_MAX,
  OFFER_BRIEF_MIN,
  OFFER_PRICE_MAX,
  OFFER_PRICE_MIN,
  OFFER_REVISIONS_MAX,
  OFFER_SIDES,
  OFFER_STATUSES,
} from '../constants/offers';
import { isCalendarDate } from '../domain/offers';
import { OfferMessages as M } from '../messages/offers';
import { multiLine } from './common';
import { rupees } from './parsers';
import { ZCreateTransactionResult } from './payments';

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const wholeIn = (min: number, max: number) => (v: number) => Number.isInteger(v) && v >= min && v <= max;

/** The terms of one round: what is made, for how much (whole rupees), by when (India date), how many revisions. */
export const ZOfferTerms = z.object({
  brief: multiLine(
    z
      .string({ error: M.briefRequired })
      .trim()
      .min(1, M.briefRequired)
      .min(OFFER_BRIEF_MIN, M.briefTooShort)
      .max(OFFER_BRIEF_MAX, M.briefTooLong),
  ),
  price: rupees(M.priceRequired).refine(wholeIn(OFFER_PRICE_MIN, OFFER_PRICE_MAX), M.priceInvalid),
  deadline: z
    .string({ error: M.deadlineRequired })
    .trim()
    .min(1, M.deadlineRequired)
    .refine(isCalendarDate, M.deadlineInvalid),
  revisions: rupees(M.revisionsRequired).refine(wholeIn(0, OFFER_REVISIONS_MAX), M.revisionsInvalid),
});
export type TOfferTerms = z.infer<typeof ZOfferTerms>;
export type TOfferTermsInput = z.input<typeof ZOfferTerms>;

/** POST offers (brand): an offer to an influencer for one of their services. */
export const ZCreateOfferRequest = ZOfferTerms.extend({
  influencerUserId: id(M.influencerRequired),
  serviceId: id(M.serviceRequired),
});
export type TCreateOfferRequest = z.infer<typeof ZCreateOfferRequest>;

/** POST offers/{id}/counter: the counter-proposal's terms. */
export const ZCounterOfferRequest = ZOfferTerms;

export const ZOfferIdParams = z.object({ id: id(M.notFound) });

/** GET offers?userId= : the offers between the caller and that user. */
export const ZOffersQuery = z.object({ userId: id(M.influencerRequired) });

/** POST offers/{id}/checkout (brand): the accepted offer through the normal checkout. */
export const ZOfferCheckoutRequest = z.object({
  couponId: z.coerce.number().int().min(0).optional().default(0),
  useWallet: z.boolean().optional().default(false),
});
export type TOfferCheckoutRequest = z.infer<typeof ZOfferCheckoutRequest>;
export const ZOfferCheckoutResult = ZCreateTransactionResult;

export const ZOfferRound = z.object({
  round: z.number(),
  proposedBy: z.enum(OFFER_SIDES),
  brief: z.string(),
  price: z.number(),
  deadline: z.string(),
  revisions: z.number(),
  createdOn: z.string(),
});
export type TOfferRound = z.infer<typeof ZOfferRound>;

export const ZOffer = z.object({
  id: z.number(),
  brandUserId: z.number(),
  brandName: z.string(),
  influencerUserId: z.number(),
  influencerName: z.string(),
  influencerUserName: z.string().nullable(),
  serviceId: z.number(),
  serviceTitle: z.string(),
  platformId: z.number(),
  status: z.enum(OFFER_STATUSES),
  /** The latest round's terms (the agreed ones once accepted). */
  current: ZOfferRound,
  rounds: z.array(ZOfferRound),
  counters: z.number(),
  countersLeft: z.number(),
  /** What the caller may do now. */
  actions: z.array(z.enum(['accept', 'decline', 'counter', 'withdraw'])),
  /** The brand may pay now (accepted, not paid, deadline not passed). */
  canPay: z.boolean(),
  /** The order made from it, once paid and its details sent. */
  collabId: z.number().nullable(),
  transactionId: z.number().nullable(),
  createdOn: z.string(),
  modifiedOn: z.string(),
});
export type TOffer = z.infer<typeof ZOffer>;

/** The web form of an offer (serviceId: a Select's value) and of a counter (no service to choose). */
export const ZNewOfferForm = ZOfferTerms.extend({ serviceId: z.string().min(1, M.serviceRequired) });
export const ZCounterOfferForm = ZOfferTerms.extend({ serviceId: z.string() });
export type TOfferForm = z.infer<typeof ZNewOfferForm>;
export type TOfferFormInput = z.input<typeof ZNewOfferForm>;
