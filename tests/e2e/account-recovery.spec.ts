import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { roleByName } from '../../src/domain/roles';
import { mailsTo } from './mail-sink';
import { apiToken, callApi, expectHomePage, signInThroughPage } from './support';

// Every test works on its own user, created here by the administrator with a name no other spec
// uses (recupera.<run>.<n>), so recovering its password never touches a shared demo account.
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let serial = 0;

async function newUser(request: APIRequestContext): Promise<{ userName: string; email: string }> {
  const userName = `recupera.${RUN}.${++serial}`;
  const email = `${userName}@ejemplo.mx`;
  const admin = await apiToken(request, 'admin');
  const res = await callApi(
    request,
    'user',
    {
      ActionId: 11,
      User: {
        UserName: userName,
        Name: 'Usuaria de Recuperación',
        Email: email,
        RoleId: roleByName('Visualizar')!.id,
      },
      Company: [{ Code: 'MX10' }],
    },
    admin,
  );
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { Result: boolean }).Result).toBe(true);
  return { userName, email };
}

/** The /recovery link of the newest recovery mail to `email`, read through api/Outbox 20. */
async function recoveryLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const admin = await apiToken(request, 'admin');
  const res = await callApi(request, 'Outbox', { ActionId: 20, Filter: { To: email } }, admin);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { Mail: { Subject: string; Body: string }[] };
  const mail = body.Mail.find((m) => m.Subject === 'PortalPRO: recuperación de contraseña');
  const link = /https?:\/\/\S+\/PortalPRO\/(recovery\?id=\d+&token=[A-Za-z0-9_-]+)/.exec(
    mail?.Body ?? '',
  );
  expect(link, 'a recovery link in the mail').not.toBeNull();
  // Opened on the test server, whatever public address the mail carries.
  return link![1]!;
}

/** The recovery mail to `email` as it arrived at the SMTP server the portal sends to. */
async function recoveryMailArrived(email: string) {
  await expect
    .poll(async () => (await mailsTo(email)).length, {
      message: 'the recovery mail arrives at the SMTP server',
      timeout: 30_000,
    })
    .toBe(1);
  const [mail] = await mailsTo(email);
  return mail!;
}

async function openRecoveryDialog(page: Page) {
  await page.goto('login');
  await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('password recovery', () => {
  test('a user recovers the password by mail, sets a new one and signs in with it', async ({
    page,
    request,
  }) => {
    const { userName, email } = await newUser(request);
    const dialog = await openRecoveryDialog(page);
    await dialog.getByLabel('Usuario').fill(userName);
    await dialog.getByLabel('Correo electrónico').fill(email);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Contraseña enviada correctamente')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();

    // The mail left the portal over SMTP: text and HTML, in Spanish, its link at the portal.
    const mail = await recoveryMailArrived(email);
    expect(mail.subject).toBe('PortalPRO: recuperación de contraseña');
    expect(mail.from?.value[0]?.address).toBe('portal@e2e.portalpro.mx');
    expect(mail.messageId).toMatch(/^<portalpro\.\d+\.[0-9a-z]+@e2e\.portalpro\.mx>$/);
    const link = /https?:\/\/\S+\/PortalPRO\/recovery\?id=\d+&token=[A-Za-z0-9_-]+/.exec(
      mail.text ?? '',
    )?.[0];
    expect(link, 'a recovery link in the text part').toBeTruthy();
    expect(mail.html || '').toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
    // Read as the person reads it, the mail's button opens the portal's recovery page.
    // (mail clients open it in a new tab: the test follows it in this one).
    await page.setContent(mail.html || '');
    const button = page.getByRole('link', { name: 'Establecer nueva contraseña' });
    await expect(button).toHaveAttribute('href', link!);
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
    // The confirmation must match, and the policy (default: 10 characters, complexity 1) holds.
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
    await page.getByLabel('Confirmar nueva contraseña').fill('corta');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 10 caracteres')).toBeVisible();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Recupera#2026a');
    await page.getByLabel('Confirmar nueva contraseña').fill('Recupera#2026b');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(
      page.getByText('La confirmación no coincide con la nueva contraseña'),
    ).toBeVisible();
    await page.getByLabel('Confirmar nueva contraseña').fill('Recupera#2026a');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expectHomePage(page);

    // The link worked once: opened again it says the token expired.
    await page.goto(link!);
    await expect(page.getByText('Token expirado')).toBeVisible();
    await page.getByRole('button', { name: 'Ir a iniciar sesión' }).click();
    await signInThroughPage(page, userName, 'Recupera#2026a');
  });

  test('wrong user name and e-mail are refused with the server message', async ({ page }) => {
    const dialog = await openRecoveryDialog(page);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Este campo es obligatorio')).toHaveCount(2);
    await dialog.getByLabel('Usuario').fill('nadie.en.especial');
    await dialog.getByLabel('Correo electrónico').fill('no-es-correo');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Escriba un correo electrónico válido')).toBeVisible();
    await dialog.getByLabel('Correo electrónico').fill('nadie@ejemplo.mx');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Usuario y/o correo electrónico incorrectos')).toBeVisible();
  });

  test('a damaged or unknown link shows "Token expirado"', async ({ page }) => {
    await page.goto('recovery?id=1&token=no-es-un-token');
    await expect(page.getByText('Token expirado')).toBeVisible();
    await page.goto('recovery');
    await expect(page.getByText('Token expirado')).toBeVisible();
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`the recovery dialog and landing fit ${size.width} px and pass axe`, async ({
      page,
      request,
    }, info) => {
      await page.setViewportSize(size);
      const dialog = await openRecoveryDialog(page);
      const box = await dialog.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(size.width);
      expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: info.outputPath(`recovery-dialog-${size.width}.png`) });
      await expectNoAxeViolations(page);

      const { userName, email } = await newUser(request);
      await dialog.getByLabel('Usuario').fill(userName);
      await dialog.getByLabel('Correo electrónico').fill(email);
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await expect(dialog.getByText('Contraseña enviada correctamente')).toBeVisible();
      await page.goto(await recoveryLinkFor(request, email));
      await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
      await page.screenshot({ path: info.outputPath(`recovery-landing-${size.width}.png`) });
      await expectNoAxeViolations(page);
    });
  }
});
