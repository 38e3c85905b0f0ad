import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageListsKeeper, type PageListsKeeperOptions } from './page-lists';

/** The Cache API subset the keeper uses, in memory (keys are URLs; bodies are kept as text). */
class MemoryCache {
  readonly entries = new Map<string, string>();
  full = false;
  async match(key: string | Request) {
    const body = this.entries.get(typeof key === 'string' ? key : key.url);
    return body === undefined ? undefined : new Response(body);
  }
  async put(key: string | Request, response: Response) {
    if (this.full) throw new DOMException('no room', 'QuotaExceededError');
    this.entries.set(typeof key === 'string' ? key : key.url, await response.text());
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: Request) {
    return this.entries.delete(key.url);
  }
}

class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string) {
    const cache = this.caches.get(name) ?? new MemoryCache();
    this.caches.set(name, cache);
    return cache;
  }
}

const BASE = 'https://portal.example/PortalPRO/';
const RECORD = `${BASE}page-lists-in-use`;
const v1 = {
  'signed-in': [`${BASE}assets/shell-1.js`, `${BASE}assets/dexie-1.js`],
  'offline-work': [`${BASE}assets/orders-1.js`, `${BASE}assets/photos-1.js`],
};
const v2 = {
  'signed-in': [`${BASE}assets/shell-2.js`, `${BASE}assets/dexie-1.js`],
  'offline-work': [`${BASE}assets/orders-2.js`, `${BASE}assets/photos-1.js`],
};

let storage: MemoryCacheStorage;
const fetchMock = vi.fn<PageListsKeeperOptions['fetch']>();

function keeper(lists: PageListsKeeperOptions['lists']) {
  return createPageListsKeeper({
    caches: storage as unknown as CacheStorage,
    fetch: fetchMock,
    lists,
    cacheName: 'portalpro-page-lists',
    recordUrl: RECORD,
  });
}

const stored = () =>
  [...(storage.caches.get('portalpro-page-lists')?.entries.keys() ?? [])]
    .filter((url) => url !== RECORD)
    .map((url) => url.slice(BASE.length))
    .sort();

beforeEach(() => {
  storage = new MemoryCacheStorage();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => new Response(`code of ${url}`));
});

describe('page lists keeper', () => {
  it('stores only the lists asked for and answers once they are stored', async () => {
    const pages = keeper(v1);
    expect(await pages.keep(['signed-in'])).toEqual({ lists: ['signed-in'], outcome: 'cached' });
    expect(stored()).toEqual(['assets/dexie-1.js', 'assets/shell-1.js']);
    expect(await pages.state()).toEqual({ lists: ['signed-in'], outcome: 'cached' });
  });

  it('adds the offline-work list to what the device keeps, downloading each file once', async () => {
    const pages = keeper(v1);
    await pages.keep(['signed-in']);
    expect(await pages.keep(['offline-work'])).toEqual({
      lists: ['signed-in', 'offline-work'],
      outcome: 'cached',
    });
    await pages.keep(['signed-in', 'offline-work']);
    expect(fetchMock.mock.calls.map(([url]) => url.slice(BASE.length)).sort()).toEqual([
      'assets/dexie-1.js',
      'assets/orders-1.js',
      'assets/photos-1.js',
      'assets/shell-1.js',
    ]);
  });

  it('answers "network" when a file cannot be downloaded, and fills it in on the next request', async () => {
    const pages = keeper(v1);
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await pages.keep(['signed-in'])).outcome).toBe('network');
    expect((await pages.state()).outcome).toBe('missing');
    expect((await pages.keep([])).outcome).toBe('cached');
    expect(stored()).toEqual(['assets/dexie-1.js', 'assets/shell-1.js']);
  });

  it('treats an error answer as not downloaded, storing nothing of it', async () => {
    const pages = keeper(v1);
    fetchMock.mockImplementation(async () => new Response('gone', { status: 404 }));
    expect((await pages.keep(['signed-in'])).outcome).toBe('network');
    expect(stored()).toEqual([]);
  });

  it('answers "quota" when the device has no room', async () => {
    const pages = keeper(v1);
    await pages.keep([]);
    (await storage.open('portalpro-page-lists')).full = true;
    expect((await pages.keep(['signed-in'])).outcome).toBe('quota');
  });

  it('a device that kept nothing gets nothing at install', async () => {
    await keeper(v2).install();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored()).toEqual([]);
  });

  it("a new version stores the device's lists at install and drops the old files at activation", async () => {
    await keeper(v1).keep(['signed-in', 'offline-work']);
    const next = keeper(v2);
    await next.install();
    // Until the new version activates, the old one still serves its own files.
    expect(stored()).toEqual([
      'assets/dexie-1.js',
      'assets/orders-1.js',
      'assets/orders-2.js',
      'assets/photos-1.js',
      'assets/shell-1.js',
      'assets/shell-2.js',
    ]);
    await next.clean();
    expect(stored()).toEqual([
      'assets/dexie-1.js',
      'assets/orders-2.js',
      'assets/photos-1.js',
      'assets/shell-2.js',
    ]);
    expect(await next.state()).toEqual({
      lists: ['signed-in', 'offline-work'],
      outcome: 'cached',
    });
  });

  it('refuses to install a version whose lists cannot be stored', async () => {
    await keeper(v1).keep(['signed-in']);
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(keeper(v2).install()).rejects.toThrow('network');
  });

  it('serves the files of every list of its own version only', () => {
    const pages = keeper(v2);
    expect(pages.holds(`${BASE}assets/orders-2.js`)).toBe(true);
    expect(pages.holds(`${BASE}assets/orders-1.js`)).toBe(false);
    expect(pages.holds(`${BASE}assets/users-page-2.js`)).toBe(false);
  });

  it('runs one request at a time: a state request waits for the download under way', async () => {
    const pages = keeper(v1);
    let release: () => void = () => undefined;
    fetchMock.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve(new Response('late')))),
    );
    const keeping = pages.keep(['signed-in']);
    const state = pages.state();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    release();
    expect(await state).toEqual({ lists: ['signed-in'], outcome: 'cached' });
    expect((await keeping).outcome).toBe('cached');
  });
});
