/**
 * The administrators' operations pages: `admin` ends the session of a user signed in
 * in another browser, who is signed out at their next call; the events page filters by user and
 * entity with type-ahead fields, pages through the server's pages and exports to Excel; every page
 * passes axe and fits at 360, 768 and 1,280 px with 44 px targets.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseOption, expectFitsAndTouchable, exportTable, readWorkbook } from './lessor-kit';
import { apiToken, callApi, signIn } from './support';
import { mailsTo } from './mail-sink';

const SIZES = [
  { width: 360, height: 740 },
  { width: 768, height: 1000 },
  { width: 1280, height: 800 },
];
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** The user whose session is ended: no other test of this file signs it in. */
const VICTIM = 'visor';

/** Every row of a paged list (api/<name> 20), following Next from the first page. */
async function everyRow<Row>(
  request: APIRequestContext,
  name: string,
  body: Record<string, unknown>,
  token: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const res = await callApi(
      request,
      name,
      { ActionId: 20, ...body, PageSize: 100, Cursor: cursor },
      token,
    );
    const page = (await res.json()) as { List: Row[]; Next: string | null };
    rows.push(...page.List);
    cursor = page.Next;
  } while (cursor !== null);
  return rows;
}

/** Types into a type-ahead filter and picks the option whose words start with `option`. */
async function typeAndChoose(page: Page, label: string, typed: string, option: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${option}`) })
    .first()
    .click();
  await expect(field).toHaveValue(new RegExp(`^${option}`));
}

test('admin ends the session of a user signed in elsewhere, who is signed out at the next call', async ({
  page,
  browser,
  request,
}) => {
  // Earlier runs may have left sessions of the user: end them so that one row is theirs.
  const admin = await apiToken(request, 'admin');
  const old = await everyRow<{ Id: number; UserName: string }>(request, 'ActiveSession', {}, admin);
  for (const s of old.filter((s) => s.UserName === VICTIM))
    await callApi(request, 'ActiveSession', { ActionId: 41, Id: s.Id }, admin);

  const other = await browser.newContext({ userAgent: ANDROID });
  const victim = await other.newPage();
  await signIn(victim, VICTIM);

  await signIn(page, 'admin');
  await page.goto('admin_session');
  await expect(page.getByRole('heading', { name: 'Sesiones', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `(${VICTIM})` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Visualizar');
  await expect(row).toContainText('Chrome en Android');
  await row.getByRole('button', { name: `Terminar sesión de ${VICTIM}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Terminar sesión' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sesión terminada' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `(${VICTIM})` })).toHaveCount(0);

  await victim.goto('admin_user');
  await expect(
    victim.getByRole('alert').filter({ hasText: /sesión ha (expirado|caducado)/ }),
  ).toBeVisible();
  await expect(victim).toHaveURL(/\/login$/, { timeout: 15_000 });
  await other.close();

  // The end of the session is in the audit log.
  const log = await callApi(
    request,
    'AuditLog',
    { ActionId: 20, Filter: { Entity: 'ActiveSession' } },
    admin,
  );
  const events = ((await log.json()) as { List: { Target: string }[] }).List;
  expect(events.some((e) => e.Target === VICTIM)).toBe(true);
});

test('the events page filters by user and exports what it lists', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('admin_event');
  await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
  await typeAndChoose(page, 'Usuario', 'admin', 'Administrador');
  await chooseOption(page, 'Acción', '31');
  const rows = page.getByRole('table', { name: 'Eventos' }).getByRole('row');
  const column = (i: number) =>
    rows.evaluateAll(
      (trs, at) => [
        ...new Set(trs.slice(1).map((tr) => tr.querySelectorAll('td')[at]?.textContent ?? '')),
      ],
      i,
    );
  // Once the filtered answer replaced the whole log: one author, one action.
  await expect.poll(() => column(1)).toEqual(['Administrador del Portal']);
  await expect.poll(() => column(2)).toEqual(['Actualización']);
  const download = await exportTable(page, 'Eventos');
  expect(download.suggestedFilename()).toBe('Eventos.xlsx');
  const sheet = (await readWorkbook(download)).worksheets[0]!;
  expect(sheet.getRow(1).getCell(2).text).toBe('Usuario');
  expect(sheet.rowCount).toBeGreaterThan(1);
  expect(sheet.getRow(2).getCell(2).text).toBe('Administrador del Portal');
  expect(sheet.getRow(2).getCell(3).text).toBe('Actualización');
});

