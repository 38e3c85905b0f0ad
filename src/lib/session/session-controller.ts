/**
 * The session's life (spec 1 §4 Session): restored from storage on start, init (11), login (31),
 * refresh (21) on route changes and every few minutes, logout (41), and the 401 expiry flow.
 * A refresh that fails for lack of network keeps the session: crews work offline. A refresh sends
 * the held Session's Tag, and the server answers the whole Session only when it changed.
 */
import i18next from 'i18next';
import type { GuardInput } from '../../domain/guard';
import type { Session, Site } from '../../protocol/session';
import { configureApiClient, resetUnauthorized } from '../api-client';
import { ApiError, isRefusal } from '../api-errors';
import { showAlert } from '../alert-store';
import { createStore, type Store } from '../external-store';
import { encryptPassword } from '../password-crypto';
import { requestInit, requestLogin, requestLogout, requestRefresh } from './session-api';
import { clearSession, loadInit, loadSession, saveInit, saveSession } from './session-storage';

export const SESSION_EXPIRY_DELAY_MS = 5000;
export const REFRESH_INTERVAL_MS = 4 * 60 * 1000;

export interface SiteInfo {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  site: Site | null;
  publicKey: JsonWebKey | null;
  environment: string | null;
}

export interface SessionState {
  restored: boolean;
  session: Session | null;
  /** Set by a 401 until the next sign-in; the login page explains why the user is there. */
  expired: boolean;
  init: SiteInfo;
}

export interface Navigation {
  navigate(to: string): void;
  currentPath(): string;
  revalidate(): void;
}

export interface LoginInput {
  id: string;
  /** The password as typed; '' signs in "without password" (RFC ids only). */
  password: string;
  captcha: string | null;
}

export type SessionController = ReturnType<typeof createSessionController>;

