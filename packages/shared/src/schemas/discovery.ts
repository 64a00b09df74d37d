import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE, SortOrder, SpeaksFilter } from '../constants/discovery';
import { GENDER_VALUES, LANGUAGES } from '../constants/profile';
import { SEARCH_TEXT_MAX } from '../domain/search-text';
import { PLATFORM_IDS } from '../constants/platforms';
import { MAX_DB_INT } from '../constants/limits';
import { CommonMessages } from '../messages/common';
import { DiscoveryMessages } from '../messages/discovery';

/**
 * Query strings arrive as text: an empty value means "not given", anything else must read as a
 * whole number in range, or the request is refused with a message naming the parameter.
 */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const wholeNumber = (field: string, min: number, max: number, rangeMessage?: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: CommonMessages.mustBeNumber(field) })
      .refine((n) => !Number.isNaN(n), CommonMessages.mustBeNumber(field))
      .refine((n) => Number.isInteger(n), CommonMessages.mustBeWhole(field))
      .refine((n) => n >= min && n <= max, rangeMessage ?? CommonMessages.mustBeBetween(field, min, max))
      .optional(),
  );

const MAX_COUNT = Number.MAX_SAFE_INTEGER;

/**
 * GET /api/influencer/List (spec §7). Every parameter is optional:
 * - Platform 0 / Category 0 / State 0 or -1 / City 0 / Gender '' mean "all".
 * - FollowersMin/FollowersMax: followers on the chosen platform; with no platform, the largest count
 *   of any of the influencer's platforms. 1 000 000 000 (OPEN_FOLLOWER_MAX) or more means no upper limit.
 * - PriceMin/PriceMax in rupees, on the chosen platform (any platform when none is chosen).
 *   10 000 000 (OPEN_PRICE_MAX) or more means no upper limit.
 * - PriceMin/PriceMax: an influencer matches when any live service on the chosen platform is in range;
 *   the card's price and the price sort are then the cheapest service in range.
 * - City is the 'Speaks' filter: 0 all, 1 speaking, 2 non speaking (tag 1).
 * - Search (issue 13): words matched in the name, user name and category names, ignoring case and accents.
 * - Language (issue 13): a language id of spec §3 (0-22) the influencer speaks.
 * - Page is 0-based; PageSize defaults to LISTING_PAGE_SIZE.
 */
export const ZInfluencerListQuery = z
  .object({
    Platform: wholeNumber('Platform', 0, MAX_COUNT, DiscoveryMessages.platformInvalid).refine(
      (id) => id === undefined || id === 0 || PLATFORM_IDS.includes(id),
      DiscoveryMessages.platformInvalid,
    ),
    Category: wholeNumber('Category', 0, MAX_DB_INT, DiscoveryMessages.categoryInvalid),
    FollowersMin: wholeNumber('FollowersMin', 0, MAX_COUNT, CommonMessages.mustBeZeroOrMore('FollowersMin')),
    FollowersMax: wholeNumber('FollowersMax', 0, MAX_COUNT, CommonMessages.mustBeZeroOrMore('FollowersMax')),
    PriceMin: wholeNumber('PriceMin', 0, MAX_COUNT, CommonMessages.mustBeZeroOrMore('PriceMin')),
    PriceMax: wholeNumber('PriceMax', 0, MAX_COUNT, CommonMessages.mustBeZeroOrMore('PriceMax')),
    Page: wholeNumber('Page', 0, MAX_PAGE, DiscoveryMessages.pageInvalid),
    PageSize: wholeNumber('PageSize', 1, MAX_PAGE_SIZE),
    Gender: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: DiscoveryMessages.genderInvalid })
        .trim()
        .toLowerCase()
        .refine((g) => (GENDER_VALUES as readonly string[]).includes(g), DiscoveryMessages.genderInvalid)
        .optional(),
    ),
    State: wholeNumber('State', -1, MAX_DB_INT, DiscoveryMessages.stateInvalid),
    City: wholeNumber('City', SpeaksFilter.All, SpeaksFilter.NonSpeaking, DiscoveryMessages.speaksInvalid),
    Search: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: DiscoveryMessages.searchInvalid })
        .trim()
        .max(SEARCH_TEXT_MAX, DiscoveryMessages.searchTooLong)
        .optional(),
    ),
    Language: wholeNumber('Language', 0, LANGUAGES.length - 1, DiscoveryMessages.languageInvalid),
    /** 1: only influencers with a verified account (issue 18); 0 or absent: everyone. */
    Verified: wholeNumber('Verified', 0, 1, DiscoveryMessages.verifiedInvalid),
    SortOrder: wholeNumber(
      'SortOrder',
      SortOrder.Relevance,
      SortOrder.FollowersHighToLow,
      DiscoveryMessages.sortOrderInvalid,
    ),
  })
  .refine(
    (q) => q.FollowersMin === undefined || q.FollowersMax === undefined || q.FollowersMin <= q.FollowersMax,
    {
      message: CommonMessages.mustNotExceed('FollowersMin', 'FollowersMax'),
      path: ['FollowersMin'],
    },
  )
  .refine((q) => q.PriceMin === undefined || q.PriceMax === undefined || q.PriceMin <= q.PriceMax, {
    message: CommonMessages.mustNotExceed('PriceMin', 'PriceMax'),
    path: ['PriceMin'],
  });
