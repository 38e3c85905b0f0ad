import { chromium, expect, test, type Page } from '@playwright/test';
import {
  expectHomePage,
  expectSignInPage,
  signIn,
  syncStatus,
  waitForServiceWorker,
} from './support';

/**
 * The URLs (paths) the service worker's caches hold: Workbox's precache (installed on every
 * device), the page lists kept after sign-in, and the run-time cache.
 */
async function cachedPaths(
  page: Page,
): Promise<{ precache: string[]; pages: string[]; runtime: string[] }> {
  return page.evaluate(async () => {
    const paths = async (match: (name: string) => boolean) => {
      const out: string[] = [];
      for (const name of (await caches.keys()).filter(match)) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) out.push(new URL(request.url).pathname);
      }
      return out;
    };
    return {
      precache: await paths((name) => name.includes('precache')),
      pages: await paths((name) => name === 'portalpro-page-lists'),
      runtime: await paths((name) => name === 'portalpro-assets'),
    };
  });
}

/** The worker's own account of the page lists this device keeps, once its work under way ends. */
async function pageListsState(page: Page): Promise<{ lists: string[]; outcome: string }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return new Promise<{ lists: string[]; outcome: string }>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<{ lists: string[]; outcome: string }>) =>
        resolve({ lists: event.data.lists, outcome: event.data.outcome });
      registration.active?.postMessage({ type: 'PAGE_LISTS_STATE' }, [channel.port2]);
    });
  });
}

/**
 * Waits until the signed-in app has had the worker store the page lists of its user: the
 * sign-in page's install precache alone does not open the signed-in pages with no network.
 */
async function waitForPageLists(page: Page, lists: string[]): Promise<void> {
  await expect
    .poll(() => pageListsState(page), {
      timeout: 60_000,
      message: `the worker keeps ${lists.join(', ')}`,
    })
    .toEqual({ lists, outcome: 'cached' });
}

// The lessor review page's chunk: its route, with the orders screen and the route's loader.
const MAINTENANCE_SCREEN = /\/assets\/mantenimiento_ordenes_mantenimiento-[^/]*\.js$/;
const PHOTO_COMPRESSION = /\/assets\/browser-image-compression-[^/]*\.js$/;
const SIGNED_IN_SHELL = /\/assets\/_authed-[^/]*\.js$/;

test.describe('installable PWA', () => {
  test('the web manifest names the app, its icons (one maskable) and the /PortalPRO/ scope', async ({
    page,
    request,
  }) => {
    await page.goto('login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await request.get(new URL(href ?? '', page.url()).toString());
    expect(res.ok()).toBe(true);
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('PortalPRO');
    expect(manifest.start_url).toMatch(/^\/PortalPRO\/?/);
    expect(manifest.scope).toBe('/PortalPRO/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.icons.some((i) => i.sizes === '512x512')).toBe(true);
    expect(manifest.icons.some((i) => i.sizes === '192x192')).toBe(true);
    expect(manifest.icons.some((i) => (i.purpose ?? '').includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) {
      const img = await request.get(new URL(icon.src, new URL(href ?? '', page.url())).toString());
      expect(img.ok(), icon.src).toBe(true);
      expect(img.headers()['content-type']).toContain('image/png');
    }
  });

  test('Chromium reports no installability errors', async ({ browserName }, info) => {
    expect(browserName).toBe('chromium');
    // Installability is only judged outside incognito: use a persistent profile, as a user has.
    const launch = info.project.use.launchOptions ?? {};
    const context = await chromium.launchPersistentContext(info.outputPath('profile'), {
      executablePath: launch.executablePath,
      args: launch.args,
      baseURL: info.project.use.baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('login');
      await page.evaluate(() => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('with no network a reload still shows the app shell of a signed-in user', async ({
    page,
    context,
  }) => {
    await signIn(page, 'cuadrilla');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
            once: true,
          }),
        );
      }
    });
    // A crew member's device keeps the signed-in shell and the offline maintenance pages.
    await waitForPageLists(page, ['signed-in', 'offline-work']);
    const { pages } = await cachedPaths(page);
    expect(pages.some((p) => SIGNED_IN_SHELL.test(p))).toBe(true);
    expect(pages.some((p) => MAINTENANCE_SCREEN.test(p))).toBe(true);
    expect(pages.some((p) => PHOTO_COMPRESSION.test(p))).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expectHomePage(page);
    await expect(syncStatus(page)).toContainText('Sin conexión');
    await context.setOffline(false);
  });

  test('after install the sign-in page opens with no network; signed-in pages and exceljs are not precached', async ({
    page,
    context,
  }) => {
    await page.goto('login');
    await waitForServiceWorker(page);
    const { precache } = await cachedPaths(page);
    expect(precache).toContain('/PortalPRO/index.html');
    expect(precache.some((p) => /\/assets\/login-[^/]*\.js$/.test(p))).toBe(true);
    expect(precache.some((p) => /exceljs/i.test(p))).toBe(false);
    // Administration is fetched on first use, not installed on every device.
    expect(precache.some((p) => /\/assets\/users-page-[^/]*\.js$/.test(p))).toBe(false);
    // Nor are the signed-in shell and the crews' offline pages: they are kept after sign-in.
    for (const signedInOnly of [SIGNED_IN_SHELL, MAINTENANCE_SCREEN, PHOTO_COMPRESSION]) {
      expect(precache.some((p) => signedInOnly.test(p))).toBe(false);
    }
    expect(await pageListsState(page)).toEqual({ lists: [], outcome: 'cached' });

    await context.setOffline(true);
    await page.reload();
    await expectSignInPage(page);
    await context.setOffline(false);
  });

  test("a supplier's device keeps the signed-in pages, not the crews' offline pages", async ({
    page,
    context,
  }) => {
    await signIn(page, 'proveedor');
    await waitForServiceWorker(page);
    await waitForPageLists(page, ['signed-in']);
    const { precache, pages } = await cachedPaths(page);
    expect(pages.some((p) => SIGNED_IN_SHELL.test(p))).toBe(true);
    for (const offlineWorkOnly of [MAINTENANCE_SCREEN, PHOTO_COMPRESSION]) {
      expect([...precache, ...pages].some((p) => offlineWorkOnly.test(p))).toBe(false);
    }

    await context.setOffline(true);
    await page.reload();
    await expectHomePage(page);
    await context.setOffline(false);
  });

  test('an administration page opened once online opens again offline from the run-time cache', async ({
    page,
    context,
  }) => {
    await signIn(page, 'visor');
    await waitForServiceWorker(page);
    await page.goto('admin_user');
    await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
    await expect
      .poll(async () => (await cachedPaths(page)).runtime.some((p) => /users-page-/.test(p)))
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
    await context.setOffline(false);
  });

  test('the service worker script and the page are not cached by the browser', async ({
    request,
  }) => {
    const sw = await request.get('sw.js');
    expect(sw.ok()).toBe(true);
    expect(sw.headers()['cache-control']).toContain('no-cache');
    const page = await request.get('login');
    expect(page.ok()).toBe(true);
    expect(page.headers()['content-type']).toContain('text/html');
    expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
  });
});
