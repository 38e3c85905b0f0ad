/**
 * The messages between a page and the service worker about the page lists a device keeps beyond
 * the install precache: 'signed-in' (the signed-in shell and home, for every user once signed in)
 * and 'offline-work' (the maintenance pages that work offline, for the users who have them).
 * Pure TypeScript: the worker (service-worker/) and the page (src/offline/) both import it.
 */

export const PAGE_LIST_NAMES = ['signed-in', 'offline-work'] as const;

export type PageListName = (typeof PAGE_LIST_NAMES)[number];

/** Page -> worker: keep these lists on this device (now, and in every later version). */
export const KEEP_PAGE_LISTS = 'KEEP_PAGE_LISTS';
/** Page -> worker: which lists this device keeps, once the work under way has ended. */
export const PAGE_LISTS_STATE = 'PAGE_LISTS_STATE';

export interface PageListsRequest {
  type: typeof KEEP_PAGE_LISTS | typeof PAGE_LISTS_STATE;
  lists?: readonly PageListName[];
}

/**
 * 'cached': every file of the lists kept is stored; 'missing': some are not (only answered to a
 * state request); 'network' / 'quota': a file could not be downloaded / stored.
 */
export type PageListsOutcome = 'cached' | 'missing' | 'network' | 'quota';

/** Worker -> page, on the MessagePort sent with the request. */
export interface PageListsReply {
  type: 'PAGE_LISTS';
  lists: PageListName[];
  outcome: PageListsOutcome;
}

export function isPageListName(value: unknown): value is PageListName {
  return (PAGE_LIST_NAMES as readonly unknown[]).includes(value);
}
