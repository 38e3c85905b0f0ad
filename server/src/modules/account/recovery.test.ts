import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UseRecoveryTokenResponse } from '../../../../src/protocol/account';
import { auditEvents, mailOutbox, recoveryTokens, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};
const sendRecovery = (UserName: string, Email: string, extra: Record<string, unknown> = {}) =>
  t.call('user', { ActionId: 33, User: { UserName, Email }, ...extra });
const useToken = (Id: number, Token: string) =>
  t.call('user', { ActionId: 22, User: { Id, Token } });
const userRow = async (userName: string) =>
  (await t.handle.db.select().from(users).where(eq(users.userName, userName)))[0]!;

/** The id and token of the newest recovery mail of a user, read from its link. */
async function lastLink(userId: number) {
  const [mail] = await t.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.userId, userId))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = /https?:\/\/[^/\s]+\/PortalPRO\/recovery\?id=(\d+)&token=([A-Za-z0-9_-]+)/.exec(
    mail?.body ?? '',
  );
  expect(match).not.toBeNull();
  return { mail: mail!, id: Number(match![1]), token: match![2]! };
}

describe('api/user 33 send recovery', () => {
  it.each([
    ['visor', 'otro@demo.portalpro.mx'],
    ['nadie', 'nadie@demo.portalpro.mx'],
    ['visor', 'no-es-correo'],
    ['', 'visor@demo.portalpro.mx'],
    ['inactivo', 'inactivo@demo.portalpro.mx'],
  ])('refuses %s / %s without sending anything', async (userName, email) => {
    const before = await t.handle.db.select().from(mailOutbox);
    const res = await sendRecovery(userName, email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      Result: false,
      Message: 'Usuario y/o correo electrónico incorrectos',
    });
    expect(await t.handle.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('answers in English too', async () => {
    const res = await sendRecovery('visor', 'x@y.mx', { Language: 'en' });
    expect(res.body.Message).toBe('Incorrect user name and/or e-mail');
  });

  it('queues a mail with the /recovery link and keeps only the token hash', async () => {
    const res = await sendRecovery('Arrendador', 'ARRENDADOR@demo.portalpro.mx');
    expect(res.body).toEqual({ Result: true, Message: 'Contraseña enviada correctamente' });
    const user = await userRow('arrendador');
    const { mail, id, token } = await lastLink(user.id);
    expect(id).toBe(user.id);
    expect(mail).toMatchObject({
      to: 'arrendador@demo.portalpro.mx',
      template: 'recovery',
      status: 'pending',
    });
    expect(mail.subject).toBe('PortalPRO: recuperación de contraseña');
    // The same link as the button of the HTML part; the mail is no use once the link expires.
    expect(mail.html).toContain(`/PortalPRO/recovery?id=${id}&amp;token=${token}"`);
    expect(mail.expiresAt).toBeInstanceOf(Date);
    const stored = await t.handle.db
      .select()
      .from(recoveryTokens)
      .where(eq(recoveryTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(stored[0]!.expiresAt.getTime() - clock.getTime()).toBe(60 * 60_000);
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actionId, 33), eq(auditEvents.referenceId, String(user.id))));
    expect(audit?.detail).toMatchObject({ outcome: 'success' });
  });

  it('refuses the sixth request for a user name from one address within a minute with 429', async () => {
    // A name and e-mail that match no account: only the address's own limit applies (an
    // account's mails have their own, tighter one, below).
    for (let i = 0; i < 5; i++) {
      expect((await sendRecovery('cliente', 'otra@demo.portalpro.mx')).status).toBe(200);
    }
    const res = await sendRecovery('cliente', 'otra@demo.portalpro.mx');
    expect(res.status).toBe(429);
    expect(res.body.Message).toBe('Demasiadas solicitudes. Espere un minuto e intente de nuevo.');
    minutes(2);
    expect((await sendRecovery('cliente', 'cliente@demo.portalpro.mx')).status).toBe(200);
  });

  it('lets one address ask for 20 names at once, then one every 30 s', async () => {
    const ip = '198.51.100.77';
    const ask = (i: number) =>
      t.call(
        'user',
        { ActionId: 33, User: { UserName: `persona.${i}`, Email: `p${i}@example.com` } },
        null,
        {},
        ip,
      );
    for (let i = 0; i < 20; i++) expect((await ask(i)).status).toBe(200);
    const refused = await ask(20);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.body.Message).toBe(
      'Demasiadas solicitudes. Espere un minuto e intente de nuevo.',
    );
    minutes(1);
    expect((await ask(21)).status).toBe(200);
  });
});

