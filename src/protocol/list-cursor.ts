/**
 * The cursor of a list paged by keyset (the orders list, the user table): the place of a page's
 * last row in the list's order, written as base64url JSON. The server writes it as `Next` and reads
 * it back; a client only returns the one it was given, so its shape may change with the order.
 */
import * as v from 'valibot';
import { plainString } from './bounds';

/** The longest cursor a request may carry (a user name of 256 characters fits with room). */
export const MAX_CURSOR_LENGTH = 2048;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The values of a place in a list's order as the cursor that names it. */
export function encodeListCursor(values: readonly (string | number)[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(values));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The JSON array a cursor holds, or null when it is not a cursor this server wrote. */
export function decodeListCursor(cursor: string): unknown[] | null {
  if (!BASE64URL.test(cursor) || cursor.length > MAX_CURSOR_LENGTH) return null;
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return Array.isArray(parsed) ? (parsed as unknown[]) : null;
  } catch {
    return null;
  }
}

/**
 * A request field holding a cursor, read into the place it names by `read` (null when the values
 * are not a place of this list). Anything else is a malformed field: a 400 naming it.
 */
export function listCursorSchema<T>(read: (values: readonly unknown[]) => T | null) {
  return v.pipe(
    plainString,
    v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
      const values = decodeListCursor(dataset.value);
      const place = values === null ? null : read(values);
      if (place === null) {
        addIssue({ message: 'not a cursor of this list' });
        return NEVER;
      }
      return place;
    }),
  );
}
