import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionResponse } from '../../../../src/protocol/session';
import { auditEvents, oneTimeCodes, smsOutbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clock = new Date('2026-03-10T16:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const seconds = (n: number) => {
  clock = new Date(clock.getTime() + n * 1000);
};
const userRow = async (userName: string) =>
  (await t.handle.db.select().from(users).where(eq(users.userName, userName)))[0]!;
const setUser = (userName: string, set: Partial<typeof users.$inferInsert>) =>
  t.handle.db.update(users).set(set).where(eq(users.userName, userName));

const lessorForm = {
  Email: 'laura@arcos.mx',
  PhoneNumber: '525511112222',
  PhoneNumberHome: '525533334444',
  PhoneNumberAdditional: '',
  ZipCode: '64000',
  ContactName: 'Laura Arcos',
  ContactEmail: null,
  SalesRepresentative: null,
};
const submit = (token: string, user: Record<string, unknown>, extra = {}) =>
  t.call('user', { ActionId: 36, User: user, ...extra }, token);
const verify = (token: string, Otp: string, extra = {}) =>
  t.call('user', { ActionId: 23, Otp, ...extra }, token);

/** The code of the newest SMS to a user, as the person would read it on the phone. */
async function lastCode(userId: number) {
  const [sms] = await t.handle.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.userId, userId))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1];
  expect(code).toBeDefined();
  return { sms: sms!, code: code! };
}
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('api/user 35 accept the agreement', () => {
  it('clears ForceAgreementAccept and audits ActionId 35', async () => {
    await setUser('visor', { forceAgreementAccept: true });
    const token = await t.tokenFor('visor');
    const res = await t.call(
      'user',
      { ActionId: 35, User: { Id: (await userRow('visor')).id } },
      token,
    );
    expect(res.body).toEqual({ Result: true, Message: 'Registro actualizado exitosamente' });
    const session = v.parse(SessionResponse, (await t.call('session', {}, token)).body).Session!;
    expect(session.User.ForceAgreementAccept).toBe(false);
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actionId, 35), eq(auditEvents.target, 'visor')));
    expect(audit?.detail).toMatchObject({ outcome: 'accepted' });
  });
});