test('the events page walks the server’s pages forward and back, within an entity', async ({
  page,
  request,
}) => {
  // More than a page of 25 events of one entity: saving one's notice preferences is audited.
  const admin = await apiToken(request, 'admin');
  for (let i = 0; i < 27; i++) {
    const saved = await callApi(
      request,
      'NotificationPreferences',
      { ActionId: 31, List: [] },
      admin,
    );
    expect(saved.status()).toBe(200);
  }
  await signIn(page, 'admin');
  await page.goto('admin_event');
  await typeAndChoose(page, 'Entidad', 'preferencias', 'Preferencias de notificación');
  const pages = page.getByRole('navigation', { name: 'Páginas de Eventos' });
  await pages.getByRole('combobox', { name: 'Registros por página' }).selectOption('25');
  await expect(pages.getByText('Registros 1–25')).toBeVisible();
  const table = page.getByRole('table', { name: 'Eventos' });
  const entities = () =>
    table
      .getByRole('row')
      .evaluateAll((trs) => [
        ...new Set(trs.slice(1).map((tr) => tr.querySelectorAll('td')[3]?.textContent ?? '')),
      ]);
  await expect.poll(entities).toEqual(['Preferencias de notificación']);
  await expect(table.getByRole('row')).toHaveCount(26);

  await pages.getByRole('button', { name: 'Siguiente' }).click();
  await expect(pages.getByText('Página 2')).toBeVisible();
  const range = pages.getByText(/^Registros 26–\d+$/);
  await expect(range).toBeVisible();
  await expect.poll(entities).toEqual(['Preferencias de notificación']);
  // The events look alike (same user, action and minute): the table holds rows 26 to N.
  const last = Number(/–(\d+)$/.exec((await range.textContent()) ?? '')?.[1]);
  await expect(table.getByRole('row')).toHaveCount(last - 25 + 1);

  await pages.getByRole('button', { name: 'Anterior' }).click();
  await expect(pages.getByText('Página 1')).toBeVisible();
  await expect(pages.getByText('Registros 1–25')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Anterior' })).toBeDisabled();
});

test('notifications retry a failed message; the password policy keeps the server bounds', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  await page.goto('admin_notification');
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
  await chooseOption(page, 'Estado', 'Con error');
  const failed = page.getByRole('table', { name: 'Notificaciones' }).getByRole('row');
  await expect(failed.nth(1)).toContainText('Con error');
  // The recipient is masked and the body is not shown.
  await expect(page.getByText('rechazo@demo.portalpro.mx')).toHaveCount(0);
  await expect(page.getByText('re***@de***.mx')).toBeVisible();
  await page
    .getByRole('button', { name: /^Reintentar el mensaje mail-/ })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'volvió a la cola' })).toBeVisible();
  // Queued again, it goes out to the mail server within seconds, once.
  await expect
    .poll(async () => (await mailsTo('rechazo@demo.portalpro.mx')).length, { timeout: 30_000 })
    .toBe(1);
  // This server sends mail; text messages have no provider here, and the page says so.
  await expect(
    page.getByText('El envío de SMS no está configurado en este servidor', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('El envío de correo no está configurado')).toHaveCount(0);

  await page.goto('admin_profile');
  const length = page.getByRole('spinbutton', { name: 'Longitud mínima' });
  await length.fill('7');
  await expect(page.getByText('Escriba un número entre 8 y 64.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await length.fill('12');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Política de contraseñas guardada' }),
  ).toBeVisible();
  await expect(page.getByText('Estos valores son fijos')).toBeVisible();
  const admin = await apiToken(request, 'admin');
  const read = await callApi(request, 'profile', { ActionId: 21 }, admin);
  expect(
    ((await read.json()) as { Profile: { UserPasswordLenght: number } }).Profile.UserPasswordLenght,
  ).toBe(12);
  const back = await callApi(
    request,
    'profile',
    { ActionId: 31, Profile: { UserPasswordComplexity: 1, UserPasswordLenght: 10 } },
    admin,
  );
  expect(back.status()).toBe(200);
});

for (const [path, title, ready] of [
  ['admin_event', 'Eventos', /Exportar a Excel/],
  ['admin_session', 'Sesiones', /Exportar a Excel/],
  ['admin_error', 'Errores', /Exportar a Excel/],
  ['admin_stat', 'Estadísticas', /Exportar a Excel/],
  ['admin_notification', 'Notificaciones', /Exportar a Excel/],
  ['admin_profile', 'Perfil', /Guardar/],
] as const) {
  test(`${title} passes axe and fits at 360, 768 and 1280 px`, async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect(page.getByRole('button', { name: ready }).first()).toBeVisible();
      await expectFitsAndTouchable(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/ops-${path}-${size.width}.png`, fullPage: true });
    }
  });
}
