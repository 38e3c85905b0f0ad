/**
 * Shared by the API tests of user administration (api/user, api/event): one test app per file
 * with the signed-in demo users, a second supplier of MX10 with a user of its own (the foreign
 * user no principal of SUPPLIER may reach), and on request the child users the update and action
 * tests work on. `t` and `foreignUserId` are live bindings set by useUserAdminApp's beforeAll.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { RoleName, roleByName } from '../../../src/domain/roles';
import type { UserRecordResponse } from '../../../src/protocol/user-admin';
import { supplierCompany, suppliers, users } from '../db/schema';
import { createTestApp, type TestApp } from './test-app';

export let t: TestApp;
export let foreignUserId = 0;
const tokens: Record<string, string> = {};
export const SUPPLIER = '0000200001';
/** A second supplier of MX10 whose users no principal of SUPPLIER may reach. */
export const OTHER_SUPPLIER = '0000200099';

export const roleId = (name: string) => roleByName(name)!.id;
export const call = (user: string, name: string, body: Record<string, unknown>) =>
  t.call(name, body, tokens[user]);

/** An api/user 11 body of a Proveedor of SUPPLIER in MX10, with changes. */
export function userBody(over: Record<string, unknown> = {}, lists: Record<string, unknown> = {}) {
  return {
    ActionId: 11,
    User: {
      UserName: 'nuevo.proveedor',
      Name: 'Nuevo Proveedor',
      Email: 'nuevo.proveedor@example.mx',
      RoleId: roleId(RoleName.Proveedor),
      PhoneNumber: '5512345678',
      ...over,
    },
    Company: [{ Code: 'MX10' }],
    Supplier: [{ Code: SUPPLIER }],
    ...lists,
  };
}

export async function idOf(userName: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.id;
}

async function created(user: string, body: Record<string, unknown>): Promise<number> {
  const res = await call(user, 'user', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as UserRecordResponse).User.Id;
}

/**
 * Opens the file's test app. With `children`, also the users the api/user 11 tests create:
 * `${SUPPLIER}_jlopez` (a Proveedor Principal's child), 'cuadrilla.sur' (a crew user made by an
 * administrator) and 'cliente.hijo' (a client's child).
 */
export function useUserAdminApp(options: { children?: boolean } = {}): void {
  beforeAll(async () => {
    t = await createTestApp();
    const [other] = await t.handle.db
      .insert(suppliers)
      .values({
        code: OTHER_SUPPLIER,
        name: 'Otro Proveedor',
        tin: 'OPR010101AA1',
        isSupplier: true,
      })
      .returning({ id: suppliers.id });
    await t.handle.db
      .insert(supplierCompany)
      .values({ supplierId: other!.id, companyCode: 'MX10' });
    for (const u of [
      'admin',
      'dev',
      'visor',
      'proveedor',
      'mantenimiento',
      'cliente',
      'arrendador',
    ])
      tokens[u] = await t.tokenFor(u);
    foreignUserId = await created(
      'admin',
      userBody({ UserName: 'ajeno.proveedor' }, { Supplier: [{ Code: OTHER_SUPPLIER }] }),
    );
    if (!options.children) return;
    await created('proveedor', userBody({ UserName: 'jlopez', Email: 'jl@example.mx' }));
    await created(
      'admin',
      userBody(
        {
          UserName: 'cuadrilla.sur',
          Name: 'Cuadrilla Sur',
          Email: 'sur@example.mx',
          RoleId: roleId(RoleName.CuadrillaMantenimiento),
        },
        { Crew: [{ Code: 'CUA-SUR-01' }], Region: [{ Code: 'SUR' }] },
      ),
    );
    await created(
      'cliente',
      userBody({ UserName: 'cliente.hijo', RoleId: roleId(RoleName.Cliente) }, { Supplier: [] }),
    );
  });
  afterAll(() => t.close());
}
