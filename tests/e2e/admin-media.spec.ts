import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { apiToken, callApi, signIn } from './support';

/**
 * /admin_banner and /admin_help: an administrator replaces a home banner and a page's
 * help video from the page, users get the new file, and the original comes back on restore. The
 * help video changed is one no other spec plays (arrendador_arrendamiento_ajustes).
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const NORTH = 'Mantenimiento de accesos en sitios de la región Norte';
const AJUSTES_VIDEO = 'help/arrendador_arrendamiento_ajustes.webm';

async function fits(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const small = await page.locator('main button:visible, main a:visible').evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.height < 44 || r.right > window.innerWidth + 0.5;
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent),
  );
  expect(small).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

test('an administrator replaces a home banner, the lessor gets it, and restores the original', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'admin');
  await page.goto('admin_banner');
  await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: NORTH });
  await expect(card.getByText('Imagen original')).toBeVisible();
  await fits(page);
  await page.screenshot({ path: info.outputPath('admin-banner-360.png'), fullPage: true });

  // A PDF passed off as an image is refused before it is sent.
  await card.getByLabel(`Nueva imagen para ${NORTH}`).setInputFiles({
    name: 'x.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.4\n'),
  });
  await expect(card.getByText('El comunicado debe ser una imagen PNG, GIF o JPEG.')).toBeVisible();

  await card
    .getByLabel(`Nueva imagen para ${NORTH}`)
    .setInputFiles({ name: 'norte.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Banner reemplazado')).toBeVisible();
  await expect(card.getByText('Imagen reemplazada')).toBeVisible();

  const lessorHome = async () => {
    const res = await callApi(
      page.request,
      'Notification',
      { ActionId: 22, Filter: {} },
      await apiToken(page.request, 'arrendador'),
    );
    const list = ((await res.json()) as { List: { Name: string; ImageFile: string | null }[] })
      .List;
    return list.find((s) => s.Name === NORTH)?.ImageFile ?? '';
  };
  expect(await lessorHome()).toBe(`data:image/png;base64,${PNG.toString('base64')}`);

  await page.getByRole('button', { name: `Restaurar la imagen original de ${NORTH}` }).click();
  await expect(page.getByText('Banner original restaurado')).toBeVisible();
  await expect(card.getByText('Imagen original')).toBeVisible();
  expect(await lessorHome()).toMatch(/^data:image\/svg\+xml;base64,/);
});

test('an administrator replaces a help video, it is served in place of the shipped one, and restores it', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const shipped = readFileSync('public/help/arrendador_arrendamiento_ajustes.webm');
  const replacement = readFileSync('public/help/arrendador_arrendamiento.webm');
  await signIn(page, 'admin');
  await page.goto('admin_help');
  await expect(page.getByRole('heading', { name: 'Ayuda', level: 1 })).toBeVisible();
  await fits(page);
  await page.screenshot({ path: info.outputPath('admin-help-768.png'), fullPage: true });

  const label = /^Nuevo video para Ajustes/;
  const card = page.getByRole('listitem').filter({ has: page.getByLabel(label) });
  // An image is not a video.
  await card
    .getByLabel(label)
    .setInputFiles({ name: 'a.webm', mimeType: 'video/webm', buffer: PNG });
  await expect(card.getByText('El video de ayuda debe ser WebM o MP4.')).toBeVisible();

  await card
    .getByLabel(label)
    .setInputFiles({ name: 'nuevo.webm', mimeType: 'video/webm', buffer: replacement });
  await expect(page.getByText('Video de ayuda reemplazado')).toBeVisible();
  await expect(card.getByText(/^Reemplazado por Administrador del Portal/)).toBeVisible();
  const served = await page.request.get(AJUSTES_VIDEO);
  expect(served.status()).toBe(200);
  expect(Buffer.compare(await served.body(), replacement)).toBe(0);

  await card.getByRole('button', { name: /^Restaurar el video original de/ }).click();
  await expect(page.getByText('Video de ayuda original restaurado')).toBeVisible();
  await expect(card.getByText('Video original del portal')).toBeVisible();
  const back = await page.request.get(AJUSTES_VIDEO);
  expect(Buffer.compare(await back.body(), shipped)).toBe(0);
});

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the help videos page fits ${size.width} px and passes axe`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    await page.goto('admin_help');
    await expect(page.getByRole('heading', { name: 'Ayuda', level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^Nuevo video para /)).toHaveCount(8);
    await fits(page);
  });
}
