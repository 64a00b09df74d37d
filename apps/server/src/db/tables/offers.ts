import type { Generated } from 'kysely';
import type { TOfferSide, TOfferStatus } from '@collably/shared/constants/offers';

/** The terms of one round, kept for every round and, for the latest, on the offer itself. */
type RoundTerms = {
  /** 1 = the brand's first proposal; counters made = round - 1. */
  round: number;
  proposedBy: TOfferSide;
  brief: string;
  pricePaise: number;
  /** India date 'YYYY-MM-DD'. */
  deadline: string;
  revisions: number;
};

/**
 * A custom offer (migration 032, features/offers): a brand's proposal to an influencer for one of their
 * services, negotiated in rounds. The latest round's terms are copied here so a conditional UPDATE can move
 * the offer on exactly once (`round` is its version: a counter or an answer names the round it answers).
 */
export type CustomOffersTable = RoundTerms & {
  id: Generated<number>;
  brandUserId: number;
  influencerUserId: number;
  influencerServiceId: number;
  status: TOfferStatus;
  createdOn: string;
  modifiedOn: string;
};

/** Every round of an offer, in order. */
export type CustomOfferRoundsTable = RoundTerms & {
  id: Generated<number>;
  offerId: number;
  createdOn: string;
};

export type OfferTables = { customOffers: CustomOffersTable; customOfferRounds: CustomOfferRoundsTable };
