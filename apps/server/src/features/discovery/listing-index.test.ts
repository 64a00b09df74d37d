import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '@collably/shared/testing/property-runs';
import {
  compareKeys,
  ListingSnapshot,
  type ListingFilter,
  type ListingOrder,
  type ListingRecord,
} from './listing-index';
import { ListingModel } from './listing-model';
import { wordMatchesText, wordMatchesWord } from './listing-text';

/**
 * The in-memory listing against a plain reading of the rules: for generated records, changes and
 * searches, every page and count equals what filtering and sorting all records one by one gives. Small
 * value sets make ties common; small caps and pages make every path of the search run (ordered walks,
 * collected matches, broad searches above the cap, and the overlay of changed influencers).
 */

const PLATFORMS = [1, 3, 4];
const PRICES = [50_000, 100_000, 250_000, 1_000_000];
const FOLLOWERS = [10_000, 50_000, 100_000, 1_000_000];
const WORDS = ['priya', 'sharma', 'rahul', 'fashion', 'food', 'iyer', 'sneha'];

const recordArb = (userId: number): fc.Arbitrary<ListingRecord> =>
  fc
    .record({
      gender: fc.constantFrom('male', 'female', null),
      stateId: fc.constantFrom(1, 2, 3, null),
      speaks: fc.boolean(),
      isVerified: fc.boolean(),
      languages: fc.subarray([0, 4, 6, 22]),
      relevance: fc.constantFrom(0, 1_000, 2_000, 10_000_000_000_000),
      categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
      services: fc.array(
        fc.record({ platformId: fc.constantFrom(...PLATFORMS), price: fc.constantFrom(...PRICES) }),
        {
          minLength: 1,
          maxLength: 4,
        },
      ),
      followers: fc.array(fc.constantFrom(...FOLLOWERS), { minLength: 3, maxLength: 3 }),
      words: fc.subarray(WORDS, { minLength: 1, maxLength: 3 }),
    })
    .map((g) => {
      const platforms = new Map<number, { followers: number; pricesPaise: number[] }>();
      const pricesOn = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);
      for (const platformId of new Set(g.services.map((s) => s.platformId))) {
        platforms.set(platformId, {
          followers: g.followers[PLATFORMS.indexOf(platformId)],
          pricesPaise: pricesOn(g.services.filter((s) => s.platformId === platformId).map((s) => s.price)),
        });
      }
      platforms.set(0, {
        followers: Math.max(...[...platforms.values()].map((p) => p.followers)),
        pricesPaise: pricesOn(g.services.map((s) => s.price)),
      });
      return {
        userId,
        gender: g.gender,
        stateId: g.stateId,
        speaks: g.speaks,
        languages: g.languages.reduce((mask, id) => mask + 2 ** id, 0),
        relevance: g.relevance,
        categoryIds: g.categoryIds,
        platforms,
        text: g.words.join(' '),
        card: {
          userId,
          userName: `u${userId}`,
          name: `U ${userId}`,
          profilePic: null,
          tags: '[]',
          socialFollowers: '[]',
          ratingSum: 0,
          ratingCount: 0,
          isFeatured: false,
          isVerified: g.isVerified,
          lastLoginOn: null,
          categoryName: '',
        },
      };
    });

/** Each optional filter on about a quarter of the searches, as people narrow step by step. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });
const filterArb: fc.Arbitrary<ListingFilter> = fc.record({
  platformId: fc.constantFrom(0, 0, ...PLATFORMS, 9),
  categoryId: fc.constantFrom(0, 0, 1, 2, 5),
  followersMin: sometimes(fc.constantFrom(...FOLLOWERS)),
  followersMax: sometimes(fc.constantFrom(...FOLLOWERS)),
  pricePaiseMin: sometimes(fc.constantFrom(...PRICES, 60_000)),
  pricePaiseMax: sometimes(fc.constantFrom(...PRICES)),
  gender: sometimes(fc.constantFrom('male', 'female', 'other')),
  stateId: sometimes(fc.constantFrom(1, 2, 9)),
  speaks: sometimes(fc.boolean()),
  languageId: sometimes(fc.constantFrom(0, 4, 5)),
  verifiedOnly: sometimes(fc.boolean()),
  words: sometimes(fc.subarray(['pri', 'sharma', 'sharmaa', 'fo', 'sneh', 'kulkarni'], { minLength: 1 })),
});

const orderArb: fc.Arbitrary<ListingOrder> = fc.constantFrom(
  { key: 'relevance' },
  { key: 'pricePaise', direction: 'asc' },
  { key: 'pricePaise', direction: 'desc' },
  { key: 'followers', direction: 'asc' },
  { key: 'followers', direction: 'desc' },
);

/** The rules, one record at a time: the card's price when the record matches, else null. */
function priceIfMatches(r: ListingRecord, f: ListingFilter): number | null {
  const on = r.platforms.get(f.platformId);
  if (!on) return null;
  if (f.categoryId !== 0 && !r.categoryIds.includes(f.categoryId)) return null;
  if (f.gender !== undefined && r.gender !== f.gender) return null;
  if (f.stateId !== undefined && r.stateId !== f.stateId) return null;
  if (f.speaks !== undefined && r.speaks !== f.speaks) return null;
  if (f.languageId !== undefined && (r.languages & (2 ** f.languageId)) === 0) return null;
  if (f.verifiedOnly === true && !r.card.isVerified) return null;
  if (on.followers < (f.followersMin ?? -Infinity) || on.followers > (f.followersMax ?? Infinity))
    return null;
  if (!(f.words ?? []).every((w) => wordMatchesText(w, r.text))) return null;
  const price = on.pricesPaise.find((p) => p >= (f.pricePaiseMin ?? 0));
  return price !== undefined && price <= (f.pricePaiseMax ?? Infinity) ? price : null;
}

