/**
 * Mexican tax ids (RFC), spec 1 §5: a legal entity has 3 letters, a yymmdd date and 3
 * alphanumerics (12 characters); a natural person has 4 letters, the same date and suffix (13).
 * The spec allows 3 or 4 letters for a natural person; with 3 letters the id reads as a legal
 * entity, so the 4-letter form is the one that tells a person apart.
 */

const LETTERS = 'A-ZÑ&';
const LEGAL_ENTITY = new RegExp(`^[${LETTERS}]{3}(\\d{2})(\\d{2})(\\d{2})[A-Z0-9]{3}$`);
const NATURAL_PERSON = new RegExp(`^[${LETTERS}]{3,4}(\\d{2})(\\d{2})(\\d{2})[A-Z0-9]{3}$`);

export type RfcKind = 'legal-entity' | 'natural-person';

const SHAPE = new RegExp(`^[${LETTERS}]{3,4}\\d{6}[A-Z0-9]{3}$`);

/**
 * True when the value (as written, upper case) has an RFC's shape: 3 or 4 letters, 6 digits and 3
 * alphanumerics, the date not checked. For lists and settings written by others (the SAT's 69-B
 * list, the certifier's RFC), which name real RFCs whatever their date digits say.
 */
export function hasRfcShape(value: string): boolean {
  return SHAPE.test(value);
}

function validDate(yy: string, mm: string, dd: string): boolean {
  const m = Number(mm);
  const d = Number(dd);
  if (m < 1 || m > 12 || d < 1) return false;
  // The century is unknown; Feb 29 is valid in any yy divisible by 4 (2000 was a leap year).
  const leap = Number(yy) % 4 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return d <= days;
}

/** Classifies an RFC (upper-cased, trimmed) or returns null when it matches neither pattern. */
export function rfcKind(value: string): RfcKind | null {
  const rfc = value.trim().toUpperCase();
  const legal = LEGAL_ENTITY.exec(rfc);
  if (legal && rfc.length === 12)
    return validDate(legal[1]!, legal[2]!, legal[3]!) ? 'legal-entity' : null;
  const natural = NATURAL_PERSON.exec(rfc);
  if (natural && rfc.length === 13)
    return validDate(natural[1]!, natural[2]!, natural[3]!) ? 'natural-person' : null;
  return null;
}

/** True when the value looks like an RFC of either kind (used to pick "without password" sign-in). */
export function looksLikeRfc(value: string): boolean {
  return rfcKind(value) !== null;
}

/** Generic RFCs of the tax authority: the public at large and foreign residents. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;
