import { expect, test, type Page } from '@playwright/test';
import { axeViolations, OPEN_DIALOG } from './axe';
import { animationsDone, apiToken, callApi, signIn } from './support';

/**
 * The communiqué administration (/admin_statements, spec 3 §2.4, §4.8, §5.5, §6) and the home
 * carousel it feeds. Each test publishes communiqués with names of its own and deletes them at the
 * end, so the seeded ones other specs rely on stay as they are.
 */

/** Today in Mexico City (the portal's calendar), YYYY-MM-DD. */
function mexicoDay(plusDays = 0): string {
  const d = new Date(Date.now() + plusDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

/** A one-page PDF with a valid cross-reference table. */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Comunicados' });

async function slideNames(page: Page): Promise<string[]> {
  const labels = await carousel(page)
    .locator('[aria-roledescription="diapositiva"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.map((l) => l.replace(/^\d+ de \d+: /, ''));
}

async function openStatements(page: Page) {
  await page.goto('admin_statements');
  await expect(page.getByRole('heading', { name: 'Comunicados', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+–\d+ de \d+/)).toBeVisible();
}

async function deleteByName(page: Page, name: string) {
  const token = await apiToken(page.request, 'admin');
  const list = await callApi(
    page.request,
    'Parameter',
    { ActionId: 20, Filter: { Name: name } },
    token,
  );
  const rows = ((await list.json()) as { List: { Id: number }[] }).List;
  for (const row of rows)
    await callApi(page.request, 'Parameter', { ActionId: 41, Parameter: { Id: row.Id } }, token);
}

test('admin publishes a communiqué for lessors in NOR with a PDF; the NOR lessor sees it on a phone, the supplier does not', async ({
  browser,
  page,
}) => {
  const name = `Aviso Norte E2E ${Date.now()}`;
  await signIn(page, 'admin');
  await openStatements(page);
  await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo comunicado' });

  // Saving empty says what is missing.
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El nombre es obligatorio.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
  // The start may not be before today.
  await form.getByLabel('Fecha de inicio').fill(mexicoDay(-2));
  await form.getByLabel('Fecha de fin').fill(mexicoDay(5));
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('La fecha de inicio no puede ser anterior a hoy.')).toBeVisible();
  // A new start clears the end.
  await form.getByLabel('Fecha de inicio').fill(mexicoDay(0));
  await expect(form.getByLabel('Fecha de fin')).toHaveValue('');
  await form.getByLabel('Fecha de fin').fill(mexicoDay(5));

  // Lessors (ticked by default) without all regions need a region.
  await expect(form.getByRole('checkbox', { name: 'Arrendadores' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /^NOR – / })).toBeDisabled();
  await form.getByRole('checkbox', { name: 'Todas las regiones' }).uncheck();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Seleccione al menos una región.')).toBeVisible();
  await form.getByRole('checkbox', { name: /^NOR – / }).check();

  // The image field takes images only, checked by content: a PDF there is refused.
  const pdf = { name: 'aviso.pdf', mimeType: 'application/pdf', buffer: tinyPdf(name) };
  await form.getByLabel('Imagen del comunicado').setInputFiles({ ...pdf, mimeType: 'image/png' });
  await expect(form.getByText('El comunicado debe ser una imagen PNG, GIF o JPEG.')).toBeVisible();
  await form.getByLabel('PDF del comunicado').setInputFiles(pdf);
  await expect(form.getByText('PDF adjunto.')).toBeVisible();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro creado exitosamente')).toBeVisible();
  await expect(form).toBeHidden();

  // In the list, and its log says who created it.
  await page.getByLabel('Buscar por nombre o número').fill(name);
  await expect(page.getByRole('button', { name: `Ver ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Bitácora de ${name}` }).click();
  const log = page.getByRole('dialog', { name: `Bitácora de ${name}` });
  await expect(log.getByRole('cell', { name: 'Creación' })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Administrador del Portal' })).toBeVisible();
  await log.getByRole('button', { name: 'Cerrar' }).first().click();

  // The NOR lessor's next visit, on a phone: the communiqué is in the carousel with its PDF.
  const lessor = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signIn(lessor, 'arrendador');
  await expect(carousel(lessor)).toBeVisible();
  expect(await slideNames(lessor)).toContain(name);
  await lessor.getByRole('button', { name: 'Pausar' }).click();
  const open = lessor.getByRole('button', { name: `Abrir PDF: ${name}` });
  for (let i = 0; i < 10 && !(await open.isVisible()); i++)
    await lessor.getByRole('button', { name: 'Comunicado siguiente' }).click();
  await expect(open).toBeVisible();
  await lessor.close();

  // The supplier does not get it.
  const supplier = await browser.newPage();
  await signIn(supplier, 'proveedor');
  await expect(carousel(supplier)).toBeVisible();
  expect(await slideNames(supplier)).not.toContain(name);
  await supplier.close();

  await deleteByName(page, name);
});

test('an administrator edits a communiqué and deletes it after confirming; the lessor no longer sees it', async ({
  page,
}) => {
  const name = `Aviso Editar E2E ${Date.now()}`;
  const token = await apiToken(page.request, 'admin');
  const png =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  const created = await callApi(
    page.request,
    'Parameter',
    {
      ActionId: 11,
      Parameter: {
        Name: name,
        StartDate: mexicoDay(0),
        EndDate: mexicoDay(3),
        ImageFile: png,
        ForLessor: true,
        AllRegion: true,
      },
    },
    token,
  );
  expect(((await created.json()) as { Result: boolean }).Result).toBe(true);

  await signIn(page, 'admin');
  await openStatements(page);
  await page.getByLabel('Buscar por nombre o número').fill(name);
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const form = page.getByRole('dialog', { name: `Editar ${name}` });
  await expect(form.getByRole('img', { name: 'Imagen actual del comunicado' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Nombre' }).fill(`${name} bis`);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro actualizado exitosamente')).toBeVisible();

  await page.getByRole('button', { name: `Eliminar ${name} bis` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar comunicado' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Registro eliminado exitosamente')).toBeVisible();
  await expect(page.getByRole('button', { name: `Ver ${name} bis` })).toHaveCount(0);

  const home = await callApi(
    page.request,
    'Notification',
    { ActionId: 22, Filter: {} },
    await apiToken(page.request, 'arrendador'),
  );
  const names = ((await home.json()) as { List: { Name: string }[] }).List.map((s) => s.Name);
  expect(names).not.toContain(`${name} bis`);
});

test('Visualizar reads communiqués but cannot create, edit or delete them', async ({ page }) => {
  await signIn(page, 'visor');
  await openStatements(page);
  await expect(page.getByRole('button', { name: 'Nuevo', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Editar / }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Eliminar / }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Bitácora de / }).first()).toBeEnabled();

  // A row (a seeded one no test deletes) opens read-only: no Save, every field disabled.
  await page.getByRole('button', { name: 'Ver Bienvenido a PortalPRO' }).click();
  const view = page.getByRole('dialog', { name: 'Bienvenido a PortalPRO' });
  await expect(view.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('readonly', '');
  await expect(view.getByRole('checkbox', { name: 'Arrendadores' })).toBeDisabled();
  await expect(view.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(view.getByLabel('PDF del comunicado')).toHaveCount(0);

  // The server refuses its writes as well.
  const token = await apiToken(page.request, 'visor');
  const res = await callApi(
    page.request,
    'Parameter',
    { ActionId: 41, Parameter: { Id: 1 } },
    token,
  );
  expect(res.status()).toBe(403);
});

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

for (const size of WIDTHS) {
  test(`the communiqué page fits ${size.width} px and passes axe`, async ({ page }, info) => {
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    await openStatements(page);
    await expect(page.getByRole('button', { name: /^Bitácora de / }).first()).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // Every button is a 44-px target and inside the viewport's width.
    const bad = await page.locator('main button:visible').evaluateAll((buttons) =>
      buttons
        .filter((b) => {
          const r = b.getBoundingClientRect();
          return r.height < 44 || r.width < 44 || r.right > window.innerWidth + 0.5;
        })
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    );
    expect(bad).toEqual([]);
    await page.screenshot({
      path: info.outputPath(`admin-statements-${size.width}.png`),
      fullPage: true,
    });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo comunicado' });
    await expect(form.getByLabel('PDF del comunicado')).toBeVisible();
    await form.getByRole('checkbox', { name: 'Todas las regiones' }).uncheck();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await animationsDone(page);
    await page.screenshot({ path: info.outputPath(`admin-statements-form-${size.width}.png`) });
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
  });
}
