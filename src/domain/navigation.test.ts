import { describe, expect, it } from 'vitest';
import {
  MENU_TREE,
  Module,
  breadcrumbFor,
  buildAccessPath,
  menuCatalogue,
  toAllowedPath,
  visibleMenu,
  type MenuNode,
} from './navigation';

const ctx = (modules: string[], extra: Partial<Parameters<typeof visibleMenu>[1]> = {}) => ({
  activeModules: new Set(modules),
  hasActiveAgreement: false,
  hideAdministration: false,
  ...extra,
});

describe('toAllowedPath', () => {
  it.each([
    ['admin_user', '/admin_user'],
    ['/admin_user', '/admin_user'],
    ['/admin_user/', '/admin_user'],
    ['/payment_pending?id=arren', '/payment_pending'],
    [' /product ', '/product'],
  ])('%s -> %s', (to, path) => expect(toAllowedPath(to)).toBe(path));
});

describe('visibleMenu and buildAccessPath', () => {
  it('shows only entries whose module is active and drops empty groups', () => {
    const menu = visibleMenu(MENU_TREE, ctx([Module.SupplierInvoicing]));
    expect(menu.map((g) => g.key)).toEqual(['supplier']);
    expect(buildAccessPath(menu)).toEqual([
      '/proveedor_pendientes_facturar',
      '/proveedor_factura_electronica',
      '/proveedor_factura_no_electronica',
      '/proveedor_estado_cuenta',
    ]);
  });

  it('lists a path reached from two entries once, with a leading slash', () => {
    const menu = visibleMenu(MENU_TREE, ctx([Module.LessorPayments, Module.SupplierPayments]));
    const paths = buildAccessPath(menu);
    expect(paths).toEqual(['/payment_pending', '/payment_complement']);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps hidden entries in the access path (they grant a page, not a menu line)', () => {
    const paths = buildAccessPath(visibleMenu(MENU_TREE, ctx([Module.AdminUsers])));
    expect(paths).toEqual(['/admin_user', '/add_user']);
  });

  it('hides the order-by-reference entry without an active agreement', () => {
    const without = buildAccessPath(visibleMenu(MENU_TREE, ctx([Module.CustomerArea])));
    const withAgreement = buildAccessPath(
      visibleMenu(MENU_TREE, ctx([Module.CustomerArea], { hasActiveAgreement: true })),
    );
    expect(without).not.toContain('/cliente_pedido_referencia');
    expect(withAgreement).toContain('/cliente_pedido_referencia');
  });

  it('hides the Administration group when asked (combined lessor roles not created by an administrator)', () => {
    const menu = visibleMenu(
      MENU_TREE,
      ctx([Module.AdminUsers, Module.LessorLeasing], { hideAdministration: true }),
    );
    expect(menu.map((g) => g.key)).toEqual(['lessor']);
  });

  it('builds up to three levels: group, sub-group, entry', () => {
    const menu = visibleMenu(MENU_TREE, ctx([Module.AdminSystem]));
    const admin = menu[0] as MenuNode;
    expect(admin.key).toBe('admin');
    expect(admin.menus?.[0]?.key).toBe('adminSystem');
    expect(admin.menus?.[0]?.menus?.map((e) => e.to)).toContain('/admin_event');
  });

  it('gives nothing for a user without modules', () => {
    expect(visibleMenu(MENU_TREE, ctx([]))).toEqual([]);
  });
});

describe('menu catalogue and breadcrumb', () => {
  it('covers every route of spec 1 §2.1', () => {
    const paths = new Set(menuCatalogue().map((e) => e.path));
    for (const p of [
      '/admin_user',
      '/add_user',
      '/add_suppliers',
      '/admin_crew',
      '/admin_region',
      '/admin_company',
      '/admin_statements',
      '/admin_event',
      '/admin_error',
      '/admin_session',
      '/admin_stat',
      '/admin_notification',
      '/admin_alertas_sat',
      '/admin_banner',
      '/admin_help',
      '/admin_profile',
      '/product',
      '/arrendador_arrendamiento',
      '/arrendador_arrendamiento_ajustes',
      '/arrendador_mantenimiento_fijo',
      '/arrendador_mantenimiento_variable',
      '/arrendador_arrendamiento_consolidado',
      '/arrendador_arrendamiento_pago_anticip',
      '/arrendador_facturas_pendientes',
      '/arrendador_factura_electronica',
      '/arrendador_factura_no_electronica',
      '/arrendador_estado_cuenta',
      '/proveedor_pendientes_facturar',
      '/proveedor_factura_electronica',
      '/proveedor_factura_no_electronica',
      '/proveedor_estado_cuenta',
      '/mantenimiento_ordenes_mantenimiento',
      '/mantenimiento_ordenes_mantenimiento_consulta',
      '/mantenimiento_ordenes_mantenimiento_revertir',
      '/payment_pending',
      '/payment_complement',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(
      [...paths].some((p) =>
        /^\/mantenimiento_ordenes_mantenimiento_(?!consulta|revertir)\w+$/.test(p),
      ),
    ).toBe(true);
  });

  it('gives Home > section > page', () => {
    expect(breadcrumbFor('/admin_event')).toEqual({ section: 'admin', page: 'adminEvents' });
    expect(breadcrumbFor('/admin_region')).toEqual({ section: 'admin', page: 'adminRegions' });
    expect(breadcrumbFor('/admin_alertas_sat')).toEqual({
      section: 'admin',
      page: 'adminSatAlerts',
    });
    expect(breadcrumbFor('/proveedor_estado_cuenta/')).toEqual({
      section: 'supplier',
      page: 'supplierAccountStatement',
    });
    expect(breadcrumbFor('/')).toEqual({});
  });
});
