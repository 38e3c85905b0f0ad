/**
 * The orders list as its users meet it: on a crew's tablet with touch (open on their work, 50 a
 * page, labelled actions), offline (age, kept orders, actions that need a connection) and at the
 * three widths it is used at, with axe.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { QUERY_CACHE_STORAGE_KEY } from '../../src/lib/storage-keys';
import { expectAlertShown, recordAlerts, showAllOrders, signIn } from './support';

/** 'dd-mm-yyyy HH:mm' as a sortable 'yyyy-mm-dd HH:mm'. */
const sortableOf = (text: string) => {
  const m = /(\d{2})-(\d{2})-(\d{4}) (\d{2}:\d{2})/.exec(text);
  return m ? `${m[3]}-${m[2]}-${m[1]} ${m[4]}` : '';
};

/** The order cards of the list (phones and tablets). */
function orderCards(page: Page) {
  return page.getByRole('listitem').filter({
    has: page.getByRole('checkbox', { name: /^Seleccionar la orden \d+$/ }),
  });
}

/** The labels the row actions may carry (spec 3 §4.5). */
const ACTION_LABELS = [
  'Asignar cuadrilla',
  'Reasignar fecha',
  'Validar',
  'Adjuntar',
  'Consultar',
  'Revertir',
];

test.describe('the orders list on a crew tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  for (const user of ['cuadrilla', 'mantto.fijo']) {
    test(`${user} sees their orders on opening the page, at most 50, latest first, with labelled 44-px actions`, async ({
      page,
    }) => {
      await signIn(page, user);
      await page.goto('mantenimiento_ordenes_mantenimiento');
      await expect(
        page.getByRole('heading', { name: 'Revisión del arrendador', level: 1 }),
      ).toBeVisible();
      // No "Buscar" pressed: the default filter is applied and summarised; the form is folded.
      await expect(orderCards(page).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Filtros' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(
        page.getByText('Sociedad: MX10 · Proveedor: Todos · Estatus: Todos'),
      ).toBeVisible();

      const count = await orderCards(page).count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(50);

      // Latest scheduled date and time first.
      const dates = (
        await orderCards(page)
          .getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)
          .allInnerTexts()
      ).map(sortableOf);
      expect(dates).toHaveLength(count);
      expect([...dates].sort().reverse()).toEqual(dates);

      // Every action is a button named by its words, at least 44 × 44 px; statuses are words.
      const first = orderCards(page).first();
      const actions = first
        .getByRole('group', { name: /^Acciones de la orden \d+$/ })
        .getByRole('button');
      expect(await actions.count()).toBeGreaterThanOrEqual(2);
      for (const button of await actions.all()) {
        expect(ACTION_LABELS).toContain((await button.innerText()).trim());
        const box = (await button.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      await expect(
        first.getByText(
          /^(Confirmado|Asignado|Ejecutado|Rechazado por proveedor|Validado por proveedor|Rechazado por operador|Validado por operador)$/,
        ),
      ).toBeVisible();
    });
  }

  test('mantto.fijo pages through 100 orders: 50, then 25 a page, then all', async ({ page }) => {
    await signIn(page, 'mantto.fijo');
    await page.goto('mantenimiento_ordenes_mantenimiento');
    const pages = page.getByRole('navigation', { name: 'Páginas de órdenes' });
    await expect(pages.getByText(/^1–50 de \d+$/)).toBeVisible();
    const total = Number((await pages.getByText(/^1–50 de \d+$/).innerText()).split(' de ')[1]);
    expect(total).toBeGreaterThan(50);
    await expect(orderCards(page)).toHaveCount(50);

    await pages.getByRole('button', { name: 'Siguiente' }).click();
    await expect(pages.getByText(`51–${Math.min(100, total)} de ${total}`)).toBeVisible();
    await expect(orderCards(page)).toHaveCount(Math.min(50, total - 50));

    await page.getByLabel('Órdenes por página', { exact: true }).selectOption({ label: '25' });
    await expect(pages.getByText(`1–25 de ${total}`)).toBeVisible();
    await expect(orderCards(page)).toHaveCount(25);

    // The page and its size survive opening an order and coming back.
    await pages.getByRole('button', { name: 'Siguiente' }).click();
    await expect(pages.getByText(`26–50 de ${total}`)).toBeVisible();
    await orderCards(page).first().getByRole('button', { name: 'Consultar', exact: true }).click();
    await page.getByRole('button', { name: 'Regresar' }).click();
    await expect(pages.getByText(`26–50 de ${total}`)).toBeVisible();

    await showAllOrders(page);
    await expect(orderCards(page)).toHaveCount(total);
  });

  test('offline, the list says how old it is, filters to the orders on the device and disables what needs a connection', async ({
    page,
    context,
  }) => {
    await recordAlerts(page);
    await signIn(page, 'mantto.fijo');
    await page.goto('mantenimiento_ordenes_mantenimiento');
    // A Confirmado order offers crew and date, which need the ERP.
    const card = orderCards(page)
      .filter({ has: page.getByRole('button', { name: 'Asignar cuadrilla', exact: true }) })
      .first();
    const select = card.getByRole('checkbox', { name: /^Seleccionar la orden \d+$/ });
    const orderCode = (await select.getAttribute('aria-label'))!.replace(/\D/g, '');
    await select.check();
    await page.getByRole('button', { name: 'Disponible sin conexión' }).click();
    await expectAlertShown(page, '1 orden disponible sin conexión.');
    await expect(card.getByText('Guardada hace un momento')).toBeVisible();
    await expect(page.getByText('Solo disponibles sin conexión (1)')).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText('Sin conexión · Lista de hace un momento')).toBeVisible();
    for (const name of ['Asignar cuadrilla', 'Reasignar fecha']) {
      const button = card.getByRole('button', { name, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Requiere conexión');
    }
    await expect(card.getByText('Requiere conexión').first()).toBeVisible();
    // The order on the device can still be consulted and given attachments.
    await expect(card.getByRole('button', { name: 'Consultar', exact: true })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Adjuntar', exact: true })).toBeEnabled();
    // Another order is not on the device.
    const other = orderCards(page)
      .filter({ hasNot: page.getByText(/^Guardada hace/) })
      .first();
    await expect(other.getByRole('button', { name: 'Consultar', exact: true })).toBeDisabled();
    await expect(
      other.getByRole('button', { name: 'Consultar', exact: true }),
    ).toHaveAccessibleDescription('No está en este equipo');

    await page.getByRole('checkbox', { name: 'Solo disponibles sin conexión (1)' }).check();
    await expect(orderCards(page)).toHaveCount(1);
    await expect(
      page.getByRole('checkbox', { name: `Seleccionar la orden ${orderCode}`, exact: true }),
    ).toBeVisible();
    // The list is judged, not the confirmation toast above it, which closes by itself.
    await expect(
      page.getByRole('status').filter({ hasText: 'disponible sin conexión.' }),
    ).toBeHidden({ timeout: 15_000 });
    await expectNoAxeViolations(page);

    // The home page counts it.
    await context.setOffline(false);
    await page.goto('');
    await expect(page.getByRole('link', { name: /^Disponibles sin conexión 1 / })).toBeVisible();
  });
});

for (const size of [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`the orders list fits ${size.width} px without sideways scrolling and passes axe`, async ({
    page,
  }, info) => {
    await page.setViewportSize(size);
    await signIn(page, 'mantto.fijo');
    await page.goto('mantenimiento_ordenes_mantenimiento');
    const select = page.getByRole('checkbox', { name: /^Seleccionar la orden \d+$/ });
    await expect(select.first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`orders-list-${size.width}.png`) });
    await expectNoAxeViolations(page);
  });
}

