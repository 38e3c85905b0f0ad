/**
 * Access requests held for review: a requester who types an e-mail that is not the one the ERP
 * holds for the partner is told the request waits for an administrator, and nothing is mailed; the
 * administrator finds it under Administración › Sistema › Solicitudes de acceso with both
 * e-mails, approves it (the activation reaches the typed e-mail and its temporary password signs
 * in) or rejects another (nothing is created). The page passes axe and keeps 44 px targets on a
 * phone.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { message } from '../../src/protocol/messages';
import { expectNoAxeViolations } from './axe';
import { expectFitsAndTouchable } from './lessor-kit';
import { mailsTo } from './mail-sink';
import {
  apiToken,
  callApi,
  expectSignInPage,
  mainMenu,
  openMenu,
  PAGE_LOAD_TIMEOUT,
  signIn,
  signOut,
} from './support';

// Seeded partners no other spec requests (server/src/db/seed/business-partners.ts), each asked
// for with an e-mail that is not the one the embedded ERP holds for it.
const SUPPLIER = {
  type: 'Proveedor',
  tin: 'EES120903RT7',
  number: '200003',
  name: 'Energía y Enlaces del Sureste, S.A. de C.V.',
  email: 'revision.e2e@correo-externo.mx',
  erpEmail: 'facturacion@enlacessureste.mx',
};
const LESSOR = {
  type: 'Arrendador',
  tin: 'TEGR750315QX1',
  number: '100003',
  site: 'MX-NOR-0103',
  name: 'Treviño Garza Rosa María',
  email: 'rosa.trevino.e2e@correo-externo.mx',
  erpEmail: 'tegr750315qx1@correo.mx',
};

const IN_REVIEW = message('requestAccessInReview', 'es');
/** The open confirmation: what lies under its backdrop is judged on its own. */
const CONFIRM_DIALOG = '[role="alertdialog"]';

/** Asks for access from the sign-in page's dialog, as the requester would, and closes it. */
async function requestAccess(
  page: Page,
  p: { type: string; tin: string; number: string; site?: string; email: string },
) {
  await page.goto('login');
  await page.getByRole('button', { name: 'Solicitar acceso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar acceso' });
  await dialog.getByRole('checkbox', { name: p.type }).check();
  await dialog.getByLabel('RFC').fill(p.tin);
  await dialog.getByLabel(`Número de ${p.type.toLowerCase()}`).fill(p.number);
  if (p.site) await dialog.getByLabel('ID del sitio').fill(p.site);
  await dialog.getByLabel('Correo electrónico').fill(p.email);
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  // The whole message, in a status the dialog keeps until it is closed.
  const said = dialog.getByRole('status').filter({ hasText: IN_REVIEW });
  await expect(said).toBeVisible();
  await expect(said).toBeInViewport();
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(dialog).toBeHidden();
}

/** The mails to `email` the portal queued (api/Outbox 20), whatever reached the SMTP server. */
async function queuedMails(request: APIRequestContext, email: string) {
  const admin = await apiToken(request, 'admin');
  const res = await callApi(request, 'Outbox', { ActionId: 20, Filter: { To: email } }, admin);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { Mail: { Subject: string; Body: string }[] }).Mail;
}

/** Administración › Sistema › Solicitudes de acceso, from the menu. */
async function openAccessRequests(page: Page) {
  await openMenu(page);
  const menu = mainMenu(page);
  const entry = menu.locator('a[href$="/admin_solicitudes_acceso"]');
  if (!(await entry.isVisible())) {
    await menu.getByRole('button', { name: 'Administración' }).click();
    if (!(await entry.isVisible())) await menu.getByRole('button', { name: 'Sistema' }).click();
  }
  await expect(entry).toHaveText('Solicitudes de acceso');
  await entry.click();
  await expect(page).toHaveURL(/\/admin_solicitudes_acceso$/);
  await expect(
    page.getByRole('heading', { name: 'Solicitudes de acceso', level: 1 }),
  ).toBeVisible();
}

/** The card of a request in the list of one status, found by its RFC. */
const requestCard = (page: Page, list: string, tin: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: tin });

