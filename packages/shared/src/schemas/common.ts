import { z } from 'zod';
import { MAX_DB_INT } from '../constants/limits';
import { CommonMessages } from '../messages/common';

/** Every API response body, success or failure (ARCHITECTURE §3). */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    isSuccess: z.boolean(),
    message: z.string(),
    data: data,
    token: z.string().optional(),
  });

export const ZErrorEnvelope = z.object({
  isSuccess: z.literal(false),
  message: z.string(),
  data: z.null(),
});

export type TEnvelope<T> = { isSuccess: boolean; message: string; data: T; token?: string };

/** A path or query id: digits only, positive, and small enough for an integer column. */
export const ZIdParam = z.coerce
  .number({ error: CommonMessages.idNotNumber })
  .int(CommonMessages.idNotWhole)
  .positive(CommonMessages.idNotPositive)
  .max(MAX_DB_INT, CommonMessages.idTooLarge);

/**
 * An integer that a database `integer` column can hold (ids, and the form's temporary ids that may be 0 or
 * negative). A bigger one would reach PostgreSQL as 'value out of range': refused here with a 400 instead.
 */
export const dbInt = <T extends z.ZodNumber | z.ZodCoercedNumber>(
  schema: T,
  message: string = CommonMessages.idTooLarge,
): T =>
  // min and max return the same kind of schema they are called on.
  schema.min(-MAX_DB_INT, message).max(MAX_DB_INT, message) as T;

// Bidi controls: the Arabic letter mark, LRM/RLM, the embeddings and overrides (U+202A–U+202E) and the
// isolates (U+2066–U+2069). ZWJ / ZWNJ (U+200C, U+200D) stay allowed: Indic scripts and emoji need them.
const BIDI_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
/** C0 controls (tab and line breaks included), DEL, C1 controls, line/paragraph separators, bidi controls. */
const SINGLE_LINE_REFUSED = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029${BIDI_CONTROLS}]`);
/** The same, less tab, line feed and carriage return. */
const MULTI_LINE_REFUSED = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`,
);

/**
 * The one rule for free text (names, user names, titles, codes): no control character and no character that
 * changes the text direction, which would let 'evil\u202Egnp.exe' display as something else.
 */
export const isSingleLineText = (text: string): boolean => !SINGLE_LINE_REFUSED.test(text);
/** The rule for multi-line fields (descriptions, reasons): line breaks and tabs are allowed. */
export const isMultiLineText = (text: string): boolean => !MULTI_LINE_REFUSED.test(text);

/** A name, title or code: {@link isSingleLineText}. */
export const singleLine = <T extends z.ZodString>(schema: T): T =>
  schema.refine(isSingleLineText, CommonMessages.controlCharacters);
/** A description or reason: {@link isMultiLineText}. */
export const multiLine = <T extends z.ZodString>(schema: T): T =>
  schema.refine(isMultiLineText, CommonMessages.controlCharacters);

/** A user id from the body or query: the browser keeps it in local storage as text. */
export const ZUserId = dbInt(
  z.coerce
    .number({ error: CommonMessages.userIdRequired })
    .int(CommonMessages.userIdRequired)
    .positive(CommonMessages.userIdRequired),
  CommonMessages.userIdTooLarge,
);
