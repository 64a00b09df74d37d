import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATING_BOOST_MS_PER_STAR, RATING_PRIOR_MEAN } from '../constants/reviews';
import { averageRating, ratingRelevanceBoostMs, reviewWindowEnd } from './reviews';

describe('averageRating', () => {
  it('is null without ratings and rounds to one decimal', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(5, 1)).toBe(5);
  });
  it('stays between 1 and 5 for ratings of 1 to 5 stars', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (stars) => {
        const avg = averageRating(
          stars.reduce((s, x) => s + x, 0),
          stars.length,
        )!;
        expect(avg).toBeGreaterThanOrEqual(1);
        expect(avg).toBeLessThanOrEqual(5);
      }),
    );
  });
});

describe('ratingRelevanceBoostMs', () => {
  it('adds nothing without reviews, more for more good reviews, less for poor ones', () => {
    expect(ratingRelevanceBoostMs(0, 0)).toBe(0);
    expect(ratingRelevanceBoostMs(5, 1)).toBeGreaterThan(0);
    expect(ratingRelevanceBoostMs(50, 10)).toBeGreaterThan(ratingRelevanceBoostMs(5, 1));
    expect(ratingRelevanceBoostMs(1, 1)).toBeLessThan(0);
  });
  it('never exceeds the distance of 5 stars from the prior', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 })), (stars) => {
        const boost = ratingRelevanceBoostMs(
          stars.reduce((s, x) => s + x, 0),
          stars.length,
        );
        expect(Math.abs(boost)).toBeLessThanOrEqual((5 - RATING_PRIOR_MEAN) * RATING_BOOST_MS_PER_STAR);
        expect(Number.isInteger(boost)).toBe(true);
      }),
    );
  });
});

it('the review window ends 14 days after completion', () => {
  expect(reviewWindowEnd(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe('2026-01-15T10:00:00.000Z');
});
