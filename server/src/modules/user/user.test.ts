import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleName, roleByName } from '../../../../src/domain/roles';
import type {
  UserListResponse,
  UserRecordResponse,
  UserRow,
} from '../../../../src/protocol/user-admin';
import { auditEvents, mailOutbox, supplierCompany, suppliers, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const SUPPLIER = '0000200001';
/** A second supplier of MX10 whose users no principal of SUPPLIER may reach. */
const OTHER_SUPPLIER = '0000200099';
let foreignUserId = 0;

const roleId = (name: string) => roleByName(name)!.id;
const call = (user: string, name: string, body: Record<string, unknown>) =>
  t.call(name, body, tokens[user]);

function userBody(over: Record<string, unknown> = {}, lists: Record<string, unknown> = {}) {
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

async function idOf(userName: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const [other] = await t.handle.db
    .insert(suppliers)
    .values({ code: OTHER_SUPPLIER, name: 'Otro Proveedor', tin: 'OPR010101AA1', isSupplier: true })
    .returning({ id: suppliers.id });
  await t.handle.db.insert(supplierCompany).values({ supplierId: other!.id, companyCode: 'MX10' });
  for (const u of [
    'admin',
    'dev',
    'visor',
    'proveedor',
    'mantenimiento',
    'cliente',
    'arrendador',
  ]) {
    tokens[u] = await t.tokenFor(u);
  }
  const foreign = await call(
    'admin',
    'user',
    userBody({ UserName: 'ajeno.proveedor' }, { Supplier: [{ Code: OTHER_SUPPLIER }] }),
  );
  expect(foreign.status, JSON.stringify(foreign.body)).toBe(200);
  foreignUserId = (foreign.body as UserRecordResponse).User.Id;
});
afterAll(() => t.close());

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

describe('api/user 11 and 21: creating and viewing', () => {
  it('lets an administrator create a crew user with supplier, crew and region, audited', async () => {
    const res = await call(
      'admin',
      'user',
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
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as UserRecordResponse;
    expect(body.Message).toBe('Registro creado exitosamente');
    expect(body.User).toMatchObject({
      UserName: 'cuadrilla.sur',
      RoleName: RoleName.CuadrillaMantenimiento,
      Active: true,
      SitePortal: true,
      SiteAdmin: false,
      CreatedByAdmin: true,
    });
    expect(body.Crew).toEqual([{ Code: 'CUA-SUR-01' }]);
    expect(body.Region).toEqual([{ Code: 'SUR' }]);
    expect(body.Module.map((m) => m.Code)).toContain('MNT_REVIEW');
    const [event] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.resource, 'user'), eq(auditEvents.referenceId, String(body.User.Id))),
      );
    expect(event).toMatchObject({
      actionId: 11,
      userId: await idOf('admin'),
      target: 'cuadrilla.sur',
    });

    const view = await call('admin', 'user', { ActionId: 21, User: { Id: body.User.Id } });
    expect((view.body as UserRecordResponse).User.UserName).toBe('cuadrilla.sur');
  });

  it.each([
    ['e-mail missing', { Email: '' }, {}, 'El campo Correo electrónico es obligatorio'],
    ['e-mail invalid', { Email: 'sin-arroba' }, {}, 'El correo electrónico no es válido'],
    [
      'name too long',
      { Name: 'n'.repeat(513) },
      {},
      'El campo Nombre admite máximo 512 caracteres',
    ],
    [
      'phone too short',
      { PhoneNumber: '55123' },
      {},
      'El teléfono debe tener 10 dígitos, con prefijo +52 o +1',
    ],
    ['zip too long', { ZipCode: '123456' }, {}, 'El código postal debe tener 5 dígitos'],
    [
      'phone with another prefix',
      { PhoneNumber: '445512345678' },
      {},
      'El teléfono debe tener 10 dígitos, con prefijo +52 o +1',
    ],
    ['no supplier', {}, { Supplier: [] }, 'El campo Proveedor es obligatorio'],
    ['no company', {}, { Company: [] }, 'El campo Empresas es obligatorio'],
    [
      'unknown company',
      {},
      { Company: [{ Code: 'MX99' }] },
      'Empresas: MX99 no existe o no está activo',
    ],
  ])('refuses a user with %s, naming the field', async (_label, over, lists, text) => {
    const res = await call('admin', 'user', userBody({ UserName: 'campo.malo', ...over }, lists));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Result: false, Message: text });
  });

  it('requires crew and region for a crew user, and a crew of the chosen supplier', async () => {
    const crewRole = { UserName: 'cua.x', RoleId: roleId(RoleName.CuadrillaMantenimiento) };
    const none = await call('admin', 'user', userBody(crewRole));
    expect(none.body.Message).toBe('El campo Cuadrilla es obligatorio');
    const foreignCrew = await call(
      'admin',
      'user',
      userBody(crewRole, { Crew: [{ Code: 'ARC-CEN-01' }], Region: [{ Code: 'CEN' }] }),
    );
    expect(foreignCrew.status).toBe(400);
    expect(foreignCrew.body.Message).toContain('ARC-CEN-01');
  });

  it('refuses an Id on insert and a taken user name', async () => {
    const withId = await call('admin', 'user', userBody({ Id: 5, UserName: 'con.id' }));
    expect(withId.status).toBe(400);
    const taken = await call('admin', 'user', userBody({ UserName: 'PROVEEDOR' }));
    expect(taken.body).toMatchObject({ Result: false, Message: 'El usuario PROVEEDOR ya existe' });
  });

  it('prefixes a principal’s new user with its supplier code and keeps it in its supplier', async () => {
    const res = await call(
      'proveedor',
      'user',
      userBody({ UserName: 'jlopez', Email: 'jl@example.mx' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as UserRecordResponse;
    expect(body.User.UserName).toBe(`${SUPPLIER}_jlopez`);
    expect(body.User.CreatedByAdmin).toBe(false);
    expect(body.Supplier).toEqual([{ Code: SUPPLIER }]);
  });

  it.each([
    ['a role it may not assign', { RoleId: roleId(RoleName.Administrador) }, {}, 403],
    ['its own role', { RoleId: roleId(RoleName.ProveedorPrincipal) }, {}, 403],
    ['another supplier', {}, { Supplier: [{ Code: OTHER_SUPPLIER }] }, 403],
    ['another company', {}, { Company: [{ Code: 'MX20' }] }, 403],
  ])('refuses a Proveedor Principal creating a user with %s', async (_l, over, lists, status) => {
    const res = await call('proveedor', 'user', userBody({ UserName: 'escalada', ...over }, lists));
    expect(res.status).toBe(status);
    expect(res.body.Result).toBe(false);
  });

  it('refuses Visualizar any change', async () => {
    for (const body of [
      userBody({ UserName: 'visor.nuevo' }),
      { ActionId: 41, User: { Id: foreignUserId } },
      { ActionId: 34, User: { Id: foreignUserId } },
    ]) {
      const res = await call('visor', 'user', body);
      expect(res.status).toBe(403);
    }
  });

  it('fixes the client ids of users a client creates', async () => {
    const res = await call(
      'cliente',
      'user',
      userBody(
        {
          UserName: 'cliente.hijo',
          RoleId: roleId(RoleName.Cliente),
          ClientParentId: '9999999999',
        },
        { Supplier: [] },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as UserRecordResponse).User.ClientParentId).toBe('0000300001');
  });

  it('answers another supplier’s user as missing to a principal', async () => {
    const res = await call('proveedor', 'user', { ActionId: 21, User: { Id: foreignUserId } });
    expect(res.status).toBe(404);
    expect(res.body.Message).toBe('El usuario no existe o no está disponible para su usuario');
  });
});

describe('api/user 31: updating', () => {
  it('updates a child, empties nothing it was not sent, and audits it', async () => {
    const id = await idOf('bloqueado');
    const view = (await call('proveedor', 'user', { ActionId: 21, User: { Id: id } }))
      .body as UserRecordResponse;
    const res = await call('proveedor', 'user', {
      ActionId: 31,
      User: { ...view.User, Name: 'Proveedor Bloqueado Editado' },
      Company: view.Company,
      Supplier: view.Supplier,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Message).toBe('Registro actualizado exitosamente');
    expect((res.body as UserRecordResponse).User.Name).toBe('Proveedor Bloqueado Editado');
    // The prefix applies to a new or changed name; an unchanged stored name is kept as it is.
    expect((res.body as UserRecordResponse).User.UserName).toBe('bloqueado');
    const [event] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.referenceId, String(id)), eq(auditEvents.actionId, 31)));
    expect(event?.userId).toBe(await idOf('proveedor'));
  });

  it('answers a foreign id in the body as missing and changes nothing', async () => {
    const res = await call('proveedor', 'user', {
      ...userBody({ Id: foreignUserId, UserName: 'robado' }),
      ActionId: 31,
    });
    expect(res.status).toBe(404);
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, foreignUserId));
    expect(row?.userName).toBe('ajeno.proveedor');
  });

  it('refuses a user raising their own role, whatever the body says', async () => {
    const me = await idOf('proveedor');
    const res = await call('proveedor', 'user', {
      ...userBody({ Id: me, UserName: 'proveedor', RoleId: roleId(RoleName.Administrador) }),
      ActionId: 31,
    });
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe('No puede cambiar su propio rol');
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, me));
    expect(row?.roleId).toBe(roleId(RoleName.ProveedorPrincipal));
  });

  it('refuses a principal moving its child to another supplier', async () => {
    const id = await idOf(`${SUPPLIER}_jlopez`);
    const res = await call('proveedor', 'user', {
      ...userBody({ Id: id, UserName: 'jlopez' }, { Supplier: [{ Code: OTHER_SUPPLIER }] }),
      ActionId: 31,
    });
    expect(res.status).toBe(403);
  });

  it('deactivates several users at once, all or nothing', async () => {
    const a = await idOf('cuadrilla.sur');
    const b = await idOf('cliente.hijo');
    const done = await call('admin', 'user', {
      ActionId: 31,
      Multiple: { Ids: [a, b], Active: false },
    });
    expect(done.body).toMatchObject({ Result: true, Updated: 2 });
    const rows = await t.handle.db.select().from(users).where(eq(users.id, a));
    expect(rows[0]?.active).toBe(false);
    const mine = await idOf(`${SUPPLIER}_jlopez`);
    const mixed = await call('proveedor', 'user', {
      ActionId: 31,
      Multiple: { Ids: [mine, foreignUserId], Active: false },
    });
    expect(mixed.status).toBe(404);
    const [still] = await t.handle.db.select().from(users).where(eq(users.id, mine));
    expect(still?.active).toBe(true);
    const empty = await call('admin', 'user', { ActionId: 31, Multiple: { Ids: [a] } });
    expect(empty.status).toBe(400);
  });
});

