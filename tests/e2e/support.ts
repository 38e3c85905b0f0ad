import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { encryptPassword } from '../../src/lib/password-crypto';
import { SESSION_STORAGE_KEY } from '../../src/lib/storage-keys';

export const PASSWORD = 'Portal#2026';

/**
 * How long a test waits for a whole page to load or a sign-in to land: the app's first load and
 * the server's password check take ~2 s on a quiet machine and several times that on a busy 2-core
 * one (load ~14 seen), too close to the 15 s of an ordinary assertion (playwright.config.ts).
 */
export const PAGE_LOAD_TIMEOUT = 45_000;

/** The home page is drawn: after a sign-in, or a load or reload of a signed-in page. */
export async function expectHomePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT,
  });
}

/** The sign-in page is drawn: after a sign-out, a session's end, or a load of the page. */
export async function expectSignInPage(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT,
  });
}

/** Signs in through the login form, as a person would, and waits for the home page. */
export async function signInThroughPage(
  page: Page,
  user: string,
  password = PASSWORD,
): Promise<void> {
  await page.goto('login');
  await page.getByLabel('Usuario', { exact: true }).fill(user);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectHomePage(page);
}

/**
 * Signs in for a test whose subject is not the sign-in itself: the same calls the sign-in page
 * makes (api/session 11 for the server's key, 31 with the encrypted password) from the test, the
 * session stored where the page stores it, then the home page opened. A new session each time, so
 * a test that signs out ends only its own. Saves the sign-in page's load and form per test (the
 * form is tested by sign-in.spec.ts and the flows that sign in through it).
 */
export async function signIn(page: Page, user: string, password = PASSWORD): Promise<void> {
  const init = await callApi(page.request, 'session', { ActionId: 11 });
  expect(init.status()).toBe(200);
  const { PublicKey } = (await init.json()) as { PublicKey: JsonWebKey };
  const login = await callApi(page.request, 'session', {
    ActionId: 31,
    Login: { Id: user, Password: await encryptPassword(password, PublicKey) },
  });
  const answer = (await login.json()) as {
    Result: boolean;
    Message: string | null;
    Session: unknown;
  };
  expect(answer.Result, `sign-in of ${user}: ${answer.Message ?? ''}`).toBe(true);
  const session = answer.Session;
  // A same-origin page that is not the app, to write the app's storage before the app starts.
  await page.goto('healthz');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
  await page.goto('');
  await expectHomePage(page);
}

/** The main menu landmark of the shell. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** Opens the drawer when it is collapsed (tablets and phones). */
export async function openMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menú', exact: true });
  // Wait for the shell to draw one of them before deciding (see openPart).
  await expect(mainMenu(page).or(toggle).first()).toBeVisible();
  if (!(await mainMenu(page).isVisible())) await toggle.click();
  await expect(mainMenu(page)).toBeVisible();
}

