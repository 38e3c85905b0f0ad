import { chromium, expect, test, type Page } from '@playwright/test';
import {
  expectHomePage,
  expectSignInPage,
  signIn,
  syncStatus,
  waitForServiceWorker,
} from './support';

/** The URLs (paths) the service worker's caches hold: Workbox's precache and the run-time cache. */
async function cachedPaths(page: Page): Promise<{ precache: string[]; runtime: string[] }> {
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
      runtime: await paths((name) => name === 'portalpro-assets'),
    };
  });
}

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
    await context.setOffline(true);
    await page.reload();
    await expectHomePage(page);
    await expect(syncStatus(page)).toContainText('Sin conexión');
    await context.setOffline(false);
  });

  test('after install the sign-in page opens with no network; exceljs is not precached', async ({
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

    await context.setOffline(true);
    await page.reload();
    await expectSignInPage(page);
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
