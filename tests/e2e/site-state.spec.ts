import { expect, test } from '@playwright/test';
import { PASSWORD, apiToken, callApi, expectHomePage, signInThroughPage } from './support';

// Runs alone, after the other files (see playwright.config.ts): it takes the site out of service.
test.describe.configure({ mode: 'serial' });

test.describe('out of service', () => {
  let token = '';

  test.beforeAll(async ({ request }) => {
    token = await apiToken(request, 'admin');
  });

  test.afterAll(async ({ request }) => {
    await callApi(request, 'site', { ActionId: 31, Site: { Active: true } }, token);
  });

  test('visitors see the sanitized message and the company footer; the page leaves for /login once active', async ({
    page,
    request,
  }) => {
    const update = await callApi(
      request,
      'site',
      {
        ActionId: 31,
        Site: {
          Active: false,
          MsgOutBody: '<p>Volvemos <b>pronto</b></p><img src="x" onerror="window.__pwned=1">',
        },
      },
      token,
    );
    expect(update.status()).toBe(200);

    await page.goto('login');
    await expect(page).toHaveURL(/\/out$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('fuera de servicio');
    await expect(page.locator('b', { hasText: 'pronto' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    await expect(page.getByRole('contentinfo')).not.toBeEmpty();

    await callApi(request, 'site', { ActionId: 31, Site: { Active: true } }, token);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an administrator keeps working while the site is out of service', async ({
    page,
    request,
  }) => {
    await signInThroughPage(page, 'admin');
    await callApi(request, 'site', { ActionId: 31, Site: { Active: false } }, token);
    await page.reload();
    await page.goto('admin_event');
    await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
    await callApi(request, 'site', { ActionId: 31, Site: { Active: true } }, token);
  });

  test('during an outage an administrator signs in from the out-of-service page; others are refused', async ({
    page,
    request,
  }) => {
    await callApi(request, 'site', { ActionId: 31, Site: { Active: false } }, token);
    await page.goto('login');
    await expect(page).toHaveURL(/\/out$/);
    await page.getByRole('link', { name: 'Acceso para administradores' }).click();
    await expect(page).toHaveURL(/\/login\?admin=1$/);

    await page.getByLabel('Usuario', { exact: true }).fill('proveedor');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'fuera de servicio' })).toBeVisible();

    await page.getByLabel('Usuario', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectHomePage(page);
    await callApi(request, 'site', { ActionId: 31, Site: { Active: true } }, token);
  });

  test('with the captcha flag on and no key the sign-in page says so and cannot be submitted', async ({
    page,
    request,
  }) => {
    await callApi(
      request,
      'site',
      { ActionId: 31, Site: { GoogleRecaptcha: true, GoogleRecaptchaSiteKey: null } },
      token,
    );
    try {
      await page.goto('login');
      await expect(
        page.getByText(
          'El captcha está activado pero no hay una clave configurada; contacte al administrador',
        ),
      ).toBeVisible();
      await page.getByLabel('Usuario', { exact: true }).fill('proveedor');
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
    } finally {
      await callApi(request, 'site', { ActionId: 31, Site: { GoogleRecaptcha: false } }, token);
    }
    await page.reload();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });
});
