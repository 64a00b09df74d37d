import { ANY_CATEGORY } from '../../db/tables/influencer-search';
import type { InfluencerCard } from '../../platform/influencer-search/influencer-card';
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { TextIndex } from './listing-text';

/**
 * The listing searched in memory (issue 15): every search of the spec's listing is answered from typed
 * arrays built from the read model, so a new combination of filters, sort and page costs microseconds
 * of one core instead of a query that counts matches. See listing-model.ts for how a snapshot is kept
 * current with the database.
 */

/** A listing search in read-model terms; an absent bound or filter matches everything. */
export type ListingFilter = {
  /** ANY_PLATFORM (0) or a platform id. */
  platformId: number;
  /** ANY_CATEGORY (0) or a category id. */
  categoryId: number;
  followersMin?: number;
  followersMax?: number;
  /** A service on the platform must cost at least this much; the cheapest such service is the card's price. */
  pricePaiseMin?: number;
  pricePaiseMax?: number;
  gender?: string;
  stateId?: number;
  /** Whether the influencer carries tag 1 'Speaks'. */
  speaks?: boolean;
  /** A language id (0-22) the influencer speaks. */
  languageId?: number;
  /** Only influencers with a verified social account (issue 18). */
  verifiedOnly?: boolean;
  /** Folded words (packages/shared searchTokens); each must match a word of the text (listing-text.ts). */
  words?: string[];
};

/**
 * A sort order. Every order ends on the user id, a unique key, so paging is stable: relevance ties go
 * by user id ascending; price and followers ties by user id in the order's own direction.
 */
export type ListingOrder =
  { key: 'relevance' } | { key: 'pricePaise' | 'followers'; direction: 'asc' | 'desc' };

/** One influencer of the listing: everything a search compares, and the card it shows. */
export type ListingRecord = {
  userId: number;
  gender: string | null;
  stateId: number | null;
  speaks: boolean;
  /** Bit i set when the influencer speaks language id i. */
  languages: number;
  /** Featured first, then most recent login (see platform/influencer-search). */
  relevance: number;
  categoryIds: number[];
  /**
   * Per platform with a live service, and ANY_PLATFORM: the followers there (for ANY_PLATFORM the
   * largest count) and the distinct live service prices, ascending.
   */
  platforms: Map<number, { followers: number; pricesPaise: number[] }>;
  /** Name, user name and category names, folded (packages/shared normalizeSearchText). */
  text: string;
  card: Omit<InfluencerCard, 'minPricePaise'>;
};

/** A matching influencer; `pricePaise` is the card's price: the cheapest service at or above the floor. */
export type ListingMatch = { record: ListingRecord; pricePaise: number };

/**
 * The first `k` matches in order (`length` of them: record, card price and sort key at each index), and
 * the number of matches counted up to `cap`.
 */
export type ListingResult = {
  count: number;
  length: number;
  record: (j: number) => ListingRecord;
  price: (j: number) => number;
  key: (j: number) => number;
};

/** How two matches of `order` compare, given their keys and user ids: by key, then by user id. */
export function compareKeys(
  order: ListingOrder,
): (keyA: number, userA: number, keyB: number, userB: number) => number {
  if (order.key === 'relevance') return (keyA, userA, keyB, userB) => keyB - keyA || userA - userB;
  const sign = order.direction === 'asc' ? 1 : -1;
  return (keyA, userA, keyB, userB) => sign * (keyA - keyB || userA - userB);
}

/** A set of snapshot positions, one bit each. */
export type Bits = Uint32Array;
export const emptyBits = (n: number): Bits => new Uint32Array((n + 31) >>> 5);
export const setBit = (bits: Bits, i: number) => {
  bits[i >>> 5] |= 1 << (i & 31);
};
const hasBit = (bits: Bits, i: number): boolean => ((bits[i >>> 5] >>> (i & 31)) & 1) === 1;
const and = (target: Bits, other: Bits) => {
  for (let w = 0; w < target.length; w++) target[w] &= other[w];
};
const andNot = (target: Bits, other: Bits) => {
  for (let w = 0; w < target.length; w++) target[w] &= ~other[w];
};
const popcount = (bits: Bits): number => {
  let total = 0;
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w];
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    total += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return total;
};
/**
 * Work done in steps: a generator that yields between slices of about SLICE iterations, so a long build
 * can let requests run in between (runStepsBetweenEvents) or run at once (runSteps).
 */
