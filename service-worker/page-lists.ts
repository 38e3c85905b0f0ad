/**
 * Keeps the page lists a device asked for (signed-in, offline-work) in one cache, beside the
 * install precache: downloads them when a page asks, again for each new version before it
 * installs, and drops at activation every file the new version's lists no longer hold.
 * The lists a device keeps are recorded in the same cache, so a new version knows them.
 */
import { PAGE_LIST_NAMES, type PageListName, type PageListsOutcome } from './page-lists-protocol';

export interface PageListsKeeperOptions {
  caches: CacheStorage;
  fetch: (url: string) => Promise<Response>;
  /** This version's files of each list, as absolute URLs (content-hashed: a URL never changes). */
  lists: Readonly<Record<PageListName, readonly string[]>>;
  cacheName: string;
  /** Where, in that cache, the names of the lists this device keeps are recorded. */
  recordUrl: string;
}

export interface PageListsState {
  lists: PageListName[];
  outcome: PageListsOutcome;
}

export type PageListsKeeper = ReturnType<typeof createPageListsKeeper>;

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

export function createPageListsKeeper(options: PageListsKeeperOptions) {
  const { caches, lists, cacheName, recordUrl } = options;
  const held = new Set(PAGE_LIST_NAMES.flatMap((name) => lists[name]));
  // One operation at a time: a second request waits and then finds the files already there.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  async function listsInUse(): Promise<PageListName[]> {
    const cache = await caches.open(cacheName);
    const record = await cache.match(recordUrl);
    const names: unknown = record ? await record.json().catch(() => []) : [];
    return PAGE_LIST_NAMES.filter((name) => Array.isArray(names) && names.includes(name));
  }

  async function missing(names: readonly PageListName[]): Promise<string[]> {
    const cache = await caches.open(cacheName);
    const urls = [...new Set(names.flatMap((name) => lists[name]))];
    const found = await Promise.all(
      urls.map(async (url) => (await cache.match(url)) !== undefined),
    );
    return urls.filter((_, i) => !found[i]);
  }

  /** Downloads and stores the files of `names` not stored yet. */
  async function fill(names: readonly PageListName[]): Promise<PageListsOutcome> {
    const cache = await caches.open(cacheName);
    const results = await Promise.allSettled(
      (await missing(names)).map(async (url) => {
        const response = await options.fetch(url);
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        await cache.put(url, response);
      }),
    );
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    if (failures.length === 0) return 'cached';
    return failures.some(isQuotaError) ? 'quota' : 'network';
  }

  return {
    /** True for a file of one of this version's lists (served from this cache). */
    holds: (url: string) => held.has(url),

    /** A page's request: records `names` beside the lists already kept and stores them all. */
    keep: (names: readonly PageListName[]): Promise<PageListsState> =>
      serial(async () => {
        const before = await listsInUse();
        const inUse = PAGE_LIST_NAMES.filter((n) => before.includes(n) || names.includes(n));
        if (inUse.length > before.length) {
          const cache = await caches.open(cacheName);
          try {
            await cache.put(recordUrl, new Response(JSON.stringify(inUse)));
          } catch (error) {
            if (isQuotaError(error)) return { lists: before, outcome: 'quota' };
            throw error;
          }
        }
        return { lists: inUse, outcome: await fill(inUse) };
      }),

    /** The lists kept and whether all their files are stored, once the work under way ends. */
    state: (): Promise<PageListsState> =>
      serial(async () => {
        const inUse = await listsInUse();
        return {
          lists: inUse,
          outcome: (await missing(inUse)).length === 0 ? 'cached' : 'missing',
        };
      }),

    /**
     * At install: stores this version's files of the lists the device keeps. Rejects when one
     * cannot be stored, so the version does not install (the browser tries again later) rather
     * than activate without them.
     */
    install: async (): Promise<void> => {
      const outcome = await serial(async () => fill(await listsInUse()));
      if (outcome !== 'cached') throw new Error(`page lists not stored (${outcome})`);
    },

    /** At activation: deletes every stored file that no list of this version holds. */
    clean: (): Promise<void> =>
      serial(async () => {
        const cache = await caches.open(cacheName);
        for (const request of await cache.keys()) {
          if (request.url !== recordUrl && !held.has(request.url)) await cache.delete(request);
        }
      }),
  };
}
