import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRequestRow } from '../../../../src/protocol/request-access';
import { SessionResponse } from '../../../../src/protocol/session';
import {
  auditEvents,
  erpBusinessPartners,
  mailOutbox,
  roles,
  site,
  supplierCompany,
  supplierOrderType,
  suppliers,
  userSupplier,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedBusinessPartners } from '../../db/seed/business-partners';

let t: TestApp;
let clock = new Date();
/** Moves past the one-minute throttle windows (every request here comes from one address). */
const nextMinute = () => {
  clock = new Date(clock.getTime() + 61_000);
};
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    captcha: { verify: (answer) => Promise.resolve(answer === 'humano') },
  });
  await seedBusinessPartners(t.handle.db);
});
afterAll(() => t.close());

interface Form {
  Type: 'LESSOR' | 'SUPPLIER' | null;
  TIN: string;
  PartnerId: string;
  SiteId?: string | null;
  Email: string;
}
const request = (form: Form, extra: Record<string, unknown> = {}) =>
  t.call('RequestAccess', { ActionId: 11, Request: form, ...extra });
const userOf = async (userName: string) =>
  (await t.handle.db.select().from(users).where(eq(users.userName, userName)))[0];
const countOf = async (table: typeof users | typeof suppliers | typeof mailOutbox) =>
  (await t.handle.db.select({ n: count() }).from(table))[0]!.n;

describe('api/RequestAccess 11 for a new supplier', () => {
  const form: Form = {
    Type: 'SUPPLIER',
    TIN: 'ctp100512ab3',
    PartnerId: '200002',
    Email: 'altas@torrespacifico.mx',
  };

  it('creates the supplier with the default settings, the user, and mails the activation', async () => {
    const res = await request(form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      Result: true,
      Message:
        'Solicitud registrada. Enviamos a su correo electrónico las instrucciones para ingresar al portal.',
      Outcome: 'activated',
    });
    const [supplier] = await t.handle.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.code, '0000200002'));
    expect(supplier).toMatchObject({
      name: 'Construcciones y Torres del Pacífico, S.A. de C.V.',
      tin: 'CTP100512AB3',
      isSupplier: true,
      isLessor: false,
      invoiceOptionId: 1,
      invoiceStatusId: 5,
      invoiceTypeId: 1,
      withHoldingTaxOptionId: 0,
    });
    const orderTypes = await t.handle.db
      .select({ code: supplierOrderType.code })
      .from(supplierOrderType)
      .where(eq(supplierOrderType.supplierId, supplier!.id));
    expect(orderTypes.map((o) => o.code).sort()).toEqual(['01', '02']);
    const companies = await t.handle.db
      .select()
      .from(supplierCompany)
      .where(eq(supplierCompany.supplierId, supplier!.id));
    expect(companies.map((c) => c.companyCode)).toEqual(['MX10']);

    const user = await userOf('CTP100512AB3');
    const [role] = await t.handle.db.select().from(roles).where(eq(roles.id, user!.roleId));
    expect(role?.name).toBe('Proveedor Principal');
    expect(user).toMatchObject({
      email: 'altas@torrespacifico.mx',
      active: true,
      sitePortal: true,
    });
    const [link] = await t.handle.db
      .select()
      .from(userSupplier)
      .where(eq(userSupplier.userId, user!.id));
    expect(link?.supplierId).toBe(supplier!.id);

    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, user!.id), eq(mailOutbox.template, 'activation')));
    expect(mail?.to).toBe('altas@torrespacifico.mx');
    const password = /Contraseña temporal: (\S+)/.exec(mail!.body)?.[1];
    expect(password).toBeDefined();

    const login = await t.login('CTP100512AB3', password);
    const session = v.parse(SessionResponse, login.body).Session!;
    expect(session.User).toMatchObject({
      Role: 'Proveedor Principal',
      ForceAgreementAccept: true,
      ForceUserDataUpdate: true,
      ForcePasswordChange: true,
    });
    expect(session.SupplierList.map((s) => s.Code)).toEqual(['0000200002']);
  });

  it('creates nothing on a second request for the same partner', async () => {
    const before = [await countOf(users), await countOf(suppliers), await countOf(mailOutbox)];
    const res = await request(form);
    expect(res.body).toEqual({
      Result: false,
      Message:
        'Ya existe un usuario para este RFC. Si olvidó su contraseña, use la opción Recuperar contraseña.',
    });
    expect([await countOf(users), await countOf(suppliers), await countOf(mailOutbox)]).toEqual(
      before,
    );
  });
});