type Steps<T> = Generator<void, T, void>;
const SLICE_MASK = 2047;
/** Milliseconds of steps run before other events get their turn. */
const SLICE_MS = 8;

function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

async function runStepsBetweenEvents<T>(steps: Steps<T>): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToEvents();
      sliceStart = performance.now();
    }
  }
}

/** Sets keyed by a value (a category, a state, a gender): one bitset each. */
function* groupBits<K>(n: number, keysOf: (position: number) => Iterable<K>): Steps<Map<K, Bits>> {
  const groups = new Map<K, Bits>();
  for (let i = 0; i < n; i++) {
    for (const key of keysOf(i)) {
      let bits = groups.get(key);
      if (!bits) groups.set(key, (bits = emptyBits(n)));
      setBit(bits, i);
    }
    if ((i & SLICE_MASK) === SLICE_MASK) yield;
  }
  return groups;
}

/** The language ids whose bits are set. */
function languageIdsOf(languages: number): number[] {
  const ids: number[] = [];
  for (let rest = languages >>> 0, id = 0; rest !== 0; rest >>>= 1, id++) if (rest & 1) ids.push(id);
  return ids;
}

/** One platform (or ANY_PLATFORM) of a snapshot. */
type PlatformIndex = {
  members: Bits;
  /** By position (0 for non-members). */
  followers: Float64Array;
  /** The prices of position i are prices[priceStart[i]] … prices[priceStart[i + 1] - 1], ascending. */
  priceStart: Int32Array;
  prices: Float64Array;
  /** Members by followers, then user id, ascending. */
  byFollowers: Int32Array;
  /** One row per (member, price) by price, then user id, ascending; `lower` is the member's next lower price, -1 for its cheapest. */
  rows: PriceRows;
  /** The rows of members' cheapest prices only: the card rows whenever no price is below the floor. */
  cheapestRows: PriceRows;
};

type PriceRows = { position: Int32Array; price: Float64Array; lower: Float64Array };

/** Everything a snapshot holds, built from its records in steps. */
type SnapshotParts = {
  /** By position: relevance descending, ties by user id. */
  records: ListingRecord[];
  positionOfUser: Map<number, number>;
  relevance: Float64Array;
  /** Each position's rank by user id, and the position of each rank. */
  userRank: Int32Array;
  positionOfUserRank: Int32Array;
  categories: Map<number, Bits>;
  states: Map<number | null, Bits>;
  genders: Map<string | null, Bits>;
  languages: Map<number, Bits>;
  speaking: Bits;
  /** Influencers with a verified social account. */
  verified: Bits;
  platforms: Map<number, PlatformIndex>;
  text: TextIndex;
};

