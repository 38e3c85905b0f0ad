import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RoleName } from '../../../../src/domain/roles';
import type { UserRecordResponse } from '../../../../src/protocol/user-admin';
import { auditEvents } from '../../db/schema';
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

/** api/user 11 and 21: creating users within the creator’s rights, and viewing them. */
useUserAdminApp();

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
    ['no company', {}, { Company: [] }, 'El campo Sociedades es obligatorio'],
    [
      'unknown company',
      {},
      { Company: [{ Code: 'MX99' }] },
      'Sociedades: MX99 no existe o no está activo',
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
