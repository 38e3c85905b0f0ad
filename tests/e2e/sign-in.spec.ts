import { expect, test } from '@playwright/test';
import { mailsTo } from './mail-sink';
import { PASSWORD, expectHomePage, mainMenu, signInThroughPage } from './support';

test.describe('sign-in page', () => {
  test('a wrong password shows the translated message in a dismissible red banner', async ({
    page,
  }) => {
    await page.goto('login');
    await page.getByLabel('Usuario', { exact: true }).fill('proveedor');
    await page.getByLabel('Contraseña', { exact: true }).fill('Incorrecta#1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Usuario y/o contraseña incorrecta' });
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // What the user typed stays.
    await expect(page.getByLabel('Usuario', { exact: true })).toHaveValue('proveedor');
    await banner.getByRole('button', { name: 'Cerrar' }).click();
    await expect(banner).toBeHidden();
  });

  test('an inactive account and a locked account are told apart', async ({ page }) => {
    await page.goto('login');
    await page.getByLabel('Usuario', { exact: true }).fill('inactivo');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Usuario inactivo' })).toBeVisible();

    await page.getByLabel('Usuario', { exact: true }).fill('bloqueado');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Usuario bloqueado' })).toBeVisible();
  });

  test('the password can be shown and hidden; the version is in the footer; no captcha in the demo', async ({
    page,
  }) => {
    await page.goto('login');
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('secreto');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByText(/Versión \d+\.\d+\.\d+/)).toBeVisible();
    await expect(
      page
        .getByRole('link', { name: 'Solicitar acceso' })
        .or(page.getByRole('button', { name: 'Solicitar acceso' })),
    ).toBeVisible();
    await expect(page.getByText(/captcha/i)).toHaveCount(0);
  });

  test('the password never travels in clear text', async ({ page }) => {
    await page.goto('login');
    const loginBody = page.waitForRequest(
      (r) => r.url().endsWith('/api/session') && (r.postData() ?? '').includes('"ActionId":31'),
    );
    await page.getByLabel('Usuario', { exact: true }).fill('proveedor');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const body = (await loginBody).postData() ?? '';
    expect(body).not.toContain(PASSWORD);
    expect(body).toMatch(/"Password":"[A-Za-z0-9_-]{100,}"/);
    await expectHomePage(page);
  });

  test('an RFC with an empty password signs in without password and can open nothing else', async ({
    page,
  }) => {
    await page.goto('login');
    await page.getByLabel('Usuario', { exact: true }).fill('MEGA800101AB1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    // The password dialog opens over the home page, asking only for the new password.
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Contraseña actual')).toHaveCount(0);
    // Knowing the RFC is not enough: the first password needs the code sent to the account's
    // registered e-mail, which the dialog names (masked).
    const code = dialog.getByLabel('Código enviado a su correo');
    await expect(code).toBeVisible();
    await expect(
      dialog.getByText(/Le enviamos un código de 6 dígitos a me\*\*\*@de\*\*\*\.mx/),
    ).toBeVisible();
    await expect
      .poll(async () => (await mailsTo('mega800101ab1@demo.portalpro.mx')).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const [mail] = (await mailsTo('mega800101ab1@demo.portalpro.mx')).slice(-1);
    const sent = /Código: (\d{6})/.exec(mail!.text ?? '')![1]!;
    await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('Mendoza#E2e2026');
    await dialog.getByLabel('Confirmar nueva contraseña').fill('Mendoza#E2e2026');
    await code.fill(sent === '000000' ? '000001' : '000000');
    await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(dialog.getByRole('alert')).toContainText('El código no es correcto');
    await expect(dialog).toBeVisible();
    await page.goto('arrendador_arrendamiento');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('an empty password with a user name (not an RFC) is refused by the form', async ({
    page,
  }) => {
    await page.goto('login');
    await page.getByLabel('Usuario', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing out returns to the sign-in page and the session is gone after a reload', async ({
    page,
  }) => {
    await signInThroughPage(page, 'proveedor');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('./');
    await expect(page).toHaveURL(/\/login$/);
    await expect(mainMenu(page)).toHaveCount(0);
  });
});
