import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { isUpdate?: boolean }) => void;
const listeners = new Map<string, Listener[]>();
const messageSkipWaiting = vi.fn();
const register = vi.fn(async () => undefined);

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(
      public url: string,
      public options: unknown,
    ) {}
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }
    messageSkipWaiting = messageSkipWaiting;
    register = register;
  },
}));

const emit = (type: string, event: { isUpdate?: boolean } = {}) =>
  listeners.get(type)?.forEach((l) => l(event));

describe('service worker updates', () => {
  const reload = vi.fn();

  beforeEach(() => {
    vi.resetModules();
    listeners.clear();
    messageSkipWaiting.mockClear();
    reload.mockClear();
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('registers sw.js under /PortalPRO/ and offers a waiting update without reloading', async () => {
    const updates = await import('./service-worker-updates');
    await updates.registerServiceWorker();
    expect(register).toHaveBeenCalled();
    expect(updates.updateAvailableStore.get()).toBe(false);

    emit('waiting');
    expect(updates.updateAvailableStore.get()).toBe(true);
    // Another tab took the update: this page, with its open form, is not reloaded.
    emit('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    expect(messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('activates the waiting worker only on the user request, then reloads once it controls', async () => {
    const updates = await import('./service-worker-updates');
    await updates.registerServiceWorker();
    emit('waiting');
    updates.activateUpdate();
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
