import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { ALERT_TIMEOUT_MS } from '../../src/lib/alert-store';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe';
import { apiToken, callApi } from './support';

// The seeded supplier partner 0000200002 (Construcciones y Torres del Pacífico, RFC
// CTP100512AB3) is requested by this spec only: its user is created here.
const TIN = 'CTP100512AB3';
const PARTNER = '0000200002';
// The e-mail the embedded ERP holds for the partner: the activation is mailed at once.
const EMAIL = 'altas@torrespacifico.mx';

async function openDialog(page: Page) {
  await page.goto('login');
  await page.getByRole('button', { name: 'Solicitar acceso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar acceso' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The temporary password of the newest activation mail to `email`, read through api/Outbox 20. */
async function temporaryPasswordFor(request: APIRequestContext, email: string): Promise<string> {
  const admin = await apiToken(request, 'admin');
  const res = await callApi(request, 'Outbox', { ActionId: 20, Filter: { To: email } }, admin);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { Mail: { Subject: string; Body: string }[] };
  const mails = body.Mail.filter((m) => m.Subject === 'PortalPRO: activación de su usuario');
  expect(mails).toHaveLength(1);
  expect(mails[0]!.Body).toContain(`Su usuario ${TIN} está activo`);
  const password = /Contraseña temporal: (\S+)/.exec(mails[0]!.Body)?.[1];
  expect(password, 'a temporary password in the activation mail').toBeDefined();
  return password!;
}

test.describe('request access', () => {
  test('a supplier requests access, signs in with the mailed password, and a second request creates nothing', async ({
    page,
    request,
  }) => {
    // The page's timers on a clock the test can move: time flows as usual until it is run forward.
    await page.clock.install();
    const dialog = await openDialog(page);
    const submit = dialog.getByRole('button', { name: 'Enviar solicitud' });
    await expect(submit).toBeDisabled();

    // The two types exclude each other; the partner number is labelled by type, the site id is
    // asked of lessors only.
    const lessor = dialog.getByRole('checkbox', { name: 'Arrendador' });
    const supplier = dialog.getByRole('checkbox', { name: 'Proveedor' });
    await lessor.check();
    await expect(dialog.getByLabel('Número de arrendador')).toBeVisible();
    await expect(dialog.getByLabel('ID del sitio')).toBeVisible();
    await supplier.check();
    await expect(lessor).not.toBeChecked();
    await expect(dialog.getByLabel('ID del sitio')).toHaveCount(0);
    await expect(submit).toBeEnabled();

    await dialog.getByLabel('RFC').fill(TIN);
    await dialog.getByLabel('Número de proveedor').fill(PARTNER);
    await dialog.getByLabel('Correo electrónico').fill(EMAIL);
    await submit.click();
    await expect(
      dialog.getByText(
        'Solicitud registrada. Enviamos a su correo electrónico las instrucciones para ingresar al portal.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();

    const temporary = await temporaryPasswordFor(request, EMAIL);

    // The same partner again: the server's message stays in the dialog and nothing is created.
    const again = await openDialog(page);
    await again.getByRole('checkbox', { name: 'Proveedor' }).check();
    await again.getByLabel('RFC').fill(TIN.toLowerCase());
    await again.getByLabel('Número de proveedor').fill('200002');
    await again.getByLabel('Correo electrónico').fill('otra.persona@torrespacifico.mx');
    await again.getByRole('button', { name: 'Enviar solicitud' }).click();
    const refusal = again.getByRole('alert').filter({
      hasText:
        'Ya existe un usuario para este RFC. Si olvidó su contraseña, use la opción Recuperar contraseña.',
    });
    await expect(refusal).toBeVisible();
    // Sticky: it does not close by itself after the alert timeout (twice that time run on the
    // page's clock, so an alert that closes by itself is gone however busy the machine is).
    await page.clock.runFor(2 * ALERT_TIMEOUT_MS);
    await expect(refusal).toBeVisible();
    await again.getByRole('button', { name: 'Cancelar' }).click();
    expect(await temporaryPasswordFor(request, EMAIL)).toBe(temporary);
    const admin = await apiToken(request, 'admin');
    const other = await callApi(
      request,
      'Outbox',
      { ActionId: 20, Filter: { To: 'otra.persona@torrespacifico.mx' } },
      admin,
    );
    expect(((await other.json()) as { Mail: unknown[] }).Mail).toHaveLength(0);

    // The new user signs in with the RFC and the temporary password and meets the first of
    // the after-login dialogs.
    await page.getByLabel('Usuario', { exact: true }).fill(TIN);
    await page.getByLabel('Contraseña', { exact: true }).fill(temporary);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Términos y condiciones de uso del portal' }),
    ).toBeVisible();
  });

  test('the field rules are shown for a bad RFC, a missing site id and a bad e-mail', async ({
    page,
  }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('checkbox', { name: 'Arrendador' }).check();
    await dialog.getByLabel('RFC').fill('AB1234567');
    await dialog.getByLabel('Número de arrendador').fill('12A');
    await dialog.getByLabel('Correo electrónico').fill('no-es-correo');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog.getByText('RFC no válido')).toBeVisible();
    await expect(dialog.getByText('El número debe tener solo dígitos, máximo 10')).toBeVisible();
    await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();
    await expect(dialog.getByText('Escriba un correo electrónico válido')).toBeVisible();
    // A natural person's RFC (4 letters) is accepted as well as a legal entity's (3 letters).
    await dialog.getByLabel('RFC').fill('GOMA800101AB1');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog.getByText('RFC no válido')).toHaveCount(0);
  });

  test('in English, an unknown partner gets the partner validation message in a sticky alert', async ({
    page,
  }) => {
    await page.goto('login');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Request access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request access' });
    await dialog.getByRole('checkbox', { name: 'Supplier' }).check();
    await dialog.getByLabel('RFC (tax id)').fill('AAA010101AA1');
    await dialog.getByLabel('Supplier number').fill('9999999');
    await dialog.getByLabel('E-mail').fill('nobody@example.com');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(
      dialog
        .getByRole('alert')
        .filter({ hasText: 'The number 0009999999 does not exist as an active supplier' }),
    ).toBeVisible();
    // The form stays open to correct it.
    await expect(dialog.getByRole('button', { name: 'Send request' })).toBeEnabled();
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`the dialog fits ${size.width} px and passes axe`, async ({ page }, info) => {
      await page.setViewportSize(size);
      const dialog = await openDialog(page);
      await dialog.getByRole('checkbox', { name: 'Arrendador' }).check();
      const box = await dialog.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(Math.min(size.width, 800));
      expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: info.outputPath(`request-access-${size.width}.png`) });
      await expectNoAxeViolations(page, OPEN_DIALOG);
    });
  }
});
