import { z } from 'zod';
import { CommonMessages } from '../messages/common';

/** Form fields and query strings: text and numbers that may arrive blank or as text. */

export const optionalText = z.string().nullish();

/** A number that may arrive as text (form fields, query strings); '' and null mean "not given". */
export const optionalNumber = z.preprocess(
  // The parameter's type is the schema's input type, what a form field holds.
  (v: string | number | null | undefined) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: CommonMessages.notANumber }).optional(),
);

const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

/** Above this a rupee amount has no exact integer number of paise, so no ledger can hold it. */
export const MAX_EXACT_RUPEES = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/** What a rupee field of a form holds. */
export type RupeeField = number | string;
/**
 * A rupee amount from a number or numeric text; blank reads as missing. Every rupee amount on the wire is
 * refused beyond what paise can hold exactly, whatever its own rules add, so no amount reaches the money code
 * as a number it cannot convert (a 400, never a 500).
 */
export const rupees = (requiredMessage: string, field = 'Amount') =>
  z.preprocess(
    // The parameter's type is the schema's input type: what a rupee field holds.
    (v: RupeeField) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z.number({ error: requiredMessage }).max(MAX_EXACT_RUPEES, CommonMessages.tooLarge(field)),
  );

/** A boolean, or its text 'true' / 'false' as a form or query string sends it. */
export const booleanLike = (message: string) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: message }));
