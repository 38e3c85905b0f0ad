import { and, desc, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessionResponse } from '../../../../src/protocol/session';
import { auditEvents, mailOutbox, profile, rateBuckets, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db
    .update(profile)
    .set({ userPasswordComplexity: 1, userPasswordLenght: 10 })
    .where(eq(profile.id, 1));
});

const change = async (token: string, current: string, next: string, extra = {}) =>
  t.call(
    'user',
    {
      ActionId: 32,
      Hash: { Current: await t.encrypt(current), New: await t.encrypt(next) },
      ...extra,
    },
    token,
  );
const setPassword = async (token: string, next: string, code?: string) =>
  t.call(
    'user',
    { ActionId: 37, Hash: { New: await t.encrypt(next) }, ...(code ? { Code: code } : {}) },
    token,
  );
/** The newest first-password code mailed to a user. */
async function mailedCode(userName: string): Promise<string> {
  const [mail] = await t.handle.db
    .select({ body: mailOutbox.body })
    .from(mailOutbox)
    .innerJoin(users, eq(users.id, mailOutbox.userId))
    .where(and(eq(users.userName, userName), eq(mailOutbox.template, 'first-password')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /Código: (\d{6})/.exec(mail!.body)![1]!;
}
const idOf = async (userName: string) =>
  (await t.handle.db.select().from(users).where(eq(users.userName, userName)))[0]!;

describe('api/user 32 change password', () => {
  it('refuses a wrong current password, in both languages, and audits the failure', async () => {
    const token = await t.tokenFor('visor');
    const res = await change(token, 'Incorrecta#2026', 'Nueva#Clave2026');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Result: false, Message: 'Contraseña actual incorrecta' });
    const en = await change(token, 'Incorrecta#2026', 'Nueva#Clave2026', { Language: 'en' });
    expect(en.body.Message).toBe('Incorrect current password');
    const [row] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actionId, 32), eq(auditEvents.target, 'visor')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(row?.detail).toMatchObject({ outcome: 'failure', reason: 'current' });
    expect((await t.login('visor')).body.Result).toBe(true);
  });

  it.each([
    [DEMO_PASSWORD, 'La nueva contraseña debe ser diferente a la contraseña actual'],
    ['Corta#1', 'La contraseña debe tener al menos 10 caracteres'],
    [
      'sinmayusculas#2026',
      'La contraseña debe contener mayúsculas, minúsculas, números y caracteres especiales, sin espacios',
    ],
    [
      'Con Espacio#2026',
      'La contraseña debe contener mayúsculas, minúsculas, números y caracteres especiales, sin espacios',
    ],
  ])('refuses the new password %s: %s', async (next, text) => {
    const token = await t.tokenFor('arrendador.hijo');
    const res = await change(token, DEMO_PASSWORD, next);
    expect(res.body).toEqual({ Result: false, Message: text });
  });

  it('applies the profile: minimum length and complexity level 4', async () => {
    await t.handle.db
      .update(profile)
      .set({ userPasswordComplexity: 4, userPasswordLenght: 12 })
      .where(eq(profile.id, 1));
    const token = await t.tokenFor('cuadrilla');
    expect((await change(token, DEMO_PASSWORD, 'clave20261')).body.Message).toBe(
      'La contraseña debe tener al menos 12 caracteres',
    );
    expect((await change(token, DEMO_PASSWORD, 'clave#2026abc')).body.Message).toBe(
      'La contraseña debe contener letras y números, sin caracteres especiales ni espacios',
    );
    const done = await change(token, DEMO_PASSWORD, 'clave2026abcd');
    expect(done.body).toEqual({ Result: true, Message: 'Contraseña actualizada exitosamente' });
  });

  it('stores the new password, clears the forced change and ends the other sessions', async () => {
    await t.handle.db
      .update(users)
      .set({ forcePasswordChange: true })
      .where(eq(users.userName, 'mantto.fijo'));
    const other = await t.tokenFor('mantto.fijo');
    const token = await t.tokenFor('mantto.fijo');
    const res = await change(token, DEMO_PASSWORD, 'Nueva#Clave2026', { Language: 'en' });
    expect(res.body).toEqual({ Result: true, Message: 'Password updated successfully' });

    expect((await idOf('mantto.fijo')).forcePasswordChange).toBe(false);
    expect((await t.call('session', { ActionId: 21 }, token)).status).toBe(200);
    expect((await t.call('session', { ActionId: 21 }, other)).status).toBe(401);
    expect((await t.login('mantto.fijo')).body.Result).toBe(false);
    expect((await t.login('mantto.fijo', 'Nueva#Clave2026')).body.Result).toBe(true);
    const [row] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actionId, 32), eq(auditEvents.target, 'mantto.fijo')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(row?.detail).toMatchObject({ outcome: 'success', mode: 'current' });
  });

  it('refuses another account (403) and a password-pending session (403)', async () => {
    const token = await t.tokenFor('proveedor');
    const admin = await idOf('admin');
    const res = await change(token, DEMO_PASSWORD, 'Nueva#Clave2026', { User: { Id: admin.id } });
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe('Solo puede realizar esta acción sobre su propia cuenta');

    const pending = (await t.login('MEGA800101AB1', '')).body.Session as { Token: string };
    const denied = await change(pending.Token, '', 'Nueva#Clave2026');
    expect(denied.status).toBe(403);
    expect(denied.body.Message).toBe('Debe establecer su contraseña antes de continuar');
  });

  it('answers 400 when the new password cannot be decrypted, 401 without a session', async () => {
    const token = await t.tokenFor('dev');
    const res = await t.call(
      'user',
      {
        ActionId: 32,
        Hash: { Current: await t.encrypt(DEMO_PASSWORD), New: 'bm90LWVuY3J5cHRlZA' },
      },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('La solicitud no es válida: Hash.New');
    expect((await t.call('user', { ActionId: 32, Hash: { Current: 'a', New: 'b' } })).status).toBe(
      401,
    );
  });

  it('refuses a sixth attempt within a minute with 429', async () => {
    const token = await t.tokenFor('cliente');
    for (let i = 0; i < 5; i++) {
      expect((await change(token, `Mala#Clave${i}xx`, 'Nueva#Clave2026')).status).toBe(200);
    }
    const res = await change(token, DEMO_PASSWORD, 'Nueva#Clave2026');
    expect(res.status).toBe(429);
    expect(res.body.Message).toBe(
      'Demasiados intentos de inicio de sesión. Espere 1 minuto e intente de nuevo.',
    );
  });
});

