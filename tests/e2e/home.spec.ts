import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signIn } from './support';

// The communiqués seeded in server/src/db/seed/statements.ts; nothing here changes data, but
// admin-statements.spec.ts publishes communiqués of its own meanwhile, so the slides are checked
// by name among the seeded ones, never by position or count.
const WELCOME = 'Bienvenido a PortalPRO';
const LESSOR_CALENDAR = 'Nuevo calendario de pagos de arrendamiento 2026';
const LESSOR_NORTH = 'Mantenimiento de accesos en sitios de la región Norte';
const SUPPLIER_CFDI = 'Facturación electrónica CFDI 4.0 para proveedores';

/** How long each banner stays (CAROUSEL_INTERVAL_MS of statement-carousel.tsx). */
const CAROUSEL_INTERVAL_MS = 6_000;

function carousel(page: Page) {
  return page.getByRole('region', { name: 'Comunicados' });
}

const SEEDED = [WELCOME, LESSOR_CALENDAR, LESSOR_NORTH, SUPPLIER_CFDI];

/** The names of every seeded slide, visible or not, in order. */
async function slideNames(page: Page): Promise<string[]> {
  const labels = await carousel(page)
    .locator('[aria-roledescription="diapositiva"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.map((l) => l.replace(/^\d+ de \d+: /, '')).filter((n) => SEEDED.includes(n));
}

/** The slide of a communiqué, whatever its position. */
function slide(page: Page, name: string) {
  return page.getByRole('group', { name: new RegExp(`^\\d+ de \\d+: ${name}$`) });
}

test.describe('home communiqués', () => {
  test('a lessor sees the lessor communiqués of the region; the carousel cycles, pauses on hover and opens a PDF', async ({
    page,
  }) => {
    // The page's timers on a clock the test can move: time flows as usual until it is run forward.
    await page.clock.install();
    await signIn(page, 'arrendador');
    await expect(carousel(page)).toBeVisible();
    expect(await slideNames(page)).toEqual([WELCOME, LESSOR_CALENDAR, LESSOR_NORTH]);

    // It moves on by itself while the pointer is elsewhere.
    await page.mouse.move(0, 0);
    // Once round the carousel at most, however many communiqués another spec added.
    const total = await carousel(page).locator('[aria-roledescription="diapositiva"]').count();
    const round = { timeout: (total + 1) * CAROUSEL_INTERVAL_MS };
    await expect(slide(page, WELCOME)).toBeVisible(round);
    await expect(slide(page, LESSOR_CALENDAR)).toBeVisible(round);

    // Over it, it stays put.
    await carousel(page).hover();
    await expect(carousel(page)).toHaveAttribute('data-state', 'paused');
    // The page's time stops 2 s on (a point the page's clock cannot have passed yet), then one
    // turn of the interval runs on it, however busy the machine is: in those 8 s a carousel still
    // cycling would move on once or twice, never all the way round to this slide, and with the
    // clock stopped it cannot come back to it while the assertion waits.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(slide(page, LESSOR_CALENDAR)).toBeVisible();
    await page.clock.resume();

    // The calendar's PDF opens framed in a new window.
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: `Abrir PDF: ${LESSOR_CALENDAR}` }).click();
    const popup = await popupPromise;
    const frame = popup.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^blob:/);
    await expect(frame).toHaveAttribute('title', LESSOR_CALENDAR);
    await popup.close();

    // The region's communiqué has no PDF.
    await page.getByRole('button', { name: 'Comunicado siguiente' }).click();
    await expect(slide(page, LESSOR_NORTH)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Abrir PDF/ })).toHaveCount(0);
  });

  test('a supplier sees the supplier communiqués and not the lessor ones', async ({ page }) => {
    await signIn(page, 'proveedor');
    await expect(carousel(page)).toBeVisible();
    expect(await slideNames(page)).toEqual([WELCOME, SUPPLIER_CFDI]);
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`the home page with its carousel fits ${size.width} px and passes axe`, async ({
      page,
    }, info) => {
      await page.setViewportSize(size);
      await signIn(page, 'arrendador');
      await expect(carousel(page)).toBeVisible();
      // Heights by breakpoint: 220 px on a phone, 750 px at 1280 px (xl).
      const slides = carousel(page).locator('[aria-roledescription="diapositiva"]').first();
      const height = (await slides.boundingBox())?.height ?? 0;
      expect(height).toBe(size.width === 360 ? 220 : 750);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({ path: info.outputPath(`home-${size.width}.png`) });
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('home work', () => {
  test('mantto.fijo is led to the orders to review, with the count the list shows', async ({
    page,
  }) => {
    await signIn(page, 'mantto.fijo');
    const work = page.getByRole('region', { name: 'Su trabajo' });
    const toReview = work.getByRole('link', { name: /^Órdenes por revisar \d+ / });
    await expect(toReview).toBeVisible();
    const count = Number(/(\d+)/.exec(await toReview.innerText())![1]);
    expect(count).toBeGreaterThan(0);
    await expect(work.getByRole('link', { name: /^Disponibles sin conexión 0 / })).toBeVisible();

    await toReview.click();
    await expect(
      page.getByRole('heading', { name: 'Revisión del arrendador', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(/Estatus: Ejecutado/)).toBeVisible();
    await expect(page.getByText(new RegExp(`^${count} (orden|órdenes)( |$)`))).toBeVisible();
    const rows = page.getByRole('row').filter({
      has: page.getByRole('checkbox', { name: /^Seleccionar la orden \d+$/ }),
    });
    await expect(rows).toHaveCount(Math.min(count, 50));
    await expect(rows.filter({ hasText: 'Ejecutado' })).toHaveCount(Math.min(count, 50));
  });

  test('a supplier without maintenance pages sees the welcome and the communiqués, no work cards', async ({
    page,
  }) => {
    await signIn(page, 'proveedor');
    await expect(carousel(page)).toBeVisible();
    await expect(page.getByText('Bienvenido, Servicios Electromecánicos del Bajío')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Su trabajo' })).toHaveCount(0);
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ]) {
    test(`the home page with the work cards fits ${size.width} px and passes axe`, async ({
      page,
    }, info) => {
      await page.setViewportSize(size);
      await signIn(page, 'mantto.fijo');
      const toReview = page.getByRole('link', { name: /^Órdenes por revisar \d+ / });
      await expect(toReview).toBeVisible();
      await expect(toReview).toBeInViewport();
      const box = (await toReview.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({ path: info.outputPath(`home-work-${size.width}.png`) });
      await expectNoAxeViolations(page);
    });
  }
});