describe('api/RequestAccess 11 for lessors and known suppliers', () => {
  it.each([
    ['0000100003', 'TEGR750315QX1', 'MX-NOR-0103', 'tegr750315qx1@correo.mx', 'Arrendamiento'],
    [
      '100004',
      'IBA030201KL5',
      'mx-cen-0204',
      'Acuerdo.E2E@InmueblesBajio.mx',
      'Arrend. + Mantto Variable',
    ],
  ])('gives lessor %s the role by MAINTVARIABLE', async (partner, tin, siteId, email, roleName) => {
    // The ERP's e-mail for the partner, in any case: the account opens at once.
    const res = await request({
      Type: 'LESSOR',
      TIN: tin,
      PartnerId: partner,
      SiteId: siteId,
      Email: email,
    });
    expect(res.body.Result).toBe(true);
    const user = await userOf(tin);
    const [role] = await t.handle.db.select().from(roles).where(eq(roles.id, user!.roleId));
    expect(role?.name).toBe(roleName);
    const [supplier] = await t.handle.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.code, partner.padStart(10, '0')));
    expect(supplier).toMatchObject({ isLessor: true, isSupplier: false });
  });

  it('links a new user to a supplier the portal already has, without creating another', async () => {
    const before = await countOf(suppliers);
    const res = await request({
      Type: 'SUPPLIER',
      TIN: 'SEB050607HJ8',
      PartnerId: '0000200001',
      Email: 'admin@bajio.mx',
    });
    expect(res.body.Result).toBe(true);
    expect(await countOf(suppliers)).toBe(before);
  });
});