describe('api/user 37 set a password without the current one', () => {
  it('is refused to a full session', async () => {
    const token = await t.tokenFor('arrendador');
    const res = await setPassword(token, 'Nueva#Clave2026');
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe('Para cambiar su contraseña debe indicar la contraseña actual');
  });

  it('lets a "without password" session set one with the e-mailed code, then the account signs in with it', async () => {
    const login = await t.login('MEGA800101AB1', '');
    const session = v.parse(SessionResponse, login.body).Session!;
    // The dialog says where the code went (the registered e-mail, masked).
    expect(session.User.PasswordCodeSentTo).toBe('me***@de***.mx');
    const token = session.Token;
    expect((await setPassword(token, 'corta')).body.Message).toBe(
      'La contraseña debe tener al menos 10 caracteres',
    );
    // Knowing the RFC is not enough: without the code, or with a wrong one, nothing is set.
    expect((await setPassword(token, 'Mendoza#2026')).body).toEqual({
      Result: false,
      Message: 'El código no es correcto; revise el que le enviamos por correo',
    });
    const code = await mailedCode('MEGA800101AB1');
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await setPassword(token, 'Mendoza#2026', wrong)).body.Result).toBe(false);
    expect((await idOf('MEGA800101AB1')).passwordHash).toBeNull();
    const res = await setPassword(token, 'Mendoza#2026', code);
    expect(res.body).toEqual({ Result: true, Message: 'Contraseña actualizada exitosamente' });

    const refreshed = v.parse(SessionResponse, (await t.call('session', {}, token)).body);
    expect(refreshed.Session?.User.PasswordPending).toBe(false);
    expect((await t.call('user', { ActionId: 35 }, token)).status).toBe(200);
    expect((await t.login('MEGA800101AB1', '')).body.Result).toBe(false);
    expect((await t.login('MEGA800101AB1', 'Mendoza#2026')).body.Result).toBe(true);
    const stored = await idOf('MEGA800101AB1');
    expect(stored.passwordPending).toBe(false);
  });
});

describe('the first password of an account without one', () => {
  it('allows five wrong codes, then none; a new sign-in sends a new code', async () => {
    await t.handle.db
      .update(users)
      .set({ passwordHash: null, passwordPending: true })
      .where(eq(users.userName, 'MEGA800101AB1'));
    const token = ((await t.login('MEGA800101AB1', '')).body.Session as { Token: string }).Token;
    const code = await mailedCode('MEGA800101AB1');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) await setPassword(token, 'Mendoza#2027', wrong);
    expect((await setPassword(token, 'Mendoza#2027', wrong)).body.Message).toBe(
      'Demasiados intentos con este código; vuelva a iniciar sesión para recibir uno nuevo',
    );
    expect((await setPassword(token, 'Mendoza#2027', code)).body.Result).toBe(false);
    // The account has been sent 3 codes by now (this file's earlier sign-ins): the fourth within
    // 20 minutes is refused, whoever asks.
    const throttled = await t.login('MEGA800101AB1', '');
    expect(throttled.status).toBe(429);
    expect(throttled.body.Message).toMatch(/^Ya se enviaron varios códigos a esta cuenta/);
    await t.handle.db.delete(rateBuckets).where(like(rateBuckets.key, 'first-password|%'));
    const again = ((await t.login('MEGA800101AB1', '')).body.Session as { Token: string }).Token;
    const fresh = await mailedCode('MEGA800101AB1');
    expect((await setPassword(again, 'Mendoza#2027', fresh)).body.Result).toBe(true);
  });

  it('is closed once the account is older than FIRST_PASSWORD_DAYS', async () => {
    await t.handle.db
      .update(users)
      .set({
        passwordHash: null,
        passwordPending: true,
        createdDate: new Date(Date.now() - 31 * 86_400_000),
      })
      .where(eq(users.userName, 'MEGA800101AB1'));
    const res = await t.login('MEGA800101AB1', '');
    expect(res.body).toMatchObject({
      Result: false,
      Message:
        'El plazo para establecer la primera contraseña de esta cuenta terminó. Pida a su administrador que le envíe una activación.',
      Session: null,
    });
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'session'), eq(auditEvents.target, 'MEGA800101AB1')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit?.detail).toMatchObject({
      outcome: 'failure',
      reason: 'firstPasswordWindowClosed',
    });
  });
});