function* snapshotParts(input: readonly ListingRecord[]): Steps<SnapshotParts> {
  // Positions are the relevance order (descending, ties by user id), so walking the candidates' bits
  // from the first walks by relevance, and reads every array in memory order. Sorted natively on packed
  // keys (relevance is a timestamp in ms, too large to pack, so its rank among the values stands in).
  const n = input.length;
  const inputByUser = orderByKey(n, (i) => input[i].userId);
  yield;
  const values = Float64Array.from(input, (r) => r.relevance).sort();
  yield;
  /** By rank of user id, the number of records more relevant. */
  const moreRelevant = new Int32Array(n);
  for (let rank = 0; rank < n; rank++) {
    const own = input[inputByUser[rank]].relevance;
    moreRelevant[rank] = n - partitionPoint(n, (j) => values[j] <= own);
    if ((rank & SLICE_MASK) === SLICE_MASK) yield;
  }
  /** By position, the record's rank by user id. */
  const userRank = orderByKey(n, (rank) => moreRelevant[rank]);
  yield;
  const records: ListingRecord[] = new Array<ListingRecord>(n);
  const positionOfUserRank = new Int32Array(n);
  const positionOfUser = new Map<number, number>();
  const relevance = new Float64Array(n);
  const platformIds = new Set<number>();
  for (let i = 0; i < n; i++) {
    const record = (records[i] = input[inputByUser[userRank[i]]]);
    positionOfUserRank[userRank[i]] = i;
    positionOfUser.set(record.userId, i);
    relevance[i] = record.relevance;
    for (const platformId of record.platforms.keys()) platformIds.add(platformId);
    if ((i & SLICE_MASK) === SLICE_MASK) yield;
  }
  const categories = yield* groupBits(n, (i) => records[i].categoryIds);
  const states = yield* groupBits(n, (i) => [records[i].stateId]);
  const genders = yield* groupBits(n, (i) => [records[i].gender]);
  const languages = yield* groupBits(n, (i) => languageIdsOf(records[i].languages));
  const speaking = (yield* groupBits(n, (i) => (records[i].speaks ? [true] : []))).get(true) ?? emptyBits(n);
  const verified =
    (yield* groupBits(n, (i) => (records[i].card.isVerified ? [true] : []))).get(true) ?? emptyBits(n);
  const platforms = new Map<number, PlatformIndex>();
  for (const platformId of platformIds) {
    platforms.set(platformId, yield* indexPlatform(records, positionOfUserRank, platformId));
  }
  const text = new TextIndex();
  for (let i = 0; i < n; i++) {
    text.add(i, records[i].text);
    if ((i & SLICE_MASK) === SLICE_MASK) yield;
  }
  return {
    records,
    positionOfUser,
    relevance,
    userRank,
    positionOfUserRank,
    categories,
    states,
    genders,
    languages,
    speaking,
    verified,
    platforms,
    text,
  };
}

function* indexPlatform(
  records: readonly ListingRecord[],
  positionOfUserRank: Int32Array,
  platformId: number,
): Steps<PlatformIndex> {
  const n = records.length;
  const members = emptyBits(n);
  const followers = new Float64Array(n);
  const priceStart = new Int32Array(n + 1);
  const priceList: number[] = [];
  for (let i = 0; i < n; i++) {
    priceStart[i] = priceList.length;
    const on = records[i].platforms.get(platformId);
    if ((i & SLICE_MASK) === SLICE_MASK) yield;
    if (!on) continue;
    setBit(members, i);
    followers[i] = on.followers;
    for (const price of on.pricesPaise) priceList.push(price);
  }
  priceStart[n] = priceList.length;
  const prices = Float64Array.from(priceList);
  yield;
  // Members and their price rows laid out by user id, so a sort that keeps ties in layout order breaks
  // them by user id.
  const membersByUser = positionOfUserRank.filter((i) => hasBit(members, i));
  yield;
  const byFollowers = orderByKey(membersByUser.length, (m) => followers[membersByUser[m]]);
  for (let r = 0; r < byFollowers.length; r++) byFollowers[r] = membersByUser[byFollowers[r]];
  yield;
  const rowPosition = new Int32Array(prices.length);
  const rowPrice = new Float64Array(prices.length);
  const rowLower = new Float64Array(prices.length);
  let row = 0;
  for (const i of membersByUser) {
    for (let j = priceStart[i]; j < priceStart[i + 1]; j++, row++) {
      rowPosition[row] = i;
      rowPrice[row] = prices[j];
      rowLower[row] = j === priceStart[i] ? -1 : prices[j - 1];
    }
  }
  yield;
  const order = orderByKey(row, (j) => rowPrice[j]);
  yield;
  const rows = {
    position: new Int32Array(row),
    price: new Float64Array(row),
    lower: new Float64Array(row),
  };
  for (let r = 0; r < row; r++) {
    const j = order[r];
    rows.position[r] = rowPosition[j];
    rows.price[r] = rowPrice[j];
    rows.lower[r] = rowLower[j];
  }
  yield;
  const cheapest = rows.lower.reduce<number[]>((found, lower, r) => (lower < 0 && found.push(r), found), []);
  const cheapestRows = {
    position: Int32Array.from(cheapest, (r) => rows.position[r]),
    price: Float64Array.from(cheapest, (r) => rows.price[r]),
    lower: new Float64Array(cheapest.length).fill(-1),
  };
  return { members, followers, priceStart, prices, byFollowers, rows, cheapestRows };
}

