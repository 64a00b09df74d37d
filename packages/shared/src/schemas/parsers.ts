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

/** What a rupee field of a form holds. */
export type RupeeField = number | string;
/** A rupee amount from a number or numeric text; blank reads as missing. */
export const rupees = (requiredMessage: string) =>
  z.preprocess(
    // The parameter's type is the schema's input type: what a rupee field holds.
    (v: RupeeField) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z.number({ error: requiredMessage }),
  );

/** A boolean, or its text 'true' / 'false' as a form or query string sends it. */
export const booleanLike = (message: string) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: message }));