// Issue 14: an order's page reloaded before the orders list was kept on the device (it is saved
// about a second after it arrives) showed the header without the list's status, site and crew.
test("an order's page opened with no list on the device shows the status, site and crew", async ({
  page,
}) => {
  await signIn(page, 'mantto.fijo');
  await page.goto('mantenimiento_ordenes_mantenimiento');
  const row = page.getByRole('row').filter({ hasText: 'Ejecutado' }).first();
  await expect(row).toBeVisible();
  const orderCode = (await row
    .getByRole('checkbox', { name: /^Seleccionar la orden \d+$/ })
    .getAttribute('aria-label'))!.replace(/\D/g, '');
  await row.getByRole('button', { name: 'Consultar', exact: true }).click();
  const title = page.getByRole('heading', { name: `Orden ${orderCode}` });
  await expect(title).toBeVisible();
  const orderUrl = page.url();

  // As after a reload within that second: the device holds no orders list. Cleared from a page
  // that is not the app, so nothing saves it again in between.
  await page.goto('healthz');
  await page.evaluate((key) => localStorage.removeItem(key), QUERY_CACHE_STORAGE_KEY);
  await page.goto(orderUrl);

  await expect(title).toBeVisible();
  const header = title.locator('..');
  await expect(header.getByText('Ejecutado', { exact: true })).toBeVisible();
  const facts = header.locator('..');
  await expect(facts.getByRole('term').filter({ hasText: 'Cuadrilla' })).toBeVisible();
  await expect(
    facts
      .getByRole('term')
      .filter({ hasText: /^Sitio$/ })
      .locator('xpath=following-sibling::dd'),
  ).toContainText(' · ');
});