describe('api/RequestAccess 11 refusals', () => {
  it.each<[string, Form, string]>([
    [
      'an unknown partner',
      { Type: 'SUPPLIER', TIN: 'CTP100512AB3', PartnerId: '299999', Email: 'a@b.mx' },
      'El número 0000299999 no existe como proveedor activo',
    ],
    [
      'an inactive partner',
      { Type: 'SUPPLIER', TIN: 'PDB990101AA1', PartnerId: '200009', Email: 'a@b.mx' },
      'El número 0000200009 no existe como proveedor activo',
    ],
    [
      'a supplier number asked as lessor',
      { Type: 'LESSOR', TIN: 'EES120903RT7', PartnerId: '200003', SiteId: 'X', Email: 'a@b.mx' },
      'El número 0000200003 no existe como arrendador activo',
    ],
    [
      'another RFC',
      { Type: 'SUPPLIER', TIN: 'EES120903RT8', PartnerId: '200003', Email: 'a@b.mx' },
      'El RFC no corresponde al número 0000200003',
    ],
    [
      'a site of another lessor',
      {
        Type: 'LESSOR',
        TIN: 'TEGR750315QX1',
        PartnerId: '100003',
        SiteId: 'MX-CEN-0204',
        Email: 'a@b.mx',
      },
      'El sitio MX-CEN-0204 no corresponde al arrendador 0000100003',
    ],
    [
      'no type',
      { Type: null, TIN: 'EES120903RT7', PartnerId: '200003', Email: 'a@b.mx' },
      'Seleccione si es arrendador o proveedor',
    ],
    [
      'a bad RFC',
      { Type: 'SUPPLIER', TIN: 'EES12090RT7', PartnerId: '200003', Email: 'a@b.mx' },
      'Revise el campo TIN: RFC no válido',
    ],
    [
      'a lessor without site',
      { Type: 'LESSOR', TIN: 'TEGR750315QX1', PartnerId: '100003', Email: 'a@b.mx' },
      'Revise el campo SiteId: Este campo es obligatorio',
    ],
  ])('refuses %s', async (_, form, text) => {
    const before = await countOf(users);
    const res = await request(form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Result: false, Message: text });
    expect(await countOf(users)).toBe(before);
  });

  it('answers in English', async () => {
    const res = await request(
      { Type: 'SUPPLIER', TIN: 'EES120903RT7', PartnerId: '299998', Email: 'a@b.mx' },
      { Language: 'en' },
    );
    expect(res.body.Message).toBe('The number 0000299998 does not exist as an active supplier');
  });

  it('says the user was not created when creation fails, and the supplier stays', async () => {
    await t.handle.db.insert(erpBusinessPartners).values({
      partnerId: '0000100005',
      bpType: 'LESSOR',
      lifnr: '1000100005',
      name: 'Arrendadora del Sur',
      tin: 'ASU010101AB1',
      companyCodes: ['MX10'],
      siteIds: ['MX-SUR-0500'],
      email: 'sur@correo.mx',
    });
    await t.handle.db
      .update(roles)
      .set({ name: 'Arrendamiento (fuera)' })
      .where(eq(roles.name, 'Arrendamiento'));
    try {
      const res = await request({
        Type: 'LESSOR',
        TIN: 'ASU010101AB1',
        PartnerId: '100005',
        SiteId: 'MX-SUR-0500',
        Email: 'sur@correo.mx',
      });
      expect(res.body).toEqual({
        Result: false,
        Message: 'No se creo el usuario, contactar con el administrador.',
      });
    } finally {
      await t.handle.db
        .update(roles)
        .set({ name: 'Arrendamiento' })
        .where(eq(roles.name, 'Arrendamiento (fuera)'));
    }
    expect(await userOf('ASU010101AB1')).toBeUndefined();
    const [supplier] = await t.handle.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.code, '0000100005'));
    expect(supplier?.isLessor).toBe(true);
  });

  it('throttles a fourth request for the same RFC within a minute (429)', async () => {
    nextMinute();
    const form: Form = { Type: 'SUPPLIER', TIN: 'XYZ010101AB1', PartnerId: '1', Email: 'a@b.mx' };
    for (let i = 0; i < 3; i++) expect((await request(form)).status).toBe(200);
    const res = await request(form);
    expect(res.status).toBe(429);
    expect(res.body.Message).toBe('Demasiadas solicitudes. Espere un minuto e intente de nuevo.');
  });

  it('verifies the captcha on the server when the site asks for it', async () => {
    await t.handle.db.insert(erpBusinessPartners).values({
      partnerId: '0000200004',
      bpType: 'SUPPLIER',
      lifnr: '0000200004',
      name: 'Antenas y Mástiles de Occidente, S.A. de C.V.',
      tin: 'AMO150505CD4',
      email: 'altas@mastiles.mx',
      companyCodes: ['MX20'],
    });
    nextMinute();
    await t.handle.db.update(site).set({ googleRecaptcha: true }).where(eq(site.id, 1));
    try {
      const form: Form = {
        Type: 'SUPPLIER',
        TIN: 'AMO150505CD4',
        PartnerId: '200004',
        Email: 'altas@mastiles.mx',
      };
      expect((await request(form)).body.Message).toBe('Verifique que no es un robot');
      expect((await request(form, { Captcha: 'robot' })).body.Message).toBe(
        'Verifique que no es un robot',
      );
      expect((await request(form, { Captcha: 'humano' })).body.Result).toBe(true);
    } finally {
      await t.handle.db.update(site).set({ googleRecaptcha: false }).where(eq(site.id, 1));
    }
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.resource, 'request-access'), eq(auditEvents.target, 'AMO150505CD4')),
      );
    expect(audit?.detail).toMatchObject({ outcome: 'created', type: 'SUPPLIER' });
  });
});

