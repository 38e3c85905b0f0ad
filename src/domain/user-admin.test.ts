import { describe, expect, it } from 'vitest';
import { RoleName, assignableRoles, roleByName } from './roles';
import {
  listCompanyFilter,
  mayAdministerUsers,
  mayAssignRole,
  mayCreateUsers,
  mayEditRow,
  mayEditUser,
  mayViewUser,
  newUserDefaults,
  prefixedUserName,
  regionsWithinActor,
  showsAdministrationGroup,
  userDeleteRefusal,
  userWriteRefusal,
  visibleRoleNames,
  withinOrganisation,
  type AdminActor,
  type UserLinks,
} from './user-admin';

const actor = (roleName: string, over: Partial<AdminActor> = {}): AdminActor => ({
  id: 1,
  roleName,
  companies: ['MX10'],
  suppliers: ['0000200001'],
  clientParentId: null,
  createdByAdmin: true,
  companyAll: roleByName(roleName)?.companyAll ?? false,
  ...over,
});
const user = (roleName: string, over: Partial<UserLinks> = {}): UserLinks => ({
  id: 50,
  roleName,
  companies: ['MX10'],
  suppliers: ['0000200001'],
  clientParentId: null,
  createdByAdmin: false,
  ...over,
});

describe('roles a creator may assign (spec 1 §6)', () => {
  it.each([
    [RoleName.ProveedorPrincipal, RoleName.Proveedor, true],
    [RoleName.ProveedorPrincipal, RoleName.ProveedorPrincipal, false],
    [RoleName.ProveedorPrincipal, RoleName.Administrador, false],
    [RoleName.ArrendadorPrincipal, RoleName.Arrendador, true],
    [RoleName.ArrendadorAnteriorPrincipal, RoleName.ArrendadorAnterior, true],
    [RoleName.ArrendamientoConsolidadoPrincipal, RoleName.ArrendamientoConsolidado, true],
    [RoleName.MantenimientoFijoPrincipal, RoleName.MantenimientoFijo, true],
    [RoleName.MantenimientoFijoPrincipal, RoleName.MantenimientoVariable, false],
    [RoleName.MantenimientoVariablePrincipal, RoleName.MantenimientoVariable, true],
    [RoleName.Mantenimiento, RoleName.CuadrillaMantenimiento, true],
    [RoleName.Mantenimiento, RoleName.Mantenimiento, false],
    [RoleName.Developer, RoleName.Developer, true],
    [RoleName.Administrador, RoleName.ProveedorPrincipal, true],
    [RoleName.Administrador, RoleName.Developer, false],
    [RoleName.Administrador, RoleName.AccesoPublico, false],
    [RoleName.ArrendMasManttoFijo, RoleName.ArrendMasManttoFijo, true],
    [RoleName.ArrendMasManttoFijo, RoleName.Arrendamiento, false],
    [RoleName.Visualizar, RoleName.Proveedor, false],
    [RoleName.Proveedor, RoleName.Proveedor, false],
    [RoleName.CuadrillaMantenimiento, RoleName.CuadrillaMantenimiento, false],
  ])('%s assigns %s: %s', (creator, role, expected) => {
    expect(mayAssignRole(creator, role)).toBe(expected);
  });
});

describe('edit permission per row (spec 1 §6)', () => {
  it.each([
    // actor, created by an administrator, row role, pencil shown
    [RoleName.Developer, true, RoleName.Developer, true],
    [RoleName.Developer, true, RoleName.Administrador, true],
    [RoleName.Administrador, true, RoleName.ProveedorPrincipal, true],
    [RoleName.Administrador, true, RoleName.Administrador, true],
    [RoleName.Administrador, true, RoleName.Developer, false],
    [RoleName.Visualizar, true, RoleName.Proveedor, false],
    [RoleName.ProveedorPrincipal, false, RoleName.Proveedor, true],
    [RoleName.ProveedorPrincipal, false, RoleName.ProveedorPrincipal, false],
    [RoleName.ArrendadorPrincipal, false, RoleName.Arrendador, true],
    [RoleName.ArrendadorPrincipal, false, RoleName.Proveedor, false],
    [RoleName.Mantenimiento, false, RoleName.CuadrillaMantenimiento, true],
    [RoleName.Mantenimiento, false, RoleName.Mantenimiento, false],
    [RoleName.ClientePrincipal, false, RoleName.Cliente, true],
    [RoleName.Arrendamiento, true, RoleName.Arrendamiento, true],
    [RoleName.Arrendamiento, false, RoleName.Arrendamiento, false],
    [RoleName.ArrendMasTodos, true, RoleName.Arrendador, false],
    [RoleName.Proveedor, false, RoleName.Proveedor, false],
  ])('%s (created by admin %s) on a %s row: %s', (role, createdByAdmin, row, expected) => {
    expect(mayEditRow({ roleName: role, createdByAdmin }, row)).toBe(expected);
  });
});

