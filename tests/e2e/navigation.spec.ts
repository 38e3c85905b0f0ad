import { expect, test } from '@playwright/test';
import { mainMenu, openMenu, signIn } from './support';

const href = (path: string) => `a[href="/PortalPRO${path}"], a[href^="/PortalPRO${path}?"]`;

test.describe('menu, guard and pages', () => {
  test('a supplier sees only the supplier entries and user administration', async ({ page }) => {
    await signIn(page, 'proveedor');
    await openMenu(page);
    const menu = mainMenu(page);
    await expect(menu.locator(href('/proveedor_factura_electronica'))).toHaveCount(1);
    await expect(menu.locator(href('/admin_user'))).toHaveCount(1);
    await expect(menu.locator(href('/admin_crew'))).toHaveCount(0);
    await expect(menu.locator(href('/admin_event'))).toHaveCount(0);
    await expect(menu.locator(href('/arrendador_arrendamiento'))).toHaveCount(0);
    await expect(menu.locator(href('/mantenimiento_ordenes_mantenimiento'))).toHaveCount(0);
  });

  test('a lessor sees the lessor entries, not the supplier ones', async ({ page }) => {
    await signIn(page, 'arrendador');
    await openMenu(page);
    const menu = mainMenu(page);
    await expect(menu.locator(href('/arrendador_arrendamiento'))).toHaveCount(1);
    await expect(menu.locator(href('/arrendador_facturas_pendientes'))).toHaveCount(1);
    await expect(menu.locator(href('/proveedor_factura_electronica'))).toHaveCount(0);
    await expect(menu.locator(href('/admin_event'))).toHaveCount(0);
    await expect(menu.locator(href('/admin_alertas_sat'))).toHaveCount(0);
  });

  test('an administrator sees administration, including the system pages', async ({ page }) => {
    await signIn(page, 'admin');
    await openMenu(page);
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(menu.locator(href('/admin_event'))).toHaveCount(1);
    await expect(menu.locator(href('/admin_user'))).toHaveCount(1);
    // The SAT alerts, beside Notificaciones in the system pages.
    await expect(menu.locator(href('/admin_alertas_sat'))).toHaveCount(1);
    await expect(menu.locator(href('/proveedor_factura_electronica'))).toHaveCount(0);
  });

  for (const { user, sees, not } of [
    {
      user: 'mantenimiento',
      sees: [
        '/admin_crew',
        '/mantenimiento_ordenes_mantenimiento_torres',
        '/mantenimiento_ordenes_mantenimiento_revertir',
      ],
      not: ['/mantenimiento_ordenes_mantenimiento', '/proveedor_factura_electronica'],
    },
    {
      user: 'cuadrilla',
      sees: [
        '/mantenimiento_ordenes_mantenimiento',
        '/mantenimiento_ordenes_mantenimiento_consulta',
      ],
      not: ['/admin_user', '/admin_crew', '/arrendador_arrendamiento'],
    },
    {
      user: 'cliente',
      sees: ['/cliente_contratos', '/cliente_pedido_referencia', '/admin_user'],
      not: ['/arrendador_arrendamiento', '/admin_event'],
    },
    {
      user: 'visor',
      sees: [
        '/admin_user',
        '/mantenimiento_ordenes_mantenimiento_consulta',
        '/add_suppliers',
        '/arrendador_arrendamiento',
        '/proveedor_factura_electronica',
        '/admin_crew',
      ],
      not: ['/admin_event', '/admin_company', '/mantenimiento_ordenes_mantenimiento'],
    },
    {
      user: 'arrendador.hijo',
      sees: ['/arrendador_arrendamiento', '/arrendador_facturas_pendientes'],
      not: ['/admin_user', '/arrendador_mantenimiento_fijo'],
    },
  ]) {
    test(`${user} sees only the entries of their modules`, async ({ page }) => {
      await signIn(page, user);
      await openMenu(page);
      const menu = mainMenu(page);
      for (const path of sees) await expect(menu.locator(href(path)), path).toHaveCount(1);
      for (const path of not) await expect(menu.locator(href(path)), path).toHaveCount(0);
    });
  }

  test('the drawer shows the signed-in user name', async ({ page }) => {
    await signIn(page, 'cuadrilla');
    await openMenu(page);
    const name = await page.evaluate(() => {
      const raw = localStorage.getItem('portalpro.session') ?? '{}';
      return (JSON.parse(raw) as { User?: { Name?: string } }).User?.Name ?? '';
    });
    expect(name).not.toBe('');
    await expect(mainMenu(page).getByText(name)).toBeVisible();
  });

  test('a forbidden path lands on /404 and the go-home button returns home', async ({ page }) => {
    await signIn(page, 'proveedor');
    await page.goto('admin_crew');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page
      .getByRole('button', { name: 'Ir al inicio' })
      .or(page.getByRole('link', { name: 'Ir al inicio' }))
      .click();
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  });

  test('an unknown path shows the not-found page; signed out it asks to sign in', async ({
    page,
  }) => {
    await page.goto('no-existe');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'admin');
    await page.goto('no-existe/tampoco');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('an admin page is a titled page with the breadcrumb Home > section > page', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('admin_event');
    await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs).toContainText('Inicio');
    await expect(crumbs).toContainText('Administración');
    await expect(crumbs).toContainText('Eventos');
  });

  test('the named route AdminClient opens the clients to an administrator only', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('admin_client');
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
    await signIn(page, 'cliente');
    await page.goto('admin_client');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('menu entries navigate inside the app', async ({ page }) => {
    await signIn(page, 'admin');
    await openMenu(page);
    const link = mainMenu(page).locator(href('/admin_event'));
    if (!(await link.isVisible())) {
      await mainMenu(page).getByRole('button', { name: 'Administración' }).click();
      if (!(await link.isVisible()))
        await mainMenu(page).getByRole('button', { name: 'Sistema' }).click();
    }
    await link.click();
    await expect(page).toHaveURL(/\/admin_event$/);
    await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
  });

  test('the language switch changes the interface, is kept after a reload and is sent on every call', async ({
    page,
  }) => {
    await signIn(page, 'proveedor');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    const refresh = page.waitForRequest(
      (r) => r.url().endsWith('/api/session') && r.method() === 'POST',
    );
    await page.reload();
    const body = JSON.parse((await refresh).postData() ?? '{}') as { Language?: string };
    expect(body.Language).toBe('en');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  });

  test('the environment label and the site logo are in the top bar', async ({ page }) => {
    await signIn(page, 'proveedor');
    await expect(page.getByRole('banner').getByText('E2E')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'PortalPRO' })).toBeVisible();
  });
});