/** Bitsets kept of words and ranges: a site's searches use a few hundred. */
const DERIVED_BITS_ENTRIES = 512;

/** An immutable index of listing records. */
export class ListingSnapshot {
  readonly records: readonly ListingRecord[];
  private readonly size: number;
  private readonly positionOfUser: Map<number, number>;
  private readonly relevance: Float64Array;
  /** Each position's rank by user id, and the position of each rank. */
  private readonly userRank: Int32Array;
  private readonly positionOfUserRank: Int32Array;
  private readonly categories: Map<number, Bits>;
  private readonly states: Map<number | null, Bits>;
  private readonly genders: Map<string | null, Bits>;
  private readonly languages: Map<number, Bits>;
  private readonly speaking: Bits;
  private readonly verified: Bits;
  private readonly platforms: Map<number, PlatformIndex>;
  private readonly text: TextIndex;
  private readonly derivedBits = new LRUCache<string, Bits>({ max: DERIVED_BITS_ENTRIES });
  private readonly scratch: Scratch;

  /** A snapshot built at once (small ones, tests). */
  static of(records: readonly ListingRecord[]): ListingSnapshot {
    return new ListingSnapshot(runSteps(snapshotParts(records)));
  }

  /**
   * A snapshot built a few milliseconds at a time between other events: at 100 000 influencers the
   * build takes over a second of CPU, which would otherwise stall every request of the instance.
   */
  static async build(records: readonly ListingRecord[]): Promise<ListingSnapshot> {
    return new ListingSnapshot(await runStepsBetweenEvents(snapshotParts(records)));
  }

  private constructor(parts: SnapshotParts) {
    this.records = parts.records;
    this.size = parts.records.length;
    this.positionOfUser = parts.positionOfUser;
    this.relevance = parts.relevance;
    this.userRank = parts.userRank;
    this.positionOfUserRank = parts.positionOfUserRank;
    this.categories = parts.categories;
    this.states = parts.states;
    this.genders = parts.genders;
    this.languages = parts.languages;
    this.speaking = parts.speaking;
    this.verified = parts.verified;
    this.platforms = parts.platforms;
    this.text = parts.text;
    this.scratch = new Scratch(this.size);
  }

  positionOf(userId: number): number | undefined {
    return this.positionOfUser.get(userId);
  }

  get length(): number {
    return this.size;
  }

  /** A bitset derived from the snapshot (a word's or a range's positions), made once while it is in use. */
  private derived(key: string, fill: (bits: Bits) => void): Bits {
    let bits = this.derivedBits.get(key);
    if (!bits) {
      bits = emptyBits(this.size);
      fill(bits);
      this.derivedBits.set(key, bits);
    }
    return bits;
  }

  /** The positions whose text matches the word. */
  private matchingWord(word: string): Bits {
    return this.derived(`word|${word}`, (bits) => this.text.forEachMatch(word, (i) => setBit(bits, i)));
  }

  /** The platform's members with followers there in [min, max]. */
  private followersBetween(platformId: number, platform: PlatformIndex, min: number, max: number): Bits {
    return this.derived(`followers|${platformId}|${min}|${max}`, (bits) => {
      const [from, to] = followersRun(platform, min, max);
      for (let r = from; r < to; r++) setBit(bits, platform.byFollowers[r]);
    });
  }