describe('api/RequestAccess 11 with an e-mail that is not the partner’s in the ERP', () => {
  // Supplier 0000200003 (RFC EES120903RT7): the ERP holds facturacion@enlacessureste.mx.
  const stranger: Form = {
    Type: 'SUPPLIER',
    TIN: 'EES120903RT7',
    PartnerId: '200003',
    Email: 'atacante@example.com',
  };
  const held = async () =>
    (await t.call('AccessRequest', { ActionId: 20 }, await t.tokenFor('admin'))).body
      .List as AccessRequestRow[];

  it('creates nothing and mails nothing: the request waits for an administrator', async () => {
    nextMinute();
    const before = [await countOf(users), await countOf(suppliers), await countOf(mailOutbox)];
    const res = await request(stranger);
    expect(res.body).toMatchObject({ Result: true, Outcome: 'review' });
    expect(res.body.Message).toMatch(/un administrador revisará la solicitud/);
    // Knowing the partner's number and RFC is not enough: no account, no temporary password.
    expect(await userOf('EES120903RT7')).toBeUndefined();
    expect([await countOf(users), await countOf(suppliers), await countOf(mailOutbox)]).toEqual(
      before,
    );
    // Asking again leaves one request pending.
    expect((await request(stranger)).body).toMatchObject({ Result: true, Outcome: 'review' });
    const pending = (await held()).filter((r) => r.TIN === 'EES120903RT7');
    expect(pending).toEqual([
      expect.objectContaining({
        Type: 'SUPPLIER',
        PartnerId: '0000200003',
        Email: 'atacante@example.com',
        ErpEmail: 'facturacion@enlacessureste.mx',
        Status: 'pending',
      }),
    ]);
  });

  it('opens the account once an administrator approves, mailing the typed e-mail; once only', async () => {
    const [row] = (await held()).filter((r) => r.TIN === 'EES120903RT7');
    const admin = await t.tokenFor('admin');
    const decide = (Approve: boolean) =>
      t.call('AccessRequest', { ActionId: 31, Id: row!.Id, Approve }, admin);
    const approved = await decide(true);
    expect(approved.body).toMatchObject({
      Result: true,
      Message:
        'Solicitud aprobada: se creó el usuario EES120903RT7 y se envió la activación a atacante@example.com',
      Request: { Status: 'approved', DecidedBy: 'admin' },
    });
    const user = await userOf('EES120903RT7');
    expect(user?.email).toBe('atacante@example.com');
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, user!.id), eq(mailOutbox.template, 'activation')));
    expect(mail?.to).toBe('atacante@example.com');
    const again = await decide(false);
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe('Esta solicitud ya fue atendida por admin');
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.resource, 'AccessRequest'),
          eq(auditEvents.referenceId, String(row!.Id)),
        ),
      );
    expect(audit?.detail).toMatchObject({ outcome: 'approved' });
  });

  it('creates nothing when an administrator rejects', async () => {
    nextMinute();
    const lessor: Form = {
      Type: 'LESSOR',
      TIN: 'HERJ680412MN4',
      PartnerId: '100011',
      SiteId: 'MX-OCC-0305',
      Email: 'otro@example.com',
    };
    expect((await request(lessor)).body).toMatchObject({ Outcome: 'review' });
    const [row] = (await held()).filter((r) => r.TIN === 'HERJ680412MN4');
    const res = await t.call(
      'AccessRequest',
      { ActionId: 31, Id: row!.Id, Approve: false },
      await t.tokenFor('admin'),
    );
    expect(res.body).toMatchObject({ Result: true, Request: { Status: 'rejected' } });
    expect(await userOf('HERJ680412MN4')).toBeUndefined();
    expect((await held()).some((r) => r.TIN === 'HERJ680412MN4')).toBe(false);
  });
});
