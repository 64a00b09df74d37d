/**
 * GSTIN check (spec §5 'Finish Setup with GST yes requires a number'). A GSTIN is 15 characters:
 * 2-digit state code 01–38, the holder's PAN (5 letters, 4 digits, 1 letter), an entity number [1-9A-Z],
 * the letter 'Z', and a check character computed with the GSTN mod-36 algorithm.
 *
 * isValidGstin is strict about the exact text (upper case, no spaces); run user input through normaliseGstin
 * first. State codes outside 01–38 (97 other territory, 99 centre jurisdiction) are not accepted: an influencer's
 * registration is always in a state or union territory.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^(0[1-9]|[12][0-9]|3[0-8])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Upper-cases and removes whitespace, as people type and paste GST numbers. */
export const normaliseGstin = (input: string): string => input.replace(/\s+/g, '').toUpperCase();

/**
 * The check character for the first 14 characters: each character's value (0–9, A–Z = 10–35) is multiplied by
 * 1 or 2 alternately, the quotient and remainder of the product by 36 are added up, and the check value is
 * (36 − sum mod 36) mod 36.
 */
export const gstinCheckChar = (first14: string): string => {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new RangeError('expected 14 characters of 0-9 and A-Z');
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
};

export const isValidGstin = (value: string): boolean =>
  GSTIN_SHAPE.test(value) && gstinCheckChar(value.slice(0, 14)) === value.charAt(14);