  /**
   * The platform's members with a live price there in [min, max]: exactly those whose card price (the
   * cheapest at or above min) is at most max.
   */
  private pricedBetween(platformId: number, platform: PlatformIndex, min: number, max: number): Bits {
    return this.derived(`price|${platformId}|${min}|${max}`, (bits) => {
      const [from, to] = priceRun(platform.rows, min, max);
      for (let r = from; r < to; r++) setBit(bits, platform.rows.position[r]);
    });
  }

  /**
   * The positions that pass every filter, minus `exclude`; null when an exact filter has no members.
   * The ranges are bitsets too, made once per platform and range (the slider's steps are few), so a
   * search never reads a member's followers or prices to decide whether it matches.
   */
  private candidates(
    platformId: number,
    platform: PlatformIndex,
    filter: ListingFilter,
    exclude?: Bits,
  ): Bits | null {
    const bits = this.scratch.candidates;
    bits.set(platform.members);
    const narrowBy = (group: Bits | undefined): boolean => {
      if (!group) return false;
      and(bits, group);
      return true;
    };
    if (filter.categoryId !== ANY_CATEGORY && !narrowBy(this.categories.get(filter.categoryId))) return null;
    if (filter.stateId !== undefined && !narrowBy(this.states.get(filter.stateId))) return null;
    if (filter.gender !== undefined && !narrowBy(this.genders.get(filter.gender))) return null;
    if (filter.languageId !== undefined && !narrowBy(this.languages.get(filter.languageId))) return null;
    if (filter.speaks === true) and(bits, this.speaking);
    if (filter.speaks === false) andNot(bits, this.speaking);
    if (filter.verifiedOnly) and(bits, this.verified);
    for (const word of filter.words ?? []) and(bits, this.matchingWord(word));
    if (filter.followersMin !== undefined || filter.followersMax !== undefined) {
      const [min, max] = [filter.followersMin ?? -Infinity, filter.followersMax ?? Infinity];
      and(bits, this.followersBetween(platformId, platform, min, max));
    }
    if (filter.pricePaiseMin !== undefined || filter.pricePaiseMax !== undefined) {
      const [min, max] = [filter.pricePaiseMin ?? 0, filter.pricePaiseMax ?? Infinity];
      and(bits, this.pricedBetween(platformId, platform, min, max));
    }
    if (exclude) andNot(bits, exclude);
    return bits;
  }

  /**
   * The first `want.k` matches in `order` and their number counted up to `want.cap`, leaving out the
   * positions in `exclude`. The result is read from this snapshot's buffers: use it before the next
   * search of the same snapshot.
   *
   * Every filter is a bitset, so the candidates are exactly the matches and their count is a popcount.
   * Relevance is the position order: the page is the first set bits. For followers and price, the page is
   * either the first candidates met walking that order's index (members by followers, price rows by
   * price), or, when the matches are few against the index, all of them sorted: whichever is estimated
   * cheaper. A card price is computed for the page only.
   */
  search(
    filter: ListingFilter,
    order: ListingOrder,
    want: { k: number; cap: number },
    exclude?: Bits,
  ): ListingResult {
    const floor = filter.pricePaiseMin ?? 0;
    const platform = this.platforms.get(filter.platformId);
    const candidates = platform && this.candidates(filter.platformId, platform, filter, exclude);
    if (!platform || !candidates) return this.result(order, platform, floor, 0, 0);

    const count = popcount(candidates);
    const k = Math.min(want.k, count);
    const { positions, prices } = this.scratch.matches(k);
    if (order.key === 'relevance') {
      firstSetBits(candidates, positions, k);
      return this.result(order, platform, floor, k, Math.min(count, want.cap));
    }

    const descending = order.direction === 'desc';
    // With no price below the floor, every member's card row is its cheapest: a third of the rows to walk.
    const rows = floor <= platform.rows.price[0] ? platform.cheapestRows : platform.rows;
    const [runFrom, runTo] =
      order.key === 'followers'
        ? followersRun(platform, filter.followersMin ?? -Infinity, filter.followersMax ?? Infinity)
        : priceRun(rows, floor, filter.pricePaiseMax ?? Infinity);
    // Walking the index passes about k × (run ÷ matches) entries (price rows also read the row's lower
    // price: about twice the work); collecting and sorting costs a pass over the bitset and about
    // 5 × log2(matches) per match. Measured on the bench's 100 000 influencers.
    const walkCost = ((k * (runTo - runFrom)) / Math.max(1, count)) * (order.key === 'pricePaise' ? 2 : 1);
    const collectCost = candidates.length + 5 * count * Math.log2(Math.max(2, count));
    if (walkCost > collectCost) {
      this.sortMatches(candidates, count, order, platform, floor, k);
    } else if (order.key === 'followers') {
      const { byFollowers } = platform;
      let taken = 0;
      for (let r = descending ? runTo - 1 : runFrom; taken < k; r += descending ? -1 : 1) {
        const i = byFollowers[r];
        if (hasBit(candidates, i)) positions[taken++] = i;
      }
    } else {
      // A member's card price is its row at or above the floor whose next lower price is below it.
      let taken = 0;
      for (let r = descending ? runTo - 1 : runFrom; taken < k; r += descending ? -1 : 1) {
        const i = rows.position[r];
        if (rows.lower[r] >= floor || !hasBit(candidates, i)) continue;
        positions[taken] = i;
        prices[taken++] = rows.price[r];
      }
    }
    const pricesKnown = order.key === 'pricePaise';
    return this.result(order, platform, floor, k, Math.min(count, want.cap), pricesKnown);
  }

