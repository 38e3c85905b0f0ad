import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SessionInitResponse,
  SessionResponse,
  type Session,
} from '../../../../src/protocol/session';
import {
  attachmentTypes,
  companies,
  leasingTypes,
  site,
  userCompany,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in and answers the validated Session (fails when the answer breaks the schema). */
async function sessionOf(userName: string): Promise<Session> {
  const res = await t.login(userName);
  expect(res.status).toBe(200);
  const parsed = v.parse(SessionResponse, res.body);
  expect(parsed.Result).toBe(true);
  expect(parsed.Session).not.toBeNull();
  return parsed.Session!;
}

describe('api/session 11 init', () => {
  it('answers the site, an RSA-OAEP-256 public key and the environment label', async () => {
    const res = await t.call('session', { ActionId: 11 });
    expect(res.status).toBe(200);
    const body = v.parse(SessionInitResponse, res.body);
    expect(body.Result).toBe(true);
    expect(body.Site?.Active).toBe(true);
    expect(body.Site?.ColorPrimary).toBe('#00205B');
    expect(body.Site?.ImageLogotypeFile).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.PublicKey).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', e: 'AQAB' });
    expect(body.PublicKey).not.toHaveProperty('d');
    expect(body.Environment).toBe('DEMO');
  });
});

describe('api/session 31 login', () => {
  it('signs in the supplier with supplier menus and user administration, not crews', async () => {
    const s = await sessionOf('proveedor');
    expect(s.User).toMatchObject({
      UserName: 'proveedor',
      Role: 'Proveedor Principal',
      PasswordPending: false,
    });
    expect(s.AccessPath).toContain('/proveedor_factura_electronica');
    expect(s.AccessPath).toContain('/admin_user');
    expect(s.AccessPath).not.toContain('/admin_crew');
    expect(s.AccessPath).not.toContain('/arrendador_arrendamiento');
    expect(s.SupplierList).toEqual([
      expect.objectContaining({
        Code: '0000200001',
        PurchaseOrderType: [
          { Code: '01', Name: 'Materiales' },
          { Code: '02', Name: 'Servicios' },
        ],
      }),
    ]);
    expect(s.CompanyList.map((c) => c.Code)).toEqual(['MX10']);
    expect(s.Company).toEqual({ Code: 'MX10', Name: expect.any(String) });
    expect(s.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(s.ExpiresIn).toBe(480 * 60);
  });

  it('gives the administrator the system pages, all companies, and an allowed-path list without duplicates', async () => {
    const s = await sessionOf('admin');
    expect(s.AccessPath).toContain('/admin_event');
    expect(s.AccessPath).toContain('/admin_user');
    expect(s.AccessPath).toContain('/mantenimiento_ordenes_mantenimiento_consulta');
    expect(s.AccessPath).not.toContain('/proveedor_factura_electronica');
    expect(new Set(s.AccessPath).size).toBe(s.AccessPath.length);
    for (const p of s.AccessPath) expect(p).toMatch(/^\/[^/?]/);
    expect(s.CompanyList.map((c) => c.Code)).toEqual(['MX10', 'MX20']);
    expect(s.RoleAssignment.map((r) => r.Name)).toContain('Proveedor Principal');
    expect(s.RoleAssignment.map((r) => r.Name)).not.toContain('Developer');
    expect(s.Menu.map((m) => m.Key)).toEqual(['admin', 'maintenance']);
  });

  it('gives the crew user its crew, region and review pages', async () => {
    const s = await sessionOf('cuadrilla');
    expect(s.Crews).toEqual([{ Active: true, Code: 'CUA-NOR-01', Name: 'Cuadrilla Norte 1' }]);
    expect(s.Regions).toEqual([{ Code: 'NOR', Name: 'Norte', Active: true }]);
    expect(s.AccessPath.sort()).toEqual([
      '/mantenimiento_ordenes_mantenimiento',
      '/mantenimiento_ordenes_mantenimiento_consulta',
    ]);
  });

  it('gives the principal client its children and the order-by-reference entry (active agreement)', async () => {
    const s = await sessionOf('cliente');
    expect(s.ClientCode).toBe('0000300001');
    expect(s.ClientChildList).toEqual(['0000300002', '0000300003']);
    expect(s.AccessPath).toContain('/cliente_pedido_referencia');
  });

  it('gives the principal lessor its lessor pages and the child lessor no administration', async () => {
    const principal = await sessionOf('arrendador');
    expect(principal.AccessPath).toContain('/arrendador_arrendamiento');
    expect(principal.AccessPath).toContain('/admin_user');
    expect(principal.RoleAssignment).toEqual([{ Id: 8, Name: 'Arrendador' }]);
    const child = await sessionOf('arrendador.hijo');
    expect(child.User.CreatedByAdmin).toBe(false);
    expect(child.AccessPath).not.toContain('/admin_user');
    expect(child.AccessPath).toContain('/payment_pending');
  });

  it('carries the countries, attachment types and leasing types from their tables', async () => {
    // sessionOf parses the whole answer: the catalogues pass the SessionResponse schema.
    const s = await sessionOf('proveedor');
    expect(s.Countries).toEqual([
      { Code: 'MX', Name: 'México', PhonePrefix: '52' },
      { Code: 'US', Name: 'Estados Unidos', PhonePrefix: '1' },
    ]);
    expect(s.AttachmentTypes).toEqual([
      { Id: 1, Name: 'Reporte de mantenimiento' },
      { Id: 2, Name: 'Checklist de inspección' },
      { Id: 3, Name: 'Evidencia fotográfica' },
      { Id: 4, Name: 'Acta de entrega' },
      { Id: 5, Name: 'Otro' },
    ]);
    expect(s.LeasingTypes).toEqual([
      {
        ContractType: { Code: 'A001', Name: 'Arrendamiento', Active: true, ConditionType: 'Z001' },
      },
      {
        ContractType: {
          Code: 'A002',
          Name: 'Arrendamiento consolidado',
          Active: true,
          ConditionType: 'ZCON',
        },
      },
      {
        ContractType: {
          Code: 'A003',
          Name: 'Mantenimiento fijo',
          Active: true,
          ConditionType: 'ZMFI',
        },
      },
      {
        ContractType: {
          Code: 'A004',
          Name: 'Ajustes de arrendamiento',
          Active: true,
          ConditionType: 'ZAJU',
        },
      },
    ]);
    // The catalogues are read from the tables: a deactivated attachment type drops out, a
    // deactivated leasing type is listed inactive. Restored afterwards for the other tests.
    const db = t.handle.db;
    await db.update(attachmentTypes).set({ active: false }).where(eq(attachmentTypes.id, 5));
    await db.update(leasingTypes).set({ active: false }).where(eq(leasingTypes.code, 'A004'));
    try {
      const again = await sessionOf('admin');
      expect(again.AttachmentTypes.map((a) => a.Id)).toEqual([1, 2, 3, 4]);
      expect(again.LeasingTypes.at(-1)?.ContractType).toMatchObject({
        Code: 'A004',
        Active: false,
      });
      expect(again.Countries).toEqual(s.Countries);
    } finally {
      await db.update(attachmentTypes).set({ active: true }).where(eq(attachmentTypes.id, 5));
      await db.update(leasingTypes).set({ active: true }).where(eq(leasingTypes.code, 'A004'));
    }
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await t.login('visor', 'Otra#Clave2026');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({
      Result: false,
      Message: 'Usuario y/o contraseña incorrecta',
      Session: null,
    });
    const unknown = await t.login('nadie.existe');
    expect(unknown.body).toMatchObject({
      Result: false,
      Message: 'Usuario y/o contraseña incorrecta',
    });
  });

  it('refuses inactive and locked-out accounts, in Spanish and in English', async () => {
    expect((await t.login('inactivo')).body).toMatchObject({
      Result: false,
      Message: 'Usuario inactivo',
    });
    expect((await t.login('bloqueado')).body).toMatchObject({
      Result: false,
      Message: 'Usuario bloqueado',
    });
    const en = await t.call('session', {
      ActionId: 31,
      Language: 'en',
      Login: { Id: 'inactivo', Password: await t.encrypt('Portal#2026') },
    });
    expect(en.body).toMatchObject({ Result: false, Message: 'Inactive user' });
    const enWrong = await t.call('session', {
      ActionId: 31,
      Language: 'en',
      Login: { Id: 'visor', Password: await t.encrypt('nope') },
    });
    expect(enWrong.body.Message).toBe('Incorrect user and/or password');
  });

  it('refuses a password that is not RSA-OAEP ciphertext of the key', async () => {
    const res = await t.call('session', {
      ActionId: 31,
      Login: { Id: 'visor', Password: 'bm90LWVuY3J5cHRlZA' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Result: false, Message: 'Usuario y/o contraseña incorrecta' });
  });

  it('signs in an RFC account without password as a password-pending session', async () => {
    const res = await t.login('MEGA800101AB1', '');
    const s = v.parse(SessionResponse, res.body).Session!;
    expect(s.User.PasswordPending).toBe(true);
    expect(s.User.ForcePasswordChange).toBe(true);
    expect(s.AccessPath).toEqual([]);
    expect(s.Menu).toEqual([]);
    // The catalogues are no permissions: a password-pending session carries them too.
    expect(s.Countries.map((c) => c.Code)).toEqual(['MX', 'US']);
    expect(s.AttachmentTypes).toHaveLength(5);
    expect(s.LeasingTypes.map((l) => l.ContractType.Code)).toEqual([
      'A001',
      'A002',
      'A003',
      'A004',
    ]);
  });

  it('refuses an empty password for accounts that have one', async () => {
    expect((await t.login('admin', '')).body).toMatchObject({
      Result: false,
      Message: 'Usuario y/o contraseña incorrecta',
    });
    // An RFC-shaped id of an account with a password set is refused too.
    await t.handle.db
      .update(users)
      .set({ userName: 'SEB050607HJ8' })
      .where(eq(users.userName, 'proveedor'));
    expect((await t.login('SEB050607HJ8', '')).body).toMatchObject({ Result: false });
    await t.handle.db
      .update(users)
      .set({ userName: 'proveedor' })
      .where(eq(users.userName, 'SEB050607HJ8'));
  });

  it('refuses a client account without a client code', async () => {
    await t.handle.db
      .update(users)
      .set({ clientParentId: null })
      .where(eq(users.userName, 'cliente'));
    const res = await t.login('cliente');
    expect(res.body).toMatchObject({
      Result: false,
      Message: 'Número de cliente no relacionado, contacte al administrador',
    });
    await t.handle.db
      .update(users)
      .set({ clientParentId: '0000300001' })
      .where(eq(users.userName, 'cliente'));
  });

  it('refuses a user whose only company is not allowed in the portal', async () => {
    const [hijo] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.userName, 'arrendador.hijo'));
    await t.handle.db.delete(userCompany).where(eq(userCompany.userId, hijo!.id));
    await t.handle.db.insert(userCompany).values({ userId: hijo!.id, companyCode: 'MX20' });
    await t.handle.db.update(companies).set({ active: false }).where(eq(companies.code, 'MX20'));
    const res = await t.login('arrendador.hijo');
    expect(res.body).toMatchObject({
      Result: false,
      Message: 'Su empresa no tiene acceso al portal, contacte al administrador',
    });
    // CompanyAll roles are not affected, and see only the active company.
    const admin = await sessionOf('admin');
    expect(admin.CompanyList.map((c) => c.Code)).toEqual(['MX10']);
    await t.handle.db.update(companies).set({ active: true }).where(eq(companies.code, 'MX20'));
  });

  it('refuses non-administrators while the site is out of service', async () => {
    await t.handle.db.update(site).set({ active: false });
    expect((await t.login('visor')).body).toMatchObject({
      Result: false,
      Message: 'El portal está fuera de servicio por el momento, intente más tarde',
    });
    const admin = await sessionOf('admin');
    expect(admin.Site.Active).toBe(false);
    await t.handle.db.update(site).set({ active: true });
  });
});

