import { expect, test, type Page } from '@playwright/test';
import { axeViolations, OPEN_DIALOG } from './axe';
import { animationsDone, apiToken, callApi, signIn } from './support';

/**
 * Supplier and lessor administration (/add_suppliers, spec 2 §2 screens 11-14). The suppliers
 * these tests change are created here with codes of their own, so no seeded supplier other specs
 * rely on is touched.
 */

/** A numeric code no other run of the spec took: 9 digits from the clock, padded to 10 by the server. */
const uniqueCode = () => String(Date.now() % 1_000_000_000).padStart(9, '7');

async function openSuppliers(page: Page) {
  await page.goto('add_suppliers');
  await expect(
    page.getByRole('heading', { name: 'Proveedores y arrendadores', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/\d+–\d+ de \d+/)).toBeVisible();
}

async function filterBy(page: Page, text: string) {
  await page.getByLabel('Filtrar por nombre, RFC o código').fill(text);
}

async function createThroughApi(page: Page, name: string, code: string) {
  const token = await apiToken(page.request, 'admin');
  const res = await callApi(
    page.request,
    'Supplier',
    {
      ActionId: 11,
      Supplier: { Name: name, TIN: 'E2E010101AA1', Code: code, IsSupplier: true },
      Company: [{ Id: 'MX10' }],
      PurchaseOrderType: [{ Id: 1 }],
      InvoiceType: [
        { InvoiceOptionId: 1, InvoiceStatusId: 5, InvoiceTypeId: 1, WithHoldingTaxOptionId: 1 },
      ],
    },
    token,
  );
  expect(res.status()).toBe(200);
}

test('an administrator creates a supplier with both invoicing panels and sees it in the list and its log', async ({
  page,
}) => {
  const code = uniqueCode();
  const name = `Proveedor E2E ${code}`;
  await signIn(page, 'admin');
  await openSuppliers(page);

  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo proveedor o arrendador' });
  // A new supplier starts electronic, status 5 Contabilizada, order invoice, withholding hidden.
  const electronic = form.getByRole('group', { name: 'Facturación electrónica' });
  await expect(electronic.getByLabel('Opción de factura')).toHaveValue('1');
  await expect(electronic.getByLabel('Estatus de la factura')).toHaveValue('5');
  await expect(electronic.getByLabel('Tipo de factura')).toHaveValue('1');
  await expect(electronic.getByLabel('Opción de retenciones')).toHaveValue('1');
  expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);

  // Saving empty names every required field.
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Revise los campos marcados.')).toBeVisible();
  await expect(form.getByText('Este campo es obligatorio').first()).toBeVisible();

  await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await form.getByRole('textbox', { name: 'RFC' }).fill('PEE010101AB1');
  await form.getByRole('textbox', { name: 'Código (número de acreedor)' }).fill(code);
  await form.getByRole('checkbox', { name: /^MX10/ }).check();
  await form.getByRole('checkbox', { name: /^MX20/ }).check();
  await form.getByRole('checkbox', { name: '02 Servicios' }).check();

  // The non-electronic panel: an option makes the other three required.
  const nonElectronic = form.getByRole('group', { name: 'Facturación no electrónica' });
  await expect(nonElectronic.getByLabel('Estatus de la factura')).toBeDisabled();
  await nonElectronic.getByLabel('Opción de factura').selectOption('2');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(nonElectronic.getByText('Este campo es obligatorio')).toHaveCount(3);
  // Clearing the option clears them; choosing it again asks for them again.
  await nonElectronic.getByLabel('Opción de factura').selectOption('');
  await expect(nonElectronic.getByText('Este campo es obligatorio')).toHaveCount(0);
  await nonElectronic.getByLabel('Opción de factura').selectOption('2');
  await nonElectronic.getByLabel('Estatus de la factura').selectOption({ label: 'Preliminar' });
  await nonElectronic
    .getByLabel('Tipo de factura')
    .selectOption({ label: 'Factura por tipo de pedido' });
  await nonElectronic
    .getByLabel('Opción de retenciones')
    .selectOption({ label: 'Con retenciones' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro creado exitosamente')).toBeVisible();
  await expect(form).toBeHidden();

  await filterBy(page, code);
  const nameButton = page.getByRole('button', { name: `Ver ${name}` });
  await expect(nameButton).toBeVisible();
  await expect(page.getByRole('cell', { name: code.padStart(10, '0') })).toBeVisible();
  // In the new supplier's row: other suppliers of both companies may be listed while the filter
  // applies.
  const row = page.getByRole('row').filter({ hasText: code.padStart(10, '0') });
  await expect(row.getByRole('cell', { name: 'MX10, MX20' })).toBeVisible();

  // The row opens it read-only with both panels as saved.
  await nameButton.click();
  const view = page.getByRole('dialog', { name });
  await expect(view.getByRole('textbox', { name: 'Nombre' })).toHaveValue(name);
  await expect(view.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  const viewNe = view.getByRole('group', { name: 'Facturación no electrónica' });
  await expect(viewNe.getByLabel('Opción de retenciones')).toHaveValue('2');
  await view.getByRole('button', { name: 'Cerrar' }).first().click();

  await page.getByRole('button', { name: `Bitácora de ${name}` }).click();
  const log = page.getByRole('dialog', { name: `Bitácora de ${name}` });
  await expect(log.getByRole('cell', { name: 'Alta' })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Administrador del Portal' })).toBeVisible();
});

test('an administrator edits a supplier and deletes it after confirming', async ({ page }) => {
  const code = uniqueCode();
  const name = `Proveedor Editar ${code}`;
  await signIn(page, 'admin');
  await createThroughApi(page, name, code);
  await openSuppliers(page);
  await filterBy(page, code);

  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar ${name}` });
  await expect(edit.getByRole('textbox', { name: 'Nombre' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Nombre' }).fill(`${name} Editado`);
  await edit.getByRole('checkbox', { name: 'Es arrendador' }).check();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro actualizado exitosamente')).toBeVisible();
  await expect(page.getByRole('button', { name: `Ver ${name} Editado` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Arrendador y proveedor' })).toBeVisible();

  // Delete asks first; cancelling keeps the supplier.
  await page.getByRole('button', { name: `Eliminar ${name} Editado` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar proveedor' });
  await expect(confirm.getByText(code.padStart(10, '0'), { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('button', { name: `Ver ${name} Editado` })).toBeVisible();

  await page.getByRole('button', { name: `Eliminar ${name} Editado` }).click();
  await page
    .getByRole('alertdialog', { name: 'Eliminar proveedor' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('Registro eliminado exitosamente')).toBeVisible();
  await expect(page.getByRole('button', { name: `Ver ${name} Editado` })).toHaveCount(0);
  await expect(page.getByText('No hay proveedores ni arrendadores que coincidan.')).toBeVisible();
});

test('the search dialog needs a name or a tax id, then narrows the list', async ({ page }) => {
  await signIn(page, 'admin');
  await openSuppliers(page);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Buscar proveedores' });
  await dialog.getByLabel('Código').fill('200001');
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('Capture el nombre o el RFC para buscar')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('RFC').fill('SEB050607HJ8');
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Se muestran los resultados de la búsqueda.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Ver Servicios Electromecánicos del Bajío, S.A. de C.V.' }),
  ).toBeVisible();
  await expect(page.getByText('1–1 de 1')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar búsqueda' }).click();
  await expect(page.getByText('Se muestran los resultados de la búsqueda.')).toBeHidden();

  // The search type keeps lessors only.
  await page.getByLabel('Mostrar').selectOption({ label: 'Arrendadores' });
  await expect(page.getByRole('button', { name: /^Ver Inmobiliaria Los Arcos/ })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Ver Servicios Electromecánicos del Bajío, S.A. de C.V.' }),
  ).toHaveCount(0);
});

test('Visualizar reads the list but can create, edit or delete nothing', async ({ page }) => {
  await signIn(page, 'visor');
  await openSuppliers(page);
  await expect(page.getByRole('button', { name: 'Nuevo' })).toBeDisabled();
  const supplier = 'Servicios Electromecánicos del Bajío, S.A. de C.V.';
  await expect(page.getByRole('button', { name: `Editar ${supplier}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Eliminar ${supplier}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Bitácora de ${supplier}` })).toBeEnabled();
  await page.getByRole('button', { name: `Ver ${supplier}` }).click();
  const view = page.getByRole('dialog', { name: supplier });
  await expect(view.getByRole('textbox', { name: 'Nombre' })).toHaveValue(supplier);
  await expect(view.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(view.getByRole('checkbox', { name: 'Activo' })).toBeDisabled();

  // The server refuses Visualizar's writes whatever the page shows.
  const token = await apiToken(page.request, 'visor');
  const res = await callApi(
    page.request,
    'Supplier',
    {
      ActionId: 11,
      Supplier: { Name: 'No', TIN: 'NO', Code: '1', IsSupplier: true },
      Company: [{ Id: 'MX10' }],
    },
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
  test(`the supplier page fits ${size.width} px and passes axe`, async ({ page }, info) => {
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    await openSuppliers(page);
    await expect(page.getByRole('button', { name: /^Bitácora de / }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Every button is a 44-px target.
    const small = await page
      .locator('main button:visible')
      .evaluateAll(
        (buttons) =>
          buttons.map((b) => b.getBoundingClientRect()).filter((r) => r.height < 44 || r.width < 44)
            .length,
      );
    expect(small).toBe(0);
    await page.screenshot({
      path: info.outputPath(`admin-suppliers-${size.width}.png`),
      fullPage: true,
    });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nuevo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo proveedor o arrendador' });
    await expect(form.getByRole('group', { name: 'Facturación electrónica' })).toBeVisible();
    const formOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(formOverflow).toBeLessThanOrEqual(0);
    await animationsDone(page);
    await page.screenshot({ path: info.outputPath(`admin-suppliers-form-${size.width}.png`) });
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
    // The two invoicing panels, further down the dialog.
    await form.getByRole('group', { name: 'Facturación no electrónica' }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: info.outputPath(`admin-suppliers-panels-${size.width}.png`),
    });
  });
}
