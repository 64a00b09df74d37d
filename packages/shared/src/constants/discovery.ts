/** Listing sort orders (spec §3 'Sort options'), the SortOrder query parameter. */
export const SortOrder = {
  Relevance: 0,
  PriceLowToHigh: 1,
  PriceHighToLow: 2,
  FollowersLowToHigh: 3,
  FollowersHighToLow: 4,
} as const;
export type TSortOrder = (typeof SortOrder)[keyof typeof SortOrder];

export const SORT_ORDERS: readonly { value: TSortOrder; label: string }[] = [
  { value: SortOrder.Relevance, label: 'Relevance' },
  { value: SortOrder.PriceLowToHigh, label: 'Price Low to High' },
  { value: SortOrder.PriceHighToLow, label: 'Price High to Low' },
  { value: SortOrder.FollowersLowToHigh, label: 'Followers Low to High' },
  { value: SortOrder.FollowersHighToLow, label: 'Followers High to Low' },
];

/** The 'Speaks' filter (spec §3), sent as the City query parameter: tag 1 'Speaks'. */
export const SpeaksFilter = {
  All: 0,
  Speaking: 1,
  NonSpeaking: 2,
} as const;
export type TSpeaksFilter = (typeof SpeaksFilter)[keyof typeof SpeaksFilter];

export const SPEAKS_FILTERS: readonly { value: TSpeaksFilter; label: string }[] = [
  { value: SpeaksFilter.All, label: 'All' },
  { value: SpeaksFilter.Speaking, label: 'Speaking' },
  { value: SpeaksFilter.NonSpeaking, label: 'Non Speaking' },
];

/** Largest page size a client may ask for (listing PageSize, popular path segment). */
export const MAX_PAGE_SIZE = 50;
/** Deepest page served; deeper paging is a crawler, not a person. */
export const MAX_PAGE = 100_000;
