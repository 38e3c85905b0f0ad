/**
 * How long a loader holds a navigation for its data: a page renders with its data when the
 * server answers in time, and with its own loading, error or offline state otherwise. A loader
 * never fails the navigation and never holds it past this (a call that hangs on a network that
 * only looks connected included); the queries it started go on and fill the page in.
 */

/** The longest a loader waits before the page renders anyway. */
export const LOADER_WAIT_MS = 3000;

/** Resolves once every load settled (fulfilled or not), or after `ms`, whichever comes first. */
export async function loadWithin(
  loads: readonly Promise<unknown>[],
  ms: number = LOADER_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([Promise.allSettled(loads), waited]);
  clearTimeout(timer);
}
