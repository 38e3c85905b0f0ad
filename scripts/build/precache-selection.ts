/**
 * Chooses which of the build's JavaScript chunks the service worker precaches: the app shell,
 * the sign-in page and the pages that work offline, with everything they load; every other
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
  /** Route modules that are a route's own page; one not matched by `offlineRoutes` is online-only. */
  routeModule: RegExp;
  /** The route modules of the shell, the sign-in page and the pages that work offline. */
  offlineRoutes: RegExp;
  /**
   * Modules whose chunk is never precached even when an offline page loads it (exceljs): the page
   * warms it into the run-time cache when an order is made available offline.
   */
  runtimeOnly: RegExp;
}

/**
 * The rule: start from the entry chunks and the chunks of the offline routes; follow static and
 * dynamic imports, except a dynamic import of another route's page (that is the router's table
 * of every page, not something the offline pages need); drop every chunk holding a
 * `runtimeOnly` module. A chunk shared by an online-only page and an offline one is kept.
 */
export function precachedChunks(chunks: readonly ChunkInfo[], rule: PrecacheRule): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const isRoutePage = (c: ChunkInfo) =>
    c.facadeModuleId !== null && rule.routeModule.test(normalise(c.facadeModuleId));
  const isOfflineRoute = (c: ChunkInfo) =>
    c.facadeModuleId !== null && rule.offlineRoutes.test(normalise(c.facadeModuleId));
  const isRuntimeOnly = (c: ChunkInfo) =>
    c.moduleIds.some((id) => rule.runtimeOnly.test(normalise(id)));

  const selected = new Set<string>();
  const pending = chunks.filter((c) => c.isEntry || isOfflineRoute(c)).map((c) => c.fileName);
  while (pending.length > 0) {
    const name = pending.pop();
    const chunk = name === undefined ? undefined : byName.get(name);
    if (!chunk || selected.has(chunk.fileName) || isRuntimeOnly(chunk)) continue;
    selected.add(chunk.fileName);
    pending.push(...chunk.imports);
    for (const lazy of chunk.dynamicImports) {
      const target = byName.get(lazy);
      if (target && (!isRoutePage(target) || isOfflineRoute(target))) pending.push(lazy);
    }
  }
  return selected;
}

/** Module ids use the platform's separators and may carry a query (`?tsr-split=component`). */
function normalise(id: string): string {
  return id.replaceAll('\\', '/');
}

/**
 * Keeps a precache entry unless it is a JavaScript chunk outside the selection (assets that are
 * not chunks, such as the HTML page, icons and the web manifest, are decided by the glob).
 */
export function keepInPrecache(
  url: string,
  jsChunks: ReadonlySet<string>,
  selected: ReadonlySet<string>,
): boolean {
  return !jsChunks.has(url) || selected.has(url);
}
