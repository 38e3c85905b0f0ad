/** The page lists of this build, written by vite.config.ts (pageListsModule) into the worker. */
declare module 'virtual:portalpro-page-lists' {
  /** Each list's chunk files, relative to the worker's URL (names as in page-lists-protocol.ts). */
  export const PAGE_LISTS: {
    readonly 'signed-in': readonly string[];
    readonly 'offline-work': readonly string[];
  };
}