describe('api/user 36 data update with an unchanged phone', () => {
  it('applies the data at once, sends no code and sets the update dates', async () => {
    await setUser('arrendador.hijo', { phoneNumber: '5511112222', forceUserDataUpdate: true });
    const token = await t.tokenFor('arrendador.hijo');
    const before = await t.handle.db.select().from(smsOutbox);
    const res = await submit(token, lessorForm);
    expect(res.body).toEqual({
      Result: true,
      Message: 'Registro actualizado exitosamente',
      OtpRequired: false,
    });
    expect(await t.handle.db.select().from(smsOutbox)).toHaveLength(before.length);
    const row = await userRow('arrendador.hijo');
    expect(row).toMatchObject({
      email: 'laura@arcos.mx',
      phoneNumber: '525511112222',
      phoneNumberHome: '525533334444',
      phoneNumberAdditional: null,
      zipCode: '64000',
      contactName: 'Laura Arcos',
      forceUserDataUpdate: false,
    });
    expect(row.currentUserDataUpdateDate?.toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(row.nextUserDataUpdateDate?.toISOString()).toBe('2027-03-10T16:00:00.000Z');
  });
});

describe('api/user 36 + 23 data update with a new phone', () => {
  it('sends a code by SMS and saves only after the right code', async () => {
    await setUser('arrendador', { phoneNumber: '525500000001', forceUserDataUpdate: true });
    const token = await t.tokenFor('arrendador');
    const me = await userRow('arrendador');
    const res = await submit(token, { ...lessorForm, PhoneNumber: '15599998888' });
    expect(res.body).toEqual({
      Result: true,
      Message: 'Mensaje enviado correctamente',
      OtpRequired: true,
      Sends: 1,
    });
    const { sms, code } = await lastCode(me.id);
    expect(sms.to).toBe('+15599998888');
    expect(sms.body).toContain('código de verificación');
    const [stored] = await t.handle.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, me.id));
    expect(stored!.codeHash).not.toContain(code);
    expect((await userRow('arrendador')).phoneNumber).toBe('525500000001');

    const bad = await verify(token, wrong(code));
    expect(bad.body).toEqual({ Result: false, Message: 'Error, validación incorrecta' });
    expect((await verify(token, '12a4', { Language: 'en' })).body.Message).toBe(
      'Error, incorrect validation',
    );
    const good = await verify(token, code, { UserId: me.id });
    expect(good.body).toEqual({ Result: true, Message: 'Validación exitosa' });
    expect(await userRow('arrendador')).toMatchObject({
      phoneNumber: '15599998888',
      email: 'laura@arcos.mx',
      forceUserDataUpdate: false,
    });
    expect((await verify(token, code)).body.Message).toBe(
      'No hay un código pendiente, solicite uno nuevo',
    );
    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target, 'arrendador'), eq(auditEvents.actionId, 31)));
    expect(events.at(-1)?.detail).toMatchObject({ outcome: 'updated', verifiedBy: 'otp' });
  });

  it('refuses an expired code', async () => {
    await setUser('inactivo', { active: true, phoneNumber: null });
    const lessor = await t.tokenFor('inactivo');
    await submit(lessor, lessorForm);
    const { code } = await lastCode((await userRow('inactivo')).id);
    seconds(5 * 60 + 1);
    expect((await verify(lessor, code)).body).toEqual({
      Result: false,
      Message: 'El código expiró, solicite uno nuevo',
    });
  });

  it('voids a code after five wrong answers', async () => {
    const token = await t.tokenFor('arrendador.hijo');
    await submit(token, { ...lessorForm, PhoneNumber: '525577776666' });
    const { code } = await lastCode((await userRow('arrendador.hijo')).id);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(token, wrong(code))).body.Message);
    expect(answers).toEqual([
      ...Array<string>(4).fill('Error, validación incorrecta'),
      'Demasiados intentos con este código, solicite uno nuevo',
    ]);
    expect((await verify(token, code)).body.Message).toBe(
      'Demasiados intentos con este código, solicite uno nuevo',
    );
  });

  it('allows a resend after 30 s with a new code, and signs out on the fourth send', async () => {
    await setUser('proveedor', { phoneNumber: '525500000009' });
    const token = await t.tokenFor('proveedor');
    const me = await userRow('proveedor');
    const form = {
      SalesRepresentative: 'Ana Ruiz',
      Email: '',
      PhoneNumber: '525544443333',
      PhoneNumberHome: '525522221111',
    };
    expect((await submit(token, form)).body.Sends).toBe(1);
    const first = await lastCode(me.id);

    seconds(10);
    expect((await submit(token, form)).body).toEqual({
      Result: false,
      Message: 'Espere 20 segundos para solicitar un nuevo código',
    });
    seconds(20);
    expect((await submit(token, form)).body.Sends).toBe(2);
    const second = await lastCode(me.id);
    if (second.code !== first.code) {
      expect((await verify(token, first.code)).body.Message).toBe('Error, validación incorrecta');
    }
    seconds(30);
    expect((await submit(token, form)).body.Sends).toBe(3);
    seconds(30);
    const fourth = await submit(token, form);
    expect(fourth.body).toEqual({
      Result: false,
      Message: 'Se alcanzó el número máximo de envíos del código; por seguridad su sesión se cerró',
      Logout: true,
    });
    expect((await t.call('session', {}, token)).status).toBe(401);
    expect((await userRow('proveedor')).phoneNumber).toBe('525500000009');
  });

  it('saves only the supplier form fields', async () => {
    await setUser('bloqueado', { lockoutEnd: null, phoneNumber: '525500000010', zipCode: null });
    const token = await t.tokenFor('bloqueado');
    const res = await submit(token, {
      SalesRepresentative: 'Pedro Paz',
      Email: 'pedro@bajio.mx',
      PhoneNumber: '5500000010',
      PhoneNumberHome: '525522221111',
      ZipCode: '99999',
    });
    expect(res.body.OtpRequired).toBe(false);
    expect(await userRow('bloqueado')).toMatchObject({
      salesRepresentative: 'Pedro Paz',
      email: 'pedro@bajio.mx',
      phoneNumber: '5500000010',
      zipCode: null,
    });
  });
});

describe('api/user 36 refusals', () => {
  it.each([
    [
      { PhoneNumberHome: '15511112222' },
      'El teléfono celular no puede ser el mismo que el teléfono fijo.',
    ],
    [{ ZipCode: '640' }, 'Revise el campo ZipCode: El código postal debe tener 5 dígitos'],
    [{ Email: '' }, 'Revise el campo Email: Este campo es obligatorio'],
    [
      { PhoneNumber: '445511112222' },
      'Revise el campo PhoneNumber: El teléfono debe tener 10 dígitos con prefijo +52 o +1',
    ],
  ])('refuses %j', async (change, text) => {
    const token = await t.tokenFor('arrendador.hijo');
    expect((await submit(token, { ...lessorForm, ...change })).body).toEqual({
      Result: false,
      Message: text,
    });
  });

  it('refuses the administrator, a role without a form and another account (403)', async () => {
    const admin = await t.tokenFor('admin');
    const res = await submit(admin, lessorForm);
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe(
      'Su usuario no puede actualizar sus datos de contacto, contacte al administrador',
    );
    const lessor = await t.tokenFor('arrendador.hijo');
    const other = await submit(lessor, { ...lessorForm, Id: (await userRow('admin')).id });
    expect(other.status).toBe(403);
    // Mantenimiento Fijo Principal has no data-update form.
    const fixed = await t.tokenFor('mantto.fijo');
    expect((await submit(fixed, lessorForm)).status).toBe(403);
  });

  it('answers 400 naming the field for a missing phone', async () => {
    const token = await t.tokenFor('arrendador.hijo');
    const res = await submit(token, { Email: 'a@b.mx' });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('La solicitud no es válida: User.PhoneNumber');
  });
});
