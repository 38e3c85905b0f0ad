import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionResponse } from '../../../../src/protocol/session';
import { hashSessionToken } from '../../auth/session-token';
import { auditEvents, sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EXPIRED = 'Su sesión ha expirado, inicie sesión nuevamente';

async function storedSession(token: string) {
  const [row] = await t.handle.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  return row!;
}

describe('api/session 21 refresh', () => {
  it('answers a fresh Session with the same token and slides the expiry', async () => {
    const token = await t.tokenFor('proveedor');
    const early = new Date(Date.now() + 60_000);
    await t.handle.db
      .update(sessions)
      .set({ expiresAt: early })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const calledAt = Date.now();
    const res = await t.call('session', { ActionId: 21 }, token);
    expect(res.status).toBe(200);
    const s = v.parse(SessionResponse, res.body).Session!;
    expect(s.Token).toBe(token);
    expect(s.User.UserName).toBe('proveedor');
    expect(s.Countries.map((c) => c.PhonePrefix)).toEqual(['52', '1']);
    expect(s.AttachmentTypes).toHaveLength(5);
    expect(s.LeasingTypes.map((l) => l.ContractType.Code)).toEqual([
      'A001',
      'A002',
      'A003',
      'A004',
    ]);
    const after = await storedSession(token);
    // A whole session's time from the refresh on, however long the call and the read took.
    expect(after.expiresAt.getTime()).toBeGreaterThanOrEqual(
      calledAt + t.env.SESSION_TTL_MINUTES * 60_000,
    );
  });

  it('answers 401 for an expired token', async () => {
    const token = await t.tokenFor('visor');
    await t.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const res = await t.call('session', { ActionId: 21 }, token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ Result: false, Message: EXPIRED });
  });

  it('answers 401 for an unknown token and without a token', async () => {
    expect((await t.call('session', { ActionId: 21 }, 'not-a-token')).status).toBe(401);
    const none = await t.call('session', { ActionId: 21 });
    expect(none.status).toBe(401);
    expect(none.body.Message).toBe(EXPIRED);
  });
});

describe('api/session 41 logout', () => {
  it('revokes the token: the next call is 401 with the session-expired message', async () => {
    const token = await t.tokenFor('arrendador');
    expect((await t.call('session', { ActionId: 41 }, token)).body).toEqual({
      Result: true,
      Message: null,
    });
    expect((await storedSession(token)).revokedAt).not.toBeNull();
    const after = await t.call('session', { ActionId: 21, Language: 'en' }, token);
    expect(after.status).toBe(401);
    expect(after.body.Message).toBe('Your session has expired, please sign in again');
  });
});

describe('password-pending sessions', () => {
  it('may refresh, read the profile and log out, but nothing else', async () => {
    const res = await t.login('MEGA800101AB1', '');
    const token = (res.body.Session as { Token: string }).Token;
    expect((await storedSession(token)).passwordPending).toBe(true);

    const refresh = await t.call('session', { ActionId: 21 }, token);
    expect(refresh.status).toBe(200);
    expect(v.parse(SessionResponse, refresh.body).Session!.User.PasswordPending).toBe(true);

    const profile = await t.call('profile', { ActionId: 21 }, token);
    expect(profile.status).toBe(200);

    for (const [name, actionId] of [
      ['client', 10],
      ['site', 21],
    ] as const) {
      const denied = await t.call(name, { ActionId: actionId }, token);
      expect(denied.status).toBe(403);
      expect(denied.body.Message).toBe('Debe establecer su contraseña antes de continuar');
    }
    expect((await t.call('session', { ActionId: 41 }, token)).status).toBe(200);
  });
});

describe('audit log', () => {
  it('records sign-in successes and failures with the reason, and sign-outs', async () => {
    await t.login('visor', 'incorrecta');
    const token = await t.tokenFor('visor');
    await t.call('session', { ActionId: 41 }, token);
    const rows = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'session'), eq(auditEvents.target, 'visor')))
      .orderBy(desc(auditEvents.id))
      .limit(3);
    expect(rows.map((r) => [r.actionId, r.detail?.outcome])).toEqual([
      [41, 'logout'],
      [31, 'success'],
      [31, 'failure'],
    ]);
    expect(rows[2]!.detail?.reason).toBe('mainLoginErrorCredentials');
    expect(rows[1]!.userDisplayName).toBe('Usuario de Consulta');
    expect(rows[1]!.referenceId).toBe(String(rows[1]!.userId));
  });
});
