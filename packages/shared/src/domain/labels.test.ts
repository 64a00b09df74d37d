import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { FOLLOWER_RANGES, FOLLOWER_SLIDER_STEPS, PRICE_SLIDER_STEPS } from '../constants/ranges';
import {
  cardFollowerLabel,
  followerLabelById,
  followerRangeById,
  followerRangeFor,
  followerSliderLabel,
  formatFollowers,
  parseCompactLabel,
  priceSliderLabel,
  sliderLabel,
} from './labels';

describe('sliderLabel', () => {
  it.each([
    [0, '0'],
    [500, '500'],
    [999, '999'],
    [1_000, '1k'],
    [1_500, '1.5k'],
    [50_000, '50k'],
    [100_000, '100k'],
    [999_999, '999.9k'],
    [1_000_000, '1m'],
    [5_000_000, '5m'],
    [9_999_999, '9.9m'],
    [10_000_000, '10m+'],
    [25_000_000, '25m+'],
  ])('%i → %s', (n, label) => {
    expect(sliderLabel(n)).toBe(label);
  });

  it('labels the follower slider steps', () => {
    expect(FOLLOWER_SLIDER_STEPS.map(followerSliderLabel)).toEqual([
      '5k',
      '10k',
      '50k',
      '100k',
      '500k',
      '1m',
      '5m',
      '10m+',
    ]);
  });

  it('labels the price slider steps, the top one open-ended', () => {
    expect(PRICE_SLIDER_STEPS.map(priceSliderLabel)).toEqual([
      '500',
      '1k',
      '2k',
      '5k',
      '10k',
      '25k',
      '50k',
      '75k',
      '100k+',
    ]);
    expect(priceSliderLabel(99_999)).toBe('99.9k');
  });

  it('rejects negative and non-finite numbers', () => {
    expect(() => sliderLabel(-1)).toThrow(RangeError);
    expect(() => sliderLabel(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatFollowers', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1_000, '1k'],
    [12_500, '12.5k'],
    [12_590, '12.5k'],
    [100_000, '100k'],
    [1_200_000, '1.2m'],
    [1_250_000, '1.2m'],
    [10_000_000, '10m'],
    [1_000_000_000, '1000m'],
    [1_234.7, '1.2k'],
  ])('%d → %s', (n, label) => {
    expect(formatFollowers(n)).toBe(label);
  });

  it('never overstates the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => {
        const back = parseCompactLabel(formatFollowers(n));
        expect(back).not.toBeNull();
        expect(back!).toBeLessThanOrEqual(n);
        // ...and is within a tenth of the unit.
        const unit = n >= 1_000_000 ? 1_000_000 : n >= 1_000 ? 1_000 : 1;
        expect(n - back!).toBeLessThan(unit / 10 + (unit === 1 ? 1 : 0));
      }),
    );
  });
});

describe('parseCompactLabel', () => {
  it.each([
    ['500', 500],
    ['1k', 1_000],
    ['12.5k', 12_500],
    ['1.2m', 1_200_000],
    ['10m+', 10_000_000],
    ['100k+', 100_000],
    [' 5K ', 5_000],
    ['abc', null],
    ['', null],
    ['1.2.3k', null],
  ])('%j → %s', (label, n) => {
    expect(parseCompactLabel(label)).toBe(n);
  });
});

describe('followerRangeFor', () => {
  it.each([
    [0, 1],
    [4_999, 1],
    [5_000, 1],
    [9_999, 1],
    [10_000, 2],
    [23_000, 2],
    [50_000, 3],
    [100_000, 4],
    [499_999, 4],
    [500_000, 5],
    [1_000_000, 6],
    [5_000_000, 7],
    [9_999_999, 7],
    [10_000_000, 8],
    [2_000_000_000, 8],
  ])('%i followers → range %i', (count, id) => {
    expect(followerRangeFor(count).followerId).toBe(id);
  });

  it('is total for every count ≥ 0, and contains the count from 5k on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (count) => {
        const range = followerRangeFor(count);
        expect(FOLLOWER_RANGES).toContain(range);
        if (count >= 5_000) {
          expect(range.min).toBeLessThanOrEqual(count);
          if (range.max !== null) expect(count).toBeLessThan(range.max);
        }
      }),
    );
  });

  it('rejects negative counts', () => {
    expect(() => followerRangeFor(-1)).toThrow(RangeError);
  });

  it('finds a range by id', () => {
    expect(followerRangeById(8)?.followerRange).toBe('10m+');
    expect(followerRangeById(9)).toBeUndefined();
  });
});

describe('cardFollowerLabel', () => {
  it.each([
    [23_000, '10k+'],
    [5_000, '5k+'],
    [9_999, '5k+'],
    [10_000, '10k+'],
    [75_000, '50k+'],
    [250_000, '100k+'],
    [750_000, '500k+'],
    [3_000_000, '1m+'],
    [7_000_000, '5m+'],
    [10_000_000, '10m+'],
    [123_456_789, '10m+'],
    [3_200, '3.2k'],
    [800, '800'],
  ])('%i → %s', (count, label) => {
    expect(cardFollowerLabel(count)).toBe(label);
  });

  it('the lower bound it shows is never above the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (count) => {
        const lower = parseCompactLabel(cardFollowerLabel(count));
        expect(lower).not.toBeNull();
        expect(lower!).toBeLessThanOrEqual(count);
      }),
    );
  });

  it('shows the range lower bound from 5k on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5_000, max: 1_000_000_000 }), (count) => {
        expect(parseCompactLabel(cardFollowerLabel(count))).toBe(followerRangeFor(count).min);
        expect(cardFollowerLabel(count).endsWith('+')).toBe(true);
      }),
    );
  });
});

describe('followerLabelById', () => {
  it.each([
    [1, '5k+'],
    [2, '10k+'],
    [5, '500k+'],
    [8, '10m+'],
  ])('range %i → %s', (followerId, label) => {
    expect(followerLabelById(followerId)).toBe(label);
  });

  it('is undefined for an unknown range', () => {
    expect(followerLabelById(0)).toBeUndefined();
    expect(followerLabelById(99)).toBeUndefined();
  });

  it("says what a card says for any count in the account's range (one rule for card and profile)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 5_000, max: 1_000_000_000 }), (count) => {
        expect(followerLabelById(followerRangeFor(count).followerId)).toBe(cardFollowerLabel(count));
      }),
    );
  });
});
