import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeViolations, OPEN_DIALOG } from './axe';
import { signIn } from './support';
import { createUser, PROVEEDOR_ROLE_ID } from './users-kit';

/**
 * Editing a user with the 1000-wide user dialog (spec 1 §2.8 pencil, §5 Admin user): role with
 * the selectors its options show, links, modules and client for administrators, the rules checked
 * as typed, and the server's refusal shown with what was typed kept. Every user changed here is
 * created by the test itself with a name unique to the run, so no seeded user is touched.
 */

const SUPPLIER = '0000200001';

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Creates a Proveedor of SUPPLIER through api/user 11 as `creator`; answers its stored name. */
async function createProveedor(
  request: APIRequestContext,
  creator: string,
  userName: string,
): Promise<string> {
  const body = { UserName: userName, RoleId: PROVEEDOR_ROLE_ID, supplier: SUPPLIER };
  return (await createUser(request, creator, body)).userName;
}

/** Opens /admin_user, narrows the table to one user and opens it with the pencil. */
async function openEdit(page: Page, userName: string): Promise<Locator> {
  await page.goto('admin_user');
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar en la tabla').fill(userName);
  await page.getByRole('button', { name: `Editar ${userName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
  await expect(dialog.getByRole('textbox', { name: 'Usuario', exact: true })).toHaveValue(userName);
  return dialog;
}

/** Ticks a checkbox of the dialog by clicking its label, as a user does. */
async function tick(dialog: Locator, label: RegExp | string) {
  await dialog.getByText(label, { exact: typeof label === 'string' }).click();
  await expect(dialog.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
}

test('an administrator turns a supplier user into a crew user with its crew, region and modules', async ({
  page,
  request,
}) => {
  const userName = await createProveedor(request, 'admin', unique('e2e.editar.'));
  await signIn(page, 'admin');
  const dialog = await openEdit(page, userName);
  const role = dialog.getByRole('combobox', { name: 'Rol', exact: true });
  const save = dialog.getByRole('button', { name: 'Guardar' });

  // The stored user as api/user 21 gave it: supplier role, its supplier, no crew selector.
  await expect(role.locator('option:checked')).toHaveText('Proveedor');
  await expect(dialog.getByRole('combobox', { name: 'Proveedor', exact: true })).toHaveValue(
    SUPPLIER,
  );
  await expect(dialog.getByRole('group', { name: /Cuadrillas/ })).toHaveCount(0);
  await expect(
    dialog.getByRole('checkbox', { name: 'Facturación proveedor', exact: true }),
  ).toBeChecked();
  await expect(save).toBeEnabled();

  // A role that also shows crew and region: both are required before Save is offered.
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Editado ${userName}`);
  await role.selectOption({ label: 'Cuadrilla Mantenimiento' });
  await expect(dialog.getByText('El campo Cuadrilla es obligatorio')).toBeVisible();
  await expect(dialog.getByText('El campo Región es obligatorio')).toBeVisible();
  await expect(save).toBeDisabled();
  // What was typed stays, and the supplier carries over to the new role.
  await expect(dialog.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
    `Editado ${userName}`,
  );
  await expect(dialog.getByRole('combobox', { name: 'Proveedor', exact: true })).toHaveValue(
    SUPPLIER,
  );
  // The new role proposes its own modules.
  await expect(
    dialog.getByRole('checkbox', { name: 'Facturación proveedor', exact: true }),
  ).not.toBeChecked();

  await tick(dialog, /^CUA-NOR-01/);
  await expect(dialog.getByText('El campo Cuadrilla es obligatorio')).toHaveCount(0);
  await tick(dialog, /^NOR ·/);
  // The client parent, then one of its associated clients.
  const child = dialog.getByRole('combobox', { name: 'Cliente asociado' });
  await expect(child).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Cliente principal' }).selectOption('0000300001');
  await child.selectOption('0000300002');
  // A module granted but not active.
  await tick(dialog, 'Comunicados');
  const statementsActive = dialog.getByRole('checkbox', {
    name: 'Activo (Comunicados)',
    exact: true,
  });
  await expect(statementsActive).toBeChecked();
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: 'Activo (Comunicados)', exact: true }) })
    .click();
  await expect(statementsActive).not.toBeChecked();
  await expect(save).toBeEnabled();

  // The server's refusal is shown in the dialog and nothing typed is lost.
  const userNameBox = dialog.getByRole('textbox', { name: 'Usuario', exact: true });
  await userNameBox.fill('admin');
  await save.click();
  await expect(dialog.getByRole('alert').getByText('El usuario admin ya existe')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /^CUA-NOR-01/ })).toBeChecked();
  await expect(statementsActive).not.toBeChecked();
  await expect(role.locator('option:checked')).toHaveText('Cuadrilla Mantenimiento');
  await expect(child).toHaveValue('0000300002');

  await userNameBox.fill(userName);
  await save.click();
  await expect(page.getByText('Registro actualizado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The table groups the user under its new role; the view shows what was saved.
  await expect(page.locator('th').filter({ hasText: /^Cuadrilla Mantenimiento/ })).toBeVisible();
  await page.getByRole('button', { name: `Ver usuario ${userName}` }).click();
  const view = page.getByRole('dialog', { name: 'Consultar usuario' });
  await expect(view.getByText('Cuadrilla Mantenimiento', { exact: true })).toBeVisible();
  await expect(view.getByText(`Editado ${userName}`)).toBeVisible();
  await expect(view.getByText('CUA-NOR-01')).toBeVisible();
  await expect(view.getByText('ADM_STATEMENT')).toBeVisible();
  await expect(view.getByText('SUP_INVOICE')).toHaveCount(0);
});

test('a Proveedor Principal edits its own Proveedor with only its child role and no admin-only fields', async ({
  page,
  request,
}) => {
  const userName = await createProveedor(request, 'proveedor', unique('e2e.editp.'));
  expect(userName).toMatch(new RegExp(`^${SUPPLIER}_`));
  await signIn(page, 'proveedor');
  const dialog = await openEdit(page, userName);
  const role = dialog.getByRole('combobox', { name: 'Rol', exact: true });
  await expect(role.locator('option')).toHaveText(['Seleccione un rol', 'Proveedor']);
  await expect(dialog.getByRole('group', { name: /Módulos/ })).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Cliente principal' })).toHaveCount(0);

  // The supplier is required for its role.
  await dialog.getByRole('combobox', { name: 'Proveedor', exact: true }).selectOption('');
  await expect(dialog.getByText('El campo Proveedor es obligatorio')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Proveedor', exact: true }).selectOption(SUPPLIER);
  await dialog.getByLabel('Código postal').fill('06600');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro actualizado exitosamente')).toBeVisible();
});

for (const size of [
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`the edit dialog of an administrator fits ${size.width} px and passes axe`, async ({
    page,
    request,
  }) => {
    const userName = await createProveedor(request, 'admin', unique(`e2e.editv${size.width}.`));
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    const dialog = await openEdit(page, userName);
    await dialog
      .getByRole('combobox', { name: 'Rol', exact: true })
      .selectOption({ label: 'Cuadrilla Mantenimiento' });
    await expect(dialog.getByText('El campo Cuadrilla es obligatorio')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Comunicados', exact: true })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`admin-users-edit-${size.width}.png`) });
    await dialog
      .getByRole('checkbox', { name: 'Comunicados', exact: true })
      .scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`admin-users-edit-${size.width}-modules.png`),
    });
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
  });
}