export type TInfluencerListQuery = z.infer<typeof ZInfluencerListQuery>;
/** What a client passes (query values may be numbers or text). */
export type TInfluencerListQueryInput = z.input<typeof ZInfluencerListQuery>;

/** GET /api/influencer/Influencers/{pageSize}/{page}: the spec's client always sends 8. */
export const ZPopularInfluencersParams = z.object({
  pageSize: wholeNumber('Page size', 1, MAX_PAGE_SIZE).pipe(
    z.number({ error: CommonMessages.isRequired('Page size') }),
  ),
  page: wholeNumber('Page', 0, MAX_PAGE, DiscoveryMessages.pageInvalid).pipe(
    z.number({ error: CommonMessages.isRequired('Page') }),
  ),
});
export type TPopularInfluencersParams = z.infer<typeof ZPopularInfluencersParams>;

/** Influencer list item (spec §3); 'plateformName' is the spec's spelling. */
export const ZInfluencerListItem = z.object({
  /** Beyond spec §3: what a card's favourite heart sends (brand/add-favourite takes a user id). */
  userId: z.number(),
  userName: z.string(),
  name: z.string(),
  profilePic: z.string().nullable(),
  /** JSON text of [{ id, name }], tag ids 1-5. */
  tags: z.string(),
  /** isVerified (issue 18): the account's owner proved it theirs; otherwise its count is self-declared. */
  socialAccountFollowers: z.array(
    z.object({ plateformName: z.string(), followerCount: z.number(), isVerified: z.boolean() }),
  ),
  isFeatured: z.boolean(),
  /** At least one of the influencer's accounts is verified (the listing's Verified filter). */
  isVerified: z.boolean(),
  lastLoginOn: z.string().nullable(),
  /**
   * Rupees: the lowest service price on the chosen platform (any platform when none is chosen), within the
   * price range when one is given.
   */
  price: z.number(),
  /** The influencer's category names, in their order, joined with ', '. */
  categoryName: z.string(),
  /** Average stars of the visible reviews brands wrote (issue 19), one decimal; null without any. */
  rating: z.number().nullable(),
  ratingCount: z.number(),
});
export type TInfluencerListItem = z.infer<typeof ZInfluencerListItem>;

/**
 * List response data (spec §3); currentPage is 0-based like the Page parameter. Matches are counted
 * exactly up to LISTING_COUNT_CAP (issue 13): above it `totalCount` is the cap, `totalIsCapped` is true
 * ('1,000+'), and `totalPages` covers the counted matches plus one, so a client keeps paging until a page
 * comes back short.
 */
export const ZInfluencerListPage = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
  totalIsCapped: z.boolean(),
  influencers: z.array(ZInfluencerListItem),
});
export type TInfluencerListPage = z.infer<typeof ZInfluencerListPage>;
