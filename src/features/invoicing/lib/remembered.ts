/**
 * What a lessor typed on a list page and the search they ran, kept for the browser tab's life
 * (sessionStorage): going to an invoice page and back, or reloading, finds the form and the
 * results as they were. Only plain filter values are kept, never documents.
 */

import * as v from 'valibot';

const PREFIX = 'portalpro.invoicing.';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The stored value of a page, or null when there is none or it cannot be read. */
export function readRemembered<T>(page: string, isValid: (value: unknown) => value is T): T | null {
  const raw = storage()?.getItem(PREFIX + page);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeRemembered(page: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + page, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the convenience, never the page.
  }
}

/** The key of a user's page. */
export function rememberKey(user: string, page: string): string {
  return `${user}:${page}`;
}

/** A user's kept state of a page when it still matches its schema (a route's loader reads it too). */
export function rememberedFor<S extends v.GenericSchema>(
  user: string,
  page: string,
  schema: S,
): v.InferOutput<S> | null {
  return readRemembered(rememberKey(user, page), (x): x is v.InferOutput<S> => v.is(schema, x));
}
