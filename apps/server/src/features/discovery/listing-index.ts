import { ANY_CATEGORY } from '../../db/tables/influencer-search';
import type { InfluencerCard } from '../../platform/influencer-search/influencer-card';
import { setImmediate as yieldToEvents } from 'node:timers/promises';
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
  /** By position, the lowest price (Infinity for non-members). */
  cheapest: Float64Array;
  /** Members by followers, then user id, ascending. */
  byFollowers: Int32Array;
  /** One row per (member, price) by price, then user id, ascending; `lower` is the member's next lower price, -1 for its cheapest. */
  rows: { position: Int32Array; price: Float64Array; lower: Float64Array };
};

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
  const memberList: number[] = [];
  for (let i = 0; i < n; i++) {
    priceStart[i] = priceList.length;
    const on = records[i].platforms.get(platformId);
    if ((i & SLICE_MASK) === SLICE_MASK) yield;
    if (!on) continue;
    setBit(members, i);
    memberList.push(i);
    followers[i] = on.followers;
    for (const price of on.pricesPaise) priceList.push(price);
  }
  priceStart[n] = priceList.length;
  const prices = Float64Array.from(priceList);
  const cheapest = new Float64Array(n).fill(Infinity);
  for (const i of memberList) cheapest[i] = prices[priceStart[i]];
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
  return { members, followers, priceStart, prices, cheapest, byFollowers, rows };
}

