import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleName, roleByName } from '../../../../src/domain/roles';
import { defaultModulesForRole } from '../../../../src/domain/role-modules';
import type { UserRecordResponse } from '../../../../src/protocol/user-admin';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * api/user 31 as the edit dialog sends it: a changed role with the links its selectors show, the
 * modules and the client parent / child an administrator chooses, and their refusals.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
const SUPPLIER = '0000200001';
const roleId = (name: string) => roleByName(name)!.id;

async function createProveedor(userName: string): Promise<UserRecordResponse> {
  const res = await t.call(
    'user',
    {
      ActionId: 11,
      User: {
        UserName: userName,
        Name: `Prueba ${userName}`,
        Email: `${userName}@example.mx`,
        RoleId: roleId(RoleName.Proveedor),
      },
      Company: [{ Code: 'MX10' }],
      Supplier: [{ Code: SUPPLIER }],
    },
    tokens.admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as UserRecordResponse;
}

/** The api/user 31 body of a stored user, with changes. */
function updateOf(
  stored: UserRecordResponse,
  user: Record<string, unknown> = {},
  lists: Record<string, unknown> = {},
) {
  return {
    ActionId: 31,
    User: { ...stored.User, ...user },
    Company: stored.Company,
    Supplier: stored.Supplier,
    Crew: stored.Crew,
    Region: stored.Region,
    Module: stored.Module,
    ...lists,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'proveedor']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

describe('api/user 31 from the edit dialog', () => {
  it('turns a supplier user into a crew user with its crew, region, modules and client', async () => {
    const stored = await createProveedor('editar.rol');
    const res = await t.call(
      'user',
      updateOf(
        stored,
        {
          RoleId: roleId(RoleName.CuadrillaMantenimiento),
          ClientParentId: '0000300001',
          ClientChildId: '0000300002',
        },
        {
          Crew: [{ Code: 'CUA-NOR-01' }],
          Region: [{ Code: 'NOR' }],
          Module: [
            { Code: 'MNT_REVIEW', Active: true },
            { Code: 'ADM_STATEMENT', Active: false },
          ],
        },
      ),
      tokens.admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as UserRecordResponse;
    expect(body.Message).toBe('Registro actualizado exitosamente');
    expect(body.User).toMatchObject({
      UserName: 'editar.rol',
      RoleName: RoleName.CuadrillaMantenimiento,
      ClientParentId: '0000300001',
      ClientChildId: '0000300002',
    });
    expect(body.Supplier).toEqual([{ Code: SUPPLIER }]);
    expect(body.Crew).toEqual([{ Code: 'CUA-NOR-01' }]);
    expect(body.Region).toEqual([{ Code: 'NOR' }]);
    expect(body.Module).toEqual(
      expect.arrayContaining([
        { Code: 'MNT_REVIEW', Active: true },
        { Code: 'ADM_STATEMENT', Active: false },
      ]),
    );
    expect(body.Module).toHaveLength(2);
  });

  it('refuses a changed role whose shown crew is missing, naming the field', async () => {
    const stored = await createProveedor('editar.sin.cuadrilla');
    const res = await t.call(
      'user',
      updateOf(
        stored,
        { RoleId: roleId(RoleName.CuadrillaMantenimiento) },
        { Region: [{ Code: 'NOR' }] },
      ),
      tokens.admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('El campo Cuadrilla es obligatorio');
  });

  it.each([
    [{ ClientParentId: '0000399999' }, 'Cliente principal: 0000399999 no existe o no está activo'],
    [
      { ClientParentId: '0000300001', ClientChildId: '0000399998' },
      'Cliente asociado: 0000399998 no existe o no está activo',
    ],
    [
      { ClientParentId: null, ClientChildId: '0000300002' },
      'El campo Cliente principal es obligatorio',
    ],
  ])('refuses the client ids %j of an administrator', async (client, text) => {
    const stored = await createProveedor(
      `editar.cliente.${Object.keys(client).length}${text.length}`,
    );
    const res = await t.call('user', updateOf(stored, client), tokens.admin);
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(text);
  });

  it('names an unknown module in English when asked', async () => {
    const stored = await createProveedor('editar.modulo');
    const res = await t.call(
      'user',
      { ...updateOf(stored, {}, { Module: [{ Code: 'NOPE', Active: true }] }), Language: 'en' },
      tokens.admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Module: NOPE does not exist or is not active');
  });

  it('keeps modules and client ids a principal sends, and gives a new role its default modules', async () => {
    const created = await t.call(
      'user',
      {
        ActionId: 11,
        User: {
          UserName: 'editar.principal',
          Name: 'Editar Principal',
          Email: 'editar.principal@example.mx',
          RoleId: roleId(RoleName.Proveedor),
        },
        Company: [{ Code: 'MX10' }],
        Supplier: [{ Code: SUPPLIER }],
      },
      tokens.proveedor,
    );
    const stored = created.body as UserRecordResponse;
    const res = await t.call(
      'user',
      updateOf(
        stored,
        { ClientParentId: '0000300001', Name: 'Editado Principal' },
        { Module: [{ Code: 'ADM_SYSTEM', Active: true }] },
      ),
      tokens.proveedor,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as UserRecordResponse;
    expect(body.User.Name).toBe('Editado Principal');
    expect(body.User.ClientParentId).toBeNull();
    expect(body.Module.map((m) => m.Code).sort()).toEqual(
      [...defaultModulesForRole(RoleName.Proveedor)].sort(),
    );
  });
});