export function createSessionController() {
  const stored = loadInit();
  const store: Store<SessionState> = createStore<SessionState>({
    restored: false,
    session: null,
    expired: false,
    init: {
      status: 'idle',
      site: stored?.Site ?? null,
      publicKey: (stored?.PublicKey as JsonWebKey | null) ?? null,
      environment: stored?.Environment ?? null,
    },
  });
  let navigation: Navigation = {
    navigate: () => undefined,
    currentPath: () => '/',
    revalidate: () => undefined,
  };
  let refreshing: Promise<void> | null = null;
  let initLoading: Promise<SiteInfo> | null = null;
  let expiryTimer: ReturnType<typeof setTimeout> | null = null;
  let restoredResolve: () => void = () => undefined;
  const restoredPromise = new Promise<void>((resolve) => (restoredResolve = resolve));

  const patch = (next: Partial<SessionState>) => store.set((s) => ({ ...s, ...next }));
  const markRestored = () => {
    if (!store.get().restored) patch({ restored: true });
    restoredResolve();
  };

  function setSession(session: Session | null): void {
    if (session) saveSession(session);
    else clearSession();
    patch({ session });
  }

  async function loadSiteInit(): Promise<SiteInfo> {
    if (initLoading) return initLoading;
    patch({ init: { ...store.get().init, status: 'loading' } });
    initLoading = (async () => {
      try {
        const answer = await requestInit();
        const init: SiteInfo = {
          status: 'ready',
          site: answer.Site,
          publicKey: (answer.PublicKey as JsonWebKey | null) ?? null,
          environment: answer.Environment,
        };
        saveInit({
          Site: answer.Site,
          PublicKey: answer.PublicKey,
          Environment: answer.Environment,
        });
        const wasActive = store.get().init.site?.Active ?? true;
        patch({ init });
        // Pages were let through on the stored (or assumed active) site record: when the fresh
        // one says otherwise, the guards run again (rule 6 sends visitors to /out).
        if ((answer.Site?.Active ?? true) !== wasActive) navigation.revalidate();
        return init;
      } catch {
        // Refused or unanswered: the last site record seen stays in use.
        const init: SiteInfo = { ...store.get().init, status: 'failed' };
        patch({ init });
        return init;
      } finally {
        initLoading = null;
      }
    })();
    return initLoading;
  }

  /** Forgets the session locally; drafts and other storage stay (see session-storage.ts). */
  function dropSession(): void {
    if (expiryTimer) clearTimeout(expiryTimer);
    expiryTimer = null;
    setSession(null);
  }

  async function logout(): Promise<void> {
    const hadSession = store.get().session !== null;
    if (hadSession) {
      // Revoke on the server while the token is still attached; sign out locally regardless.
      await requestLogout().catch(() => undefined);
    }
    dropSession();
  }

  /** The 401 flow: flag, sticky alert, and after 5 s clear the session and leave for /out. */
  function expire(): void {
    if (store.get().expired) return;
    patch({ expired: true });
    showAlert({
      type: 'error',
      message: i18next.t('messages:mainLoginErrorSessionExpired'),
      sticky: true,
    });
    expiryTimer = setTimeout(() => {
      dropSession();
      const path = navigation.currentPath();
      if (path !== '/login' && path !== '/out') navigation.navigate('/out');
    }, SESSION_EXPIRY_DELAY_MS);
  }

  async function refreshNow(): Promise<void> {
    const held = store.get().session;
    if (!held || store.get().expired) return;
    let session: Session | null;
    try {
      const answer = await requestRefresh(held.Tag ?? null);
      // Unchanged: the Session held is still the server's; only its expiry moved. Kept as long
      // as it is still the one held (no sign-out or other sign-in meanwhile).
      if (answer.Unchanged) {
        const current = store.get().session;
        if (current?.Token === held.Token && current.Tag === held.Tag) {
          setSession({ ...current, ExpiresIn: answer.Unchanged.ExpiresIn });
        }
        return;
      }
      session = answer.Session;
    } catch (error) {
      // A refusal ends the session here. 401 already runs the expiry flow (api client); no
      // network, throttling or a server bug says nothing about the session, so it is kept.
      if (!isRefusal(error)) return;
      session = null;
    }
    if (session) setSession(session);
    else await logout().then(() => navigation.navigate('/login'));
  }

  return {
    store,
    configureNavigation(next: Navigation) {
      navigation = next;
    },
    token: () => store.get().session?.Token ?? null,

    /** Restores the stored session, wires the API client and starts init and the refresh timer. */
    start() {
      configureApiClient({
        getToken: () => store.get().session?.Token ?? null,
        onUnauthorized: expire,
      });
      // Restoring is reading storage: done at once. The first page does not wait for init; it
      // uses the last site record seen (or an active site) and is re-checked when init answers.
      const session = loadSession();
      if (session) patch({ session });
      markRestored();
      void loadSiteInit();
      setInterval(() => {
        if (document.visibilityState === 'visible') void this.refresh();
      }, REFRESH_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void this.refresh();
      });
    },
    whenRestored: () => restoredPromise,
    loadInit: loadSiteInit,

    /**
     * Signs in and resolves with the new session; a refusal (wrong credentials, locked account,
     * captcha) rejects with the API client's ApiError 'refused' carrying the translated Message.
     */
    async login(input: LoginInput): Promise<Session> {
      let publicKey = store.get().init.publicKey;
      if (!publicKey && input.password !== '') publicKey = (await loadSiteInit()).publicKey;
      if (!publicKey && input.password !== '') {
        throw new Error(i18next.t('messages:mainLoginErrorSession'));
      }
      const password =
        input.password === '' ? '' : await encryptPassword(input.password, publicKey!);
      const answer = await requestLogin({ id: input.id.trim(), password, captcha: input.captcha });
      if (!answer.Session) {
        throw new ApiError('invalid-response', i18next.t('messages:mainLoginErrorSession'));
      }
      if (expiryTimer) clearTimeout(expiryTimer);
      expiryTimer = null;
      resetUnauthorized();
      setSession(answer.Session);
      patch({ expired: false });
      return answer.Session;
    },

    /** Re-validates the session (21); concurrent calls share one request. */
    refresh(): Promise<void> {
      refreshing ??= refreshNow().finally(() => (refreshing = null));
      return refreshing;
    },
    logout,
    expire,

    /** What the domain guard needs, read from the current state. */
    guardInput(to: string, from: string | undefined, administratorSignIn = false): GuardInput {
      const { restored, session, init } = store.get();
      const initSite = init.status === 'ready' ? init.site : null;
      const site = initSite ?? session?.Site ?? init.site;
      return {
        to,
        from,
        restored,
        loggedIn: session !== null,
        accessPath: session?.AccessPath ?? [],
        siteActive: site?.Active ?? true,
        role: session?.User.Role ?? null,
        administratorSignIn,
      };
    },
  };
}

export const sessionController = createSessionController();
