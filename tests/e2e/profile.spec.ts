import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support';

// These tests only look: they change no demo user's password or data, which other specs sign in
// with.

async function openProfile(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  const profile = page.getByRole('dialog', { name: 'Mi perfil' });
  await expect(profile).toBeVisible();
  return profile;
}

async function expectReadOnly(dialog: Locator, label: string, value: string | RegExp) {
  const field = dialog.getByLabel(label, { exact: true });
  await expect(field).toHaveValue(value);
  await expect(field).not.toBeEditable();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

test('a lessor sees their profile read-only, with change password and edit data', async ({
  page,
}) => {
  await signIn(page, 'arrendador.hijo');
  const profile = await openProfile(page);
  await expectReadOnly(profile, 'Usuario', 'arrendador.hijo');
  await expectReadOnly(profile, 'Nombre', 'Laura Arcos (cuenta hija)');
  await expectReadOnly(profile, 'Correo electrónico', /@/);
  await expect(profile.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Editar datos' })).toBeVisible();

  // The phone and desktop layouts: the popup fits (at most 800 wide) and passes axe.
  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    const content = page.locator('[role="dialog"]');
    await expect(content).toBeVisible();
    const box = await content.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(Math.min(size.width, 800));
    expect(await content.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`profile-${size.width}.png`) });
    await expectNoAxeViolations(page);
  }

  // "Editar datos" opens the data update; closing it returns to the profile, still signed in.
  await profile.getByRole('button', { name: 'Editar datos' }).click();
  const data = page.getByRole('dialog', { name: 'Actualización de datos' });
  await expect(data).toBeVisible();
  await data.getByRole('button', { name: 'Cerrar' }).click();
  await expect(data).toBeHidden();
  const again = page.getByRole('dialog', { name: 'Mi perfil' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Cerrar' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
});

test('the password change opens from the profile and closes without changing anything', async ({
  page,
}) => {
  await signIn(page, 'arrendador.hijo');
  const profile = await openProfile(page);
  await profile.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const password = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await expect(password).toBeVisible();
  const close = password.getByRole('button', { name: 'Cerrar' });
  await expect(close).toBeEnabled();
  await close.click();
  await expect(password).toBeHidden();
  const again = page.getByRole('dialog', { name: 'Mi perfil' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Cerrar' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
});

test('an administrator sees the profile without edit data', async ({ page }) => {
  await signIn(page, 'admin');
  const profile = await openProfile(page);
  await expectReadOnly(profile, 'Usuario', 'admin');
  await expectReadOnly(profile, 'Nombre', 'Administrador del Portal');
  await expect(profile.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Editar datos' })).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('profile-admin-360.png') });
  await expectNoAxeViolations(page);
});
