/**
 * The background jobs page of the operations area: `admin` finds it under Administración ›
 * Sistema, sees each job's schedule in words, starts the unfinished-uploads clean-up with
 * "Ejecutar ahora", reads the answer beside the button and sees the run through to its end in the
 * recent runs; the page passes axe and fits at 360, 768 and 1,280 px with 44 px targets.
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
const UPLOADS = 'Limpieza de cargas sin terminar';

/** One job's card, found by its heading. */
const jobCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Tareas programadas' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, level: 2 }) });

test('admin sees the background jobs and runs one now', async ({ page }) => {
  await signIn(page, 'admin');
  await openMenu(page);
  const menu = mainMenu(page);
  // Administración › Sistema › Tareas programadas, unless the group is open already.
  const entry = menu.locator('a[href$="/admin_tareas"]');
  if (!(await entry.isVisible())) {
    await menu.getByRole('button', { name: 'Administración' }).click();
    if (!(await entry.isVisible())) await menu.getByRole('button', { name: 'Sistema' }).click();
  }
  await expect(entry).toHaveText('Tareas programadas');
  await entry.click();
  await expect(page).toHaveURL(/\/admin_tareas$/);
  await expect(page.getByRole('heading', { name: 'Tareas programadas', level: 1 })).toBeVisible();

  await expect(jobCard(page, 'Depuración de registros antiguos')).toContainText(
    'Diario a las 03:41 (hora de la Ciudad de México)',
  );
  await expect(jobCard(page, 'Limpieza de intentos de inicio de sesión')).toContainText(
    'Cada hora, en el minuto 13',
  );
  await expect(jobCard(page, 'Revisión de facturas ante el SAT')).toBeVisible();

  const uploads = jobCard(page, UPLOADS);
  await expect(uploads).toContainText('Cada hora, en el minuto 7');
  await expect(uploads).toContainText('Fallidas en 7 días: 0');
  await uploads.getByRole('button', { name: `Ejecutar ahora: ${UPLOADS}` }).click();
  await expect(
    uploads
      .getByRole('status')
      .filter({ hasText: /La tarea quedó en cola|Ya hay una ejecución de esta tarea en espera/ }),
  ).toBeVisible();

  // The server's workers take the run; the page reads the queue again until it has ended.
  await uploads.getByRole('button', { name: /^Ejecuciones recientes/ }).click();
  const runs = uploads.getByRole('table', { name: `Ejecuciones recientes de ${UPLOADS}` });
  await expect(runs.getByRole('row').filter({ hasText: 'Completada' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(uploads).toContainText(/Sin cambios: no había nada que hacer|Cargas borradas/);
});

test('the background jobs page passes axe and fits at 360, 768 and 1280 px', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('admin_tareas');
  await expect(page.getByRole('heading', { name: 'Tareas programadas', level: 1 })).toBeVisible();
  const uploads = jobCard(page, UPLOADS);
  await uploads.getByRole('button', { name: `Ejecutar ahora: ${UPLOADS}` }).click();
  await expect(uploads.getByRole('status').filter({ hasText: /cola|espera/ })).toBeVisible();
  await uploads.getByRole('button', { name: /^Ejecuciones recientes/ }).click();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(uploads.getByRole('button', { name: /^Ejecutar ahora/ })).toBeVisible();
    await expectFitsAndTouchable(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/ops-admin_tareas-${size.width}.png`, fullPage: true });
  }
});
