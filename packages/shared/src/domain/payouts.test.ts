import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../testing/property-runs';
import {
  defaultPayoutReference,
  maskTail,
  normaliseAccountNo,
  normaliseCode,
  normalisePhone,
  normaliseUpi,
} from './payouts';

describe('maskTail', () => {
  it('shows only the last four characters', () => {
    expect(maskTail('1234567890')).toBe('XXXXXX7890');
    expect(maskTail('ABCDE1234F')).toBe('XXXXXX234F');
    expect(maskTail('priya@okicici')).toBe('XXXXXXXXXcici');
    expect(maskTail('9876543210')).toBe('XXXXXX3210');
  });

  it('masks a short value whole', () => {
    expect(maskTail('')).toBe('');
    expect(maskTail('1234')).toBe('XXXX');
    expect(maskTail('12345')).toBe('X2345');
  });

  it('keeps the length and never reveals more than four characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 40 }), (value) => {
        const masked = maskTail(value);
        expect(masked.length).toBe(value.length);
        const hidden = Math.max(value.length - 4, value.length <= 4 ? value.length : 0);
        expect(masked.slice(0, hidden)).toBe('X'.repeat(hidden));
        if (value.length > 4) expect(masked.slice(-4)).toBe(value.slice(-4));
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});

describe('normalisers', () => {
  it('read Indian mobiles in the ways people write them', () => {
    for (const written of [
      '9876543210',
      '+91 98765 43210',
      '+919876543210',
      '91-98765-43210',
      '09876543210',
    ]) {
      expect(normalisePhone(written)).toBe('9876543210');
    }
    expect(normalisePhone('12345')).toBe('12345');
    expect(normalisePhone('+1 415 555 0100')).toBe('+14155550100');
  });

  it('upper-case codes, compact account numbers, lower-case UPI IDs', () => {
    expect(normaliseCode(' sbin 0001234 ')).toBe('SBIN0001234');
    expect(normaliseAccountNo('1234 5678-9012')).toBe('123456789012');
    expect(normaliseUpi(' Priya.S@OKICICI ')).toBe('priya.s@okicici');
  });

  it('names the default reference after the payout id', () => {
    expect(defaultPayoutReference(123)).toBe('PAYOUT-000123');
    expect(defaultPayoutReference(12_345_678)).toBe('PAYOUT-12345678');
  });
});
