/**
 * Loads the Chakra root (src/app/chakra-root.tsx) once and keeps the component, so the root layout
 * can draw it without suspending: the root route's beforeLoad waits for it before any page that
 * uses Chakra renders (every page but the sign-in page, see isPlainPath).
 */
import type * as ChakraRootExports from './chakra-root';
export type ChakraRootModule = typeof ChakraRootExports;

let loaded: ChakraRootModule | null = null;
let loading: Promise<ChakraRootModule> | null = null;

export function loadChakraRoot(): Promise<ChakraRootModule> {
  loading ??= import('./chakra-root').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = null; // a chunk that failed to load (a network cut) is asked for again next time
      throw error;
    },
  );
  return loading;
}

/** The module once loaded, else null. */
export function loadedChakraRoot(): ChakraRootModule | null {
  return loaded;
}

/** The pages drawn without Chakra (router paths, without the base path). */
export function isPlainPath(pathname: string): boolean {
  return pathname === '/login' || pathname === '/login/';
}
