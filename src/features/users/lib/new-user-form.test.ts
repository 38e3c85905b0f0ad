import { describe, expect, it } from 'vitest';
import { RoleName, roleByName } from '../../../domain/roles';
import { emptyNewUserForm, insertBodyOf } from './new-user-form';
import type { ChosenRole, UserFormValues } from './user-form';

const proveedor: ChosenRole = {
  id: roleByName(RoleName.Proveedor)!.id,
  name: RoleName.Proveedor,
  option: { SelectSupplier: true, SelectCrew: false, SelectRegion: false },
};
const filled: UserFormValues = {
  ...emptyNewUserForm(),
  userName: ' ana ',
  roleId: String(proveedor.id),
  name: 'Ana López',
  email: 'ana@example.mx',
  phone: '5512345678',
  companies: ['MX10'],
  supplier: '0000200001',
};

describe('a new user', () => {
  it('starts Active with portal access, +52, and no SiteAdmin, modules or client', () => {
    const empty = emptyNewUserForm();
    expect(empty.active).toBe(true);
    expect(empty.sitePortal).toBe(true);
    expect(empty.phonePrefix).toBe('52');
    expect(empty.modules).toEqual([]);
    expect(empty.clientParentId).toBe('');
    expect(insertBodyOf(empty, null, RoleName.Administrador).User.SiteAdmin).toBe(false);
  });

  it('is inserted without an Id, with the phone prefix and only the shown selectors', () => {
    const body = insertBodyOf(
      { ...filled, phonePrefix: '1', crews: ['CUA-NOR-01'], regions: ['NOR'] },
      proveedor,
      RoleName.ProveedorPrincipal,
    );
    expect('Id' in body.User).toBe(false);
    expect(body.User.UserName).toBe('ana');
    expect(body.User.PhoneNumber).toBe('15512345678');
    expect(body.User.RoleId).toBe(proveedor.id);
    expect(body.Supplier).toEqual([{ Code: '0000200001' }]);
    expect(body.Crew).toEqual([]);
    expect(body.Region).toEqual([]);
  });

  it('leaves its modules to the role’s defaults on the server', () => {
    expect('Module' in insertBodyOf(filled, proveedor, RoleName.Administrador)).toBe(false);
  });

  it.each<[string, string, Record<string, string | null> | null]>([
    [
      'an administrator',
      RoleName.Administrador,
      { ClientParentId: '0000300001', ClientChildId: null },
    ],
    ['a developer', RoleName.Developer, { ClientParentId: '0000300001', ClientChildId: null }],
    ['a principal', RoleName.ProveedorPrincipal, null],
    ['a client', RoleName.ClientePrincipal, null],
  ])('carries the client parent and child chosen by %s only', (_who, creator, expected) => {
    const body = insertBodyOf({ ...filled, clientParentId: '0000300001' }, proveedor, creator);
    const client = 'ClientParentId' in body.User ? body.User : null;
    expect(
      client && { ClientParentId: client.ClientParentId, ClientChildId: client.ClientChildId },
    ).toEqual(expected);
  });
});