describe('captcha', () => {
  it('refuses sign-in while the captcha flag is on and no secret is configured', async () => {
    await t.handle.db
      .update(site)
      .set({ googleRecaptcha: true, googleRecaptchaSiteKey: 'site-key' });
    const res = await t.login('visor', undefined, { Captcha: 'answer' });
    expect(res.body).toMatchObject({
      Result: false,
      Message:
        'La verificación captcha no está configurada en el servidor, contacte al administrador',
    });
    await t.handle.db.update(site).set({ googleRecaptcha: false });
  });

  it('verifies the answer server-side when a verifier is configured', async () => {
    const answers: string[] = [];
    const c = await createTestApp({
      captcha: {
        verify: async (answer) => {
          answers.push(answer);
          return answer === 'good';
        },
      },
    });
    try {
      await c.handle.db.update(site).set({ googleRecaptcha: true });
      expect((await c.login('visor')).body).toMatchObject({
        Result: false,
        Message: 'Verifique que no es un robot',
      });
      expect((await c.login('visor', undefined, { Captcha: 'bad' })).body.Result).toBe(false);
      expect((await c.login('visor', undefined, { Captcha: 'good' })).body.Result).toBe(true);
      expect(answers).toEqual(['bad', 'good']);
    } finally {
      await c.close();
    }
  });
});
