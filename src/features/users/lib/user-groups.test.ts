import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../protocol/user-admin';
import { flattenGroups, groupUsers, matchesTableSearch } from './user-groups';

const row = (over: Partial<UserRow>): UserRow => ({
  Id: 1,
  UserName: 'u',
  Name: 'N',
  Email: null,
  RoleId: 1,
  RoleName: 'Proveedor',
  Active: true,
  LockedOut: false,
  CompanyCode: 'MX10',
  SupplierUser: [],
  CreatedByAdmin: false,
  ModifiedDate: '2026-01-01T00:00:00.000Z',
  ModifiedBy: null,
  Editable: true,
  ...over,
});

describe('groupUsers', () => {
  it('keeps the server order and groups rows by role name', () => {
    const rows = [
      row({ Id: 1, RoleName: 'Administrador' }),
      row({ Id: 2, RoleName: 'Proveedor' }),
      row({ Id: 3, RoleName: 'Proveedor' }),
    ];
    expect(groupUsers(rows, '').map((g) => [g.roleName, g.rows.map((r) => r.Id)])).toEqual([
      ['Administrador', [1]],
      ['Proveedor', [2, 3]],
    ]);
  });

  it('drops groups left empty by the search box', () => {
    const rows = [
      row({ Id: 1, RoleName: 'Administrador', UserName: 'admin' }),
      row({ Id: 2, RoleName: 'Proveedor', UserName: 'prov_ana' }),
    ];
    expect(groupUsers(rows, 'ana').map((g) => g.roleName)).toEqual(['Proveedor']);
  });
});

describe('matchesTableSearch', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['jose', true],
    ['JOSÉ', true],
    ['bajio', true],
    ['0000200001', true],
    ['mx10', true],
    ['zzz', false],
  ])('%j matches: %s', (text, expected) => {
    const r = row({
      Name: 'José Pérez',
      Email: 'jose@bajío.mx',
      SupplierUser: [{ Code: '0000200001' }],
    });
    expect(matchesTableSearch(r, text)).toBe(expected);
  });
});

describe('flattenGroups', () => {
  it('lists each role heading followed by its users, keyed uniquely', () => {
    const groups = groupUsers(
      [
        row({ Id: 1, RoleName: 'Administrador' }),
        row({ Id: 2, RoleName: 'Proveedor' }),
        row({ Id: 3, RoleName: 'Proveedor' }),
      ],
      '',
    );
    const items = flattenGroups(groups);
    expect(items.map((i) => [i.kind, i.key, i.groupIndex])).toEqual([
      ['group', 'g:Administrador', 0],
      ['row', 'u:1', 0],
      ['group', 'g:Proveedor', 1],
      ['row', 'u:2', 1],
      ['row', 'u:3', 1],
    ]);
  });

  it('has no lines for no groups', () => {
    expect(flattenGroups([])).toEqual([]);
  });
});
