import { describe, expect, it, vi } from 'vitest';
import type { PageListsOutcome, PageListsRequest } from '../../service-worker/page-lists-protocol';
import { createStore } from '../lib/external-store';
import type { SessionState } from '../lib/session/session-controller';
import { keepPagesForSignedInUsers, keepPagesOffline, type KeepPagesOutcome } from './page-lists';

/** A worker that answers every request with `outcome` and records what it was asked. */
function fakeWorker(outcome: PageListsOutcome, state: ServiceWorkerState = 'activated') {
  const asked: PageListsRequest[] = [];
  const listeners: (() => void)[] = [];
  const worker = {
    state,
    asked,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    postMessage(request: PageListsRequest, [port]: MessagePort[]) {
      asked.push(request);
      port?.postMessage({ type: 'PAGE_LISTS', lists: request.lists ?? [], outcome });
    },
    /** Moves the worker to a new state, as the browser does. */
    become(next: ServiceWorkerState) {
      worker.state = next;
      for (const listener of listeners) listener();
    },
  };
  return worker;
}

type FakeWorker = ReturnType<typeof fakeWorker>;

function container(registration: Partial<Record<'active' | 'installing', FakeWorker>> | null) {
  return {
    getRegistration: async () =>
      registration === null
        ? undefined
        : { active: null, installing: null, waiting: null, ...registration },
  } as unknown as ServiceWorkerContainer;
}

describe('keepPagesOffline', () => {
  it('asks the active worker for the signed-in pages, and the offline-work ones when the user has them', async () => {
    const worker = fakeWorker('cached');
    expect(await keepPagesOffline(false, container({ active: worker }))).toBe('cached');
    expect(await keepPagesOffline(true, container({ active: worker }))).toBe('cached');
    expect(worker.asked).toEqual([
      { type: 'KEEP_PAGE_LISTS', lists: ['signed-in'] },
      { type: 'KEEP_PAGE_LISTS', lists: ['signed-in', 'offline-work'] },
    ]);
  });

  it("passes on the worker's failure", async () => {
    const worker = fakeWorker('quota');
    expect(await keepPagesOffline(true, container({ active: worker }))).toBe('quota');
  });

  it('waits for a first install to finish before asking', async () => {
    const worker = fakeWorker('cached', 'installing');
    const outcome = keepPagesOffline(true, container({ installing: worker }));
    await Promise.resolve();
    expect(worker.asked).toEqual([]);
    worker.become('activated');
    expect(await outcome).toBe('cached');
  });

  it('answers "network" when the first install failed', async () => {
    const worker = fakeWorker('cached', 'installing');
    const outcome = keepPagesOffline(true, container({ installing: worker }));
    worker.become('redundant');
    expect(await outcome).toBe('network');
  });

  it('answers "no-worker" where no worker is registered', async () => {
    expect(await keepPagesOffline(true, container(null))).toBe('no-worker');
    expect(await keepPagesOffline(true, undefined)).toBe('no-worker');
  });
});

describe('keepPagesForSignedInUsers', () => {
  const signedIn = (accessPath: string[]) =>
    ({
      restored: true,
      expired: false,
      session: { AccessPath: accessPath },
      init: {},
    }) as unknown as SessionState;
  const signedOut = {
    restored: true,
    expired: false,
    session: null,
    init: {},
  } as unknown as SessionState;
  const CREW = ['/', '/mantenimiento_ordenes_mantenimiento'];
  const SUPPLIER = ['/', '/payment_pending'];

  function setup(initial: SessionState, outcomes: KeepPagesOutcome[] = []) {
    const store = createStore(initial);
    const keep = vi.fn(async (_offlineWork: boolean) => outcomes.shift() ?? 'cached');
    const stop = keepPagesForSignedInUsers(store, keep);
    return { store, keep, stop };
  }

  it('asks nothing while nobody is signed in', () => {
    const { keep, stop } = setup(signedOut);
    expect(keep).not.toHaveBeenCalled();
    stop();
  });

  it('asks once at start with a stored session, not again on each session refresh', async () => {
    const { store, keep, stop } = setup(signedIn(CREW));
    await vi.waitFor(() => expect(keep).toHaveBeenCalledWith(true));
    store.set(signedIn(CREW));
    await Promise.resolve();
    expect(keep).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks at sign-in: a supplier for the signed-in pages only, then a crew member for the offline ones', async () => {
    const { store, keep, stop } = setup(signedOut);
    store.set(signedIn(SUPPLIER));
    await vi.waitFor(() => expect(keep).toHaveBeenLastCalledWith(false));
    store.set(signedOut);
    store.set(signedIn(CREW));
    await vi.waitFor(() => expect(keep).toHaveBeenLastCalledWith(true));
    expect(keep).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks again when the network returns after a failure', async () => {
    const { keep, stop } = setup(signedIn(CREW), ['network']);
    await vi.waitFor(() => expect(keep).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(keep).toHaveBeenCalledTimes(2));
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(keep).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks for a user who signed in while an earlier request was under way', async () => {
    const { store, keep, stop } = setup(signedIn(SUPPLIER));
    store.set(signedOut);
    store.set(signedIn(CREW));
    await vi.waitFor(() => expect(keep).toHaveBeenCalledTimes(2));
    expect(keep.mock.calls).toEqual([[false], [true]]);
    stop();
  });
});
