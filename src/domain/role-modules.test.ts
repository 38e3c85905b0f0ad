import { describe, expect, it } from 'vitest';
import { MENU_TREE, Module, buildAccessPath, visibleMenu } from './navigation';
import { ROLES, RoleName, isCombinedLessorRole } from './roles';
import { defaultModulesForRole } from './role-modules';

/** The paths a new user of the role reaches with the default modules. */
function pathsOf(role: string): string[] {
  return buildAccessPath(
    visibleMenu(MENU_TREE, {
      activeModules: new Set(defaultModulesForRole(role)),
      hasActiveAgreement: false,
      hideAdministration: false,
    }),
  );
}

describe('default modules by role', () => {
  it('every role has an entry, without duplicates', () => {
    for (const role of ROLES) {
      const modules = defaultModulesForRole(role.name);
      expect(new Set(modules).size, role.name).toBe(modules.length);
    }
    expect(defaultModulesForRole('Rol desconocido')).toEqual([]);
    expect(defaultModulesForRole(RoleName.AccesoPublico)).toEqual([]);
  });

  it.each<[string, string[], string[]]>([
    [
      RoleName.ProveedorPrincipal,
      ['/proveedor_factura_electronica', '/payment_pending', '/admin_user'],
      ['/arrendador_arrendamiento', '/admin_crew'],
    ],
    [RoleName.Proveedor, ['/proveedor_estado_cuenta'], ['/admin_user']],
    [
      RoleName.ArrendadorPrincipal,
      ['/arrendador_arrendamiento', '/mantenimiento_ordenes_mantenimiento', '/admin_user'],
      ['/proveedor_factura_electronica'],
    ],
    [RoleName.Arrendador, ['/arrendador_facturas_pendientes'], ['/admin_user', '/admin_event']],
    [
      RoleName.Administrador,
      [
        '/admin_event',
        '/admin_alertas_sat',
        '/admin_tareas',
        '/admin_company',
        '/admin_user',
        '/admin_client',
        '/mantenimiento_ordenes_mantenimiento_consulta',
      ],
      ['/proveedor_factura_electronica'],
    ],
    [
      RoleName.Visualizar,
      [
        '/admin_user',
        '/mantenimiento_ordenes_mantenimiento_consulta',
        '/arrendador_factura_electronica',
        '/arrendador_arrendamiento_consolidado',
        '/arrendador_mantenimiento_variable',
        '/proveedor_factura_electronica',
        '/proveedor_estado_cuenta',
        '/add_suppliers',
        '/admin_crew',
        '/admin_region',
      ],
      ['/admin_event', '/admin_alertas_sat', '/admin_tareas'],
    ],
    [
      RoleName.Mantenimiento,
      ['/admin_crew', '/admin_region', '/mantenimiento_ordenes_mantenimiento_revertir'],
      ['/mantenimiento_ordenes_mantenimiento'],
    ],
    [RoleName.CuadrillaMantenimiento, ['/mantenimiento_ordenes_mantenimiento'], ['/admin_user']],
    [
      RoleName.ClientePrincipal,
      ['/cliente_contratos', '/admin_user'],
      ['/arrendador_arrendamiento'],
    ],
  ])('%s reaches %j and not %j', (role, reaches, not) => {
    const paths = pathsOf(role);
    for (const p of reaches) expect(paths, p).toContain(p);
    for (const p of not) expect(paths, p).not.toContain(p);
  });

  it('Developer reaches every module', () => {
    expect(defaultModulesForRole(RoleName.Developer).sort()).toEqual(Object.values(Module).sort());
  });

  it('combined lessor roles manage their own users', () => {
    for (const role of ROLES.filter((r) => isCombinedLessorRole(r.name))) {
      expect(defaultModulesForRole(role.name), role.name).toContain(Module.AdminUsers);
    }
  });
});