  /**
   * Puts the first k of all `count` candidates in `order` (price or followers) into the scratch
   * matches: collected from the bitset, sorted natively by key with ties by user id.
   */
  private sortMatches(
    candidates: Bits,
    count: number,
    order: ListingOrder & { key: 'pricePaise' | 'followers' },
    platform: PlatformIndex,
    floor: number,
    k: number,
  ): void {
    const collected = this.scratch.collected(count);
    firstSetBits(candidates, collected, count);
    const keys = this.scratch.keys(count);
    for (let m = 0; m < count; m++) {
      const i = collected[m];
      keys[m] = order.key === 'followers' ? platform.followers[i] : cardPrice(platform, i, floor);
    }
    const { userRank, positionOfUserRank } = this;
    const byKey = orderByKey(
      count,
      (m) => keys[m],
      (m) => userRank[collected[m]],
    );
    // Descending orders break ties by user id descending too: the ascending order read backwards.
    const backwards = order.direction === 'desc';
    const { positions, prices } = this.scratch.matches(k);
    for (let j = 0; j < k; j++) {
      const i = positionOfUserRank[byKey[backwards ? count - 1 - j : j]];
      positions[j] = i;
      if (order.key === 'pricePaise') prices[j] = cardPrice(platform, i, floor);
    }
  }

  /** The first `length` scratch matches as a result; card prices are read from the scratch when `pricesKnown`. */
  private result(
    order: ListingOrder,
    platform: PlatformIndex | undefined,
    floor: number,
    length: number,
    count: number,
    pricesKnown = false,
  ): ListingResult {
    const { positions, prices } = this.scratch.matches(0);
    const price = (j: number) => (pricesKnown ? prices[j] : cardPrice(platform!, positions[j], floor));
    return {
      count,
      length,
      record: (j) => this.records[positions[j]],
      price,
      key: (j) =>
        order.key === 'relevance'
          ? this.relevance[positions[j]]
          : order.key === 'followers'
            ? platform!.followers[positions[j]]
            : price(j),
    };
  }
}

/** The card price of member i: its cheapest live price at or above the floor (-1 when none is). */
function cardPrice({ priceStart, prices }: PlatformIndex, i: number, floor: number): number {
  const end = priceStart[i + 1];
  for (let j = priceStart[i]; j < end; j++) if (prices[j] >= floor) return prices[j];
  return -1;
}

