import { expect, test } from '@playwright/test';
import { callApi, expectHomePage, signInThroughPage } from './support';

test.describe('session', () => {
  test('is restored after a reload', async ({ page }) => {
    await signInThroughPage(page, 'arrendador');
    await page.reload();
    await expectHomePage(page);
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('a 401 shows the expiry message, then clears the session and leaves', async ({
    page,
    request,
  }) => {
    await signInThroughPage(page, 'arrendador');
    // Revoke the token behind the browser's back, as an expiry would.
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const value = localStorage.getItem(localStorage.key(i) ?? '') ?? '';
        const m = /"Token":"([^"]+)"/.exec(value);
        if (m) return m[1];
      }
      return null;
    });
    expect(token).toBeTruthy();
    const res = await callApi(request, 'session', { ActionId: 41 }, token ?? '');
    expect(res.status()).toBe(200);

    await page.goto('admin_user');
    await expect(
      page.getByRole('alert').filter({ hasText: /sesión ha (expirado|caducado)/ }),
    ).toBeVisible();
    // After 5 s the session is cleared and the user leaves for /out, which sends them on to /login
    // while the site is active.
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    await page.goto('./');
    await expect(page).toHaveURL(/\/login$/);
  });
});
