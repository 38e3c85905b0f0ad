/**
 * The customer areas: `cliente` places an order by reference from an open agreement
 * on a tablet and sees the line's remaining quantity drop; a child client sees only its own data
 * and, without an open agreement, no order-by-reference entry; every customer page passes axe
 * and fits a phone, a tablet and a desktop with targets of at least 44 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectFitsAndTouchable } from './lessor-kit';
import { mainMenu, openMenu, signIn } from './support';

const SIZES = [
  { width: 360, height: 740 },
  { width: 768, height: 1000 },
  { width: 1280, height: 800 },
];

const PAGES = [
  { path: 'cliente_contratos', heading: 'Contratos abiertos', table: 'Contratos abiertos' },
  { path: 'cliente_pedido_referencia', heading: 'Pedido por referencia', table: null },
  { path: 'cliente_materiales', heading: 'Materiales', table: 'Materiales del cliente' },
  { path: 'cliente_destinatarios', heading: 'Destinatarios', table: 'Solicitudes de destinatario' },
  { path: 'cliente_estado_cuenta', heading: 'Estado de cuenta', table: 'Facturas' },
  { path: 'cliente_saldos', heading: 'Saldos', table: 'Documentos' },
] as const;

/**
 * Every control of the page lies inside the window, but those of a wide table that scrolls inside
 * its own box (reached by scrolling that box, never the page).
 */
async function expectControlsInside(page: Page): Promise<void> {
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main select, main input')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return false;
        for (let up = el.parentElement; up; up = up.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return false;
        }
        return box.left < -0.5 || box.right > window.innerWidth + 0.5;
      })
      .map((el) => `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent ?? ''}`),
  );
  expect(outside, 'controls inside the window').toEqual([]);
}

const remainingText = (page: Page) => page.getByTestId('remaining');
const remainingOf = async (page: Page) => {
  const text = (await remainingText(page).textContent()) ?? '';
  const match = /([\d,]+\.\d{3})/.exec(text);
  if (!match) throw new Error(`no remaining quantity in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
};

test('cliente places an order by reference on a tablet and sees the remaining quantity drop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await signIn(page, 'cliente');
  await openMenu(page);
  await mainMenu(page).getByRole('link', { name: 'Pedido por referencia' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pedido por referencia' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Pedido por referencia' });
  await form.getByLabel('Contrato').selectOption('0040000101');
  await form.getByLabel('Material').selectOption('000020');
  await expect(remainingText(page)).toContainText('Cantidad pendiente');
  const before = await remainingOf(page);
  expect(before).toBeGreaterThanOrEqual(2);

  // More than remains is refused on the page before anything is sent.
  await form.getByLabel(/Cantidad/).fill(String(before + 1));
  await form.getByRole('button', { name: 'Crear pedido' }).click();
  await expect(form.getByText(/excede la cantidad pendiente/)).toBeVisible();

  await form.getByLabel(/Cantidad/).fill('2');
  await form.getByLabel('Orden de compra del cliente').fill('OC-E2E-768');
  await form.getByRole('button', { name: 'Crear pedido' }).click();
  // The server's confirmation, and the page's note of the order and what remains of the line.
  await expect(
    page.getByRole('status').filter({ hasText: /creado con referencia al contrato 0040000101/ }),
  ).toBeVisible();
  await expect(page.getByText(/^Pedido \d{10}: 2\.000; cantidad pendiente/)).toBeVisible();
  await expect.poll(() => remainingOf(page)).toBeLessThanOrEqual(before - 2);
  // The lines table below shows the same remaining quantity.
  const table = page.getByRole('region', { name: /Materiales del contrato 0040000101/ });
  await expect(table.getByText('ANT-SEC-65').first()).toBeVisible();
  await expectFitsAndTouchable(page);
  await expectControlsInside(page);
});

test('a child client sees only its own data, and without an agreement no order entry', async ({
  page,
}) => {
  await signIn(page, 'cliente.norte');
  await page.goto('cliente_contratos');
  await expect(page.getByRole('heading', { level: 1, name: 'Contratos abiertos' })).toBeVisible();
  // No client to choose: a child sees itself only.
  await expect(page.getByLabel('Cliente a consultar')).toHaveCount(0);
  await expect(page.getByText('0040000201').first()).toBeVisible();
  await expect(page.getByText('0040000101')).toHaveCount(0);
  await page.goto('cliente_destinatarios');
  await expect(page.getByText('DST-000201').first()).toBeVisible();
  await expect(page.getByText('DST-000101')).toHaveCount(0);
  await expect(page.getByText('DST-000301')).toHaveCount(0);

  const sur = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
  await signIn(sur, 'cliente.sur');
  await openMenu(sur);
  await expect(mainMenu(sur).getByRole('link', { name: 'Contratos abiertos' })).toBeVisible();
  await expect(mainMenu(sur).getByRole('link', { name: 'Pedido por referencia' })).toHaveCount(0);
  await sur.goto('cliente_contratos');
  await expect(sur.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
  await sur.close();
});

test('a principal client picks a child client and sees that client’s tickets', async ({ page }) => {
  await signIn(page, 'cliente');
  await page.goto('cliente_destinatarios');
  await expect(page.getByText('DST-000101').first()).toBeVisible();
  await page.getByLabel('Cliente a consultar').selectOption('0000300003');
  await expect(page.getByText('DST-000301').first()).toBeVisible();
  await expect(page.getByText('DST-000101')).toHaveCount(0);
  await page.getByLabel('Cliente a consultar').selectOption('0000300001');
});

for (const size of SIZES) {
  test(`every customer page passes axe and fits at ${size.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signIn(page, 'cliente');
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      if (p.table) {
        await expect(
          page.getByRole('heading', { level: 2, name: p.table, exact: true }),
        ).toBeVisible();
      } else {
        await expect(page.getByRole('button', { name: 'Crear pedido' })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await expectFitsAndTouchable(page);
      await expectControlsInside(page);
    }
  });
}
