import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectSignInPage, mainMenu, openMenu, signIn } from './support';

// The widths the portal is used at: a phone on a home screen, a tablet at a tower site, a desktop.
const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the sign-in page fits, has no horizontal scroll and passes axe', async ({
      page,
    }, info) => {
      await page.goto('login');
      await expectSignInPage(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: info.outputPath(`login-${size.width}.png`), fullPage: true });
      await expectNoAxeViolations(page);
    });

    test('the shell with its menu fits and passes axe', async ({ page }, info) => {
      await signIn(page, 'admin');
      await page.goto('admin_event');
      await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
      await openMenu(page);
      const box = await mainMenu(page).boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(Math.min(250, size.width) + 1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: info.outputPath(`shell-${size.width}.png`), fullPage: false });
      await expectNoAxeViolations(page);
    });
  });
}