describe('user list pre-filtering (spec 1 §6)', () => {
  it.each([
    [RoleName.ProveedorPrincipal, 'list', [RoleName.Proveedor]],
    [RoleName.ArrendadorPrincipal, 'list', [RoleName.Arrendador]],
    [RoleName.MantenimientoFijoPrincipal, 'list', [RoleName.MantenimientoFijo]],
    [RoleName.ClientePrincipal, 'list', [RoleName.Cliente]],
    [RoleName.Mantenimiento, 'list', [RoleName.Mantenimiento, RoleName.CuadrillaMantenimiento]],
    [RoleName.ArrendMasConsolidado, 'list', [RoleName.ArrendMasConsolidado]],
    [RoleName.Arrendamiento, 'search', [RoleName.Arrendamiento]],
    [RoleName.Proveedor, 'list', []],
    [RoleName.CuadrillaMantenimiento, 'search', []],
  ] as const)('%s in %s mode sees %j', (role, mode, expected) => {
    expect(visibleRoleNames(role, mode)).toEqual(expected);
  });

  it.each([
    [RoleName.Administrador, 'list', false, false],
    [RoleName.Administrador, 'search', true, false],
    [RoleName.Visualizar, 'list', false, false],
    [RoleName.Visualizar, 'search', true, false],
    [RoleName.Developer, 'list', false, false],
    [RoleName.Developer, 'search', true, true],
  ] as const)(
    '%s in %s mode: Administrador rows %s, Acceso público rows %s',
    (role, mode, admins, publicAccess) => {
      const roles = visibleRoleNames(role, mode);
      expect(roles.includes(RoleName.Administrador)).toBe(admins);
      expect(roles.includes(RoleName.AccesoPublico)).toBe(publicAccess);
      expect(roles).toContain(RoleName.Proveedor);
    },
  );

  it.each([
    [RoleName.ProveedorPrincipal, ['MX10'], 'MX10'],
    [RoleName.ProveedorPrincipal, ['MX10', 'MX20'], null],
    [RoleName.ArrendadorPrincipal, ['MX10'], null],
    [RoleName.Administrador, ['MX20'], null],
  ])('%s with companies %j is pre-filtered to %s', (role, companies, expected) => {
    expect(listCompanyFilter({ roleName: role, companies })).toBe(expected);
  });
});

