/**
 * The review as a crew does it on a tablet (768 × 1024, touch): an executed order walked part by
 * part with the review panel's own controls, the panel where the finger is, nothing wider than the
 * screen and every control big enough for a gloved finger; and the same order on a phone and a
 * desktop, checked with axe.
 *
 * Orders: cuadrilla validates the last executed order of its crew (no other spec reviews
 * cuadrilla's orders); mantto.fijo walks the last executed order of its supplier and leaves its
 * review as drafts on the device, so the server's orders the other specs use do not move.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  apiToken,
  listOrders,
  readOrderDetails,
  signIn,
  syncStatus,
  type OrderDetailsView,
} from './support';

const TABLET = { width: 768, height: 1024 };

async function lastExecutedOrder(page: Page, user: string): Promise<string> {
  const token = await apiToken(page.request, user);
  const executed = (await listOrders(page.request, token))
    .filter((o) => o.STATUS === '03')
    .map((o) => o.AUFNR)
    .sort();
  expect(executed.length, `executed orders of ${user}`).toBeGreaterThan(0);
  return executed.at(-1)!;
}

async function openDetail(page: Page, orderCode: string): Promise<void> {
  await page.goto(`mantenimiento_ordenes_mantenimiento?order=${orderCode}`);
  await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
}

/** Nothing on the page is wider than the screen. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Every visible button and text box of the main area is at least 44 × 44 px. */
async function expectTouchTargets(page: Page): Promise<void> {
  const small = await page.locator('main').evaluate((main) => {
    const found: string[] = [];
    for (const el of main.querySelectorAll<HTMLElement>('button, textarea, a[href], input')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (el.closest('[aria-hidden="true"]')) continue;
      if (box.width < 44 || box.height < 44) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        found.push(`${name.slice(0, 40)} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return found;
  });
  expect(small, 'controls smaller than 44 × 44 px').toEqual([]);
}

/** The control is entirely inside the viewport (below the sticky top bar). */
async function expectInViewport(page: Page, name: string, box: DOMRectLike | null) {
  const viewport = page.viewportSize()!;
  expect(box, `${name} is laid out`).not.toBeNull();
  expect(box!.y, `${name} below the top bar`).toBeGreaterThanOrEqual(64);
  expect(box!.y + box!.height, `${name} above the bottom of the screen`).toBeLessThanOrEqual(
    viewport.height,
  );
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}
type DOMRectLike = { x: number; y: number; width: number; height: number };

/** The review panel now on screen: its title, and its Aprobar button inside the viewport. */
async function panelApprove(page: Page) {
  const panel = page.getByRole('region', { name: /^(\d+\. |Antena \d+$|Inventario del sitio$)/ });
  await expect(panel).toBeVisible();
  const title = (await panel.getAttribute('aria-label'))!;
  const approve = panel
    .getByRole('group', { name: /^Estatus de / })
    .getByRole('button', { name: 'Aprobar', exact: true });
  await expectInViewport(page, `Aprobar of ${title}`, await approve.boundingBox());
  return { panel, title, approve };
}

/**
 * Signs in on the tablet, opens the order, taps its first group in the list, then reviews every
 * part with the panel alone: Aprobar, Siguiente, until the last antenna. Answers how many parts.
 */
async function walkWholeOrder(
  page: Page,
  user: string,
  orderCode: string,
  before: OrderDetailsView,
): Promise<number> {
  const partCount =
    before.groups.length + (before.inventory ? 1 + before.inventory.antennas.length : 0);
  await signIn(page, user);
  await openDetail(page, orderCode);
  await expectNoHorizontalOverflow(page);

  // The first group is tapped in the list: its review opens where the eye is.
  const first = before.groups.toSorted((a, b) => a.sequence - b.sequence)[0]!;
  const firstTitle = `${first.sequence}. ${first.groupText}`;
  await page
    .getByRole('navigation', { name: 'Partes de la orden', exact: true })
    .getByRole('list', { name: 'Grupos' })
    .getByRole('button', { name: new RegExp(`^${firstTitle.replace('.', '\\.')}`) })
    .tap();

  // Then only the panel: Aprobar, Siguiente, until the last antenna.
  const seen: string[] = [];
  for (let i = 0; i < partCount; i++) {
    const { panel, title, approve } = await panelApprove(page);
    seen.push(title);
    await approve.tap();
    await expect(approve).toHaveAttribute('aria-pressed', 'true');
    await expectNoHorizontalOverflow(page);
    if (i === 0) await expectTouchTargets(page);
    const next = panel
      .getByRole('navigation', { name: 'Recorrer las partes de la orden' })
      .getByRole('button', { name: /^(Siguiente|Ir al inventario)/ });
    if (i < partCount - 1) {
      await expectInViewport(page, `Siguiente of ${title}`, await next.boundingBox());
      await next.tap();
    } else {
      await expect(next).toHaveCount(0);
      await expect(panel.getByText('Es la última parte de esta orden.').first()).toBeVisible();
    }
  }
  expect(seen[0]).toBe(firstTitle);
  expect(new Set(seen).size).toBe(partCount);
  if (before.inventory) expect(seen).toContain('Inventario del sitio');

  // Every part approved, as the list says; the order action is to validate the order.
  await page.getByRole('button', { name: 'Todas las partes', exact: true }).tap();
  await expect(page.getByText(`${partCount} de ${partCount} revisadas por usted`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validar orden', exact: true })).toBeVisible();
  return partCount;
}

test.describe('the field review on a tablet', () => {
  test.use({ viewport: TABLET, hasTouch: true, isMobile: false });
  // A whole order walked part by part, then sent and checked on the server.
  test.describe.configure({ timeout: 240_000 });

  test('cuadrilla walks every group and the inventory with the panel alone and validates the order', async ({
    page,
    request,
  }) => {
    const orderCode = await lastExecutedOrder(page, 'cuadrilla');
    const token = await apiToken(request, 'cuadrilla');
    const before = await readOrderDetails(request, token, orderCode);
    await walkWholeOrder(page, 'cuadrilla', orderCode, before);
    await page.getByRole('button', { name: 'Validar orden', exact: true }).tap();
    // The server gets the crew's approval of every part, once.
    await expect
      .poll(async () => (await readOrderDetails(request, token, orderCode)).orderStatus, {
        timeout: 60_000,
      })
      .toBe('VAPV');
    const after = await readOrderDetails(request, token, orderCode);
    expect(after.version).toBe(before.version + 1);
    expect(after.groups.map((g) => g.groupStatusPr)).toEqual(after.groups.map(() => 'VAPV'));
    if (after.inventory) {
      expect(after.inventory.groupStatusPr).toBe('VAPV');
      expect(after.inventory.antennas.map((a) => a.antennaStatusPr)).toEqual(
        after.inventory.antennas.map(() => 'VAPV'),
      );
    }
    await expect(syncStatus(page)).toHaveAccessibleName(/Sincronización: Sincronizado/);
  });

  test('mantto.fijo walks every group and the inventory with the panel alone', async ({
    page,
    request,
  }) => {
    const orderCode = await lastExecutedOrder(page, 'mantto.fijo');
    const token = await apiToken(request, 'mantto.fijo');
    const before = await readOrderDetails(request, token, orderCode);
    await walkWholeOrder(page, 'mantto.fijo', orderCode, before);
    // The review stays as drafts on the device: the server's order did not move.
    expect((await readOrderDetails(request, token, orderCode)).version).toBe(before.version);
  });

  test('mantto.fijo: a group tapped lower in the list opens its review on screen, with words instead of codes', async ({
    page,
    request,
  }) => {
    const orderCode = await lastExecutedOrder(page, 'mantto.fijo');
    const details = await readOrderDetails(
      request,
      await apiToken(request, 'mantto.fijo'),
      orderCode,
    );
    const groups = details.groups.toSorted((a, b) => a.sequence - b.sequence);
    const third = groups[Math.min(2, groups.length - 1)]!;
    const title = `${third.sequence}. ${third.groupText}`;

    await signIn(page, 'mantto.fijo');
    await openDetail(page, orderCode);
    // Words, not codes: the sides and statuses are written out.
    const list = page.getByRole('navigation', { name: 'Partes de la orden', exact: true });
    await expect(list.getByText('Sin revisar por el arrendador').first()).toBeVisible();
    await expect(page.getByText(/\b(VAPR|VAPV|REPV|VATL|RETL)\b/)).toHaveCount(0);
    await expect(page.getByText(/^(Pr|Tl)$/)).toHaveCount(0);

    await list.getByRole('button', { name: new RegExp(`^${title.replace('.', '\\.')}`) }).tap();
    const { panel, approve } = await panelApprove(page);
    await expect(panel).toHaveAttribute('aria-label', title);
    await expectTouchTargets(page);
    await expectNoHorizontalOverflow(page);

    // A rejection asks for a comment in the spec's words; the comment box is full width.
    await panel.getByRole('button', { name: 'Rechazar', exact: true }).tap();
    await expect(panel.getByRole('alert')).toHaveText('Rechazado sin comentarios');
    const comment = panel.getByRole('textbox', { name: `Comentarios de ${title}` });
    const box = (await comment.boundingBox())!;
    expect(box.width).toBeGreaterThan(TABLET.width * 0.75);
    expect(box.height).toBeGreaterThanOrEqual(72);
    await comment.fill('Cable de tierra suelto');
    await expect(panel.getByRole('alert')).toBeHidden();
    await expect(page.getByText('Guardado en este equipo', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // "Todas las partes" goes back to the list, which shows the draft in words.
    await panel.getByRole('button', { name: 'Todas las partes' }).tap();
    await expect(
      list.getByRole('button', { name: new RegExp(`^${title.replace('.', '\\.')}`) }),
    ).toContainText('Rechazado por el arrendador');
    await expect(approve).toBeHidden();
  });
});

for (const size of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the order detail at ${size.width} px fits the screen and passes axe`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const orderCode = await lastExecutedOrder(page, 'mantto.fijo');
    await signIn(page, 'mantto.fijo');
    await openDetail(page, orderCode);
    await page.screenshot({ path: info.outputPath(`detail-${size.width}.png`) });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    const list = page.getByRole('navigation', { name: 'Partes de la orden', exact: true });
    await list
      .getByRole('list', { name: 'Inventario del sitio' })
      .getByRole('button')
      .last()
      .click();
    const { title } = await panelApprove(page);
    expect(title).toMatch(/^Antena \d+$/);
    await page.screenshot({ path: info.outputPath(`antenna-${size.width}.png`) });
    await expectNoHorizontalOverflow(page);
    await expectTouchTargets(page);
    await expectNoAxeViolations(page);
  });
}
