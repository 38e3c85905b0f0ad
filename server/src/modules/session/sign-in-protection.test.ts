/**
 * Sign-in protection (README, "Sign-in protection"): the same answer and the same work for every
 * account until the right password is given, a growing delay instead of a lockout, and budgets
 * per address and per address class. The clock is the app's, moved by the test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashesComputed } from '../../auth/password';
import { pruneSignInState } from '../../jobs/prune-sign-in-state';
import { rateBuckets, signInFailures, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, type CallResult, type TestApp } from '../../testing/test-app';

let clock = new Date('2026-11-24T10:00:00Z');
const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const CREDENTIALS = 'Usuario y/o contraseña incorrecta';
/** Addresses from the documentation ranges, a fresh one per use so budgets do not mix. */
let nextHost = 1;
const freshIp = () => `198.51.100.${nextHost++}`;

const summary = (r: CallResult) => ({
  status: r.status,
  Result: r.body.Result,
  Message: r.body.Message,
  retryAfter: r.headers.get('retry-after'),
});

/** One attempt and the number of password hashes it computed. */
async function hashesOf(attempt: () => Promise<CallResult>) {
  const before = passwordHashesComputed();
  const res = await attempt();
  return { res, hashes: passwordHashesComputed() - before };
}

describe('the same answer and the same work whoever the account is', () => {
  it('answers unknown, locked, inactive and password-less accounts alike until the password is right', async () => {
    const ip = freshIp();
    // The first decoy check computes the decoy itself once.
    await t.login('calentando.decoy', 'x', {}, ip);
    const cases: [string, string][] = [
      ['nadie.existe', 'Cualquier#2026'],
      ['visor', 'Otra#Clave2026'],
      ['bloqueado', 'Otra#Clave2026'],
      ['inactivo', 'Otra#Clave2026'],
      // An account that has no password yet, given one.
      ['MEGA800101AB1', 'Cualquier#2026'],
      // "Without password" mode (RFC and empty password) for an unknown RFC.
      ['XAXX010101000', ''],
    ];
    for (const [name, password] of cases) {
      const { res, hashes } = await hashesOf(() => t.login(name, password, {}, ip));
      expect({ name, hashes, ...summary(res) }).toEqual({
        name,
        hashes: 1,
        status: 200,
        Result: false,
        Message: CREDENTIALS,
        retryAfter: null,
      });
    }
  });

  it('tells a locked or inactive account so only to whoever gives its right password', async () => {
    const ip = freshIp();
    const locked = await hashesOf(() => t.login('bloqueado', DEMO_PASSWORD, {}, ip));
    expect(locked.hashes).toBe(1);
    expect(locked.res.body).toMatchObject({ Result: false, Message: 'Usuario bloqueado' });
    expect((await t.login('inactivo', DEMO_PASSWORD, {}, ip)).body).toMatchObject({
      Result: false,
      Message: 'Usuario inactivo',
    });
  });

  it('signs in an account without a password with its RFC alone, after the same one hash', async () => {
    const { res, hashes } = await hashesOf(() => t.login('MEGA800101AB1', '', {}, freshIp()));
    expect(hashes).toBe(1);
    expect(res.body).toMatchObject({ Result: true });
  });
});

