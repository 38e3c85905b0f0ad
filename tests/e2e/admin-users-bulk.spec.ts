import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe';
import { apiToken, signIn } from './support';
import { createUser, VISUALIZAR_ROLE_ID } from './users-kit';

/**
 * The user table with many users: "Todas" renders only the rows in view and still reaches every
 * user by scrolling, and the multiple update changes the chosen users at once. The users here are
 * Visualizar users created by this spec (only administrators see them) under a prefix of its own.
 */

const stamp = Date.now().toString(36);

async function createUsers(
  request: APIRequestContext,
  prefix: string,
  count: number,
): Promise<string[]> {
  const token = await apiToken(request, 'admin');
  const names = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);
  // A few at a time, as several administrators would.
  for (let start = 0; start < names.length; start += 8) {
    await Promise.all(
      names
        .slice(start, start + 8)
        .map((UserName) =>
          createUser(request, 'admin', { UserName, RoleId: VISUALIZAR_ROLE_ID }, token),
        ),
    );
  }
  return names;
}

async function searchUserName(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Buscar usuarios' });
  await dialog.getByLabel('Usuario', { exact: true }).fill(text);
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(dialog).toBeHidden();
}

const userButton = (page: Page, userName: string) =>
  page.getByRole('button', { name: `Ver usuario ${userName}`, exact: true });

test('"Todas" renders the rows in view and scrolls down to the last user', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const prefix = `e2e.all.${stamp}.`;
  const names = await createUsers(request, prefix, 170);
  await signIn(page, 'admin');
  await page.goto('admin_user');
  await searchUserName(page, prefix);
  await expect(page.getByText('Página 1 de 4 · 170 usuarios')).toBeVisible();

  await page.getByLabel('Filas por página').selectOption({ label: 'Todas' });
  await expect(page.getByText('Página 1 de 1 · 170 usuarios')).toBeVisible();
  await expect(userButton(page, names[0]!)).toBeVisible();
  // Only the rows in view (and a few around them) are in the page.
  const rendered = await page.getByRole('button', { name: /^Ver usuario / }).count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(80);
  await expect(userButton(page, names.at(-1)!)).toHaveCount(0);
  // The table says how many rows it has: the header, the role heading and the 170 users.
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', '172');

  // Scrolling the table's box brings the last user into view, with the header still on top.
  await page.getByTestId('users-table-box').evaluate((box) => {
    box.scrollTop = box.scrollHeight;
  });
  await expect(userButton(page, names.at(-1)!)).toBeVisible();
  await expect(userButton(page, names[0]!)).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Usuario', exact: true })).toBeInViewport();

  // The search box narrows the loaded rows; the list is short again and renders whole.
  await page.getByLabel('Buscar en la tabla').fill(`${prefix}16`);
  await expect(page.getByRole('button', { name: /^Ver usuario / })).toHaveCount(10);
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-rowcount');
});

test('an administrator deactivates and activates chosen users at once', async ({
  page,
  request,
}, info) => {
  const prefix = `e2e.multi.${stamp}.`;
  const [a, b, c] = await createUsers(request, prefix, 3);
  await signIn(page, 'admin');
  await page.goto('admin_user');
  await searchUserName(page, prefix);
  await expect(userButton(page, c!)).toBeVisible();

  const bulk = page.getByRole('button', { name: /^Actualización múltiple/ });
  await expect(bulk).toBeDisabled();
  await page.getByRole('checkbox', { name: `Seleccionar ${a!}` }).check();
  await page.getByRole('checkbox', { name: `Seleccionar ${b!}` }).check();
  await expect(
    page.getByRole('checkbox', { name: 'Seleccionar todos los usuarios mostrados' }),
  ).toHaveJSProperty('indeterminate', true);
  await expect(bulk).toHaveText('Actualización múltiple (2)');
  await bulk.click();

  const dialog = page.getByRole('dialog', { name: 'Actualización múltiple' });
  await expect(dialog.getByText('2 usuarios seleccionados.')).toBeVisible();
  const apply = dialog.getByRole('button', { name: 'Aplicar' });
  await expect(apply).toBeDisabled();
  await expect(dialog.getByText('Elija activar, desactivar o desbloquear.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Desactivar' }).check();
  await expect(apply).toBeEnabled();
  await expectNoAxeViolations(page, OPEN_DIALOG);
  await page.screenshot({ path: info.outputPath('admin-users-multiple.png') });
  await apply.click();

  await expect(page.getByText('Registro actualizado exitosamente')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar alerta' }).click();
  await expect(dialog).toBeHidden();
  const statusOf = (userName: string) =>
    page
      .getByRole('row')
      .filter({ has: userButton(page, userName) })
      .getByText(/^(Activo|Inactivo)$/);
  await expect(statusOf(a!)).toHaveText('Inactivo');
  await expect(statusOf(b!)).toHaveText('Inactivo');
  await expect(statusOf(c!)).toHaveText('Activo');
  // The choice is cleared once applied.
  await expect(bulk).toBeDisabled();

  // "Choose all shown" takes the three, and activating them brings every one back.
  await page.getByRole('checkbox', { name: 'Seleccionar todos los usuarios mostrados' }).check();
  await expect(bulk).toHaveText('Actualización múltiple (3)');
  await bulk.click();
  await dialog.getByRole('radio', { name: 'Activar', exact: true }).check();
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Registro actualizado exitosamente')).toBeVisible();
  for (const name of [a!, b!, c!]) await expect(statusOf(name)).toHaveText('Activo');

  // The log of a changed user records the update.
  await page.getByRole('button', { name: `Bitácora de ${a!}` }).click();
  const log = page.getByRole('dialog', { name: `Bitácora de ${a!}` });
  await expect(log.getByRole('cell', { name: 'Actualización' }).first()).toBeVisible();
});

test('Visualizar has no check boxes and no multiple update', async ({ page }) => {
  await signIn(page, 'visor');
  await page.goto('admin_user');
  await expect(page.getByRole('button', { name: /^Bitácora de / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actualización múltiple/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});
