import { describe, expect, it } from 'vitest';
import { RoleName } from '../../../../src/domain/roles';
import type { UserListResponse } from '../../../../src/protocol/user-admin';
import {
  call,
  OTHER_SUPPLIER,
  roleId,
  SUPPLIER,
  t,
  useUserAdminApp,
} from '../../testing/user-admin-kit';

/** api/user 10 (the grouped list) and 20 (the search): who sees which users. */
useUserAdminApp();

describe('api/user 10: the grouped list', () => {
  it('gives an administrator every company’s users grouped by role, without Administrador rows', async () => {
    const res = await call('admin', 'user', { ActionId: 10, PageSize: 0 });
    expect(res.status).toBe(200);
    const body = res.body as UserListResponse;
    const names = body.List.map((r) => r.UserName);
    expect(names).toEqual(
      expect.arrayContaining(['proveedor', 'arrendador.hijo', 'ajeno.proveedor']),
    );
    expect(names).not.toContain('admin');
    expect(names).not.toContain('dev');
    expect(body.Groups.find((g) => g.RoleName === RoleName.Proveedor)?.Count).toBeGreaterThan(0);
    expect(body.Total).toBe(body.List.length);
    // Rows come grouped: role names never go back once left.
    const roles = body.List.map((r) => r.RoleName);
    expect(roles).toEqual([...roles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('gives a Proveedor Principal only the Proveedor users of its own supplier', async () => {
    const res = await call('proveedor', 'user', { ActionId: 10 });
    const list = (res.body as UserListResponse).List;
    expect(list.map((r) => r.UserName)).toContain('bloqueado');
    expect(list.find((r) => r.UserName === 'bloqueado')).toMatchObject({
      LockedOut: true,
      Editable: true,
    });
    expect(list.every((r) => r.RoleName === RoleName.Proveedor)).toBe(true);
    expect(list.some((r) => r.UserName === 'ajeno.proveedor')).toBe(false);
    expect(list.every((r) => r.SupplierUser.every((s) => s.Code === SUPPLIER))).toBe(true);
  });

  it('shows Visualizar the table with no row editable', async () => {
    const res = await call('visor', 'user', { ActionId: 10, PageSize: 0 });
    const list = (res.body as UserListResponse).List;
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((r) => !r.Editable)).toBe(true);
  });

  it('pages the rows and says how many there are', async () => {
    const all = (await call('admin', 'user', { ActionId: 10, PageSize: 0 }))
      .body as UserListResponse;
    const page = (await call('admin', 'user', { ActionId: 10, PageSize: 25, Page: 1 }))
      .body as UserListResponse;
    expect(page.Total).toBe(all.Total);
    expect(page.List.length).toBe(Math.min(25, all.Total));
    const bad = await call('admin', 'user', { ActionId: 10, PageSize: 30 });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toContain('PageSize');
  });

  it('refuses a crew user, who has no user administration', async () => {
    const token = await t.tokenFor('cuadrilla');
    const res = await t.call('user', { ActionId: 10 }, token);
    expect(res.status).toBe(403);
  });
});

describe('api/user 20: the search', () => {
  it('asks for a user name or a name (alertSearchUser)', async () => {
    const res = await call('admin', 'user', { ActionId: 20, Filter: { Email: 'demo' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      Result: false,
      Message: 'Ingrese al menos el usuario o el nombre para buscar',
    });
    const en = await call('admin', 'user', { ActionId: 20, Language: 'en', Filter: {} });
    expect(en.body.Message).toBe('Enter at least the user name or the name to search');
  });

  it('finds by part of the name, and shows Administrador rows to an administrator', async () => {
    const res = await call('admin', 'user', { ActionId: 20, Filter: { Name: 'administrador' } });
    const names = (res.body as UserListResponse).List.map((r) => r.UserName);
    expect(names).toContain('admin');
  });

  it('filters by role, supplier and dates', async () => {
    const byRole = await call('admin', 'user', {
      ActionId: 20,
      Filter: { UserName: 'o', RoleId: roleId(RoleName.ProveedorPrincipal) },
    });
    const rows = (byRole.body as UserListResponse).List;
    expect(rows.map((r) => r.UserName)).toEqual(['proveedor']);
    const bySupplier = await call('admin', 'user', {
      ActionId: 20,
      Filter: { UserName: 'proveedor', SupplierId: OTHER_SUPPLIER },
    });
    expect((bySupplier.body as UserListResponse).List.map((r) => r.UserName)).toEqual([
      'ajeno.proveedor',
    ]);
    const future = await call('admin', 'user', {
      ActionId: 20,
      Filter: { UserName: 'proveedor', StartDate: '2099-01-01' },
    });
    expect((future.body as UserListResponse).List).toEqual([]);
    const reversed = await call('admin', 'user', {
      ActionId: 20,
      Filter: { UserName: 'x', StartDate: '2026-02-01', EndDate: '2026-01-01' },
    });
    expect(reversed.body.Result).toBe(false);
  });

  it('never returns another supplier’s users to a principal, whatever the filter', async () => {
    const res = await call('proveedor', 'user', {
      ActionId: 20,
      Filter: { UserName: 'ajeno', SupplierId: OTHER_SUPPLIER },
    });
    expect((res.body as UserListResponse).List).toEqual([]);
  });
});