describe('a growing delay after failures instead of a lockout', () => {
  it('makes one address wait after 5 failures for a name, doubling, and never locks the account', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(summary(await t.login('visor', `Mal#${i}clave`, {}, attacker))).toMatchObject({
        status: 200,
        Message: CREDENTIALS,
      });
    }
    // The sixth attempt, at once: wait 1 s, and no password is checked.
    const { res, hashes } = await hashesOf(() => t.login('visor', DEMO_PASSWORD, {}, attacker));
    expect(hashes).toBe(0);
    expect(summary(res)).toEqual({
      status: 429,
      Result: false,
      Message: 'Demasiados intentos de inicio de sesión. Espere 1 segundo e intente de nuevo.',
      retryAfter: '1',
    });
    advance(1);
    expect((await t.login('visor', 'Mal#5clave', {}, attacker)).body.Message).toBe(CREDENTIALS);
    expect(summary(await t.login('visor', 'Mal#6clave', {}, attacker))).toMatchObject({
      status: 429,
      retryAfter: '2',
    });
    // The owner, at their own address, signs in meanwhile: nobody can keep them out.
    expect((await t.login('visor', DEMO_PASSWORD, {}, freshIp())).body.Result).toBe(true);
    const [row] = await t.handle.db.select().from(users).where(eq(users.userName, 'visor'));
    expect(row!.lockoutEnd).toBeNull();
    // After the wait the right password from the attacker's address works too, and clears it.
    advance(2);
    expect((await t.login('visor', DEMO_PASSWORD, {}, attacker)).body.Result).toBe(true);
    expect((await t.login('visor', 'Mal#7clave', {}, attacker)).body.Message).toBe(CREDENTIALS);
  });

  it('delays an unknown name exactly as a real one, in English too', async () => {
    const answers = async (name: string) => {
      const ip = freshIp();
      const seen = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.call(
          'session',
          { ActionId: 31, Language: 'en', Login: { Id: name, Password: await t.encrypt('x') } },
          null,
          {},
          ip,
        );
        seen.push(summary(res));
      }
      return seen;
    };
    const real = await answers('cuadrilla');
    expect(await answers('no.such.user')).toEqual(real);
    expect(real[5]).toEqual({
      status: 429,
      Result: false,
      Message: 'Too many sign-in attempts. Wait 1 second and try again.',
      retryAfter: '1',
    });
  });

  it('caps the wait at 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 16; i++) {
      const res = await t.login('mantenimiento', 'x', {}, ip);
      expect(res.status).toBe(200);
      advance(15 * 60);
    }
    expect(summary(await t.login('mantenimiento', 'x', {}, ip))).toMatchObject({ status: 200 });
    const capped = await t.login('mantenimiento', 'x', {}, ip);
    expect(summary(capped)).toMatchObject({ status: 429, retryAfter: '900' });
    expect(capped.body.Message).toBe(
      'Demasiados intentos de inicio de sesión. Espere 15 minutos e intente de nuevo.',
    );
  });

  it('delays a name guessed from many addresses after 50 failures, except where it signed in before', async () => {
    const home = freshIp();
    expect((await t.login('dev', DEMO_PASSWORD, {}, home)).body.Result).toBe(true);
    for (let i = 0; i < 50; i++) {
      expect((await t.login('dev', `Mal#${i}`, {}, `203.0.113.${i + 1}`)).status).toBe(200);
    }
    const stranger = await t.login('dev', DEMO_PASSWORD, {}, '203.0.113.200');
    expect(summary(stranger)).toMatchObject({ status: 429, retryAfter: '1' });
    expect((await t.login('dev', DEMO_PASSWORD, {}, home)).body.Result).toBe(true);
  });

  it('lifts the delay from every address when an administrator unlocks the account', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) await t.login('arrendador.hijo', `Mal#${i}`, {}, ip);
    expect((await t.login('arrendador.hijo', DEMO_PASSWORD, {}, ip)).status).toBe(429);
    const [row] = await t.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, 'arrendador.hijo'));
    const admin = await t.tokenFor('admin');
    const unlock = await t.call(
      'user',
      { ActionId: 31, Multiple: { Ids: [row!.id], Unlock: true } },
      admin,
    );
    expect(unlock.body.Result).toBe(true);
    expect((await t.login('arrendador.hijo', DEMO_PASSWORD, {}, ip)).body.Result).toBe(true);
  });
});