test('a request with another e-mail waits for review; the approval mails the activation and it signs in', async ({
  page,
  request,
}) => {
  await requestAccess(page, SUPPLIER);
  expect(await queuedMails(request, SUPPLIER.email)).toHaveLength(0);
  expect(await mailsTo(SUPPLIER.email)).toHaveLength(0);

  await signIn(page, 'admin');
  await openAccessRequests(page);
  const card = requestCard(page, 'Solicitudes pendientes', SUPPLIER.tin);
  await expect(card.getByRole('heading', { name: SUPPLIER.name, level: 2 })).toBeVisible();
  await expect(card).toContainText('Proveedor');
  await expect(card).toContainText(`0000${SUPPLIER.number}`);
  const emails = card.getByRole('region', { name: 'Correos' });
  await expect(emails).toContainText(`Correo escrito${SUPPLIER.email}`);
  await expect(emails).toContainText(`Correo en el ERP${SUPPLIER.erpEmail}`);
  await expect(emails).toContainText('Distinto al del ERP (otro dominio)');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: `Aprobar la solicitud de ${SUPPLIER.tin}` }).click();
  const confirm = page.getByRole('alertdialog', {
    name: `Aprobar la solicitud de ${SUPPLIER.tin}`,
  });
  await expect(confirm).toContainText(
    `Se creará el usuario ${SUPPLIER.tin} para ${SUPPLIER.name} y la activación, con una contraseña temporal, se enviará a ${SUPPLIER.email}.`,
  );
  await expect(confirm).toContainText(SUPPLIER.erpEmail);
  await expectNoAxeViolations(page, CONFIRM_DIALOG);
  await confirm.getByRole('button', { name: 'Aprobar y enviar activación' }).click();
  await expect(confirm).toBeHidden();
  const approved = page.getByRole('status').filter({
    hasText: message('accessRequestApproved', 'es', {
      user: SUPPLIER.tin,
      email: SUPPLIER.email,
    }),
  });
  await expect(approved).toBeVisible();
  await expect(approved).toBeFocused();
  await expect(requestCard(page, 'Solicitudes pendientes', SUPPLIER.tin)).toHaveCount(0);

  await page.getByLabel('Estado').selectOption({ label: 'Aprobadas' });
  await expect(requestCard(page, 'Solicitudes aprobadas', SUPPLIER.tin)).toContainText(
    /Aprobada el \d{2}-\d{2}-\d{4} \d{2}:\d{2} por admin/,
  );

  // The activation reaches the typed e-mail, and its temporary password signs in.
  await expect
    .poll(async () => (await mailsTo(SUPPLIER.email)).length, {
      message: 'the activation mail arrives at the SMTP server',
      timeout: 30_000,
    })
    .toBe(1);
  const [mail] = await mailsTo(SUPPLIER.email);
  expect(mail!.subject).toBe('PortalPRO: activación de su usuario');
  expect(mail!.text).toContain(`Su usuario ${SUPPLIER.tin} está activo`);
  const temporary = /Contraseña temporal: (\S+)/.exec(mail!.text ?? '')?.[1];
  expect(temporary, 'a temporary password in the activation mail').toBeDefined();
  expect(await mailsTo(SUPPLIER.erpEmail)).toHaveLength(0);

  await signOut(page);
  await page.getByLabel('Usuario', { exact: true }).fill(SUPPLIER.tin);
  await page.getByLabel('Contraseña', { exact: true }).fill(temporary!);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Términos y condiciones de uso del portal' }),
  ).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
});

test('on a phone, a rejected request creates nothing, and the page keeps 44 px targets', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await requestAccess(page, LESSOR);

  await signIn(page, 'admin');
  await openAccessRequests(page);
  const card = requestCard(page, 'Solicitudes pendientes', LESSOR.tin);
  await expect(card).toContainText('Arrendador');
  await expect(card).toContainText(LESSOR.site);
  await expect(card.getByRole('region', { name: 'Correos' })).toContainText(LESSOR.erpEmail);
  const reject = card.getByRole('button', { name: `Rechazar la solicitud de ${LESSOR.tin}` });
  const approve = card.getByRole('button', { name: `Aprobar la solicitud de ${LESSOR.tin}` });
  for (const button of [reject, approve]) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expectFitsAndTouchable(page);
  await expectNoAxeViolations(page);

  await reject.click();
  const confirm = page.getByRole('alertdialog', { name: `Rechazar la solicitud de ${LESSOR.tin}` });
  await expect(confirm).toContainText(
    `No se creará ningún usuario ni se enviará ningún correo a ${LESSOR.email}.`,
  );
  await expectNoAxeViolations(page, CONFIRM_DIALOG);
  await confirm.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: message('accessRequestRejected', 'es') }),
  ).toBeVisible();
  await expect(requestCard(page, 'Solicitudes pendientes', LESSOR.tin)).toHaveCount(0);
  await page.getByLabel('Estado').selectOption({ label: 'Rechazadas' });
  await expect(requestCard(page, 'Solicitudes rechazadas', LESSOR.tin)).toContainText(
    /Rechazada el \d{2}-\d{2}-\d{4} \d{2}:\d{2} por admin/,
  );
  await expectFitsAndTouchable(page);

  // Nothing was created: no mail went out, and the partner's next request is held again rather
  // than refused for an existing user.
  expect(await queuedMails(request, LESSOR.email)).toHaveLength(0);
  expect(await mailsTo(LESSOR.email)).toHaveLength(0);
  await signOut(page);
  await expectSignInPage(page);
  await requestAccess(page, LESSOR);
});

test('a request another administrator decided first is refused with who decided it', async ({
  page,
  request,
}) => {
  const held = {
    Type: 'SUPPLIER',
    TIN: 'RNO110822QK5',
    PartnerId: '200007',
    SiteId: null,
    Email: 'compras.e2e@correo-externo.mx',
  };
  const asked = await callApi(request, 'RequestAccess', { ActionId: 11, Request: held });
  expect(((await asked.json()) as { Outcome?: string }).Outcome).toBe('review');

  await signIn(page, 'admin');
  await page.goto('admin_solicitudes_acceso');
  const card = requestCard(page, 'Solicitudes pendientes', held.TIN);
  await expect(card).toContainText(held.Email);

  // Meanwhile another administrator rejects it.
  const dev = await apiToken(request, 'dev');
  const list = await callApi(request, 'AccessRequest', { ActionId: 20 }, dev);
  const { List } = (await list.json()) as { List: { Id: number; TIN: string }[] };
  const id = List.find((r) => r.TIN === held.TIN)!.Id;
  const decided = await callApi(
    request,
    'AccessRequest',
    { ActionId: 31, Id: id, Approve: false },
    dev,
  );
  expect(decided.status()).toBe(200);

  await card.getByRole('button', { name: `Aprobar la solicitud de ${held.TIN}` }).click();
  await page.getByRole('button', { name: 'Aprobar y enviar activación' }).click();
  const refused = page
    .getByRole('alert')
    .filter({ hasText: message('accessRequestNotPending', 'es', { user: 'dev' }) });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  await expect(requestCard(page, 'Solicitudes pendientes', held.TIN)).toHaveCount(0);
  expect(await queuedMails(request, held.Email)).toHaveLength(0);
});
