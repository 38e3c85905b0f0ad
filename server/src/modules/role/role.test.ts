import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleName, roleByName } from '../../../../src/domain/roles';
import type { RoleRecord } from '../../../../src/protocol/user-admin';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'proveedor', 'mantenimiento', 'visor', 'cuadrilla']) {
    tokens[u] = await t.tokenFor(u);
  }
});
afterAll(() => t.close());

describe('api/role 10: the roles of the user dialog and search', () => {
  it('gives a Proveedor Principal its child role (assignable) and its own', async () => {
    const res = await t.call('role', { ActionId: 10 }, tokens.proveedor);
    const list = res.body.List as RoleRecord[];
    expect(list.map((r) => [r.Name, r.Assignable])).toEqual([
      [RoleName.Proveedor, true],
      [RoleName.ProveedorPrincipal, false],
    ]);
    expect(list[0]!.RoleOption).toEqual({
      SelectSupplier: true,
      SelectCrew: false,
      SelectRegion: false,
    });
  });

  it('gives Visualizar the administrator’s roles, none assignable', async () => {
    const list = (await t.call('role', { ActionId: 10 }, tokens.visor)).body.List as RoleRecord[];
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((r) => !r.Assignable)).toBe(true);
    expect(list.some((r) => r.Name === RoleName.Developer)).toBe(false);
  });

  it('narrows by Filter.Name', async () => {
    const res = await t.call(
      'role',
      { ActionId: 10, Filter: { Name: 'cuadrilla' } },
      tokens.mantenimiento,
    );
    expect((res.body.List as RoleRecord[]).map((r) => r.Name)).toEqual([
      RoleName.CuadrillaMantenimiento,
    ]);
  });

  it('refuses a role without user administration', async () => {
    expect((await t.call('role', { ActionId: 10 }, tokens.cuadrilla)).status).toBe(403);
  });
});

describe('api/role 21: one role by Id or name', () => {
  it('answers the options of a crew role by Id and by name', async () => {
    const id = roleByName(RoleName.CuadrillaMantenimiento)!.id;
    const byId = await t.call('role', { ActionId: 21, Id: id }, tokens.admin);
    expect(byId.body.Role).toMatchObject({
      Id: id,
      Name: RoleName.CuadrillaMantenimiento,
      RoleOption: { SelectSupplier: true, SelectCrew: true, SelectRegion: true },
      Assignable: true,
    });
    const byName = await t.call(
      'role',
      { ActionId: 21, Role: 'cuadrilla mantenimiento' },
      tokens.mantenimiento,
    );
    expect((byName.body.Role as RoleRecord).Id).toBe(id);
  });

  it('answers a role the caller does not see as missing', async () => {
    const id = roleByName(RoleName.Administrador)!.id;
    const res = await t.call('role', { ActionId: 21, Id: id }, tokens.proveedor);
    expect(res.status).toBe(404);
    expect(res.body.Result).toBe(false);
  });
});
