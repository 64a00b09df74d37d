import { describe, expect, it } from 'vitest';
import {
  ageOn,
  canOfferUgc,
  followerIdOfUpperBound,
  followersCountOf,
  normalisePageUrl,
  parseCategoryIds,
  parseDob,
  parseLanguages,
} from './influencer-profile';

describe('influencer profile rules', () => {
  it('reads a date of birth and the age on a day', () => {
    expect(parseDob('2000-05-10T00:00:00.000Z')).toBe('2000-05-10');
    expect(parseDob('2001-02-30')).toBeNull();
    expect(parseDob('0001-01-01T00:00:00')).toBeNull();
    expect(ageOn('2000-06-02', new Date('2026-06-01T10:00:00Z'))).toBe(25);
  });

  it('reads languages by id or by name and drops repeats', () => {
    expect(parseLanguages('[{"id":6},{"name":"hindi"},{"id":"20","name":"Tamil"}]')).toEqual([
      { id: 6, name: 'Hindi' },
      { id: 20, name: 'Tamil' },
    ]);
    expect(parseLanguages('')).toBe('empty');
    expect(parseLanguages('{"id":1}')).toBe('invalid');
  });

  it('reads category ids in the order chosen', () => {
    expect(parseCategoryIds(' 5, 4 ,5')).toEqual([5, 4]);
    expect(parseCategoryIds('3,x')).toBeNull();
  });

  it('offers UGC only on Instagram reels', () => {
    expect(canOfferUgc(4, 'my REELS pack')).toBe(true);
    expect(canOfferUgc(3, 'Reel')).toBe(false);
  });

  it('maps a follower range to its upper bound and back', () => {
    expect(followersCountOf(1)).toBe(10_000);
    expect(followerIdOfUpperBound(followersCountOf(2))).toBe(2);
    expect(normalisePageUrl(' //instagram.com/ananya ')).toBe('instagram.com/ananya');
  });
});
