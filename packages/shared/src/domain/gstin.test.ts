import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { gstinCheckChar, isValidGstin, normaliseGstin } from './gstin';

const withCheck = (first14: string) => first14 + gstinCheckChar(first14);

describe('gstinCheckChar', () => {
  it('matches published GSTINs', () => {
    // Sample numbers used by independent checksum-validating libraries.
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('33AABCR6577K1Z')).toBe('0');
    expect(gstinCheckChar('07AAKCS1234M1Z')).toBe('5');
  });

  it('rejects malformed input', () => {
    expect(() => gstinCheckChar('27AAPFU0939F1')).toThrow(RangeError);
    expect(() => gstinCheckChar('27aapfu0939f1z')).toThrow(RangeError);
  });
});

describe('isValidGstin', () => {
  it.each([
    ['27AAPFU0939F1ZV'],
    ['33AABCR6577K1Z0'],
    ['07AAKCS1234M1Z5'],
    [withCheck('01ABCDE1234F1Z')],
    [withCheck('07AAACB1234C2Z')],
    [withCheck('38ZZZZZ9999Z9Z')],
    [withCheck('24AAACR5055KAZ')],
    [withCheck('33BBBBB0000BZZ')],
  ])('%s is valid', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
  });

  const good = withCheck('27AAPFU0939F1Z');
  it.each([
    ['empty', ''],
    ['too short', good.slice(0, 14)],
    ['too long', `${good}A`],
    ['lower case', good.toLowerCase()],
    ['spaces', ` ${good}`],
    ['state 00', withCheck('00AAPFU0939F1Z')],
    ['state 39', withCheck('39AAPFU0939F1Z')],
    ['state 99', withCheck('99AAPFU0939F1Z')],
    ['digit in PAN letters', withCheck('271APFU0939F1Z')],
    ['letter in PAN digits', withCheck('27AAPFUA939F1Z')],
    ['digit as PAN last letter', withCheck('27AAPFU093901Z')],
    ['entity 0', withCheck('27AAPFU0939F0Z')],
    ['no Z', withCheck('27AAPFU0939F1Y')],
    ['wrong check character', '27AAPFU0939F1ZW'],
    ['symbol', '27AAPFU0939F1Z#'],
  ])('%s is invalid', (_name, gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });

  it('normaliseGstin lets typed input pass', () => {
    expect(isValidGstin(normaliseGstin(' 27aapfu0939f1zv '))).toBe(true);
    expect(normaliseGstin('27 AAPFU 0939F1ZV')).toBe('27AAPFU0939F1ZV');
  });

  const first14 = fc
    .tuple(
      fc.integer({ min: 1, max: 38 }),
      fc.stringMatching(/^[A-Z]{5}[0-9]{4}[A-Z]$/),
      fc.stringMatching(/^[1-9A-Z]$/),
    )
    .map(([state, pan, entity]) => `${String(state).padStart(2, '0')}${pan}${entity}Z`);

  it('accepts every well-formed number with its check character', () => {
    fc.assert(
      fc.property(first14, (f) => {
        expect(isValidGstin(withCheck(f))).toBe(true);
      }),
    );
  });

  it('rejects every other check character', () => {
    fc.assert(
      fc.property(first14, fc.stringMatching(/^[0-9A-Z]$/), (f, c) => {
        fc.pre(c !== gstinCheckChar(f));
        expect(isValidGstin(f + c)).toBe(false);
      }),
    );
  });

  it('detects any single-character substitution', () => {
    fc.assert(
      fc.property(first14, fc.integer({ min: 0, max: 13 }), fc.stringMatching(/^[0-9A-Z]$/), (f, at, c) => {
        fc.pre(f.charAt(at) !== c);
        const valid = withCheck(f);
        const changed = valid.slice(0, at) + c + valid.slice(at + 1);
        expect(isValidGstin(changed)).toBe(false);
      }),
    );
  });
});
