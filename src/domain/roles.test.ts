import { describe, expect, it } from 'vitest';
import {
  ROLES,
  RoleName,
  assignableRoles,
  isAdministrator,
  isLessorRole,
  isSupplierRole,
  mayOpenClientAdministration,
  mayOpenUserAdministration,
} from './roles';

describe('roles a creator may assign (spec 1 §6)', () => {
  it.each([
    [RoleName.ProveedorPrincipal, [RoleName.Proveedor]],
    [RoleName.ArrendadorPrincipal, [RoleName.Arrendador]],
    [RoleName.ArrendadorAnteriorPrincipal, [RoleName.ArrendadorAnterior]],
    [RoleName.ArrendamientoConsolidadoPrincipal, [RoleName.ArrendamientoConsolidado]],
    [RoleName.MantenimientoFijoPrincipal, [RoleName.MantenimientoFijo]],
    [RoleName.MantenimientoVariablePrincipal, [RoleName.MantenimientoVariable]],
    [RoleName.Mantenimiento, [RoleName.CuadrillaMantenimiento]],
    [RoleName.ArrendMasManttoVariable, [RoleName.ArrendMasManttoVariable]],
    [RoleName.Arrendamiento, [RoleName.Arrendamiento]],
    [RoleName.Proveedor, []],
    [RoleName.Visualizar, []],
    ['Rol desconocido', []],
  ])('%s assigns %j', (role, expected) => expect(assignableRoles(role)).toEqual(expected));

  it('Developer assigns every role', () => {
    expect(assignableRoles(RoleName.Developer)).toHaveLength(ROLES.length);
  });

  it('Administrador assigns every role but Developer and Acceso público', () => {
    const roles = assignableRoles(RoleName.Administrador);
    expect(roles).not.toContain(RoleName.Developer);
    expect(roles).not.toContain(RoleName.AccesoPublico);
    expect(roles).toContain(RoleName.ProveedorPrincipal);
  });

  it('role ids and names are unique', () => {
    expect(new Set(ROLES.map((r) => r.id)).size).toBe(ROLES.length);
    expect(new Set(ROLES.map((r) => r.name)).size).toBe(ROLES.length);
  });
});

describe('named routes and role families', () => {
  it.each([
    [RoleName.Administrador, true, true],
    [RoleName.Developer, true, true],
    [RoleName.Visualizar, true, false],
    [RoleName.ProveedorPrincipal, true, false],
    [RoleName.ClientePrincipal, true, false],
    [RoleName.Mantenimiento, true, false],
    [RoleName.Proveedor, false, false],
    [RoleName.Arrendador, false, false],
    [RoleName.CuadrillaMantenimiento, false, false],
  ])('%s: AdminUser %s, AdminClient %s', (role, users, clients) => {
    expect(mayOpenUserAdministration(role)).toBe(users);
    expect(mayOpenClientAdministration(role)).toBe(clients);
  });

  it.each([
    [RoleName.Administrador, true, false, false],
    [RoleName.Arrendamiento, false, true, false],
    [RoleName.ArrendMasManttoVariable, false, true, false],
    [RoleName.ProveedorPrincipal, false, false, true],
    [RoleName.Mantenimiento, false, false, false],
  ])('%s: admin %s, lessor %s, supplier %s', (role, admin, lessor, supplier) => {
    expect(isAdministrator(role)).toBe(admin);
    expect(isLessorRole(role)).toBe(lessor);
    expect(isSupplierRole(role)).toBe(supplier);
  });
});