describe('api/user 34: send activation', () => {
  it('queues the mail with a temporary password that signs in and must be changed', async () => {
    const id = await idOf(`${SUPPLIER}_jlopez`);
    const res = await call('proveedor', 'user', { ActionId: 34, User: { Id: id } });
    expect(res.body).toMatchObject({
      Result: true,
      Message: 'Mensaje de activación enviado correctamente',
    });
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, id))
      .orderBy(desc(mailOutbox.id));
    expect(mail).toMatchObject({ to: 'jl@example.mx', template: 'activation', status: 'pending' });
    const password = /: (\S+)\n/.exec(mail!.body)?.[1] ?? '';
    const login = await t.login(`${SUPPLIER}_jlopez`, password);
    expect(login.body.Result, JSON.stringify(login.body)).toBe(true);
    expect(
      (login.body.Session as { User: { ForcePasswordChange: boolean } }).User.ForcePasswordChange,
    ).toBe(true);
    const [event] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.referenceId, String(id)), eq(auditEvents.actionId, 34)));
    expect(event?.userDisplayName).toBe('Servicios Electromecánicos del Bajío');
  });

  it('answers a foreign user as missing', async () => {
    const res = await call('proveedor', 'user', { ActionId: 34, User: { Id: foreignUserId } });
    expect(res.status).toBe(404);
  });
});

