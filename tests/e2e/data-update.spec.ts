import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { apiToken, callApi, expectSignInPage } from './support';

// Each test signs in with a user of its own, created by an access request for a seeded lessor
// partner no other spec requests (server/src/db/seed/business-partners.ts): a new self-service
// user owes the agreement, the data update and a password change.

interface Partner {
  partnerId: string;
  tin: string;
  siteId: string;
  email: string;
}

const CLOSES = {
  partnerId: '100011',
  tin: 'HERJ680412MN4',
  siteId: 'MX-OCC-0305',
  email: 'cierre.e2e@hernandezruiz.mx',
} satisfies Partner;
const RESENDS = {
  partnerId: '100012',
  tin: 'PGO090714TR2',
  siteId: 'MX-GOL-0406',
  email: 'reenvio.e2e@prediosgolfo.mx',
} satisfies Partner;

/** Requests access for the partner and answers the temporary password of the activation mail. */
async function requestAccessUser(request: APIRequestContext, p: Partner): Promise<string> {
  const res = await callApi(request, 'RequestAccess', {
    ActionId: 11,
    Request: {
      Type: 'LESSOR',
      TIN: p.tin,
      PartnerId: p.partnerId,
      SiteId: p.siteId,
      Email: p.email,
    },
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { Result: boolean }).Result).toBe(true);
  const admin = await apiToken(request, 'admin');
  const outbox = await callApi(request, 'Outbox', { ActionId: 20, Filter: { To: p.email } }, admin);
  const body = (await outbox.json()) as { Mail: { Body: string }[] };
  const password = /Contraseña temporal: (\S+)/.exec(body.Mail[0]?.Body ?? '')?.[1];
  expect(password, 'a temporary password in the activation mail').toBeDefined();
  return password!;
}

/** Signs in with the temporary password and accepts the agreement: the data update is next. */
async function signInToDataUpdate(page: Page, tin: string, password: string) {
  await page.goto('login');
  await page.getByLabel('Usuario', { exact: true }).fill(tin);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const agreement = page.getByRole('dialog', { name: 'Términos y condiciones de uso del portal' });
  await agreement.getByLabel('He leído y acepto los términos y condiciones').check();
  await agreement.getByRole('button', { name: 'Aceptar' }).click();
  await expect(agreement).toBeHidden();
  const update = page.getByRole('dialog', { name: 'Actualización de datos' });
  await expect(update).toBeVisible();
  return update;
}

test('closing the data update without a confirmed code signs the user out', async ({
  page,
  request,
}) => {
  const temporary = await requestAccessUser(request, CLOSES);
  const update = await signInToDataUpdate(page, CLOSES.tin, temporary);
  // The form starts with what the account holds: the e-mail of the access request.
  await expect(
    update.getByRole('textbox', { name: 'Correo electrónico', exact: true }),
  ).toHaveValue(CLOSES.email);
  await update.getByRole('textbox', { name: 'Teléfono celular' }).fill('3312345678');
  await update.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectSignInPage(page);

  // Nothing was saved: signing in again, the data update is still owed and the phone empty.
  await page.getByLabel('Usuario', { exact: true }).fill(CLOSES.tin);
  await page.getByLabel('Contraseña', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const again = page.getByRole('dialog', { name: 'Actualización de datos' });
  await expect(again).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Teléfono celular' })).toHaveValue('');
});

test('the code dialog hides resend during the countdown, counts the sends and signs out at the fourth', async ({
  page,
  request,
}) => {
  const temporary = await requestAccessUser(request, RESENDS);
  await page.clock.install();
  const update = await signInToDataUpdate(page, RESENDS.tin, temporary);
  await update.getByRole('textbox', { name: 'Teléfono celular' }).fill('2291234567');
  await update.getByRole('textbox', { name: 'Teléfono fijo' }).fill('2299876543');
  await update.getByRole('textbox', { name: 'Código postal' }).fill('91700');
  await update.getByRole('button', { name: 'Guardar' }).click();

  const otp = page.getByRole('dialog', { name: 'Código de verificación' });
  await expect(otp).toBeVisible();
  const resend = otp.getByRole('button', { name: 'Reenviar código' });
  for (const sends of [1, 2, 3]) {
    await expect(otp.getByText(`Envíos del código: ${sends} de 3.`)).toBeVisible();
    // Hidden during the 30 s countdown, back once it is over.
    await expect(resend).toHaveCount(0);
    // (The clock also runs in real time between steps, so the test leaves the countdown a margin.)
    await page.clock.fastForward(20_000);
    await expect(otp.getByText(/Podrá solicitar un nuevo código en \d+ s\./)).toBeVisible();
    await expect(resend).toHaveCount(0);
    await page.clock.fastForward(10_000);
    await expect(resend).toBeVisible();
    await resend.click();
  }
  // The fourth send ends the session: the sign-in page says why, and the session no longer works.
  await expect(page).toHaveURL(/\/login$/);
  await expectSignInPage(page);
  await expect(
    page.getByText('Se alcanzó el número máximo de envíos del código', { exact: false }),
  ).toBeVisible();
  await page.goto('home');
  await expect(page).toHaveURL(/\/login/);
});
