import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Portal#2026';

/** Signs in through the login form, as a person would, and waits for the home page. */
export async function signIn(page: Page, user: string, password = PASSWORD): Promise<void> {
  await page.goto('login');
  await page.getByLabel('Usuario', { exact: true }).fill(user);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
}

/** The main menu landmark of the shell. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** Opens the drawer when it is collapsed (tablets and phones). */
export async function openMenu(page: Page): Promise<void> {
  if (!(await mainMenu(page).isVisible()))
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
  await expect(mainMenu(page)).toBeVisible();
}

/** An API bearer token through the OAuth2 password grant, as an API client gets one. */
export async function apiToken(
  request: APIRequestContext,
  user: string,
  password = PASSWORD,
): Promise<string> {
  const res = await request.post('Token', {
    form: { username: user, password, grant_type: 'password' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

/** Calls api/<name> with the protocol's envelope. */
export async function callApi(
  request: APIRequestContext,
  name: string,
  body: Record<string, unknown>,
  token?: string,
) {
  return request.post(`api/${name}`, {
    data: { Language: 'es', ...body },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}