describe('organisation scope', () => {
  it.each([
    [
      'an administrator: anyone',
      actor(RoleName.Administrador),
      user(RoleName.Proveedor, { companies: ['MX20'], suppliers: ['X'] }),
      true,
    ],
    [
      'own supplier and company',
      actor(RoleName.ProveedorPrincipal),
      user(RoleName.Proveedor),
      true,
    ],
    [
      'another supplier',
      actor(RoleName.ProveedorPrincipal),
      user(RoleName.Proveedor, { suppliers: ['0000200002'] }),
      false,
    ],
    [
      'own and another supplier',
      actor(RoleName.ProveedorPrincipal),
      user(RoleName.Proveedor, { suppliers: ['0000200001', '0000200002'] }),
      false,
    ],
    [
      'another company',
      actor(RoleName.ProveedorPrincipal),
      user(RoleName.Proveedor, { companies: ['MX20'] }),
      false,
    ],
    [
      'no supplier at all',
      actor(RoleName.ProveedorPrincipal),
      user(RoleName.Proveedor, { suppliers: [] }),
      false,
    ],
    [
      'no company at all',
      actor(RoleName.ProveedorPrincipal),
      user(RoleName.Proveedor, { companies: [] }),
      false,
    ],
    [
      'a client of the same client',
      actor(RoleName.ClientePrincipal, { suppliers: [], clientParentId: 'C1' }),
      user(RoleName.Cliente, { suppliers: [], clientParentId: 'C1' }),
      true,
    ],
    [
      'a client of another client',
      actor(RoleName.ClientePrincipal, { suppliers: [], clientParentId: 'C1' }),
      user(RoleName.Cliente, { suppliers: [], clientParentId: 'C2' }),
      false,
    ],
  ])('%s', (_label, a, target, expected) => {
    expect(withinOrganisation(a, target)).toBe(expected);
  });

  it('a principal sees and edits its child users but not other roles, and sees itself', () => {
    const pp = actor(RoleName.ProveedorPrincipal, { createdByAdmin: true });
    expect(mayViewUser(pp, user(RoleName.Proveedor))).toBe(true);
    expect(mayEditUser(pp, user(RoleName.Proveedor))).toBe(true);
    expect(mayViewUser(pp, user(RoleName.ProveedorPrincipal))).toBe(false);
    expect(mayViewUser(pp, user(RoleName.Arrendador))).toBe(false);
    expect(mayViewUser(pp, user(RoleName.ProveedorPrincipal, { id: pp.id }))).toBe(true);
  });

  it('Visualizar sees every company but edits nothing', () => {
    const visor = actor(RoleName.Visualizar, { suppliers: [] });
    const target = user(RoleName.Proveedor, { companies: ['MX20'] });
    expect(mayViewUser(visor, target)).toBe(true);
    expect(mayEditUser(visor, target)).toBe(false);
  });

  it.each([
    [false, [], ['NOR', 'SUR'], true],
    [false, ['NOR'], ['NOR'], true],
    [false, ['NOR'], ['NOR', 'SUR'], false],
    [true, ['NOR'], ['SUR'], true],
  ])('company-all %s with regions %j gives %j: %s', (companyAll, own, given, expected) => {
    expect(regionsWithinActor({ companyAll, regions: own }, given)).toBe(expected);
  });
});

describe('writes decided by the server', () => {
  const pp = actor(RoleName.ProveedorPrincipal);

  it.each([
    ['creates a child in its supplier', pp, null, user(RoleName.Proveedor, { id: null }), null],
    [
      'creates a role it may not assign',
      pp,
      null,
      user(RoleName.Administrador, { id: null }),
      'userRoleNotAssignable',
    ],
    [
      'creates a user for another supplier',
      pp,
      null,
      user(RoleName.Proveedor, { id: null, suppliers: ['0000200002'] }),
      'userOutOfScope',
    ],
    [
      'updates another supplier’s user',
      pp,
      user(RoleName.Proveedor, { suppliers: ['0000200002'] }),
      user(RoleName.Proveedor),
      'userNotFound',
    ],
    [
      'raises a child to its own role',
      pp,
      user(RoleName.Proveedor),
      user(RoleName.ProveedorPrincipal),
      'userRoleNotAssignable',
    ],
    [
      'moves a child to another supplier',
      pp,
      user(RoleName.Proveedor),
      user(RoleName.Proveedor, { suppliers: ['0000200002'] }),
      'userOutOfScope',
    ],
    [
      'raises its own role',
      pp,
      user(RoleName.ProveedorPrincipal, { id: 1 }),
      user(RoleName.Administrador, { id: 1 }),
      'userOwnRole',
    ],
    [
      'Visualizar creates anything',
      actor(RoleName.Visualizar),
      null,
      user(RoleName.Proveedor, { id: null }),
      'forbidden',
    ],
    [
      'Visualizar updates anything',
      actor(RoleName.Visualizar),
      user(RoleName.Proveedor),
      user(RoleName.Proveedor),
      'forbidden',
    ],
    [
      'a Proveedor creates',
      actor(RoleName.Proveedor),
      null,
      user(RoleName.Proveedor, { id: null }),
      'forbidden',
    ],
    [
      'an administrator edits itself',
      actor(RoleName.Administrador, { id: 7 }),
      user(RoleName.Administrador, { id: 7 }),
      user(RoleName.Administrador, { id: 7 }),
      'forbidden',
    ],
    [
      'an administrator makes a Developer',
      actor(RoleName.Administrador),
      user(RoleName.Proveedor),
      user(RoleName.Developer),
      'userRoleNotAssignable',
    ],
    [
      'a combined lessor role not created by an administrator',
      actor(RoleName.Arrendamiento, { createdByAdmin: false }),
      null,
      user(RoleName.Arrendamiento, { id: null }),
      'forbidden',
    ],
    [
      'a developer changes its own role',
      actor(RoleName.Developer, { id: 3 }),
      user(RoleName.Developer, { id: 3 }),
      user(RoleName.Administrador, { id: 3 }),
      'userOwnRole',
    ],
  ] as const)('a user who %s: %s', (_label, a, before, after, expected) => {
    expect(userWriteRefusal(a, before, after)).toBe(expected);
  });

  it.each([
    ['its child', pp, user(RoleName.Proveedor), null],
    ['itself', pp, user(RoleName.ProveedorPrincipal, { id: 1 }), 'userDeleteSelf'],
    ['another supplier’s user', pp, user(RoleName.Proveedor, { suppliers: ['X'] }), 'userNotFound'],
    ['as Visualizar', actor(RoleName.Visualizar), user(RoleName.Proveedor), 'forbidden'],
  ] as const)('deleting %s: %s', (_label, a, target, expected) => {
    expect(userDeleteRefusal(a, target)).toBe(expected);
  });
});

