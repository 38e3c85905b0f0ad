/**
 * Every browser-storage name the client uses, in one place, so that clearing one (the session on
 * sign-out) can be checked never to touch another (drafts in the Dexie database `portalpro`).
 */

/** localStorage: the signed-in session (token, user, menu, site). Cleared on sign-out. */
export const SESSION_STORAGE_KEY = 'portalpro.session';
/** localStorage: the last init (11) answer: site branding, public key, environment label. */
export const SITE_STORAGE_KEY = 'portalpro.site';
/** localStorage: TanStack Query's persisted read caches. Cleared on sign-out (user data). */
export const QUERY_CACHE_STORAGE_KEY = 'portalpro.query-cache';
/** localStorage: the UI language; survives sign-out. */
export const LANGUAGE_STORAGE_KEY = 'portalpro.lang';
/**
 * IndexedDB: the one Dexie database with drafts, the outbox and photos. Signing out or an expired
 * session must NEVER delete or open it: field work done offline survives until it is synced.
 */
export const OFFLINE_DATABASE_NAME = 'portalpro';
