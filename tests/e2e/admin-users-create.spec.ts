import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, OPEN_DIALOG } from './axe';
import { signIn } from './support';

/**
 * Creating users from /admin_user and /add_user with the 1000-wide user dialog (spec 1 §2.8, §5
 * Admin user). Every user made here has a name unique to the run, so no seeded user is touched.
 */

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

/** Ticks a checkbox of the dialog by clicking its label, as a user does. */
async function checkOption(dialog: Locator, label: RegExp) {
  await dialog.getByText(label).click();
  await expect(dialog.getByRole('checkbox', { name: label })).toBeChecked();
}

async function openUsers(page: Page) {
  await page.goto('admin_user');
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await expect(page.getByText(/Página 1 de/)).toBeVisible();
}

async function openNew(page: Page) {
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await expect(dialog.getByRole('combobox', { name: 'Rol', exact: true })).toBeVisible();
  return dialog;
}

test('an administrator creates a crew user with supplier, crew and region, edits, reads its log and deletes it', async ({
  page,
}) => {
  const userName = unique('e2e.cuadrilla.');
  await signIn(page, 'admin');
  await openUsers(page);
  const dialog = await openNew(page);

  // Without anything filled in, the required fields are named.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El campo Usuario es obligatorio')).toBeVisible();
  await expect(dialog.getByText('El campo Rol es obligatorio')).toBeVisible();
  // A new user starts Active with portal access.
  await expect(dialog.getByRole('checkbox', { name: 'Activo' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Acceso al portal' })).toBeChecked();
  // The supplier, crew and region selectors wait for a role that shows them.
  await expect(dialog.getByRole('combobox', { name: 'Proveedor', exact: true })).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Usuario', exact: true }).fill(userName);
  await dialog
    .getByRole('combobox', { name: 'Rol', exact: true })
    .selectOption({ label: 'Cuadrilla Mantenimiento' });
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Cuadrilla ${userName}`);
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('no-es-correo');
  await dialog.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('5512345678');
  await checkOption(dialog, /^MX10/);
  const supplier = dialog.getByRole('combobox', { name: 'Proveedor', exact: true });
  await expect(supplier).toBeVisible();
  await expect(dialog.getByText('Seleccione un proveedor para ver sus cuadrillas.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El correo electrónico no es válido')).toBeVisible();
  await expect(dialog.getByText('El campo Proveedor es obligatorio')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(`${userName}@example.mx`);
  await dialog.getByLabel('Buscar proveedor por código o nombre').fill('200001');
  await supplier.selectOption('0000200001');
  await checkOption(dialog, /^CUA-NOR-01/);
  await checkOption(dialog, /^NOR ·/);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro creado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list reloaded: find the new user and check what was saved.
  await page.getByLabel('Buscar en la tabla').fill(userName);
  await page.getByRole('button', { name: `Ver usuario ${userName}` }).click();
  const view = page.getByRole('dialog', { name: 'Consultar usuario' });
  await expect(view.getByText(`Cuadrilla ${userName}`)).toBeVisible();
  await expect(view.getByText('525512345678')).toBeVisible();
  await expect(view.getByText('CUA-NOR-01')).toBeVisible();
  await view.getByRole('button', { name: 'Cerrar' }).click();

  // Edit its contact fields.
  await page.getByRole('button', { name: `Editar ${userName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar usuario' });
  await edit.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Editado ${userName}`);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro actualizado exitosamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: `Editado ${userName}` })).toBeVisible();

  // Its log shows the creation and the update.
  await page.getByRole('button', { name: `Bitácora de ${userName}` }).click();
  const log = page.getByRole('dialog', { name: `Bitácora de ${userName}` });
  await expect(log.getByRole('cell', { name: 'Alta' })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Actualización' }).first()).toBeVisible();
  await log.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: `Eliminar ${userName}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Eliminar usuario' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('Registro eliminado exitosamente')).toBeVisible();
  await expect(page.getByRole('button', { name: `Ver usuario ${userName}` })).toHaveCount(0);
});

test('a Proveedor Principal creates a Proveedor under its supplier code from /add_user', async ({
  page,
}) => {
  const name = unique('e2e.alta.');
  const stored = `0000200001_${name}`;
  await signIn(page, 'proveedor');
  await page.goto('add_user');
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  // Only its child role is offered.
  const role = dialog.getByRole('combobox', { name: 'Rol', exact: true });
  await expect(role.locator('option')).toHaveText(['Seleccione un rol', 'Proveedor']);
  await dialog.getByRole('textbox', { name: 'Usuario', exact: true }).fill(name);
  await role.selectOption({ label: 'Proveedor' });
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Proveedor ${name}`);
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(`${name}@example.mx`);
  await checkOption(dialog, /^MX10/);
  // Its own supplier is the only one to choose; no crew or region selector for this role.
  const supplier = dialog.getByRole('combobox', { name: 'Proveedor', exact: true });
  await expect(supplier.locator('option')).toHaveCount(2);
  await supplier.selectOption('0000200001');
  await expect(dialog.getByText(`Se guardará como ${stored}`)).toBeVisible();
  await expect(dialog.getByText('Cuadrillas')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro creado exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin_user$/);

  await page.getByLabel('Buscar en la tabla').fill(stored);
  await expect(page.getByRole('button', { name: `Ver usuario ${stored}` })).toBeVisible();
  const groups = page.locator('th[scope="rowgroup"]');
  await page.getByLabel('Buscar en la tabla').fill('');
  await expect(groups.first()).toBeVisible();
  for (const text of await groups.allInnerTexts()) expect(text).toMatch(/^Proveedor\s/);
  for (const other of ['admin', 'visor', 'arrendador.hijo', 'cuadrilla']) {
    await page.getByLabel('Buscar en la tabla').fill(other);
    await expect(
      page.getByRole('button', { name: `Ver usuario ${other}`, exact: true }),
    ).toHaveCount(0);
  }
});

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the new-user dialog fits ${size.width} px and passes axe`, async ({ page }, info) => {
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    await openUsers(page);
    const dialog = await openNew(page);
    await dialog
      .getByRole('combobox', { name: 'Rol', exact: true })
      .selectOption({ label: 'Cuadrilla Mantenimiento' });
    await expect(dialog.getByRole('combobox', { name: 'Proveedor', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El campo Usuario es obligatorio')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`admin-users-new-${size.width}.png`) });
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
  });
}
