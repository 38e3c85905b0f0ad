import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore, clearAlerts } from '../alert-store';
import {
  LANGUAGE_STORAGE_KEY,
  OFFLINE_DATABASE_NAME,
  QUERY_CACHE_STORAGE_KEY,
  SESSION_STORAGE_KEY,
} from '../storage-keys';
import { jsonResponse, makeSession } from '../../testing/session-factory';
import { createSessionController, SESSION_EXPIRY_DELAY_MS } from './session-controller';
import { clearSession, loadSession, saveSession } from './session-storage';

const fetchMock = vi.fn<typeof fetch>();

async function seedOfflineDraft(): Promise<void> {
  const db = new Dexie(OFFLINE_DATABASE_NAME);
  db.version(1).stores({ drafts: 'id' });
  await db.table('drafts').put({ id: 'order-1', note: 'revisión en sitio' });
  db.close();
}
async function readOfflineDraft(): Promise<unknown> {
  const db = new Dexie(OFFLINE_DATABASE_NAME);
  db.version(1).stores({ drafts: 'id' });
  const draft = await db.table('drafts').get('order-1');
  db.close();
  return draft;
}

describe('session storage', () => {
  it('persists and restores a session', () => {
    const session = makeSession();
    saveSession(session);
    expect(loadSession()).toEqual(session);
  });

  it('ignores a stored session that no longer matches the protocol', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ Token: 1 }));
    expect(loadSession()).toBeNull();
  });

  it('clearing the session leaves other storage and the offline database intact', async () => {
    await seedOfflineDraft();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    localStorage.setItem('other.app.key', 'keep');
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{}');
    saveSession(makeSession());
    clearSession();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(localStorage.getItem('other.app.key')).toBe('keep');
    expect(await readOfflineDraft()).toEqual({ id: 'order-1', note: 'revisión en sitio' });
  });
});