describe('api/user 22 use the recovery token', () => {
  it('opens a session that may only set a password; the token works once', async () => {
    await sendRecovery('proveedor', 'proveedor@demo.portalpro.mx');
    const { id, token } = await lastLink((await userRow('proveedor')).id);

    const res = await useToken(id, token);
    expect(res.status).toBe(200);
    const body = v.parse(UseRecoveryTokenResponse, res.body);
    expect(body.Result).toBe(true);
    expect(body.Session?.User).toMatchObject({ UserName: 'proveedor', PasswordPending: true });
    const session = body.Session!.Token;
    expect((await t.call('user', { ActionId: 35 }, session)).status).toBe(403);

    const replay = await useToken(id, token);
    expect(replay.body).toEqual({ Result: false, Message: 'Token expirado', Session: null });

    const set = await t.call(
      'user',
      { ActionId: 37, Hash: { New: await t.encrypt('Recuperada#2026') } },
      session,
    );
    expect(set.body).toEqual({ Result: true, Message: 'Contraseña actualizada exitosamente' });
    expect((await t.login('proveedor', 'Recuperada#2026')).body.Result).toBe(true);

    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actionId, 22), eq(auditEvents.referenceId, String(id))))
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.detail?.outcome)).toEqual(['success', 'failure']);
  });

  it('refuses the new password when it equals the forgotten one', async () => {
    await sendRecovery('dev', 'dev@demo.portalpro.mx');
    const { id, token } = await lastLink((await userRow('dev')).id);
    const session = v.parse(UseRecoveryTokenResponse, (await useToken(id, token)).body).Session!
      .Token;
    const set = await t.call(
      'user',
      { ActionId: 37, Hash: { New: await t.encrypt('Portal#2026') } },
      session,
    );
    expect(set.body.Message).toBe('La nueva contraseña debe ser diferente a la contraseña actual');
  });

  it('answers "Token expirado" after an hour, for another user id and for a withdrawn link', async () => {
    await sendRecovery('mantenimiento', 'mantenimiento@demo.portalpro.mx');
    const first = await lastLink((await userRow('mantenimiento')).id);
    // A link older than RECOVERY_KEEP_RECENT_MINUTES is withdrawn by the next one.
    minutes(16);
    await sendRecovery('mantenimiento', 'mantenimiento@demo.portalpro.mx');
    const second = await lastLink((await userRow('mantenimiento')).id);
    expect((await useToken(first.id, first.token)).body.Message).toBe('Token expirado');
    expect((await useToken(second.id + 1, second.token)).body.Message).toBe('Token expirado');

    minutes(61);
    const expired = await t.call('user', {
      ActionId: 22,
      Language: 'en',
      User: { Id: second.id, Token: second.token },
    });
    expect(expired.body).toEqual({ Result: false, Message: 'Token expired', Session: null });
  });

  it('sends one account at most 3 mails an hour whatever addresses ask, and never voids the link just sent', async () => {
    const user = await userRow('cuadrilla');
    const mailsOf = async () =>
      (await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id))).length;
    const before = await mailsOf();
    // Ten requests from ten addresses for the same account, a few seconds apart.
    const answers = [];
    let firstLink: Awaited<ReturnType<typeof lastLink>> | null = null;
    for (let i = 1; i <= 10; i++) {
      answers.push(
        await t.call(
          'user',
          { ActionId: 33, User: { UserName: 'cuadrilla', Email: 'cuadrilla@demo.portalpro.mx' } },
          null,
          {},
          `198.51.100.${i}`,
        ),
      );
      if (i === 1) firstLink = await lastLink(user.id);
      clock = new Date(clock.getTime() + 5_000);
    }
    expect(answers.slice(0, 3).map((a) => a.body.Result)).toEqual([true, true, true]);
    for (const refused of answers.slice(3)) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body.Message).toMatch(/^Ya se enviaron varios enlaces de recuperación/);
    }
    expect((await mailsOf()) - before).toBe(3);
    // The first link still works: the requests after it did not void it.
    const used = v.parse(
      UseRecoveryTokenResponse,
      (await useToken(firstLink!.id, firstLink!.token)).body,
    );
    expect(used.Result).toBe(true);
    // An hour later the account may be sent a link again.
    minutes(60);
    const again = await sendRecovery('cuadrilla', 'cuadrilla@demo.portalpro.mx');
    expect(again.body.Result).toBe(true);
  });

  it('lets a locked-out account recover: the new password also lifts the lockout', async () => {
    await sendRecovery('bloqueado', 'bloqueado@demo.portalpro.mx');
    const { id, token } = await lastLink((await userRow('bloqueado')).id);
    const session = v.parse(UseRecoveryTokenResponse, (await useToken(id, token)).body).Session!
      .Token;
    await t.call('user', { ActionId: 37, Hash: { New: await t.encrypt('Libre#Ya2026') } }, session);
    expect((await t.login('bloqueado', 'Libre#Ya2026')).body.Result).toBe(true);
  });
});
