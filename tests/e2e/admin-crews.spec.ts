import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, OPEN_DIALOG } from './axe';
import {
  animationsDone,
  apiToken,
  callApi,
  expectAlertShown,
  recordAlerts,
  showAllOrders,
  signIn,
} from './support';

/**
 * Crew and region administration (/admin_crew, /admin_region, spec 3 §2.5, §3.9, §3.10, §5.6) and
 * the crew assignment it feeds (§4.6, §4.11). The crews these tests change are created here with
 * codes of their own; no seeded crew other specs rely on is touched.
 */

const LESSOR = '0000100001';

/** A crew code (at most 10) no other run or test took: a prefix and 6 digits from the clock. */
let counter = 0;
const uniqueCode = (prefix: string) =>
  `${prefix}${String((Date.now() + counter++ * 7919) % 1_000_000).padStart(6, '0')}`;

interface Order {
  AUFNR: string;
  STATUS: string;
  FSAVD: string;
}

/** A local calendar day `days` from today, 'yyyy-mm-dd'. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const isoOf = (erpDate: string) => erpDate.split('-').reverse().join('-');

async function lessorId(request: APIRequestContext, token: string): Promise<number> {
  const res = await callApi(request, 'Supplier', { ActionId: 10, Filter: { Code: LESSOR } }, token);
  const list = ((await res.json()) as { List: { Id: number; Code: string }[] }).List;
  const found = list.find((s) => s.Code === LESSOR);
  expect(found, 'the seeded lessor').toBeDefined();
  return found!.Id;
}

async function openCrews(page: Page) {
  await page.goto('admin_crew');
  await expect(page.getByRole('heading', { name: 'Cuadrillas', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+–\d+ de \d+/)).toBeVisible();
}

test('admin creates a crew for a lessor, mantto.fijo assigns it; an inactive crew is neither offered nor accepted', async ({
  page,
  browser,
}) => {
  await recordAlerts(page);
  const code = uniqueCode('E2A');
  const name = `Cuadrilla E2E ${code}`;
  await signIn(page, 'admin');
  await openCrews(page);

  // The search dialog needs a name or a code.
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const search = page.getByRole('dialog', { name: 'Buscar cuadrillas' });
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expectAlertShown(page, 'Capture el nombre o el código de la cuadrilla para buscar', 10_000);
  await search.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(search).toBeHidden();

  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva cuadrilla' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El campo Nombre es obligatorio')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await form.getByRole('textbox', { name: 'Código' }).fill(code);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El campo Sociedad es obligatorio')).toBeVisible();
  await form.getByLabel('Sociedad').selectOption('MX10');
  await form.getByLabel('Región').selectOption('CEN');
  const adminToken = await apiToken(page.request, 'admin');
  const lessor = await lessorId(page.request, adminToken);
  await form.getByLabel('Proveedor o arrendador').selectOption(String(lessor));
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  await expectAlertShown(page, 'Registro creado exitosamente', 10_000);

  // Listed with its lessor, kind and company; its log shows the creation.
  await page.getByLabel('Filtrar por nombre o código').fill(code);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Arrendador', { exact: true })).toBeVisible();
  await expect(row.getByText(`${LESSOR} – `)).toBeVisible();
  await row.getByRole('button', { name: `Bitácora de ${name}` }).click();
  const log = page.getByRole('dialog', { name: `Bitácora de ${name}` });
  await expect(log.getByText('Alta')).toBeVisible();
  await log.getByRole('button', { name: 'Cerrar' }).first().click();

  // An inactive crew of the same lessor, through the API.
  const offCode = uniqueCode('E2O');
  const made = await callApi(
    page.request,
    'Crew',
    {
      ActionId: 11,
      Crew: { Code: offCode, Name: `Inactiva ${offCode}`, Active: false, CompanyCode: 'MX10' },
      Supplier: { Id: lessor },
    },
    adminToken,
  );
  expect(((await made.json()) as { Result: boolean }).Result).toBe(true);

  // mantto.fijo (the lessor's maintenance) assigns the new crew to a Confirmado order.
  const context = await browser.newContext();
  const lessorPage = await context.newPage();
  await recordAlerts(lessorPage);
  const token = await apiToken(lessorPage.request, 'mantto.fijo');
  const listed = await callApi(lessorPage.request, 'reportOrders', { ActionId: 20 }, token);
  const later = dayFromToday(2);
  const confirmed = ((await listed.json()) as { List: Order[] }).List.filter(
    (o) => o.STATUS === '01' && isoOf(o.FSAVD) >= later,
  );
  expect(confirmed.length, 'Confirmado orders after today').toBeGreaterThan(2);
  // Neither the first nor the last: maintenance-orders and maintenance-dialogs take those.
  const order = confirmed[Math.floor(confirmed.length / 2)]!;

  // The server refuses the inactive crew with its own message.
  const refused = await callApi(
    lessorPage.request,
    'UpdateOrderMP',
    { ActionId: 31, aufnr: order.AUFNR, work_cntr: offCode },
    token,
  );
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { Message: string }).Message).toBe(
    `La cuadrilla ${offCode} está inactiva y no puede asignarse a una orden`,
  );

  await signIn(lessorPage, 'mantto.fijo');
  await lessorPage.goto('mantenimiento_ordenes_mantenimiento');
  await lessorPage.getByRole('button', { name: 'Buscar' }).click();
  await showAllOrders(lessorPage);
  const orderRow = lessorPage.getByRole('row').filter({
    has: lessorPage.getByRole('checkbox', {
      name: `Seleccionar la orden ${order.AUFNR}`,
      exact: true,
    }),
  });
  await orderRow.getByRole('button', { name: 'Asignar cuadrilla', exact: true }).click();
  const dialog = lessorPage.getByRole('dialog', { name: 'Asignar cuadrilla' });
  const select = dialog.getByLabel('Cuadrilla', { exact: true });
  await expect(select.locator('option', { hasText: code })).toHaveCount(1);
  await expect(select.locator('option', { hasText: offCode })).toHaveCount(0);
  await select.selectOption(code);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expectAlertShown(lessorPage, `Cuadrilla asignada a la orden ${order.AUFNR}.`, 10_000);
  await expect(orderRow.getByText(code, { exact: true }).filter({ visible: true })).toBeVisible();
  await context.close();
});

test('Visualizar sees crews and regions read-only, and its writes are refused', async ({
  page,
}) => {
  await signIn(page, 'visor');
  await openCrews(page);
  await expect(page.getByRole('button', { name: 'Nuevo' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Editar / }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Eliminar / }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Bitácora de / }).first()).toBeEnabled();
  await page.getByRole('button', { name: 'Ver Cuadrilla Norte 1' }).click();
  const view = page.getByRole('dialog', { name: 'Cuadrilla Cuadrilla Norte 1' });
  await expect(view.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Cuadrilla Norte 1');
  await expect(view.getByRole('textbox', { name: 'Nombre' })).not.toBeEditable();
  await expect(view.getByRole('button', { name: 'Guardar' })).toHaveCount(0);

  await page.goto('admin_region');
  await expect(page.getByRole('heading', { name: 'Regiones', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo' })).toBeDisabled();

  const token = await apiToken(page.request, 'visor');
  const res = await callApi(
    page.request,
    'Crew',
    { ActionId: 41, Crew: { Code: 'CUA-NOR-01' } },
    token,
  );
  expect(res.status()).toBe(403);
});

test('admin reads the catalogues on Productos and exports one to Excel', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('product');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  const orderTypes = page.getByRole('region', { name: 'Tipos de orden de compra' });
  await expect(orderTypes.getByRole('cell', { name: 'Materiales' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Estatus de factura' }).getByRole('row'),
  ).not.toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel: Tipos de orden de compra' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('admin reads the configuration of each company, with the tolerance invoicing uses', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('admin_company');
  await expect(
    page.getByRole('heading', { name: 'Configuración de sociedades', level: 1 }),
  ).toBeVisible();
  const base = page.getByRole('region', { name: 'Datos generales' });
  await expect(base.getByText('Tolerancia total')).toBeVisible();
  await expect(base.getByText('16 %')).toBeVisible();
  await page.getByLabel('Sociedad', { exact: true }).selectOption('MX20');
  await expect(
    page.getByRole('region', { name: 'Área de ventas' }).getByText('Ventas Sitios del Norte'),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pago anticipado' })).toBeVisible();
});

test('admin creates, edits and deletes a region', async ({ page }) => {
  await recordAlerts(page);
  const code = uniqueCode('R');
  await signIn(page, 'admin');
  await page.goto('admin_region');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva región' });
  await form.getByRole('textbox', { name: 'Código' }).fill(code);
  await form.getByRole('textbox', { name: 'Nombre' }).fill(`Región ${code}`);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  await expectAlertShown(page, 'Registro creado exitosamente', 10_000);
  await page.getByLabel('Filtrar por nombre o código').fill(code);
  await page.getByRole('button', { name: `Editar Región ${code}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar región Región ${code}` });
  await expect(edit.getByRole('textbox', { name: 'Código' })).not.toBeEditable();
  await edit.getByRole('checkbox', { name: 'Activo' }).uncheck({ force: true });
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expectAlertShown(page, 'Registro actualizado exitosamente', 10_000);
  await page.getByRole('button', { name: `Eliminar Región ${code}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expectAlertShown(page, 'Registro eliminado exitosamente', 10_000);
  await expect(page.getByText('No hay registros que coincidan.')).toBeVisible();
});

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];
const PAGES = [
  { path: 'admin_crew', heading: 'Cuadrillas', form: 'Nueva cuadrilla', ready: /^Bitácora de / },
  { path: 'admin_region', heading: 'Regiones', form: 'Nueva región', ready: /^Bitácora de / },
  {
    path: 'product',
    heading: 'Productos',
    form: null,
    ready: 'Exportar a Excel: Tipos de factura',
  },
];

for (const size of WIDTHS) {
  test(`the crew, region, company and product pages fit ${size.width} px and pass axe`, async ({
    page,
  }, info) => {
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    for (const target of PAGES) {
      await page.goto(target.path);
      await expect(page.getByRole('heading', { name: target.heading, level: 1 })).toBeVisible();
      if (target.ready) {
        await expect(page.getByRole('button', { name: target.ready }).first()).toBeVisible();
      } else {
        await expect(page.getByRole('cell', { name: 'Transferencia' })).toBeVisible();
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const small = await page
        .locator('main button:visible')
        .evaluateAll(
          (buttons) =>
            buttons
              .map((b) => b.getBoundingClientRect())
              .filter((r) => r.height < 44 || r.width < 44).length,
        );
      expect(small).toBe(0);
      await page.screenshot({
        path: info.outputPath(`${target.path}-${size.width}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page)).toEqual([]);
      if (target.form === null) continue;

      await page.getByRole('button', { name: 'Nuevo' }).click();
      const form = page.getByRole('dialog', { name: target.form });
      await expect(form.getByRole('button', { name: 'Guardar' })).toBeVisible();
      await animationsDone(page);
      const formOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(formOverflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: info.outputPath(`${target.path}-form-${size.width}.png`) });
      expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
      await form.getByRole('button', { name: 'Cancelar' }).click();
      await expect(form).toBeHidden();
    }
  });
}
