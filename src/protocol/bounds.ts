/**
 * The shared bounds of request fields: every integer within the int4 column it is stored in or
 * compared with, and every string free of control characters (PostgreSQL refuses U+0000 in text).
 * Request schemas build their fields from these so a value the database cannot take is a 400.
 */
import * as v from 'valibot';

/** The largest value of a PostgreSQL integer (int4) column; all integer columns are int4. */
export const INT4_MAX = 2_147_483_647;
/** The smallest value of a PostgreSQL integer (int4) column. */
export const INT4_MIN = -2_147_483_648;

/** Any int4 integer, negative included. */
export const int32 = v.pipe(v.number(), v.integer(), v.minValue(INT4_MIN), v.maxValue(INT4_MAX));
/** An int4 integer of 0 or more: an offset, a version, a sequence number. */
export const nonNegativeInt32 = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(INT4_MAX),
);
/** A positive int4 integer: a database id (serial), a size, a page. */
export const idSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX));

/**
 * The message of the issue a control character raises; the server answers it with the translated
 * `controlCharacters` message rather than the generic malformed-field one.
 */
export const CONTROL_CHARACTER_ISSUE = 'controlCharacters';
/** A Unicode control character (Cc) other than tab, line feed and carriage return. */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

/** Whether a text is free of control characters other than tab, CR and LF. */
export function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_CHARACTER.test(text);
}

/**
 * Every string of a request: any text without control characters other than tab, CR and LF.
 * Pipe further rules after it: `v.pipe(plainString, v.maxLength(40))`.
 */
export const plainString = v.pipe(
  v.string(),
  v.check(hasNoControlCharacters, CONTROL_CHARACTER_ISSUE),
);

/** A plain string of at most `max` characters. */
export const plainText = (max: number) => v.pipe(plainString, v.maxLength(max));
