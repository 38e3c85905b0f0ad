import { expect, test, type Page } from '@playwright/test';
import { axeViolations, OPEN_DIALOG } from './axe';
import { signIn } from './support';
import { createUser, PROVEEDOR_ROLE_ID, VISUALIZAR_ROLE_ID } from './users-kit';

/**
 * User administration (/admin_user). The users these tests change are created here through
 * api/user 11 with a name of their own, so no seeded user other specs rely on is touched.
 */

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

async function openUsers(page: Page) {
  await page.goto('admin_user');
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await expect(page.getByText(/Página 1 de/)).toBeVisible();
}

async function searchByUserName(page: Page, userName: string) {
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Buscar usuarios' });
  await dialog.getByLabel('Usuario', { exact: true }).fill(userName);
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Se muestran los resultados de la búsqueda.', { exact: false }),
  ).toBeVisible();
}

test('Visualizar sees the grouped table with New disabled and no delete', async ({ page }) => {
  await signIn(page, 'visor');
  await openUsers(page);
  await expect(page.getByRole('button', { name: 'Nuevo' })).toBeDisabled();
  await expect(page.getByRole('rowheader', { name: /^Proveedor Principal / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bitácora de / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Eliminar / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Enviar activación/ })).toHaveCount(0);
});

test('an administrator searches, views, reads the log of, edits and deletes a user', async ({
  page,
  request,
}) => {
  const created = await createUser(request, 'admin', {
    UserName: unique('e2e.visor.'),
    RoleId: VISUALIZAR_ROLE_ID,
  });
  await signIn(page, 'admin');
  await openUsers(page);
  await expect(page.getByRole('button', { name: 'Nuevo' })).toBeEnabled();

  // The search dialog asks for a user name or a name.
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Buscar usuarios' });
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('Ingrese al menos el usuario o el nombre para buscar')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await searchByUserName(page, created.userName);
  await expect(page.getByRole('button', { name: /^Ver usuario / })).toHaveCount(1);

  // Read-only view (api/user 21).
  await page.getByRole('button', { name: `Ver usuario ${created.userName}` }).click();
  const view = page.getByRole('dialog', { name: 'Consultar usuario' });
  await expect(view.getByText(`Prueba ${created.userName}`)).toBeVisible();
  await expect(view.getByText(`${created.userName}@example.mx`)).toBeVisible();
  await expect(view.getByRole('textbox')).toHaveCount(0);
  await view.getByRole('button', { name: 'Cerrar' }).click();

  // The log shows its creation by the administrator.
  await page.getByRole('button', { name: `Bitácora de ${created.userName}` }).click();
  const log = page.getByRole('dialog', { name: `Bitácora de ${created.userName}` });
  await expect(log.getByRole('cell', { name: 'Alta' })).toBeVisible();
  await log.getByRole('button', { name: 'Cerrar' }).click();

  // Edit: the field rules are checked, then api/user 31 saves and the table reloads.
  await page.getByRole('button', { name: `Editar ${created.userName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar usuario' });
  await expect(edit.getByRole('textbox', { name: 'Código postal' })).toBeVisible();
  expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
  await edit
    .getByRole('textbox', { name: 'Nombre', exact: true })
    .fill(`Editado ${created.userName}`);
  await edit.getByLabel('Código postal').fill('066');
  await expect(edit.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await expect(edit.getByText('El código postal debe tener 5 dígitos')).toBeVisible();
  await edit.getByLabel('Código postal').fill('06600');
  await edit.getByLabel('Prefijo del teléfono').selectOption('+1');
  await edit.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('5512345678');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro actualizado exitosamente')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('cell', { name: `Editado ${created.userName}` })).toBeVisible();
  await page.getByRole('button', { name: `Ver usuario ${created.userName}` }).click();
  const viewed = page.getByRole('dialog', { name: 'Consultar usuario' });
  await expect(viewed.getByText('15512345678')).toBeVisible();
  await expect(viewed.getByText('06600')).toBeVisible();
  await viewed.getByRole('button', { name: 'Cerrar' }).click();

  // Delete asks first; cancelling keeps the user.
  await page.getByRole('button', { name: `Eliminar ${created.userName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar usuario' });
  await expect(confirm.getByText(created.userName, { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('button', { name: `Ver usuario ${created.userName}` })).toBeVisible();

  await page.getByRole('button', { name: `Eliminar ${created.userName}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Eliminar usuario' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('Registro eliminado exitosamente')).toBeVisible();
  await expect(page.getByRole('button', { name: `Ver usuario ${created.userName}` })).toHaveCount(
    0,
  );
  await expect(page.getByText('No hay usuarios que mostrar.')).toBeVisible();
});

test('an administrator sends an activation from the row', async ({ page, request }) => {
  const created = await createUser(request, 'admin', {
    UserName: unique('e2e.act.'),
    RoleId: VISUALIZAR_ROLE_ID,
  });
  await signIn(page, 'admin');
  await openUsers(page);
  await searchByUserName(page, created.userName);
  await page.getByRole('button', { name: `Enviar activación a ${created.userName}` }).click();
  await expect(page.getByText('Mensaje de activación enviado correctamente')).toBeVisible();
});

test('a Proveedor Principal sees only its own users', async ({ page, request }) => {
  const created = await createUser(request, 'proveedor', {
    UserName: unique('e2e.prov.'),
    RoleId: PROVEEDOR_ROLE_ID,
    supplier: '0000200001',
  });
  await signIn(page, 'proveedor');
  await openUsers(page);
  const groups = page.locator('th[scope="rowgroup"]');
  await expect(groups.first()).toBeVisible();
  for (const text of await groups.allInnerTexts()) expect(text).toMatch(/^Proveedor\s/);
  await page.getByLabel('Buscar en la tabla').fill(created.userName);
  await expect(page.getByRole('button', { name: `Ver usuario ${created.userName}` })).toBeVisible();
  for (const other of ['admin', 'visor', 'arrendador.hijo']) {
    await page.getByLabel('Buscar en la tabla').fill(other);
    await expect(
      page.getByRole('button', { name: `Ver usuario ${other}`, exact: true }),
    ).toHaveCount(0);
  }
});

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

for (const size of WIDTHS) {
  test(`the user page fits ${size.width} px and passes axe`, async ({ page }, info) => {
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    await openUsers(page);
    await expect(page.getByRole('button', { name: /^Bitácora de / }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`admin-users-${size.width}.png`) });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar usuarios' });
    await expect(dialog.getByLabel('Fecha desde')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`admin-users-search-${size.width}.png`) });
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
  });
}
