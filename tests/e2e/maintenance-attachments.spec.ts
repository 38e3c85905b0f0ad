import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe';
import {
  animationsDone,
  apiToken,
  callApi,
  signIn,
  waitForServiceWorker,
  recordAlerts,
  expectAlertShown,
} from './support';

// Orders of this spec: mantto.fijo's orders in status 04 (Rechazado por proveedor), which no
// other spec changes; the online test takes the first of them, the offline test the last.
const STATUS = '04';

interface ListedOrder {
  AUFNR: string;
  STATUS: string;
}

interface ListedAttachment {
  Id: number;
  Description: string;
  Notes: string;
  FileName: string;
}

async function rejectedOrders(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await callApi(request, 'reportOrders', { ActionId: 20 }, token);
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { List: ListedOrder[] }).List;
  const codes = list.filter((o) => o.STATUS === STATUS).map((o) => o.AUFNR);
  expect(codes.length, 'two orders in status 04').toBeGreaterThanOrEqual(2);
  return codes;
}

async function attachmentsOf(
  request: APIRequestContext,
  token: string,
  orderCode: string,
): Promise<ListedAttachment[]> {
  const res = await callApi(
    request,
    'Attachment',
    { ActionId: 20, Filter: { OrderCode: orderCode } },
    token,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { List: ListedAttachment[] }).List;
}

