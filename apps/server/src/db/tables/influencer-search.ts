import type { Generated } from 'kysely';
import type { IntBool } from './foundation';

/**
 * The discovery read model (see platform/influencer-search): rows derived from users, profiles,
 * categories, social accounts and services, rewritten by refreshInfluencerSearch after every write.
 * Only listable influencers (role 1, active, at least one live service) have rows.
 */

/** Platform 0 / category 0: the row that matches "any platform" / "any category". */
export const ANY_PLATFORM = 0;
export const ANY_CATEGORY = 0;
/** lowerPricePaise of an influencer's cheapest service on a platform: the row shown when no price range is given. */
export const CHEAPEST = -1;

/**
 * One row per (influencer, platform with a live service or ANY_PLATFORM, category or ANY_CATEGORY,
 * distinct live service price on that platform), so every listing query is an equality on
 * (platform_id, category_id) followed by a range or an ordered scan of one sort key. See migration 015
 * for how `lowerPricePaise` picks one row per influencer.
 */
export type InfluencerSearchTable = {
  userId: number;
  platformId: number;
  categoryId: number;
  /** One live service price on this platform (on any platform for ANY_PLATFORM). */
  pricePaise: number;
  /** The next lower distinct service price of the same influencer and platform; -1 for the cheapest. */
  lowerPricePaise: number;
  gender: string | null;
  stateId: number | null;
  /** 1 when the influencer carries tag 1 'Speaks'. */
  speaks: IntBool;
  /** Bit i set when the profile lists language id i (packages/shared languageMask). */
  languages: number;
  isFeatured: IntBool;
  /** Featured first, then most recent login: isFeatured × 10^13 + last login epoch ms (0 when never). */
  relevance: number;
  /** Followers on this platform; for ANY_PLATFORM the largest count of any platform. */
  followers: number;
};

/** What a listing card shows, one row per listable influencer. */
export type InfluencerSearchCardsTable = {
  userId: number;
  userName: string;
  name: string;
  profilePic: string | null;
  /** JSON text [{ id, name }], as users.tags. */
  tags: string;
  /** JSON text [{ plateformName, followerCount, isVerified }] (spec §3 spelling). */
  socialFollowers: string;
  /** Category names in the influencer's order, joined with ', '. */
  categoryName: string;
  isFeatured: IntBool;
  lastLoginOn: string | null;
  /** 1 when at least one of the influencer's social accounts is verified (issue 18). */
  isVerified: IntBool;
  /** Stars and number of the visible, not hidden reviews brands wrote about the influencer (issue 19). */
  ratingSum: Generated<number>;
  ratingCount: Generated<number>;
};

/** One row (id 1): bumped by every refresh so caches of derived values (counts) know they are stale. */
export type InfluencerSearchVersionTable = {
  id: number;
  version: number;
  /** 1 after a migration reshaped the read model: migrateToLatest rebuilds it, then clears this. */
  rebuildNeeded: IntBool;
};

/** Which influencer each version changed; null for a rebuild of everything. */
export type InfluencerSearchChangesTable = {
  version: number;
  userId: number | null;
};

export type InfluencerSearchTables = {
  influencerSearchChanges: InfluencerSearchChangesTable;
  influencerSearch: InfluencerSearchTable;
  influencerSearchCards: InfluencerSearchCardsTable;
  influencerSearchVersion: InfluencerSearchVersionTable;
};
