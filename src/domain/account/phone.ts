/**
 * Telephone numbers of contact data (spec 1 §3 User, §5, §9): 10 digits with a country prefix,
 * +52 (default) or +1, stored as prefix + number and read back by the stored length.
 */

export const PHONE_DIGITS = 10;
export const PHONE_PREFIXES = ['52', '1'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];
export const DEFAULT_PHONE_PREFIX: PhonePrefix = '52';

export interface PhoneParts {
  /** Country prefix as digits without '+'. */
  prefix: string;
  /** The 10-digit number. */
  number: string;
}

const DIGITS_ONLY = /^\d*$/;

/**
 * What a phone field keeps of typed or pasted text: digits only; anything that is not a whole
 * number clears the field (spec 1 §5 Both forms).
 */
export function phoneFieldValue(text: string): string {
  return DIGITS_ONLY.test(text) ? text : '';
}

/** True for exactly 10 digits. */
export function isPhoneNumber(value: string): boolean {
  return value.length === PHONE_DIGITS && DIGITS_ONLY.test(value);
}

export function isPhonePrefix(value: string): value is PhonePrefix {
  return (PHONE_PREFIXES as readonly string[]).includes(value);
}

/** The stored form: prefix followed by the 10-digit number ("52" + "5512345678"). */
export function formatStoredPhone(prefix: string, number: string): string {
  return `${prefix}${number}`;
}

/**
 * Splits a stored value by its length: 10 is the number alone (prefix 52), 11 a one-digit prefix,
 * 12 a two-digit prefix. Anything else, or non-digits, is not a stored phone (null).
 */
export function parseStoredPhone(stored: string | null | undefined): PhoneParts | null {
  const value = (stored ?? '').trim();
  if (!/^\d+$/.test(value)) return null;
  switch (value.length) {
    case 10:
      return { prefix: DEFAULT_PHONE_PREFIX, number: value };
    case 11:
      return { prefix: value.slice(0, 1), number: value.slice(1) };
    case 12:
      return { prefix: value.slice(0, 2), number: value.slice(2) };
    default:
      return null;
  }
}

/** A stored phone the forms accept: a known prefix and 10 digits. */
export function isValidStoredPhone(stored: string): boolean {
  const parts = parseStoredPhone(stored);
  return parts !== null && isPhonePrefix(parts.prefix) && isPhoneNumber(parts.number);
}

/** Two stored values name the same phone (a bare 10-digit value reads as +52). */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const pa = parseStoredPhone(a);
  const pb = parseStoredPhone(b);
  if (!pa || !pb) return (a ?? '').trim() === (b ?? '').trim();
  return pa.prefix === pb.prefix && pa.number === pb.number;
}

/** The international form an SMS is addressed to: "+525512345678". */
export function internationalPhone(stored: string): string | null {
  const parts = parseStoredPhone(stored);
  return parts ? `+${parts.prefix}${parts.number}` : null;
}
