/**
 * Sorts the build's JavaScript chunks into what the service worker keeps on a device: the
 * install list (precached by every device), the signed-in list (kept once someone signs in) and
 * the offline-work list (kept only for users who have the pages that work offline). Every other
 * chunk is fetched on first use and kept by the worker's run-time cache.
 */

/** What the selection needs to know of one output chunk (a subset of Rollup's OutputChunk). */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for (a route's split component, a lazily imported module). */
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
}

export interface PrecacheRule {
  /** Route modules that are a route's own page; one matched by no list below is online-only. */
  routeModule: RegExp;
  /** The pages anyone may open before signing in (sign-in, recovery, out of service, ...). */
  installRoutes: RegExp;
  /**
   * Modules the start-up loads lazily before a page's first render, whichever page it is (the
   * Chakra root, the texts, the worker's registration): installed with the entry.
   */
  startUp: RegExp;
  /** The signed-in shell and the pages every signed-in user has (home, not found). */
  signedInRoutes: RegExp;
  /**
   * Lazily loaded modules every signed-in user needs whichever page they open (the signed-in
   * pages' texts): kept with the signed-in list rather than installed on every device.
   */
  signedInModules?: RegExp;
  /** The pages that work offline: kept only on the devices of users who have them. */
  offlineWorkRoutes: RegExp;
  /**
   * Modules whose chunk is in no list even when a listed page loads it (exceljs): the page warms
   * it into the run-time cache when an order is made available offline.
   */
  runtimeOnly: RegExp;
}

/** The chunk file names of each list; a chunk is in one list at most. */
export interface PrecacheLists {
  install: Set<string>;
  signedIn: Set<string>;
  offlineWork: Set<string>;
}

/**
 * The rule, list by list, each taking only chunks no earlier list took:
 * - install: the entry, the install routes and the start-up modules, with their static imports
 *   and what a start-up module loads lazily (it frames every page: the alert bar's sanitizer).
 *   Other lazy imports are not followed: before sign-in they are dialogs that need the server
 *   anyway, and the route loaders' on-demand code of the pages they load for.
 * - signed-in, then offline-work: their routes with static and lazy imports (photo compression,
 *   the sync engine, a dialog), except a lazy import of another route's page (the router's
 *   table of every page). A chunk an earlier list took is not walked again.
 * A chunk holding a `runtimeOnly` module is in no list. A chunk shared by an online-only page
 * and a listed one is in the list.
 */
export function precacheLists(chunks: readonly ChunkInfo[], rule: PrecacheRule): PrecacheLists {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const facade = (c: ChunkInfo) => (c.facadeModuleId === null ? '' : normalise(c.facadeModuleId));
  const isRuntimeOnly = (c: ChunkInfo) =>
    c.moduleIds.some((id) => rule.runtimeOnly.test(normalise(id)));
  const taken = new Set<string>();

  const walk = (
    roots: readonly ChunkInfo[],
    followLazy: (target: ChunkInfo, from: ChunkInfo) => boolean,
  ) => {
    const list = new Set<string>();
    const pending = roots.map((c) => c.fileName);
    while (pending.length > 0) {
      const name = pending.pop();
      const chunk = name === undefined ? undefined : byName.get(name);
      if (!chunk || list.has(chunk.fileName) || taken.has(chunk.fileName)) continue;
      if (isRuntimeOnly(chunk)) continue;
      list.add(chunk.fileName);
      pending.push(...chunk.imports);
      for (const lazy of chunk.dynamicImports) {
        const target = byName.get(lazy);
        if (target && followLazy(target, chunk)) pending.push(lazy);
      }
    }
    for (const name of list) taken.add(name);
    return list;
  };
  const pagesOf = (routes: RegExp) => (target: ChunkInfo) =>
    !rule.routeModule.test(facade(target)) || routes.test(facade(target));

  const install = walk(
    chunks.filter(
      (c) => c.isEntry || rule.installRoutes.test(facade(c)) || rule.startUp.test(facade(c)),
    ),
    (target, from) =>
      rule.startUp.test(facade(target)) ||
      (rule.startUp.test(facade(from)) && pagesOf(rule.installRoutes)(target)),
  );
  const signedIn = walk(
    chunks.filter(
      (c) =>
        rule.signedInRoutes.test(facade(c)) || (rule.signedInModules?.test(facade(c)) ?? false),
    ),
    pagesOf(rule.signedInRoutes),
  );
  const offlineWork = walk(
    chunks.filter((c) => rule.offlineWorkRoutes.test(facade(c))),
    pagesOf(rule.offlineWorkRoutes),
  );
  return { install, signedIn, offlineWork };
}

/** Module ids use the platform's separators and may carry a query (`?tsr-split=component`). */
function normalise(id: string): string {
  return id.replaceAll('\\', '/');
}

/**
 * Keeps a precache entry unless it is a JavaScript chunk outside the install list (assets that
 * are not chunks, such as the HTML page, icons and the web manifest, are decided by the glob).
 */
export function keepInPrecache(
  url: string,
  jsChunks: ReadonlySet<string>,
  install: ReadonlySet<string>,
): boolean {
  return !jsChunks.has(url) || install.has(url);
}