/** A small, real PDF document. */
function pdfFile(name: string) {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

/** The orders page filtered to status 04, as a search the user ran. */
async function openRejectedOrders(page: Page): Promise<void> {
  await page.goto(`mantenimiento_ordenes_mantenimiento?status=${STATUS}&run=1`);
  await expect(
    page.getByRole('heading', { name: 'Revisión del arrendador', level: 1 }),
  ).toBeVisible();
}

function orderRow(page: Page, orderCode: string) {
  return page.getByRole('row').filter({
    has: page.getByRole('checkbox', { name: `Seleccionar la orden ${orderCode}`, exact: true }),
  });
}

/** Fills the add form of the open attachments dialog. */
async function fillNewAttachment(page: Page, description: string, notes: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Agregar archivo' }).click();
  await dialog.getByLabel('Tipo').selectOption({ index: 1 });
  await dialog.getByLabel('Descripción').fill(description);
  await dialog.getByLabel('Notas').fill(notes);
}

test.describe('maintenance order attachments', () => {
  test.describe.configure({ timeout: 120_000 });

  test('mantto.fijo adds a PDF, consults and edits it, downloads and deletes it', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'mantto.fijo');
    const orderCode = (await rejectedOrders(request, token))[0]!;
    const description = `Acta de entrega ${Date.now()}`;
    await recordAlerts(page);
    await signIn(page, 'mantto.fijo');
    await openRejectedOrders(page);
    await orderRow(page, orderCode).getByRole('button', { name: 'Adjuntar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Orden ${orderCode}`)).toBeVisible();

    // A wrong type and an oversize file are refused with their message; the description stays.
    await fillNewAttachment(page, description, 'Firmada por el arrendador');
    const save = dialog.getByRole('button', { name: 'Guardar' });
    await dialog.getByLabel('Archivo').setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('solo texto'),
    });
    await expect(dialog.getByText('Solo se permiten archivos xls, xlsx o pdf.')).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Archivo').setInputFiles({
      name: 'grande.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(20_000_001, 0x25),
    });
    await expect(
      dialog.getByText('El archivo excede el tamaño máximo permitido de 20 MB.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Archivo')).toHaveValue('');
    await expect(dialog.getByLabel('Descripción')).toHaveValue(description);
    await expect(save).toBeDisabled();

    // A real PDF: saved, sent, and in the list.
    await dialog.getByLabel('Archivo').setInputFiles(pdfFile('acta-entrega.pdf'));
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Archivo cargado correctamente.')).toBeVisible({
      timeout: 30_000,
    });
    const table = dialog.getByRole('table', { name: `Archivos adjuntos de la orden ${orderCode}` });
    const row = table.getByRole('row').filter({ hasText: description });
    await expect(row).toBeVisible();
    await expect(row.getByText('acta-entrega.pdf')).toBeVisible();
    // One date format in the whole portal: dd-mm-yyyy HH:mm.
    await expect(row).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    // Each action says what it does, at least 44 × 44 px; "Eliminar" stands apart, in red.
    for (const [word, name] of [
      ['Ver', 'Ver acta-entrega.pdf'],
      ['Descargar', 'Descargar acta-entrega.pdf'],
      ['Eliminar', 'Eliminar acta-entrega.pdf'],
    ] as const) {
      const action = row.getByRole('button', { name, exact: true });
      await expect(action).toHaveText(word);
      const box = await action.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    const download = await row
      .getByRole('button', { name: 'Descargar acta-entrega.pdf' })
      .boundingBox();
    const remove = await row
      .getByRole('button', { name: 'Eliminar acta-entrega.pdf' })
      .boundingBox();
    expect(remove!.y - (download!.y + download!.height)).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: test.info().outputPath('attachments-list.png') });
    await expectNoAxeViolations(page, OPEN_DIALOG);
    // A tablet held upright and a phone get cards, with the same labelled actions and whole words.
    for (const size of [
      { width: 768, height: 1024 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(size);
      const card = dialog
        .getByRole('list', { name: `Archivos adjuntos de la orden ${orderCode}` })
        .getByRole('listitem')
        .filter({ hasText: description });
      await expect(card).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
      for (const name of ['Ver', 'Descargar', 'Eliminar']) {
        const box = await card
          .getByRole('button', { name: `${name} acta-entrega.pdf`, exact: true })
          .boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(44);
        expect(box!.height).toBeGreaterThanOrEqual(44);
      }
      expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await animationsDone(page);
      await page.screenshot({
        path: test.info().outputPath(`attachments-list-${size.width}.png`),
      });
      await expectNoAxeViolations(page, OPEN_DIALOG);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(async () =>
        (await attachmentsOf(request, token, orderCode)).filter(
          (a) => a.Description === description,
        ),
      )
      .toHaveLength(1);

    // Consult: read-only until Editar; Guardar only once the notes changed.
    await row.getByRole('button', { name: 'Ver acta-entrega.pdf' }).click();
    const notes = dialog.getByLabel('Notas');
    await expect(notes).toHaveValue('Firmada por el arrendador');
    await expect(notes).not.toBeEditable();
    await dialog.getByRole('button', { name: 'Editar' }).click();
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await notes.fill('Firmada y sellada');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Archivo modificado correctamente.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(row.getByText('Firmada y sellada')).toBeVisible();
    await expect
      .poll(
        async () =>
          (await attachmentsOf(request, token, orderCode)).find(
            (a) => a.Description === description,
          )?.Notes,
      )
      .toBe('Firmada y sellada');

    // Download: the same bytes come back.
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Descargar acta-entrega.pdf' }).click();
    const downloaded = await downloading;
    expect(downloaded.suggestedFilename()).toBe('acta-entrega.pdf');
    const path = await downloaded.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).toString()).toBe(pdfFile('x').buffer.toString());

    // Delete with its prompt.
    await row.getByRole('button', { name: 'Eliminar acta-entrega.pdf' }).click();
    const confirm = dialog.getByRole('alertdialog', {
      name: '¿Está seguro de eliminar el archivo acta-entrega.pdf?',
    });
    await expect(confirm).toBeVisible();
    // Nothing is deleted before the answer; "Cancelar" goes back to the list.
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Eliminar acta-entrega.pdf' }).click();
    await expect(confirm).toBeVisible();
    await animationsDone(page);
    await page.screenshot({ path: test.info().outputPath('attachments-delete.png') });
    await expectNoAxeViolations(page, OPEN_DIALOG);
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByText('Archivo eliminado correctamente.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(table.getByRole('row').filter({ hasText: description })).toHaveCount(0);
    await expect
      .poll(async () =>
        (await attachmentsOf(request, token, orderCode)).filter(
          (a) => a.Description === description,
        ),
      )
      .toHaveLength(0);
  });

  test('mantto.fijo adds an attachment offline to an order taken offline; it is sent once', async ({
    page,
    context,
    request,
  }) => {
    const token = await apiToken(request, 'mantto.fijo');
    const orderCode = (await rejectedOrders(request, token)).at(-1)!;
    const description = `Reporte sin señal ${Date.now()}`;
    await recordAlerts(page);
    await signIn(page, 'mantto.fijo');
    await openRejectedOrders(page);
    const row = orderRow(page, orderCode);
    await row.getByRole('checkbox', { name: `Seleccionar la orden ${orderCode}` }).check();
    await page.getByRole('button', { name: 'Disponible sin conexión' }).click();
    await expectAlertShown(page, '1 orden disponible sin conexión.');
    await row.getByRole('button', { name: 'Consultar', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();

    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/Copia sin conexión de hace/)).toBeVisible();
    await page.getByRole('button', { name: 'Archivos adjuntos' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('Sin conexión: lista de la copia guardada en este dispositivo.'),
    ).toBeVisible();
    await fillNewAttachment(page, description, 'Tomado en sitio');
    await dialog.getByLabel('Archivo').setInputFiles(pdfFile('reporte-sitio.pdf'));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('Guardado en este dispositivo, se enviará al conectarse.'),
    ).toBeVisible();

    // A reload with no network still shows it, marked pending.
    await page.reload();
    await page.getByRole('button', { name: 'Archivos adjuntos' }).click();
    const pendingRow = page.getByRole('dialog').getByRole('row').filter({ hasText: description });
    await expect(pendingRow).toBeVisible();
    await expect(
      pendingRow.getByText('Guardado en este dispositivo, se enviará al conectarse'),
    ).toBeVisible();

    // Back online: the outbox sends it, exactly once.
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await attachmentsOf(request, token, orderCode)).filter(
            (a) => a.Description === description,
          ).length,
        { timeout: 60_000 },
      )
      .toBe(1);
    await expect(
      pendingRow.getByText('Guardado en este dispositivo, se enviará al conectarse'),
    ).toHaveCount(0, { timeout: 30_000 });
    expect(
      (await attachmentsOf(request, token, orderCode)).filter((a) => a.Description === description),
    ).toHaveLength(1);
  });

  // Read-only: opens the dialog of the second status-04 order at each width and changes nothing.
  for (const size of [
    { width: 360, height: 740 },
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ]) {
    test(`the attachments dialog fits ${size.width} px and passes axe`, async ({
      page,
      request,
    }, info) => {
      await page.setViewportSize(size);
      const token = await apiToken(request, 'mantto.fijo');
      const orderCode = (await rejectedOrders(request, token))[1]!;
      await recordAlerts(page);
      await signIn(page, 'mantto.fijo');
      await openRejectedOrders(page);
      // From 1280 px the orders are a table; on phones and tablets, cards (list items) with the
      // same actions.
      const order = page.getByRole(size.width < 1280 ? 'listitem' : 'row').filter({
        has: page.getByRole('checkbox', { name: `Seleccionar la orden ${orderCode}`, exact: true }),
      });
      await order.getByRole('button', { name: 'Adjuntar', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: 'Agregar archivo' })).toBeVisible();
      await animationsDone(page);
      const box = await dialog.boundingBox();
      if (size.width < 640) expect(box?.width).toBe(size.width);
      else expect(box?.width ?? 0).toBeLessThanOrEqual(size.width);
      const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: info.outputPath(`attachments-${size.width}.png`) });
      await expectNoAxeViolations(page);

      await dialog.getByRole('button', { name: 'Agregar archivo' }).click();
      await expect(dialog.getByLabel('Descripción')).toBeVisible();
      await page.screenshot({ path: info.outputPath(`attachments-add-${size.width}.png`) });
      await expectNoAxeViolations(page);
    });
  }
});