describe('Visualizar, creation and the Administration group', () => {
  it.each([
    [RoleName.Visualizar, true, true, false],
    [RoleName.Administrador, true, true, true],
    [RoleName.ProveedorPrincipal, false, true, true],
    [RoleName.Proveedor, false, false, false],
    [RoleName.Arrendamiento, true, true, true],
    [RoleName.Arrendamiento, false, false, false],
    [RoleName.ArrendMasTodos, false, false, false],
  ])('%s (created by admin %s): administers %s, creates %s', (role, byAdmin, admin, create) => {
    expect(mayAdministerUsers({ roleName: role, createdByAdmin: byAdmin })).toBe(admin);
    expect(mayCreateUsers({ roleName: role, createdByAdmin: byAdmin })).toBe(create);
  });

  it.each([
    [RoleName.ArrendMasConsolidado, true, true],
    [RoleName.ArrendMasConsolidado, false, false],
    [RoleName.ArrendadorPrincipal, false, true],
    [RoleName.Proveedor, false, true],
  ])('%s created by admin %s shows Administration: %s', (role, byAdmin, expected) => {
    expect(showsAdministrationGroup(role, byAdmin)).toBe(expected);
  });
});

describe('user-name prefix (spec 1 §5 Admin user)', () => {
  const proveedorId = roleByName(RoleName.Proveedor)!.id;
  it.each([
    [RoleName.ProveedorPrincipal, proveedorId, '0000200001', 'jlopez', '0000200001_jlopez'],
    [
      RoleName.ProveedorPrincipal,
      proveedorId,
      '0000200001',
      '0000200001_jlopez',
      '0000200001_jlopez',
    ],
    [RoleName.ProveedorPrincipal, proveedorId, '0000200001', '  jlopez ', '0000200001_jlopez'],
    [RoleName.Administrador, proveedorId, '0000200001', 'jlopez', 'jlopez'],
    [RoleName.Developer, proveedorId, '0000200001', 'jlopez', 'jlopez'],
    [
      RoleName.Mantenimiento,
      roleByName(RoleName.CuadrillaMantenimiento)!.id,
      '0000200001',
      'cua1',
      'cua1',
    ],
    [RoleName.ClientePrincipal, roleByName(RoleName.Cliente)!.id, null, 'cli1', 'cli1'],
    [RoleName.ArrendadorPrincipal, roleByName(RoleName.Arrendador)!.id, null, 'arr', 'arr'],
  ])('%s creating role %i with supplier %s: %s -> %s', (creator, roleId, code, name, expected) => {
    expect(
      prefixedUserName(name, { creatorRole: creator, targetRoleId: roleId, supplierCode: code }),
    ).toBe(expected);
  });
});

describe('defaults of a new user (spec 1 §4)', () => {
  it('is active, on the portal, not a site administrator', () => {
    expect(
      newUserDefaults({
        roleName: RoleName.Administrador,
        clientParentId: 'X',
        clientChildId: 'Y',
      }),
    ).toEqual({
      Active: true,
      SitePortal: true,
      SiteAdmin: false,
      ClientParentId: null,
      ClientChildId: null,
    });
  });
  it('takes the client parent and child of a client creator', () => {
    expect(
      newUserDefaults({
        roleName: RoleName.ClientePrincipal,
        clientParentId: '0000300001',
        clientChildId: null,
      }),
    ).toMatchObject({ ClientParentId: '0000300001', ClientChildId: null });
  });
  it('every principal has something to assign', () => {
    for (const r of [RoleName.ProveedorPrincipal, RoleName.ClientePrincipal]) {
      expect(assignableRoles(r).length).toBeGreaterThan(0);
    }
  });
});
