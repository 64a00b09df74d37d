import type { TVerificationStatus } from '@collably/shared/constants/social-verification';
import type { Generated } from 'kysely';
import type { IntBool } from './foundation';

export type InfluencerProfilesTable = {
  userId: number;
  /** Optional headline from add-detail's `title`, shown as UserInfo.additionalName. */
  title: string | null;
  description: string | null;
  gender: string | null;
  countryId: number;
  stateId: number | null;
  cityId: number | null;
  /** ISO date (yyyy-mm-dd) or null when unset. */
  dob: string | null;
  /** JSON text: [{ id, name }] of the spec's languages. */
  languages: string;
  isGst: IntBool;
  gstNo: string | null;
  modifiedOn: string;
};

export type InfluencerCategoriesTable = {
  userId: number;
  categoryId: number;
  /** Order of choice, so a third pick can drop the oldest. */
  position: number;
};

export type SocialAccountsTable = {
  id: Generated<number>;
  userId: number;
  platformId: number;
  pageUrl: string;
  followerId: number;
  /** Upper bound of the chosen follower range, as the spec sends it. */
  followersCount: number;
  createdOn: string;
  modifiedOn: string;
};

/**
 * Issue 18: the verification of one linked account (user × platform), bound to the page URL its code was
 * issued for; see migration 029.
 */
export type SocialVerificationsTable = {
  id: Generated<number>;
  userId: number;
  platformId: number;
  pageUrl: string;
  code: string;
  issuedOn: string;
  expiresOn: string;
  status: TVerificationStatus;
  /** The uploaded image (POST /api/files/images) waiting for or reviewed by the super admin. */
  screenshot: string | null;
  submittedOn: string | null;
  verifiedOn: string | null;
  decidedByUserId: number | null;
};

export type InfluencerServicesTable = {
  id: Generated<number>;
  userId: number;
  platformId: number;
  title: string;
  description: string;
  pricePaise: number;
  allowUgc: IntBool;
  ugcPricePaise: number;
  /** Revisions included in an order of this service (0–10). */
  revisions: Generated<number>;
  /** Price of one paid extra revision beyond them (paise, before fee and GST); null: no paid extras. */
  extraRevisionPricePaise: number | null;
  /** Services referenced by orders are never removed, only hidden. */
  isDeleted: Generated<IntBool>;
  createdOn: string;
  modifiedOn: string;
};

export type InfluencerPortfoliosTable = {
  id: Generated<number>;
  userId: number;
  url1: string | null;
  url2: string | null;
  url3: string | null;
  modifiedOn: string;
};

/** Issue 35: one "check now" of an influencer's social page, counted for the hourly limit (migration 040). */
export type SocialCheckAttemptsTable = {
  id: Generated<number>;
  userId: number;
  checkedOn: string;
};
export type FavouritesTable = {
  brandUserId: number;
  influencerUserId: number;
  createdOn: string;
};

export type InfluencerTables = {
  influencerProfiles: InfluencerProfilesTable;
  influencerCategories: InfluencerCategoriesTable;
  socialAccounts: SocialAccountsTable;
  socialVerifications: SocialVerificationsTable;
  socialCheckAttempts: SocialCheckAttemptsTable;
  influencerServices: InfluencerServicesTable;
  influencerPortfolios: InfluencerPortfoliosTable;
  favourites: FavouritesTable;
};
