import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RoleName } from '../../../../src/domain/roles';
import type {
  UserListResponse,
  UserRecordResponse,
  UserRow,
} from '../../../../src/protocol/user-admin';
import { auditEvents, mailOutbox, users } from '../../db/schema';
import {
  call,
  foreignUserId,
  idOf,
  roleId,
  SUPPLIER,
  t,
  userBody,
  useUserAdminApp,
} from '../../testing/user-admin-kit';

/** api/user 34 (send activation) and 41 (delete). */
useUserAdminApp({ children: true });

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
    const password = /Contraseña temporal: (\S+)\n/.exec(mail!.body)?.[1] ?? '';
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

  it("ends the user's sessions with the password it replaces", async () => {
    const id = await idOf(`${SUPPLIER}_jlopez`);
    const send = () => call('proveedor', 'user', { ActionId: 34, User: { Id: id } });
    const mailedPassword = async () => {
      const [mail] = await t.handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.userId, id))
        .orderBy(desc(mailOutbox.id));
      return /Contraseña temporal: (\S+)\n/.exec(mail!.body)?.[1] ?? '';
    };
    expect((await send()).body.Result).toBe(true);
    const login = await t.login(`${SUPPLIER}_jlopez`, await mailedPassword());
    const token = (login.body.Session as { Token: string }).Token;
    expect((await t.call('session', { ActionId: 21 }, token)).status).toBe(200);
    expect((await send()).body.Result).toBe(true);
    expect((await t.call('session', { ActionId: 21 }, token)).status).toBe(401);
  });

  it('answers a foreign user as missing', async () => {
    const res = await call('proveedor', 'user', { ActionId: 34, User: { Id: foreignUserId } });
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
    const temporary = /Contraseña temporal: (\S+)\n/.exec(mail!.body)![1]!;
    const token = ((await t.login('pp.temporal', temporary)).body.Session as { Token: string })
      .Token;
    // The temporary password must be replaced before anything else (the forced dialog).
    const changed = await t.call(
      'user',
      {
        ActionId: 32,
        Hash: { Current: await t.encrypt(temporary), New: await t.encrypt('Temporal#Nueva2026') },
      },
      token,
    );
    expect(changed.body.Result).toBe(true);
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