const WORD_CACHE_ENTRIES = 256;

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
  private readonly wordBits = new Map<string, Bits>();
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

  /** The positions whose text matches the word, cached per word. */
  private matchingWord(word: string): Bits {
    let bits = this.wordBits.get(word);
    if (!bits) {
      const found = emptyBits(this.size);
      this.text.forEachMatch(word, (i) => setBit(found, i));
      if (this.wordBits.size >= WORD_CACHE_ENTRIES) this.wordBits.clear();
      this.wordBits.set(word, (bits = found));
    }
    return bits;
  }

  /** The positions that pass every filter except the ranges (followers, price), minus `exclude`. */
  private candidates(platform: PlatformIndex, filter: ListingFilter, exclude?: Bits): Bits | null {
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
    if (exclude) andNot(bits, exclude);
    return bits;
  }

  /**
   * The first `want.k` matches in `order` and their number counted up to `want.cap`, leaving out the
   * positions in `exclude`. The result is read from this snapshot's buffers: use it before the next
   * search of the same snapshot.
   *
   * The matches are found by walking the shortest of three lists: the candidates of the exact filters
   * (a bitset), the platform's members within the followers range, or its price rows within the price
   * range (both contiguous in their sorted arrays). When that list is already in the requested order,
   * its first matches are the page. Otherwise all matches are collected while fewer than the cap, and
   * the page is selected from them; a broad search (cap reached) walks the order's own index instead,
   * and finds its page among the first entries.
   */
  search(
    filter: ListingFilter,
    order: ListingOrder,
    want: { k: number; cap: number },
    exclude?: Bits,
  ): ListingResult {
    const platform = this.platforms.get(filter.platformId);
    const candidates = platform && this.candidates(platform, filter, exclude);
    if (!platform || !candidates) return this.result(order, platform, 0, 0);

    const floor = filter.pricePaiseMin ?? 0;
    const priceMax = filter.pricePaiseMax ?? Infinity;
    const followersMin = filter.followersMin ?? -Infinity;
    const followersMax = filter.followersMax ?? Infinity;
    const { followers, priceStart, prices, byFollowers, rows } = platform;
    const ascending = order.key !== 'relevance' && order.direction === 'asc';

    /** The card's price of member i when it matches every filter, else -1. */
    const { cheapest } = platform;
    const followersFiltered = filter.followersMin !== undefined || filter.followersMax !== undefined;
    const followersFit = (i: number) =>
      !followersFiltered || (followers[i] >= followersMin && followers[i] <= followersMax);
    const priceIfMatches = (i: number): number => {
      if (!hasBit(candidates, i) || !followersFit(i)) return -1;
      // Without a floor above it, the cheapest price is the card's: one read instead of a scan.
      if (cheapest[i] >= floor) return cheapest[i] <= priceMax ? cheapest[i] : -1;
      const end = priceStart[i + 1];
      for (let j = priceStart[i] + 1; j < end; j++) {
        const price = prices[j];
        if (price >= floor) return price <= priceMax ? price : -1;
      }
      return -1;
    };
    /** The price of row r when it is its member's card price and the member matches, else -1. */
    const rowPriceIfMatches = (r: number): number => {
      // Only the member's cheapest price at or above the floor stands for it.
      if (rows.lower[r] >= floor) return -1;
      const i = rows.position[r];
      return hasBit(candidates, i) && followersFit(i) ? rows.price[r] : -1;
    };

    // The three lists: their bounds, and how long each is.
    const followersFrom = partitionPoint(byFollowers.length, (r) => followers[byFollowers[r]] < followersMin);
    // A minimum above the maximum leaves an empty run, never a negative one.
    const followersTo = Math.max(
      followersFrom,
      partitionPoint(byFollowers.length, (r) => followers[byFollowers[r]] <= followersMax),
    );
    const rowsFrom = partitionPoint(rows.price.length, (r) => rows.price[r] < floor);
    const rowsTo = Math.max(
      rowsFrom,
      partitionPoint(rows.price.length, (r) => rows.price[r] <= priceMax),
    );
    const candidateCount = popcount(candidates);
    const shortest = Math.min(rowsTo - rowsFrom, followersTo - followersFrom, candidateCount);
    const rowsShortest = rowsTo - rowsFrom === shortest;
    const followersShortest = !rowsShortest && followersTo - followersFrom === shortest;
    const found = this.scratch.matches(Math.max(want.k, want.cap, shortest));

    // A list already in the requested order: its first matches are the page.
    const enough = Math.max(want.k, want.cap);
    if (order.key === 'relevance' && !rowsShortest && !followersShortest) {
      const count = this.walkCandidates(candidates, priceIfMatches, found, enough);
      return this.result(order, platform, Math.min(count, want.k), Math.min(count, want.cap));
    }
    if ((order.key === 'pricePaise' && rowsShortest) || (order.key === 'followers' && followersShortest)) {
      const byRows = order.key === 'pricePaise';
      const [from, to] = byRows ? [rowsFrom, rowsTo] : [followersFrom, followersTo];
      const step = ascending ? 1 : -1;
      let count = 0;
      for (let r = ascending ? from : to - 1; r !== (ascending ? to : from - 1); r += step) {
        const i = byRows ? rows.position[r] : byFollowers[r];
        const price = byRows ? rowPriceIfMatches(r) : priceIfMatches(i);
        if (price < 0) continue;
        found.positions[count] = i;
        found.prices[count] = price;
        if (++count >= enough) break;
      }
      return this.result(order, platform, Math.min(count, want.k), Math.min(count, want.cap));
    }

    // Walking an order's index to a deep page of few matches passes about k × (index length / matches)
    // entries, a few nanoseconds each (price rows, read out of position order, about three times as
    // many); collecting every match from the shortest list and sorting them costs about 5 × log2(matches)
    // per match. Measured on the bench's 100 000 influencers.
    const [walked, stepCost] = order.key === 'pricePaise' ? [rows.price.length, 3] : [this.size, 1];
    const collectingAllIsCheaper = (matches: number) =>
      ((want.k * walked) / Math.max(1, matches)) * stepCost >
      shortest + 5 * matches * Math.log2(Math.max(2, matches));

    // Collect the matches from the shortest list: up to the cap, or all of them when walking looks dearer.
    // The first guess takes every entry of the list for a match; reaching the cap after `scanned` of
    // its entries tells how dense the matches really are.
    let count = 0;
    let collectUpTo = collectingAllIsCheaper(shortest) ? Infinity : want.cap;
    const stopCollecting = (scanned: number): boolean => {
      if (count < collectUpTo) return false;
      if (collectUpTo === Infinity || !collectingAllIsCheaper((count * shortest) / scanned)) return true;
      collectUpTo = Infinity;
      return false;
    };
    if (rowsShortest) {
      for (let r = rowsFrom; r < rowsTo && !stopCollecting(r - rowsFrom); r++) {
        const price = rowPriceIfMatches(r);
        if (price < 0) continue;
        found.positions[count] = rows.position[r]!;
        found.prices[count++] = price;
      }
    } else if (followersShortest) {
      for (let r = followersFrom; r < followersTo && !stopCollecting(r - followersFrom); r++) {
        const i = byFollowers[r];
        const price = priceIfMatches(i);
        if (price < 0) continue;
        found.positions[count] = i;
        found.prices[count++] = price;
      }
    } else {
      let scanned = 0;
      for (let w = 0; w < candidates.length && !stopCollecting(scanned); w++) {
        let x = candidates[w];
        while (x !== 0 && !stopCollecting(scanned)) {
          const lowest = x & -x;
          x ^= lowest;
          scanned++;
          const i = (w << 5) + 31 - Math.clz32(lowest);
          const price = priceIfMatches(i);
          if (price < 0) continue;
          found.positions[count] = i;
          found.prices[count++] = price;
        }
      }
    }

    if (count < collectUpTo) {
      // Every match is collected: sort them (one per member, so a position identifies its price) by
      // the order's key with ties by user id, natively where keys pack, and keep the first k.
      const priceAt = this.scratch.priceByPosition;
      for (let m = 0; m < count; m++) priceAt[found.positions[m]] = found.prices[m];
      const keyOf =
        order.key === 'relevance'
          ? (i: number) => i
          : order.key === 'followers'
            ? (i: number) => followers[i]
            : (i: number) => priceAt[i];
      const { userRank, positionOfUserRank } = this;
      const collected = found.positions.subarray(0, count);
      const sorted = orderByKey(
        count,
        (m) => keyOf(collected[m]),
        (m) => userRank[collected[m]],
      ).map((rank) => positionOfUserRank[rank]);
      const length = Math.min(want.k, count);
      // Descending orders break ties by user id descending too: the ascending order read backwards.
      const backwards = order.key !== 'relevance' && !ascending;
      for (let j = 0; j < length; j++) {
        const i = sorted[backwards ? count - 1 - j : j];
        found.positions[j] = i;
        found.prices[j] = priceAt[i];
      }
      return this.result(order, platform, length, Math.min(count, want.cap));
    }

    // A broad search: its page is among the first entries of the order's own index.
    let taken = 0;
    if (order.key === 'pricePaise') {
      const step = ascending ? 1 : -1;
      for (
        let r = ascending ? rowsFrom : rowsTo - 1;
        r !== (ascending ? rowsTo : rowsFrom - 1) && taken < want.k;
        r += step
      ) {
        const price = rowPriceIfMatches(r);
        if (price < 0) continue;
        found.positions[taken] = rows.position[r]!;
        found.prices[taken++] = price;
      }
    } else if (order.key === 'relevance') {
      taken = this.walkCandidates(candidates, priceIfMatches, found, want.k);
    } else {
      const step = ascending ? 1 : -1;
      for (
        let r = ascending ? 0 : byFollowers.length - 1;
        r !== (ascending ? byFollowers.length : -1) && taken < want.k;
        r += step
      ) {
        const i = byFollowers[r];
        const price = priceIfMatches(i);
        if (price < 0) continue;
        found.positions[taken] = i;
        found.prices[taken++] = price;
      }
    }
    return this.result(order, platform, taken, want.cap);
  }

  /**
   * Walks the candidates in position order (relevance order), collecting matches into `found` until
   * `enough`; answers how many it collected.
   */
  private walkCandidates(
    candidates: Bits,
    priceIfMatches: (i: number) => number,
    found: { positions: Int32Array; prices: Float64Array },
    enough: number,
  ): number {
    let count = 0;
    for (let w = 0; w < candidates.length && count < enough; w++) {
      let x = candidates[w];
      while (x !== 0 && count < enough) {
        const lowest = x & -x;
        x ^= lowest;
        const i = (w << 5) + 31 - Math.clz32(lowest);
        const price = priceIfMatches(i);
        if (price < 0) continue;
        found.positions[count] = i;
        found.prices[count++] = price;
      }
    }
    return count;
  }

  /** The sort key of position i with its card price. */
  private keyAt(order: ListingOrder, platform: PlatformIndex, i: number, price: number): number {
    if (order.key === 'relevance') return this.relevance[i];
    return order.key === 'followers' ? platform.followers[i] : price;
  }

  /** The first `length` entries of the scratch buffers as a result. */
  private result(
    order: ListingOrder,
    platform: PlatformIndex | undefined,
    length: number,
    count: number,
  ): ListingResult {
    const { positions, prices } = this.scratch.matches(0);
    return {
      count,
      length,
      record: (j) => this.records[positions[j]],
      price: (j) => prices[j],
      key: (j) => this.keyAt(order, platform!, positions[j], prices[j]),
    };
  }
}

/** Reused buffers of one snapshot: a search runs start to end without yielding, so one set serves all. */
class Scratch {
  readonly candidates: Bits;
  /** A collected match's card price, by position. */
  readonly priceByPosition: Float64Array;
  private positions = new Int32Array(0);
  private prices = new Float64Array(0);
  constructor(size: number) {
    this.candidates = emptyBits(size);
    this.priceByPosition = new Float64Array(size);
  }
  matches(capacity: number): { positions: Int32Array; prices: Float64Array } {
    if (this.positions.length < capacity) {
      this.positions = new Int32Array(capacity);
      this.prices = new Float64Array(capacity);
    }
    return { positions: this.positions, prices: this.prices };
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