function expected(records: ListingRecord[], f: ListingFilter, order: ListingOrder) {
  const compare = compareKeys(order);
  const keyOf = (r: ListingRecord, price: number) =>
    order.key === 'relevance'
      ? r.relevance
      : order.key === 'followers'
        ? r.platforms.get(f.platformId)!.followers
        : price;
  return records
    .flatMap((r) => {
      const price = priceIfMatches(r, f);
      return price === null ? [] : [{ userId: r.userId, price, key: keyOf(r, price) }];
    })
    .sort((a, b) => compare(a.key, a.userId, b.key, b.userId));
}

describe('the in-memory listing', () => {
  it('answers every page and count as the rules read one by one, before, during and after changes and their folding', async () => {
    const scenario = fc.integer({ min: 0, max: 120 }).chain((size) =>
      fc.record({
        records: fc.tuple(...Array.from({ length: size }, (_, i) => recordArb(i + 1))),
        // Changes: a new or changed record (user ids 1-70), or a removal.
        // Each with whether the model may finish folding its changes into a new snapshot after it.
        changes: fc.array(
          fc.tuple(
            // Often the same few influencers, so one changes again while its first change is being folded.
            fc
              .oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 130 }))
              .chain((userId) => fc.option(recordArb(userId), { nil: null })),
            fc.boolean(),
          ),
          { maxLength: 12 },
        ),
        searches: fc.array(
          fc.record({
            filter: filterArb,
            order: orderArb,
            limit: fc.integer({ min: 1, max: 5 }),
            page: fc.integer({ min: 0, max: 6 }),
            cap: fc.constantFrom(3, 8, 1_001),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        overlayMax: fc.constantFrom(2, 200),
      }),
    );
    await fc.assert(
      fc.asyncProperty(scenario, async ({ records, changes, searches, overlayMax }) => {
        const current = new Map(records.map((r) => [r.userId, r]));
        const model = new ListingModel(ListingSnapshot.of(records), 1, overlayMax);
        const check = () => {
          for (const { filter, order, limit, page, cap } of searches) {
            const all = expected([...current.values()], filter, order);
            const got = model.search(filter, order, { limit, offset: page * limit }, cap);
            expect(got.count).toBe(Math.min(all.length, cap));
            expect(got.matches.map((m) => [m.record.userId, m.pricePaise])).toEqual(
              all.slice(page * limit, page * limit + limit).map((e) => [e.userId, e.price]),
            );
          }
        };
        check();
        for (const [i, [change, settle]] of changes.entries()) {
          const userId = change?.userId ?? i + 1;
          if (change) current.set(userId, change);
          else current.delete(userId);
          model.apply(new Map([[userId, change]]), 2 + i);
          if (settle) await model.settled();
          if (i % 4 === 3) check();
        }
        check();
        await model.settled();
        check();
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});

describe('the free-text rule', () => {
  it('matches a part of a word, or a likely typo of a word of 4 or more letters', () => {
    expect(wordMatchesWord('sne', 'sneha')).toBe(true);
    expect(wordMatchesWord('arma', 'sharma')).toBe(true);
    expect(wordMatchesWord('priyaa', 'priya')).toBe(true);
    expect(wordMatchesWord('kulkarnee', 'kulkarni')).toBe(true);
    expect(wordMatchesWord('fernandez', 'fernandes')).toBe(true);
    expect(wordMatchesWord('rhl', 'rahul')).toBe(false);
    expect(wordMatchesWord('food', 'good')).toBe(false);
    expect(wordMatchesText('sharma', 'priya sharma fashion')).toBe(true);
    expect(wordMatchesText('xyz', 'priya sharma fashion')).toBe(false);
  });
});
