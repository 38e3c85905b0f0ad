import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline, loadWithin } from './-load-within';

describe('loadWithin', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for every load, failed ones included', async () => {
    let done = false;
    const slow = new Promise((resolve) => setTimeout(resolve, 20)).then(() => (done = true));
    await loadWithin([slow, Promise.reject(new Error('refused'))], 1_000);
    expect(done).toBe(true);
  });

  it('stops waiting for a call that hangs', async () => {
    vi.useFakeTimers();
    let settled = false;
    const waiting = loadWithin([new Promise(() => undefined)], 3_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
  });
});

describe('loadWhenOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for nothing offline, so nothing waits for the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(() => [new Promise(() => undefined)]);
    await loadWhenOnline(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('online, waits for the loads and lets a refusal through to the page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    let done = false;
    await expect(
      loadWhenOnline(() => [
        Promise.resolve().then(() => (done = true)),
        Promise.reject(new Error('refused')),
      ]),
    ).resolves.toBeUndefined();
    expect(done).toBe(true);
  });
});