describe('api/event 20: a user’s history', () => {
  it('lists the events of a user, newest first', async () => {
    const id = await idOf('bloqueado');
    const res = await call('proveedor', 'event', {
      ActionId: 20,
      Filter: { ReferenceId: String(id) },
    });
    expect(res.status).toBe(200);
    const list = res.body.List as { Date: string; ActionId: number; UserDisplayName: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({
      ActionId: 31,
      UserDisplayName: 'Servicios Electromecánicos del Bajío',
    });
    const dates = list.map((e) => e.Date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers another supplier’s user as missing', async () => {
    const res = await call('proveedor', 'event', {
      ActionId: 20,
      Filter: { ReferenceId: foreignUserId },
    });
    expect(res.status).toBe(404);
  });
});

describe('api/user 41: deleting', () => {
  it('refuses a foreign user and oneself, then deletes a child and audits it', async () => {
    expect(
      (await call('proveedor', 'user', { ActionId: 41, User: { Id: foreignUserId } })).status,
    ).toBe(404);
    const me = await idOf('proveedor');
    const self = await call('proveedor', 'user', { ActionId: 41, User: { Id: me } });
    expect(self.status).toBe(403);
    const id = await idOf(`${SUPPLIER}_jlopez`);
    const res = await call('proveedor', 'user', { ActionId: 41, User: { Id: id } });
    expect(res.body).toMatchObject({ Result: true, Message: 'Registro eliminado exitosamente' });
    expect(await t.handle.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    const [event] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.referenceId, String(id)), eq(auditEvents.actionId, 41)));
    expect(event?.target).toBe(`${SUPPLIER}_jlopez`);
  });

  it('deletes a user who created others, keeping those', async () => {
    const parent = await call(
      'admin',
      'user',
      userBody({ UserName: 'pp.temporal', RoleId: roleId(RoleName.ProveedorPrincipal) }),
    );
    const parentId = (parent.body as UserRecordResponse).User.Id;
    await call('admin', 'user', { ActionId: 34, User: { Id: parentId } });
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, parentId));
    const token = (
      (await t.login('pp.temporal', /: (\S+)\n/.exec(mail!.body)![1]!)).body.Session as {
        Token: string;
      }
    ).Token;
    const child = await t.call('user', userBody({ UserName: 'hijo.temporal' }), token);
    expect(child.status, JSON.stringify(child.body)).toBe(200);
    const res = await call('admin', 'user', { ActionId: 41, User: { Id: parentId } });
    expect(res.body.Result).toBe(true);
    const rows: UserRow[] = (
      (await call('admin', 'user', { ActionId: 20, Filter: { UserName: 'hijo.temporal' } }))
        .body as UserListResponse
    ).List;
    expect(rows).toHaveLength(1);
  });
});
