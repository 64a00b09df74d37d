import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isOffline, parseTimestamp } from './presence';

const DAY = 86_400_000;
const now = new Date('2025-06-30T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('isOffline', () => {
  it.each([
    ['never logged in', false, null, true],
    ['empty last login', false, '', true],
    ['garbage last login', false, 'not a date', true],
    ['logged in today', false, ago(60_000), false],
    ['89 days ago', false, ago(89 * DAY), false],
    ['exactly 90 days ago (boundary: still online)', false, ago(90 * DAY), false],
    ['90 days and 1 ms ago', false, ago(90 * DAY + 1), true],
    ['a year ago', false, ago(365 * DAY), true],
    ['the unset date 0001-01-01', false, '0001-01-01T00:00:00', true],
    ['featured, never logged in', true, null, false],
    ['featured, a year ago', true, ago(365 * DAY), false],
    ['last login in the future (clock skew)', false, ago(-DAY), false],
  ])('%s', (_name, isFeatured, lastLoginOn, expected) => {
    expect(isOffline({ isFeatured, lastLoginOn }, now)).toBe(expected);
  });

  it('reads zone-less timestamps as UTC', () => {
    expect(isOffline({ isFeatured: false, lastLoginOn: '2025-04-01T12:00:00' }, now)).toBe(false); // 90 days
    expect(isOffline({ isFeatured: false, lastLoginOn: '2025-04-01T11:59:59' }, now)).toBe(true);
    expect(isOffline({ isFeatured: false, lastLoginOn: '2025-04-01 11:59:59.999' }, now)).toBe(true);
  });

  it('featured is never offline', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.date({ noInvalidDate: true }), (lastLoginOn, at) => {
        expect(isOffline({ isFeatured: true, lastLoginOn }, at)).toBe(false);
      }),
    );
  });

  it('is monotone: once offline, later instants stay offline', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), fc.integer({ min: 0, max: 400 * DAY }), (a, b) => {
        const lastLoginOn = ago(0);
        const at = (ms: number) => new Date(now.getTime() + ms);
        if (isOffline({ isFeatured: false, lastLoginOn }, at(Math.min(a, b)))) {
          expect(isOffline({ isFeatured: false, lastLoginOn }, at(Math.max(a, b)))).toBe(true);
        }
      }),
    );
  });
});

describe('parseTimestamp', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['  ', null],
    ['nope', null],
    ['2025-01-05T10:00:00Z', Date.UTC(2025, 0, 5, 10)],
    ['2025-01-05T10:00:00', Date.UTC(2025, 0, 5, 10)],
    ['2025-01-05T15:30:00+05:30', Date.UTC(2025, 0, 5, 10)],
    ['2025-01-05', Date.UTC(2025, 0, 5)],
  ])('%j → %s', (value, ms) => {
    expect(parseTimestamp(value)).toBe(ms);
  });
});
