/**
 * When the sync engine runs: at start, within seconds of the network returning, when the app gains
 * focus, when the service worker wakes it, and when the next retry is due. One drain at a time.
 */
import type { SyncEngine } from './sync-engine';

/** Delay after a trigger, so a burst of events (online + focus) makes one run. */
export const KICK_DELAY_MS = 1_000;
/** A run now and then even without events, in case an `online` event was missed. */
export const SAFETY_INTERVAL_MS = 60_000;

export interface SchedulerHost {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
  isOnline(): boolean;
}

export function browserHost(): SchedulerHost {
  return {
    addEventListener: (type, l) => window.addEventListener(type, l),
    removeEventListener: (type, l) => window.removeEventListener(type, l),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
    now: () => Date.now(),
    isOnline: () => navigator.onLine,
  };
}

export function startSyncScheduler(engine: SyncEngine, host: SchedulerHost = browserHost()) {
  let timer: unknown = null;
  let running = false;
  let again = false;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer !== null) host.clearTimeout(timer);
    timer = host.setTimeout(() => {
      timer = null;
      void runNow();
    }, ms);
  };

  async function runNow(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const nextDue = host.isOnline() ? await engine.drain() : null;
      const wait = nextDue === null ? SAFETY_INTERVAL_MS : Math.max(0, nextDue - host.now());
      schedule(Math.min(wait, SAFETY_INTERVAL_MS));
    } catch {
      schedule(SAFETY_INTERVAL_MS);
    } finally {
      running = false;
      if (again) {
        again = false;
        schedule(KICK_DELAY_MS);
      }
    }
  }

  const kick = () => schedule(KICK_DELAY_MS);
  const events = ['online', 'focus', 'portalpro:sync-wake'];
  for (const type of events) host.addEventListener(type, kick);
  kick();

  return {
    /** Asks for a run soon (after a new edit, or the user's "sync now"). */
    kick,
    stop() {
      stopped = true;
      for (const type of events) host.removeEventListener(type, kick);
      if (timer !== null) host.clearTimeout(timer);
    },
  };
}

/** The window event that asks the running scheduler for a run soon (also the service worker's wake). */
export const SYNC_WAKE_EVENT = 'portalpro:sync-wake';

/** Asks for a sync soon, e.g. right after a new outbox entry; harmless when no engine runs. */
export function requestSync(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SYNC_WAKE_EVENT));
}
