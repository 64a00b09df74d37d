import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canRequestRevision, revisionsLeft, revisionsUsedText } from './revisions';

describe('revision allowances', () => {
  it('counts what is left and never below zero', () => {
    expect(revisionsLeft({ allowed: 2, used: 0 })).toBe(2);
    expect(revisionsLeft({ allowed: 2, used: 2 })).toBe(0);
    expect(revisionsLeft({ allowed: 1, used: 3 })).toBe(0);
  });

  it('allows a request only while one is left', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (allowed, used) => {
        expect(canRequestRevision({ allowed, used })).toBe(used < allowed);
      }),
    );
  });

  it('says how many were used of how many', () => {
    expect(revisionsUsedText({ allowed: 2, used: 1 })).toBe('Revisions: 1 of 2 used');
  });
});