describe('budgets per address and per address class', () => {
  it('lets one address fail 20 times over any names, then one every 30 s; successes spend nothing', async () => {
    const office = freshIp();
    for (let i = 0; i < 25; i++) {
      expect((await t.login('proveedor', DEMO_PASSWORD, {}, office)).body.Result).toBe(true);
    }
    for (let i = 0; i < 20; i++) {
      const res = await t.login(`persona.${i}`, 'Verano2026', {}, office);
      expect(res.body.Message).toBe(CREDENTIALS);
    }
    const { res, hashes } = await hashesOf(() => t.login('proveedor', DEMO_PASSWORD, {}, office));
    expect(hashes).toBe(0);
    expect(summary(res)).toMatchObject({ status: 429, retryAfter: '30' });
    // Another address is not affected.
    expect((await t.login('persona.0', 'Verano2026', {}, freshIp())).status).toBe(200);
    advance(30);
    expect((await t.login('proveedor', DEMO_PASSWORD, {}, office)).body.Result).toBe(true);
  });

  it('refuses every address of a network once its budget of failures is spent, and no other', async () => {
    // The budget of 192.0.2.0/24 spent (as by a crowd of its addresses).
    await t.handle.db
      .insert(rateBuckets)
      .values({ key: 'sign-in|net|192.0.2.0/24', tokens: 0.5, updatedAt: clock, lastTaken: false })
      .onConflictDoUpdate({
        target: rateBuckets.key,
        set: { tokens: 0.5, updatedAt: clock },
      });
    const res = await t.login('visor', DEMO_PASSWORD, {}, '192.0.2.77');
    expect(summary(res)).toMatchObject({ status: 429, retryAfter: '1' });
    // Another network is not affected.
    expect((await t.login('visor', DEMO_PASSWORD, {}, freshIp())).body.Result).toBe(true);
    advance(1);
    expect((await t.login('visor', DEMO_PASSWORD, {}, '192.0.2.78')).body.Result).toBe(true);
    // A few minutes fill the budgets again for the next tests.
    advance(300);
  });

  it('applies the same rules to the OAuth2 password grant', async () => {
    const ip = freshIp();
    const grant = (password: string) =>
      t.app.request(
        '/PortalPRO/Token',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'password', username: 'cliente', password }),
        },
        { incoming: { socket: { remoteAddress: ip } } },
      );
    for (let i = 0; i < 5; i++) expect((await grant(`x${i}`)).status).toBe(400);
    const res = await grant(DEMO_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({
      error: 'invalid_request',
      error_description:
        'Demasiados intentos de inicio de sesión. Espere 1 segundo e intente de nuevo.',
    });
    const locked = await t.app.request(
      '/PortalPRO/Token',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: 'bloqueado', password: 'x' }),
      },
      { incoming: { socket: { remoteAddress: freshIp() } } },
    );
    expect(await locked.json()).toEqual({ error: 'invalid_grant', error_description: CREDENTIALS });
  });
});

describe('forgetting old sign-in state', () => {
  it('deletes idle buckets and old failure counts, keeps what still counts', async () => {
    const buckets = rateBuckets;
    const day = 24 * 60 * 60_000;
    const ago = (ms: number) => new Date(clock.getTime() - ms);
    await t.handle.db.delete(buckets);
    await t.handle.db.delete(signInFailures);
    await t.handle.db.insert(buckets).values([
      { key: 'sign-in|10.9.9.1', tokens: 3, updatedAt: ago(day + 1000), lastTaken: true },
      { key: 'sign-in|10.9.9.2', tokens: 3, updatedAt: ago(day - 1000), lastTaken: true },
    ]);
    await t.handle.db.insert(signInFailures).values([
      { key: 'ip|10.9.9.1|visor', failures: 7, lastFailureAt: ago(day + 1000) },
      { key: 'ip|10.9.9.2|visor', failures: 7, lastFailureAt: ago(day - 1000) },
      { key: 'name|visor', failures: 0, lastFailureAt: ago(2 * day), knownIps: ['10.9.9.3'] },
      { key: 'name|admin', failures: 0, lastFailureAt: ago(31 * day), knownIps: ['10.9.9.3'] },
    ]);
    expect(await pruneSignInState(t.handle.db, clock)).toEqual({ buckets: 1, failures: 2 });
    const left = await t.handle.db.select({ key: signInFailures.key }).from(signInFailures);
    expect(left.map((r) => r.key).sort()).toEqual(['ip|10.9.9.2|visor', 'name|visor']);
    const bucketsLeft = await t.handle.db.select({ key: buckets.key }).from(buckets);
    expect(bucketsLeft.map((r) => r.key)).toEqual(['sign-in|10.9.9.2']);
  });
});