/** The run of the platform's members by followers whose followers are in [min, max]. */
function followersRun({ byFollowers, followers }: PlatformIndex, min: number, max: number): [number, number] {
  const from = partitionPoint(byFollowers.length, (r) => followers[byFollowers[r]] < min);
  // A minimum above the maximum leaves an empty run, never a negative one.
  return [
    from,
    Math.max(
      from,
      partitionPoint(byFollowers.length, (r) => followers[byFollowers[r]] <= max),
    ),
  ];
}

/** The run of the platform's price rows with prices in [min, max]. */
function priceRun(rows: PriceRows, min: number, max: number): [number, number] {
  const from = partitionPoint(rows.price.length, (r) => rows.price[r] < min);
  return [
    from,
    Math.max(
      from,
      partitionPoint(rows.price.length, (r) => rows.price[r] <= max),
    ),
  ];
}

/** Writes the positions of the first `k` set bits into `into`. */
function firstSetBits(bits: Bits, into: Int32Array, k: number): void {
  let taken = 0;
  for (let w = 0; w < bits.length && taken < k; w++) {
    let x = bits[w];
    while (x !== 0 && taken < k) {
      const lowest = x & -x;
      x ^= lowest;
      into[taken++] = (w << 5) + 31 - Math.clz32(lowest);
    }
  }
}

/** Reused buffers of one snapshot: a search runs start to end without yielding, so one set serves all. */
class Scratch {
  readonly candidates: Bits;
  private buffers = {
    positions: new Int32Array(0),
    prices: new Float64Array(0),
    collected: new Int32Array(0),
    keys: new Float64Array(0),
  };
  constructor(size: number) {
    this.candidates = emptyBits(size);
  }
  /** The page's positions and card prices. */
  matches(capacity: number): { positions: Int32Array; prices: Float64Array } {
    if (this.buffers.positions.length < capacity) {
      this.buffers.positions = new Int32Array(capacity);
      this.buffers.prices = new Float64Array(capacity);
    }
    return this.buffers;
  }
  /** All matches of a search being sorted, and their keys. */
  collected(capacity: number): Int32Array {
    if (this.buffers.collected.length < capacity) this.buffers.collected = new Int32Array(capacity);
    return this.buffers.collected;
  }
  keys(capacity: number): Float64Array {
    if (this.buffers.keys.length < capacity) this.buffers.keys = new Float64Array(capacity);
    return this.buffers.keys;
  }
}

const INDEX_SPAN = 2 ** 21;
const PACKED_KEY_LIMIT = Number.MAX_SAFE_INTEGER / INDEX_SPAN;

/**
 * The ties of entries 0…count-1 (each entry's own index by default; unique, below INDEX_SPAN) ordered
 * by key, then tie, both ascending. Keys that are small non-negative integers (follower counts, prices
 * in paise, ranks) are packed with their tie into one number and sorted natively, many times faster
 * than a comparison sort, which the rest get.
 */
function orderByKey(
  count: number,
  keyAt: (j: number) => number,
  tieAt: (j: number) => number = (j) => j,
): Int32Array {
  const packed = new Float64Array(count);
  let packable = count <= INDEX_SPAN;
  for (let j = 0; j < count && packable; j++) {
    const key = keyAt(j);
    packable = Number.isInteger(key) && key >= 0 && key < PACKED_KEY_LIMIT;
    packed[j] = key * INDEX_SPAN + tieAt(j);
  }
  const order = new Int32Array(count);
  if (!packable) {
    const byKey = Int32Array.from({ length: count }, (_, j) => j).sort(
      (a, b) => keyAt(a) - keyAt(b) || tieAt(a) - tieAt(b),
    );
    for (let j = 0; j < count; j++) order[j] = tieAt(byKey[j]);
    return order;
  }
  packed.sort();
  for (let j = 0; j < count; j++) order[j] = packed[j] % INDEX_SPAN;
  return order;
}

/**
 * The first index in 0…length at which `before` turns false, for a `before` true on a prefix only (a
 * binary search over any ascending order).
 */
function partitionPoint(length: number, before: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (before(mid)) low = mid + 1;
    else high = mid;
  }
  return low;
}