/** An API bearer token through the OAuth2 password grant, as an API client gets one. */
export async function apiToken(
  request: APIRequestContext,
  user: string,
  password = PASSWORD,
): Promise<string> {
  const res = await request.post('Token', {
    form: { username: user, password, grant_type: 'password' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

/** Calls api/<name> with the protocol's envelope. */
export async function callApi(
  request: APIRequestContext,
  name: string,
  body: Record<string, unknown>,
  token?: string,
) {
  return request.post(`api/${name}`, {
    data: { Language: 'es', ...body },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/**
 * Waits until the service worker controls the page, so a reload with no network still loads.
 * The first install precaches the whole app, which takes a while on a busy machine; once the
 * worker is active, a page loaded after that is controlled, so a page that missed the claim is
 * loaded again.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? 'none';
        }),
      { timeout: 90_000, message: 'the service worker is activated' },
    )
    .toBe('activated');
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
      message: 'the service worker controls the page',
    })
    .toBe(true);
}

/** One order of api/reportOrders, with the fields the specs pick orders by. */
export interface ListedOrder {
  AUFNR: string;
  STATUS: string;
  LIFNR: string;
  FSAVD: string;
  FSAVZ: string;
  WORK_CNTR: string;
}

/** Every order the user sees, through api/reportOrders with no filter. */
export async function listOrders(
  request: APIRequestContext,
  token: string,
): Promise<ListedOrder[]> {
  const res = await callApi(request, 'reportOrders', { ActionId: 20 }, token);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { List: ListedOrder[] }).List;
}

/** The review fields of an order detail (api/ResultsOrderMP 21, Process '1'). */
export interface OrderDetailsView {
  version: number;
  orderStatus: string;
  groups: {
    uuidObj: string;
    sequence: number;
    groupText: string;
    groupStatusPr: string;
    groupCommentsPr: string;
    groupStatusTl: string;
    groupCommentsTl: string;
  }[];
  inventory: {
    groupStatusPr: string;
    groupCommentsPr: string;
    groupStatusTl: string;
    groupCommentsTl: string;
    antennas: {
      antenna: number;
      antennaStatusPr: string;
      antennaCommentsPr: string;
      antennaStatusTl: string;
      antennaCommentsTl: string;
    }[];
  } | null;
}

/** The order as the server holds it now. */
export async function readOrderDetails(
  request: APIRequestContext,
  token: string,
  orderCode: string,
): Promise<OrderDetailsView> {
  const res = await callApi(
    request,
    'ResultsOrderMP',
    { ActionId: 21, Process: '1', Aufnr: orderCode, Arbpl: '' },
    token,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { Data: OrderDetailsView }).Data;
}

/** The session token the signed-in page holds (to end that session behind its back). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i) ?? '') ?? '';
      const m = /"Token":"([^"]+)"/.exec(value);
      if (m) return m[1];
    }
    return null;
  });
  expect(token, 'a stored session token').toBeTruthy();
  return token!;
}

/** The sync status button of the top bar; its accessible name says what is pending. */
export function syncStatus(page: Page) {
  return page.getByRole('button', { name: /^Sincronización:/ });
}

/** Signs out through the user menu and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expectSignInPage(page);
}

interface AlertRecorder {
  __alertsSeen?: string[];
}

/**
 * Records the text of every alert the page puts on screen, from its next load on. Alerts close by
 * themselves five seconds after they appear; on a busy machine an assertion may look only after
 * that, so specs check the record (expectAlertShown) rather than the live bar.
 */
export async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as AlertRecorder).__alertsSeen = seen;
    const scan = () => {
      for (const el of document.querySelectorAll('[role=alert],[role=status]')) {
        const text = el.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(scan).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

/** The page showed an alert holding `text` (needs recordAlerts before the page loaded). */
export async function expectAlertShown(page: Page, text: string, timeout = 60_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as AlertRecorder).__alertsSeen ?? []), {
      timeout,
      message: `the alert "${text}" was shown`,
    })
    .toContainEqual(expect.stringContaining(text));
}

/**
 * Waits for the animations under way (a dialog opening, a fade) to end, so sizes and colours are
 * read as they settle; endless ones (spinners) are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The list of an order's parts: 'Grupos', or 'Inventario del sitio' (the site and antennas). */
export function partList(page: Page, list: 'Grupos' | 'Inventario del sitio') {
  return page
    .getByRole('navigation', { name: 'Partes de la orden', exact: true })
    .getByRole('list', { name: list, exact: true });
}

/**
 * Opens one part of the order in the review panel by its list entry ("3. Tierras físicas",
 * "Inventario del sitio", "Antena 2"): below 1,024 px the panel stands in for the list, so it goes
 * back to the list first.
 */
export async function openPart(page: Page, title: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Partes de la orden', exact: true });
  const allParts = page.getByRole('button', { name: 'Todas las partes', exact: true });
  // Right after a navigation or reload neither is drawn yet: wait for the order to show one of them
  // before deciding, or a list still on its way reads as hidden.
  await expect(nav.or(allParts).first()).toBeVisible();
  if (!(await nav.isVisible())) await allParts.click();
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await nav.getByRole('button', { name: new RegExp(`^${escaped}(?!\\d)`) }).click();
  await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
}

/**
 * Shows every order of the maintenance list on one page: the list opens on pages of 50 (spec 3
 * §9), and an order picked through the API may be on a later one.
 */
export async function showAllOrders(page: Page): Promise<void> {
  await page.getByLabel('Órdenes por página', { exact: true }).selectOption({ label: 'Todas' });
  await expect(
    page.getByRole('navigation', { name: 'Páginas de órdenes' }).getByText(/^1–(\d+) de \1$/),
  ).toBeVisible();
}
