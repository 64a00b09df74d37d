import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFER_MAX_COUNTERS } from '../constants/offers';
import {
  deadlineInstant,
  deadlineRange,
  isCalendarDate,
  isDeadlineAllowed,
  offerActions,
  offerDateText,
} from './offers';
import { indiaDateOf } from './gst-invoice';

describe('offer rules', () => {
  it('reads dates in India time', () => {
    expect(indiaDateOf(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(indiaDateOf(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(deadlineInstant('2026-12-05').toISOString()).toBe('2026-12-05T18:30:00.000Z');
    expect(offerDateText('2026-12-05')).toBe('5 Dec 2026');
  });

  it('allows delivery dates from tomorrow to 90 days ahead, real dates only', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(deadlineRange(now)).toEqual({ min: '2026-11-28', max: '2027-02-25' });
    expect(isDeadlineAllowed('2026-11-27', now)).toBe(false);
    expect(isDeadlineAllowed('2026-11-28', now)).toBe(true);
    expect(isDeadlineAllowed('2027-02-25', now)).toBe(true);
    expect(isDeadlineAllowed('2027-02-26', now)).toBe(false);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('28-02-2026')).toBe(false);
  });

  it('lets the answering side accept, decline or counter while counters are left, the proposer withdraw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('brand' as const, 'influencer' as const),
        fc.constantFrom('brand' as const, 'influencer' as const),
        fc.integer({ min: 0, max: OFFER_MAX_COUNTERS }),
        (proposer, side, counters) => {
          const actions = offerActions({ status: 'pending', proposer, counters }, side);
          if (side === proposer) expect(actions).toEqual(['withdraw']);
          else expect(actions.includes('counter')).toBe(counters < OFFER_MAX_COUNTERS);
          for (const status of ['accepted', 'paid', 'declined', 'withdrawn'] as const)
            expect(offerActions({ status, proposer, counters }, side)).toEqual([]);
        },
      ),
    );
  });
});