describe('session controller', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearAlerts();
  });

  function bodyOf(call: number): Record<string, unknown> {
    return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
  }

  it('logout revokes on the server, forgets the session and keeps drafts', async () => {
    await seedOfflineDraft();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    saveSession(makeSession());
    fetchMock.mockImplementation(async () => jsonResponse({ Result: true, Message: null }));
    const controller = createSessionController();
    controller.start();
    expect(controller.store.get().session?.Token).toBe('token-abc');
    fetchMock.mockClear();
    await controller.logout();
    expect(bodyOf(0)).toMatchObject({ ActionId: 41 });
    expect(controller.store.get().session).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(await readOfflineDraft()).toMatchObject({ id: 'order-1' });
  });

  it('keeps the session when a refresh fails for lack of network', async () => {
    saveSession(makeSession());
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const controller = createSessionController();
    controller.start();
    await controller.refresh();
    expect(controller.store.get().session?.Token).toBe('token-abc');
    expect(loadSession()).not.toBeNull();
  });

  /** Answers api/session 21 with `refresh`, and init (11) with the stored site record. */
  function answerRefreshWith(refresh: Record<string, unknown>) {
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { ActionId: number };
      if (body.ActionId === 21) return jsonResponse({ Result: true, Message: null, ...refresh });
      return jsonResponse({
        Result: true,
        Message: null,
        Site: makeSession().Site,
        PublicKey: null,
        Environment: 'DEMO',
      });
    });
  }
  const refreshBodies = () =>
    fetchMock.mock.calls
      .map((call) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>)
      .filter((body) => body.ActionId === 21);

  it('sends the held Tag and keeps the Session when the server answers it unchanged', async () => {
    const held = makeSession({ Tag: 'tag-1', ExpiresIn: 60 });
    saveSession(held);
    answerRefreshWith({ Session: null, Unchanged: { ExpiresIn: 28_800 } });
    const controller = createSessionController();
    const navigate = vi.fn();
    controller.configureNavigation({ navigate, currentPath: () => '/', revalidate: vi.fn() });
    controller.start();
    await controller.refresh();
    expect(refreshBodies()).toEqual([expect.objectContaining({ SessionTag: 'tag-1' })]);
    expect(controller.store.get().session).toEqual({ ...held, ExpiresIn: 28_800 });
    expect(loadSession()).toEqual({ ...held, ExpiresIn: 28_800 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes a whole Session in place of the held one, and sends its Tag next time', async () => {
    saveSession(makeSession({ Tag: 'tag-1' }));
    const changed = makeSession({ Tag: 'tag-2', AccessPath: ['/proveedor_estado_cuenta', '/oc'] });
    answerRefreshWith({ Session: changed });
    const controller = createSessionController();
    controller.start();
    await controller.refresh();
    expect(controller.store.get().session).toEqual(changed);
    expect(loadSession()).toEqual(changed);
    await controller.refresh();
    expect(refreshBodies().map((body) => body.SessionTag)).toEqual(['tag-1', 'tag-2']);
  });

  it('sends no Tag for a Session stored before Sessions had one', async () => {
    saveSession(makeSession());
    answerRefreshWith({ Session: makeSession({ Tag: 'tag-1' }) });
    const controller = createSessionController();
    controller.start();
    await controller.refresh();
    expect(refreshBodies()).toHaveLength(1);
    expect(refreshBodies()[0]).not.toHaveProperty('SessionTag');
    expect(controller.store.get().session?.Tag).toBe('tag-1');
  });

  it('signs out when a refresh is answered Result false', async () => {
    saveSession(makeSession());
    fetchMock.mockImplementation(async () =>
      jsonResponse({ Result: false, Message: 'no', Session: null }),
    );
    const controller = createSessionController();
    const navigate = vi.fn();
    controller.configureNavigation({ navigate, currentPath: () => '/', revalidate: vi.fn() });
    controller.start();
    await controller.refresh();
    expect(controller.store.get().session).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('resolves a sign-in with the session and rejects a refused one with its message', async () => {
    const controller = createSessionController();
    fetchMock.mockImplementation(async () =>
      jsonResponse({ Result: false, Message: 'Usuario bloqueado', Session: null }),
    );
    await expect(
      controller.login({ id: 'visor', password: '', captcha: null }),
    ).rejects.toMatchObject({ kind: 'refused', message: 'Usuario bloqueado' });
    expect(controller.store.get().session).toBeNull();
    const session = makeSession();
    fetchMock.mockImplementation(async () =>
      jsonResponse({ Result: true, Message: null, Session: session }),
    );
    await expect(
      controller.login({ id: 'MEGA800101AB1', password: '', captcha: null }),
    ).resolves.toEqual(session);
    expect(controller.store.get().session).toEqual(session);
  });

  it('on 401 shows the sticky expiry alert, then clears the session and goes to /out after 5 s', async () => {
    saveSession(makeSession());
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => jsonResponse({ Result: false, Message: null }, 401));
    const controller = createSessionController();
    const navigate = vi.fn();
    controller.configureNavigation({
      navigate,
      currentPath: () => '/admin_event',
      revalidate: vi.fn(),
    });
    controller.start();
    await controller.refresh();
    expect(controller.store.get().expired).toBe(true);
    expect(alertStore.get()).toEqual([
      expect.objectContaining({
        type: 'error',
        sticky: true,
        message: 'Su sesión ha expirado, inicie sesión nuevamente',
      }),
    ]);
    expect(controller.store.get().session).not.toBeNull();
    vi.advanceTimersByTime(SESSION_EXPIRY_DELAY_MS);
    expect(controller.store.get().session).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/out');
  });

  it('does not leave /login when the session expires there', () => {
    saveSession(makeSession());
    vi.useFakeTimers();
    const controller = createSessionController();
    const navigate = vi.fn();
    controller.configureNavigation({ navigate, currentPath: () => '/login', revalidate: vi.fn() });
    fetchMock.mockImplementation(async () => jsonResponse({ Result: true, Message: null }));
    controller.start();
    controller.expire();
    vi.advanceTimersByTime(SESSION_EXPIRY_DELAY_MS);
    expect(controller.store.get().session).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is restored at once without waiting for init, and re-checks the guards when the site turns out inactive', async () => {
    let answerInit: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answerInit = resolve)));
    const controller = createSessionController();
    const revalidate = vi.fn();
    controller.configureNavigation({ navigate: vi.fn(), currentPath: () => '/login', revalidate });
    controller.start();
    expect(controller.store.get().restored).toBe(true);
    expect(controller.guardInput('/login', undefined).siteActive).toBe(true);

    answerInit(
      jsonResponse({
        Result: true,
        Message: null,
        Site: { ...makeSession().Site, Active: false },
        PublicKey: null,
        Environment: 'DEMO',
      }),
    );
    await controller.loadInit();
    await vi.waitFor(() => expect(revalidate).toHaveBeenCalledTimes(1));
    expect(controller.guardInput('/login', undefined).siteActive).toBe(false);
  });
});
