/**
 * The session refresh (api/session 21, spec 1 §3 and §4 Session) near one statement: the session
 * authenticated, slid and its user's part read by one statement, the shared catalogues from memory
 * until another writer moves their version, and only the new expiry answered while the Session
 * the client holds (its Tag) is still the one the server would send.
 */
import { and, eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionRefreshResponse, type Session } from '../../../../src/protocol/session';
import { RoleName, roleByName } from '../../../../src/domain/roles';
import { hashSessionToken } from '../../auth/session-token';
import { createApp } from '../../app';
import type { Db, DbHandle } from '../../db/client';
import * as schema from '../../db/schema';
import { catalogueVersion, countries, sessions, userModule, users } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/reference-data';
import { createTestApp, socketFrom, TEST_CLIENT_IP, type TestApp } from '../../testing/test-app';
import { LAST_SEEN_EVERY_MS } from './sliding';

/** The test's clock: each refresh runs at the time a test sets. */
let clock = new Date('2026-03-02T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const EXPIRED = 'Su sesión ha expirado, inicie sesión nuevamente';
const ttlMs = () => t.env.SESSION_TTL_MINUTES * 60_000;

/** Counts the statements the database receives while `run` runs, whichever the driver. */
async function countStatements(handle: DbHandle, run: () => Promise<unknown>): Promise<number> {
  const spy =
    handle.kind === 'pglite' ? vi.spyOn(handle.client, 'query') : vi.spyOn(handle.pool, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** Another server instance's view of the same database: its own Drizzle client over it. */
function otherInstanceDb(handle: DbHandle): Db {
  return handle.kind === 'pglite'
    ? drizzlePglite({ client: handle.client, schema })
    : drizzlePg({ client: handle.pool, schema });
}

async function refresh(token: string, extra: Record<string, unknown> = {}) {
  const res = await t.call('session', { ActionId: 21, ...extra }, token);
  expect(res.status).toBe(200);
  return v.parse(SessionRefreshResponse, res.body);
}

async function fullRefresh(token: string, tag?: string): Promise<Session> {
  const answer = await refresh(token, tag ? { SessionTag: tag } : {});
  expect(answer.Unchanged).toBeUndefined();
  expect(answer.Session).not.toBeNull();
  return answer.Session!;
}

async function storedExpiry(token: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  return row!.expiresAt.getTime();
}

async function userId(userName: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  return row!.id;
}

describe('api/session 21: statements per refresh', () => {
  it('answers a refresh in at most 3 statements once the shared catalogues are in memory', async () => {
    const token = await t.tokenFor('proveedor');
    const { Tag } = await fullRefresh(token);
    expect(Tag).toBeTruthy();
    // Whole answers (no Tag sent) and "unchanged" ones alike.
    expect(await countStatements(t.handle, () => refresh(token))).toBeLessThanOrEqual(3);
    expect(
      await countStatements(t.handle, () => refresh(token, { SessionTag: Tag })),
    ).toBeLessThanOrEqual(3);
  });

  it('reads the shared catalogues again only after they changed', async () => {
    const token = await t.tokenFor('visor');
    await fullRefresh(token);
    const steady = await countStatements(t.handle, () => refresh(token));
    await t.handle.db.update(countries).set({ name: 'México' }).where(eq(countries.code, 'MX'));
    const afterChange = await countStatements(t.handle, () => refresh(token));
    expect(afterChange).toBeGreaterThan(steady);
    expect(await countStatements(t.handle, () => refresh(token))).toBe(steady);
  });
});

describe('api/session 21: shared catalogues changed elsewhere', () => {
  it('sees a change written by another instance at the next refresh', async () => {
    const token = await t.tokenFor('proveedor');
    const before = await fullRefresh(token);
    expect(before.Site.MsgStart).not.toBe('Mantenimiento el sábado');

    // Another instance on the same database: the administrator changes the site record there.
    const other = createApp({
      db: otherInstanceDb(t.handle),
      env: t.env,
      now: () => new Date(clock),
    });
    const admin = await t.tokenFor('admin');
    const res = await other.request(
      '/PortalPRO/api/site',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
        body: JSON.stringify({ ActionId: 31, Site: { MsgStart: 'Mantenimiento el sábado' } }),
      },
      socketFrom(TEST_CLIENT_IP),
    );
    expect(res.status).toBe(200);

    const after = await fullRefresh(token, before.Tag);
    expect(after.Site.MsgStart).toBe('Mantenimiento el sábado');
    expect(after.Tag).not.toBe(before.Tag);
  });

  it('sees a catalogue written by plain SQL (a migration, psql) at the next refresh', async () => {
    const token = await t.tokenFor('proveedor');
    const before = await fullRefresh(token);
    const [stamp] = await t.handle.db.select().from(catalogueVersion);
    await t.handle.db
      .insert(countries)
      .values({ code: 'GT', name: 'Guatemala', phonePrefix: '502' });
    const [moved] = await t.handle.db.select().from(catalogueVersion);
    expect(moved!.version).toBeGreaterThan(stamp!.version);

    const after = await fullRefresh(token, before.Tag);
    expect(after.Countries.map((c) => c.Code)).toContain('GT');
    await t.handle.db.delete(countries).where(eq(countries.code, 'GT'));
    const again = await fullRefresh(token, after.Tag);
    expect(again.Countries.map((c) => c.Code)).not.toContain('GT');
  });
});

describe('api/session 21: the reference data of a release', () => {
  it('moves the catalogue version, and a Session whose content stayed the same stays unchanged', async () => {
    const token = await t.tokenFor('visor');
    const before = await fullRefresh(token);
    const [stamp] = await t.handle.db.select().from(catalogueVersion);
    // What every migration step runs after the schema migrations (db/migrate.ts).
    await t.handle.db.transaction((tx) => seedReferenceData(tx));
    const [moved] = await t.handle.db.select().from(catalogueVersion);
    expect(moved!.version).toBeGreaterThan(stamp!.version);
    // The catalogues are read again once, and found the same: the Session held is still right.
    const reread = await countStatements(t.handle, async () => {
      expect((await refresh(token, { SessionTag: before.Tag })).Unchanged).toBeDefined();
    });
    const steady = await countStatements(t.handle, () =>
      refresh(token, { SessionTag: before.Tag }),
    );
    expect(reread).toBeGreaterThan(steady);
  });
});

describe('api/session 21: the Session sent only when it changed', () => {
  it('answers only the new expiry while nothing changed, and the same Session without a Tag', async () => {
    const token = await t.tokenFor('mantenimiento');
    const first = await fullRefresh(token);
    const unchanged = await refresh(token, { SessionTag: first.Tag });
    expect(unchanged.Session).toBeNull();
    expect(unchanged.Unchanged!.ExpiresIn).toBeGreaterThan(0);
    // A caller that sends no Tag (or another one) gets the whole Session, equal to the first.
    const whole = await fullRefresh(token);
    expect(whole).toEqual({ ...first, ExpiresIn: whole.ExpiresIn });
    expect((await fullRefresh(token, 'not-the-tag')).Tag).toBe(first.Tag);
  });

  it('sends the whole Session after an administrator changed the modules or the role', async () => {
    const token = await t.tokenFor('cuadrilla');
    const first = await fullRefresh(token);
    const id = await userId('cuadrilla');

    // The modules taken away (the grants kept, inactive): their menu entries and paths go.
    const granted = first.Modules.filter((m) => m.Active).map((m) => m.Code);
    expect(granted.length).toBeGreaterThan(0);
    await t.handle.db
      .update(userModule)
      .set({ active: false })
      .where(and(eq(userModule.userId, id), eq(userModule.active, true)));
    const fewer = await fullRefresh(token, first.Tag);
    expect(fewer.Modules.filter((m) => m.Active)).toEqual([]);
    expect(fewer.AccessPath.length).toBeLessThan(first.AccessPath.length);
    expect((await refresh(token, { SessionTag: fewer.Tag })).Unchanged).toBeDefined();

    // A new role: the Session says so, and what the role may assign.
    const viewer = roleByName(RoleName.Visualizar)!;
    await t.handle.db.update(users).set({ roleId: viewer.id }).where(eq(users.id, id));
    const promoted = await fullRefresh(token, fewer.Tag);
    expect(promoted.User.Role).toBe(RoleName.Visualizar);
    expect(promoted.Tag).not.toBe(fewer.Tag);
  });

  it('sends the whole Session when the language changes', async () => {
    const token = await t.tokenFor('arrendador');
    const es = await fullRefresh(token);
    expect(es.Lang).toBe('es');
    const en = await refresh(token, { SessionTag: es.Tag, Language: 'en' });
    expect(en.Session?.Lang).toBe('en');
    const still = await refresh(token, { SessionTag: en.Session?.Tag, Language: 'en' });
    expect(still.Unchanged).toBeDefined();
  });

  it('refuses a Tag that is no plain text with a translated message', async () => {
    const token = await t.tokenFor('visor');
    const res = await t.call('session', { ActionId: 21, SessionTag: 'x'.repeat(500) }, token);
    expect(res.status).toBe(400);
    expect(res.body.Message).toEqual(expect.stringContaining('SessionTag'));
  });
});

describe('api/session 21: sliding expiry', () => {
  it('slides to a whole TTL from the refresh, writing it at most once a minute', async () => {
    clock = new Date('2026-03-02T16:00:00Z');
    const token = await t.tokenFor('proveedor');
    const { Tag } = await fullRefresh(token);
    const start = clock.getTime();
    expect(await storedExpiry(token)).toBe(start + ttlMs());

    // Within the minute: nothing is written; the answer counts down from the stored expiry.
    clock = new Date(start + LAST_SEEN_EVERY_MS - 1000);
    const soon = await refresh(token, { SessionTag: Tag });
    expect(await storedExpiry(token)).toBe(start + ttlMs());
    expect(soon.Unchanged!.ExpiresIn).toBe(ttlMs() / 1000 - 59);

    // A minute on: the expiry is a whole TTL from this refresh again.
    clock = new Date(start + LAST_SEEN_EVERY_MS);
    const later = await refresh(token, { SessionTag: Tag });
    expect(await storedExpiry(token)).toBe(clock.getTime() + ttlMs());
    expect(later.Unchanged!.ExpiresIn).toBe(ttlMs() / 1000);
  });

  it('lets any other call slide the session only once half the TTL has passed', async () => {
    clock = new Date('2026-03-02T18:00:00Z');
    const token = await t.tokenFor('visor');
    const start = clock.getTime();
    clock = new Date(start + ttlMs() / 2 - 60_000);
    expect((await t.call('profile', { ActionId: 21 }, token)).status).toBe(200);
    expect(await storedExpiry(token)).toBe(start + ttlMs());
    clock = new Date(start + ttlMs() / 2 + 60_000);
    expect((await t.call('profile', { ActionId: 21 }, token)).status).toBe(200);
    expect(await storedExpiry(token)).toBe(clock.getTime() + ttlMs());
  });

  it('answers 401 once the session expired, whatever the Tag', async () => {
    clock = new Date('2026-03-02T20:00:00Z');
    const token = await t.tokenFor('mantto.fijo');
    const { Tag } = await fullRefresh(token);
    clock = new Date(clock.getTime() + ttlMs() + 1000);
    const res = await t.call('session', { ActionId: 21, SessionTag: Tag }, token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ Result: false, Message: EXPIRED });
  });
});

describe('api/session 21: sessions that end', () => {
  it('answers 401 after logout, whatever the Tag', async () => {
    clock = new Date('2026-03-03T09:00:00Z');
    const token = await t.tokenFor('visor');
    const { Tag } = await fullRefresh(token);
    expect((await t.call('session', { ActionId: 41 }, token)).status).toBe(200);
    const res = await t.call('session', { ActionId: 21, SessionTag: Tag }, token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ Result: false, Message: EXPIRED });
  });

  it('answers 401 once the user is deactivated', async () => {
    const token = await t.tokenFor('cliente.sur');
    const { Tag } = await fullRefresh(token);
    await t.handle.db.update(users).set({ active: false }).where(eq(users.userName, 'cliente.sur'));
    expect((await t.call('session', { ActionId: 21, SessionTag: Tag }, token)).status).toBe(401);
  });

  it('keeps a "without password" session to its own Session: no menu, modules or paths', async () => {
    const res = await t.login('MEGA800101AB1', '');
    const login = res.body.Session as Session;
    expect(login.Tag).toBeTruthy();
    const unchanged = await refresh(login.Token, { SessionTag: login.Tag });
    expect(unchanged.Unchanged).toBeDefined();
    const whole = await fullRefresh(login.Token);
    expect(whole.User.PasswordPending).toBe(true);
    expect(whole.Menu).toEqual([]);
    expect(whole.Modules).toEqual([]);
    expect(whole.AccessPath).toEqual([]);
  });
});

describe('api/session 31 and 21 agree', () => {
  it('a fresh sign-in carries the Tag the refresh computes', async () => {
    const res = await t.login('cliente');
    const login = res.body.Session as Session;
    const again = await refresh(login.Token, { SessionTag: login.Tag });
    expect(again.Unchanged).toBeDefined();
  });
});
