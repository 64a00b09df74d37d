/** Follower ranges of spec §3; `max` is null for the open-ended top range. */
export const FOLLOWER_RANGES = [
  { followerId: 1, followerRange: '5k-10k', min: 5_000, max: 10_000 },
  { followerId: 2, followerRange: '10k-50k', min: 10_000, max: 50_000 },
  { followerId: 3, followerRange: '50k-100k', min: 50_000, max: 100_000 },
  { followerId: 4, followerRange: '100k-500k', min: 100_000, max: 500_000 },
  { followerId: 5, followerRange: '500k-1m', min: 500_000, max: 1_000_000 },
  { followerId: 6, followerRange: '1m-5m', min: 1_000_000, max: 5_000_000 },
  { followerId: 7, followerRange: '5m-10m', min: 5_000_000, max: 10_000_000 },
  { followerId: 8, followerRange: '10m+', min: 10_000_000, max: null },
] as const;
export type TFollowerRange = (typeof FOLLOWER_RANGES)[number];

/** A new social account starts on this range (spec §9). */
export const DEFAULT_FOLLOWER_ID = 2;

/** Price ranges of spec §3, in rupees. */
export const PRICE_RANGES = [
  { priceId: 1, priceRange: '500-1k', min: 500, max: 1_000 },
  { priceId: 2, priceRange: '1k-2k', min: 1_000, max: 2_000 },
  { priceId: 3, priceRange: '2k-5k', min: 2_000, max: 5_000 },
  { priceId: 4, priceRange: '5k-10k', min: 5_000, max: 10_000 },
  { priceId: 5, priceRange: '10k-25k', min: 10_000, max: 25_000 },
  { priceId: 6, priceRange: '25k-50k', min: 25_000, max: 50_000 },
  { priceId: 7, priceRange: '50k-75k', min: 50_000, max: 75_000 },
  { priceId: 8, priceRange: '75k-100k', min: 75_000, max: 100_000 },
  { priceId: 9, priceRange: '100k+', min: 100_000, max: null },
] as const;

/** Slider steps of spec §5 (rupees and followers). */
export const PRICE_SLIDER_STEPS = [
  500, 1_000, 2_000, 5_000, 10_000, 25_000, 50_000, 75_000, 100_000,
] as const;
export const FOLLOWER_SLIDER_STEPS = [
  5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000, 10_000_000,
] as const;
export const DEFAULT_PRICE_SLIDER = { min: 500, max: 1_000 } as const;
export const DEFAULT_FOLLOWER_SLIDER = { min: 5_000, max: 100_000 } as const;
/** The listing sends an open-ended slider maximum as these sentinels (spec §5). */
export const OPEN_FOLLOWER_MAX = 1_000_000_000;
export const OPEN_PRICE_MAX = 10_000_000;
