import { describe, expect, it, vi } from 'vitest';
import type { SyncEngine } from './sync-engine';
import {
  KICK_DELAY_MS,
  SAFETY_INTERVAL_MS,
  startSyncScheduler,
  type SchedulerHost,
} from './sync-scheduler';

function fakeHost(online = true) {
  const listeners = new Map<string, Set<() => void>>();
  let t = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const host: SchedulerHost & {
    advance(ms: number): Promise<void>;
    fire(type: string): void;
    online: boolean;
  } = {
    online,
    addEventListener: (type, l) =>
      listeners.set(type, new Set([...(listeners.get(type) ?? []), l])),
    removeEventListener: (type, l) => listeners.get(type)?.delete(l),
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: t + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => (timers = timers.filter((x) => x.id !== id)),
    now: () => t,
    isOnline: () => host.online,
    fire: (type) => listeners.get(type)?.forEach((l) => l()),
    async advance(ms) {
      const end = t + ms;
      for (;;) {
        const due = timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((x) => x !== due);
        t = due.at;
        due.fn();
        await new Promise((r) => setTimeout(r, 0));
      }
      t = end;
    },
  };
  return host;
}

function fakeEngine(nextDue: () => number | null = () => null) {
  const drain = vi.fn(async () => nextDue());
  return { engine: { drain } as unknown as SyncEngine, drain };
}

describe('sync scheduler', () => {
  it('runs within seconds of starting', async () => {
    const host = fakeHost();
    const { engine, drain } = fakeEngine();
    startSyncScheduler(engine, host);
    await host.advance(KICK_DELAY_MS);
    expect(drain).toHaveBeenCalledTimes(1);
  });

  it('runs within 5 s of the network returning, once for a burst of events', async () => {
    const host = fakeHost(false);
    const { engine, drain } = fakeEngine();
    startSyncScheduler(engine, host);
    await host.advance(KICK_DELAY_MS);
    expect(drain).not.toHaveBeenCalled();
    host.online = true;
    host.fire('online');
    host.fire('focus');
    await host.advance(5_000);
    expect(drain).toHaveBeenCalledTimes(1);
  });

  it('wakes for the service worker and when the next retry is due', async () => {
    const host = fakeHost();
    let due: number | null = 30_000;
    const { engine, drain } = fakeEngine(() => {
      const d = due;
      due = null;
      return d;
    });
    startSyncScheduler(engine, host);
    await host.advance(KICK_DELAY_MS);
    await host.advance(30_000);
    expect(drain).toHaveBeenCalledTimes(2);
    host.fire('portalpro:sync-wake');
    await host.advance(KICK_DELAY_MS);
    expect(drain).toHaveBeenCalledTimes(3);
  });

  it('keeps a safety run every minute and stops cleanly', async () => {
    const host = fakeHost();
    const { engine, drain } = fakeEngine();
    const scheduler = startSyncScheduler(engine, host);
    await host.advance(KICK_DELAY_MS + SAFETY_INTERVAL_MS * 2);
    expect(drain).toHaveBeenCalledTimes(3);
    scheduler.stop();
    await host.advance(SAFETY_INTERVAL_MS * 3);
    expect(drain).toHaveBeenCalledTimes(3);
  });
});
