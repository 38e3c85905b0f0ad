import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe';
import { signIn } from './support';

// These tests only look (they change no data), so they sign in with the demo lessor and the demo
// maintenance operator as the other read-only specs do.

const helpButton = (page: Page) => page.getByRole('button', { name: 'Ayuda de esta página' });

test('a lessor opens the help video of a lessor page, and help is not offered on home', async ({
  page,
}) => {
  await signIn(page, 'arrendador');
  await expect(helpButton(page)).toHaveCount(0);

  await page.goto('arrendador_facturas_pendientes');
  await expect(page.getByRole('heading', { name: 'Facturas pendientes', level: 1 })).toBeVisible();
  await helpButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Ayuda: Facturas pendientes' });
  await expect(dialog).toBeVisible();
  const video = dialog.getByLabel('Video de ayuda de Facturas pendientes');
  await expect(video).toHaveAttribute(
    'src',
    /\/PortalPRO\/help\/arrendador_facturas_pendientes\.webm$/,
  );
  // The video really loads: its metadata arrived from the server.
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // 1090 wide on a desktop, the whole screen on a phone; axe finds nothing in either.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(size);
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(Math.min(size.width, 1090));
    if (size.width === 360) expect(box?.width ?? 0).toBeGreaterThanOrEqual(359);
    else expect(box?.width ?? 0).toBeGreaterThan(1000);
    await page.screenshot({ path: test.info().outputPath(`help-${size.width}.png`) });
    await expectNoAxeViolations(page, OPEN_DIALOG);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Cerrar ayuda' }).click();
  await expect(dialog).toBeHidden();

  // On a phone the top bar still fits with the Help button in it.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(helpButton(page)).toBeVisible();
  // (The shell swaps the side menu for the drawer on the resize event: the layout settles first.)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Another lessor page has its own video; a trailing slash does not matter.
  await page.goto('arrendador_mantenimiento_fijo/');
  await helpButton(page).click();
  const fixed = page.getByRole('dialog', { name: 'Ayuda: Mantenimiento fijo' });
  await expect(fixed.getByLabel('Video de ayuda de Mantenimiento fijo')).toHaveAttribute(
    'src',
    /help\/arrendador_mantenimiento_fijo\.webm$/,
  );
  await page.keyboard.press('Escape');
  await expect(fixed).toBeHidden();

  // A lessor page outside the eight has no help.
  await page.goto('arrendador_arrendamiento_consolidado');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(helpButton(page)).toHaveCount(0);
});

test('a help video that cannot be loaded shows a message instead of the player', async ({
  page,
}) => {
  await page.route('**/help/*.webm', (route) => route.abort('internetdisconnected'));
  await signIn(page, 'arrendador');
  await page.goto('arrendador_estado_cuenta');
  await helpButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Ayuda: Estado de cuenta' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'No fue posible cargar el video de ayuda. Revise su conexión e intente nuevamente.',
  );
  await expect(dialog.locator('video')).toHaveCount(0);
});

test('a maintenance page offers no help', async ({ page }) => {
  await signIn(page, 'mantenimiento');
  await expect(helpButton(page)).toHaveCount(0);
  await page.goto('mantenimiento_ordenes_mantenimiento_torres');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(helpButton(page)).toHaveCount(0);
});
