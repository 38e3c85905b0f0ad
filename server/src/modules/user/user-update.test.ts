import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RoleName } from '../../../../src/domain/roles';
import type { UserRecordResponse } from '../../../../src/protocol/user-admin';
import { auditEvents, users } from '../../db/schema';
import {
  call,
  foreignUserId,
  idOf,
  OTHER_SUPPLIER,
  roleId,
  SUPPLIER,
  t,
  userBody,
  useUserAdminApp,
} from '../../testing/user-admin-kit';

/** api/user 31 (one user or several at once) and api/event 20, the history updates leave. */
useUserAdminApp({ children: true });

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
