import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../protocol/user-admin';
import { userRowActions } from './row-actions';

const row = (Editable: boolean, Email: string | null): UserRow => ({
  Id: 7,
  UserName: 'u',
  Name: 'N',
  Email,
  RoleId: 1,
  RoleName: 'Proveedor',
  Active: true,
  LockedOut: false,
  CompanyCode: null,
  SupplierUser: [],
  CreatedByAdmin: false,
  ModifiedDate: '2026-01-01T00:00:00.000Z',
  ModifiedBy: null,
  Editable,
});

describe('userRowActions', () => {
  it.each([
    [true, 'a@b.mx', false, ['edit', 'log', 'activation', 'recovery', 'delete']],
    [true, null, false, ['edit', 'log', 'activation', 'delete']],
    [false, 'a@b.mx', false, ['log']],
    [true, 'a@b.mx', true, ['log']],
  ] as const)('editable %s, e-mail %s, view-only %s', (editable, email, viewOnly, expected) => {
    expect(userRowActions(row(editable, email), viewOnly)).toEqual(expected);
  });
});
