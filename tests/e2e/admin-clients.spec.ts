import { expect, test, type Page } from '@playwright/test';
import { axeViolations, OPEN_DIALOG } from './axe';
import {
  animationsDone,
  apiToken,
  callApi,
  expectAlertShown,
  recordAlerts,
  signIn,
} from './support';

/**
 * Client administration (/admin_client, spec 3 §3.16, the named route AdminClient). The client
 * these tests create, 0000300004 with its child 0000300005, is a customer of the ERP's master that
 * the demo portal does not have: no other spec reads it. The demo clients 0000300001-3 are only
 * read here (the customer-area specs use them at the same time).
 */

const PARENT = '0000300001';
const PACIFICO = '0000300004';
const MAZATLAN = '0000300005';

async function openClients(page: Page) {
  await page.goto('admin_client');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+–\d+ de \d+/)).toBeVisible();
}

test('admin sets up a client and its associated client from SAP, edits, logs and deletes it', async ({
  page,
}) => {
  await recordAlerts(page);
  await signIn(page, 'admin');
  await openClients(page);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: PARENT })
      .getByText(`0000300002 – Cliente Corporativo Sucursal Norte`),
  ).toBeVisible();

  // The search dialog needs a name or a number.
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const search = page.getByRole('dialog', { name: 'Buscar clientes' });
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expectAlertShown(page, 'Capture el nombre o el número del cliente para buscar', 10_000);
  await search.getByRole('button', { name: 'Cerrar' }).first().click();

  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Capture el número de cliente')).toBeVisible();

  // The number is looked up in SAP: its name and RFC, and its company chosen.
  const number = form.getByRole('textbox', { name: 'Número de cliente', exact: true });
  await number.fill('300004');
  await number.blur();
  await expect(
    form.getByText('En SAP: Grupo Constructor del Pacífico, S.A. de C.V. · RFC GCP120830GH4'),
  ).toBeVisible();
  await expect(number).toHaveValue(PACIFICO);
  await expect(form.getByLabel('Sociedad')).toHaveValue('MX10');

  // A child SAP does not know is not added; one another principal has is refused by the server.
  const newChild = form.getByRole('textbox', {
    name: 'Agregar cliente asociado (número de cliente)',
  });
  await newChild.fill('399999');
  await form.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(form.getByText('El cliente 0000399999 no existe en SAP')).toBeVisible();
  await newChild.fill('300002');
  await form.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(form.getByText('0000300002 – Cliente Corporativo Sucursal Norte')).toBeVisible();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    form.getByRole('alert').getByText(`El cliente 0000300002 ya es cliente asociado de ${PARENT}`),
  ).toBeVisible();
  // Nothing typed is lost.
  await expect(number).toHaveValue(PACIFICO);
  await form.getByRole('button', { name: 'Quitar cliente asociado 0000300002' }).click();
  await newChild.fill('300005');
  await newChild.press('Enter');
  await expect(
    form.getByText(`${MAZATLAN} – Constructora del Pacífico Sucursal Mazatlán`),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  await expectAlertShown(page, 'Registro creado exitosamente', 10_000);

  // Found without accents, by the child's name; its log shows the creation.
  await page.getByLabel('Filtrar por nombre o código').fill('mazatlan');
  const row = page.getByRole('row').filter({ hasText: PACIFICO });
  await expect(row).toHaveCount(1);
  await expect(
    row.getByText(`${MAZATLAN} – Constructora del Pacífico Sucursal Mazatlán`),
  ).toBeVisible();
  const name = 'Grupo Constructor del Pacífico, S.A. de C.V.';
  await row.getByRole('button', { name: `Bitácora de ${name}` }).click();
  const log = page.getByRole('dialog', { name: `Bitácora de ${name}` });
  await expect(log.getByText('Alta')).toBeVisible();
  await log.getByRole('button', { name: 'Cerrar' }).first().click();

  // The child made inactive: listed as such.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar cliente ${name}` });
  await expect(
    edit.getByRole('textbox', { name: 'Número de cliente', exact: true }),
  ).not.toBeEditable();
  await edit
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: `Activo (${MAZATLAN})` }) })
    .click();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expectAlertShown(page, 'Registro actualizado exitosamente', 10_000);
  await expect(row.getByText('(inactivo)')).toBeVisible();

  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expectAlertShown(page, 'Registro eliminado exitosamente', 10_000);
  await expect(page.getByText('No hay registros que coincidan.')).toBeVisible();
});

test('a client with users is not deleted: the server says why and the row stays', async ({
  page,
}) => {
  await recordAlerts(page);
  await signIn(page, 'admin');
  await openClients(page);
  const name = 'Cliente Corporativo, S.A. de C.V.';
  await page.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expectAlertShown(
    page,
    `El cliente ${PARENT} tiene usuarios asignados (3); elimínelos o desactive el cliente`,
    10_000,
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('row').filter({ hasText: PARENT })).toHaveCount(1);
});

test('nobody but an administrator reaches the clients: the page is not theirs, the server refuses', async ({
  page,
}) => {
  for (const user of ['visor', 'cliente']) {
    await signIn(page, user);
    await page.goto('admin_client');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    const token = await apiToken(page.request, user);
    const res = await callApi(page.request, 'client', { ActionId: 20 }, token);
    expect(res.status(), user).toBe(403);
  }
});

for (const size of [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`the client page and its form fit ${size.width} px and pass axe`, async ({ page }, info) => {
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    await openClients(page);
    await expect(page.getByRole('button', { name: /^Bitácora de / }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const small = await page
      .locator('main button:visible')
      .evaluateAll(
        (buttons) =>
          buttons.map((b) => b.getBoundingClientRect()).filter((r) => r.height < 44 || r.width < 44)
            .length,
      );
    expect(small).toBe(0);
    await page.screenshot({
      path: info.outputPath(`admin_client-${size.width}.png`),
      fullPage: true,
    });
    expect(await axeViolations(page)).toEqual([]);

    // The principal's record, read-only, with its associated clients.
    await page.getByRole('button', { name: 'Ver Cliente Corporativo, S.A. de C.V.' }).click();
    const view = page.getByRole('dialog', { name: 'Cliente Cliente Corporativo, S.A. de C.V.' });
    await expect(view.getByText('0000300003 – Cliente Corporativo Sucursal Sur')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await animationsDone(page);
    const viewOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(viewOverflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`admin_client-view-${size.width}.png`) });
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
    await view.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(view).toBeHidden();

    await page.getByRole('button', { name: 'Nuevo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await expect(form.getByRole('button', { name: 'Agregar', exact: true })).toBeVisible();
    await animationsDone(page);
    const inForm = await form
      .getByRole('button')
      .evaluateAll(
        (buttons) =>
          buttons
            .map((b) => b.getBoundingClientRect())
            .filter((r) => r.height < 44 || r.right > window.innerWidth).length,
      );
    expect(inForm).toBe(0);
    await page.screenshot({ path: info.outputPath(`admin_client-form-${size.width}.png`) });
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();
  });
}
