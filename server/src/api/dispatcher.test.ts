import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, users } from '../db/schema';
import { API_ROUTE_TABLE } from './registry';
import { claimIdempotency, releaseIdempotency, requestFingerprint } from './idempotency';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * How long a concurrent attempt waits for the first one: as in production (15 s), so that ten
 * attempts on a loaded machine all get the first one's answer; the test of the wait running out
 * has an app of its own that waits WAIT_MS.
 */
const WAIT_MS = 300;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

describe('the route table', () => {
  it('lists every route with its access rule', () => {
    expect(API_ROUTE_TABLE).toContainEqual({ name: 'session', actionId: 31, access: 'public' });
    expect(API_ROUTE_TABLE).toContainEqual({ name: 'session', actionId: 21, access: 'session' });
    expect(API_ROUTE_TABLE).toContainEqual({
      name: 'site',
      actionId: 31,
      access: ['Administrador', 'Developer'],
    });
    expect(API_ROUTE_TABLE).toContainEqual({ name: 'client', actionId: 10, access: 'user' });
  });
});

describe('POST api/:name', () => {
  it('answers 400 with a message for malformed JSON and for a non-object body', async () => {
    const res = await t.call('session', '{"ActionId": 31,');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ Result: false, Message: 'La solicitud no es válida: JSON' });
    expect((await t.call('session', '[1,2]')).status).toBe(400);
  });

  it('answers 400 naming the field when a value has the wrong type', async () => {
    const res = await t.call('session', { ActionId: 31, Login: { Id: 'admin', Password: 12 } });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('La solicitud no es válida: Login.Password');
    const en = await t.call('session', { ActionId: 31, Language: 'en', Login: 'x' });
    expect(en.body.Message).toBe('The request is not valid: Login');
  });

  it('answers 404 for an unknown resource and 400 for an unknown ActionId', async () => {
    const unknown = await t.call('nothing', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ Result: false, Message: 'Servicio no encontrado' });
    const action = await t.call('session', { ActionId: 99 });
    expect(action.status).toBe(400);
    expect(action.body.Message).toBe('Acción no válida para este servicio');
    expect((await t.call('session', { ActionId: 'abc' })).status).toBe(400);
  });

  it('matches names case-insensitively and defaults ActionId to 21', async () => {
    const res = await t.call('Session', {}, admin);
    expect(res.status).toBe(200);
    expect(res.body.Result).toBe(true);
  });

  it('answers 401 without a token, 403 for a role without access', async () => {
    const none = await t.call('site', { ActionId: 21 });
    expect(none.status).toBe(401);
    const visor = await t.tokenFor('visor');
    const denied = await t.call('site', { ActionId: 31, Site: { Active: false } }, visor);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({
      Result: false,
      Message: 'No tiene permiso para realizar esta acción',
    });
  });

  it('answers 413 for a body above 1 MB', async () => {
    const big = JSON.stringify({ ActionId: 11, Pad: 'x'.repeat(1024 * 1024) });
    const res = await t.call('session', big);
    expect(res.status).toBe(413);
    expect(res.body.Result).toBe(false);
  });

  it('answers 400 for a content type other than JSON', async () => {
    const res = await t.call('session', 'ActionId=11', null, { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(400);
  });

  it('sets a request id header on API answers', async () => {
    const res = await t.call('session', { ActionId: 11 });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same body and refuses another body with 409', async () => {
    const body = { ActionId: 31, Site: { MsgStart: 'Bienvenidos' } };
    const headers = { 'Idempotency-Key': 'k-1' };
    const first = await t.call('site', body, admin, headers);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    // The record changes meanwhile; the replay still answers what the first call answered.
    await t.call('site', { ActionId: 31, Site: { MsgStart: 'Otro' } }, admin);
    const replay = await t.call('site', body, admin, headers);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const conflict = await t.call(
      'site',
      { ActionId: 31, Site: { MsgStart: 'Distinto' } },
      admin,
      headers,
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body.Message).toBe('La clave de idempotencia ya se usó con otra solicitud');
  });

  it('keeps keys per user', async () => {
    const dev = await t.tokenFor('dev');
    const res = await t.call('site', { ActionId: 31, Site: { MsgStart: 'Distinto' } }, dev, {
      'Idempotency-Key': 'k-1',
    });
    expect(res.status).toBe(200);
  });
});

describe('Idempotency-Key: concurrent first attempts', () => {
  const userIdOf = async (userName: string) => {
    const [row] = await t.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, userName));
    return row!.id;
  };
  /** A claim as another server process leaves it while its first attempt still runs. */
  const claimElsewhere = async (key: string, body: Record<string, unknown>, createdAt: Date) =>
    t.handle.db.insert(idempotencyKeys).values({
      key,
      userId: await userIdOf('admin'),
      requestHash: requestFingerprint('site', 31, JSON.stringify(body)),
      responseStatus: null,
      responseBody: null,
      createdAt,
    });

  it('runs ten simultaneous attempts once and answers them all the same', async () => {
    const body = { ActionId: 31, Site: { MsgStart: 'Concurrente' } };
    const headers = { 'Idempotency-Key': 'k-concurrent' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('site', body, admin, headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    const replayed = answers.filter((a) => a.headers.get('idempotency-replayed') === 'true');
    expect(replayed).toHaveLength(9);
  });

  it('answers 503 with Retry-After and a message when the first attempt is still running after the wait', async () => {
    const short = await createTestApp({ idempotencyWaitMs: WAIT_MS });
    try {
      await answersBusy(short);
    } finally {
      await short.close();
    }
  });

  /** On an app that waits WAIT_MS: a claim left running elsewhere is busy once the wait is over. */
  async function answersBusy(t: TestApp) {
    const admin = await t.tokenFor('admin');
    const claimElsewhere = async (key: string, body: Record<string, unknown>, createdAt: Date) => {
      const [row] = await t.handle.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userName, 'admin'));
      await t.handle.db.insert(idempotencyKeys).values({
        key,
        userId: row!.id,
        requestHash: requestFingerprint('site', 31, JSON.stringify(body)),
        responseStatus: null,
        responseBody: null,
        createdAt,
      });
    };
    const body = { ActionId: 31, Site: { MsgStart: 'En curso' } };
    await claimElsewhere('k-running', body, new Date());
    const started = Date.now();
    const res = await t.call('site', body, admin, { 'Idempotency-Key': 'k-running' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 20);
    // Not a conflict: the outbox sends it again later (db/boot-liveness.ts: the claim is of a
    // process that still runs; a claim before boot ids were recorded is held STALE_CLAIM_MS).
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body.Message).toBe(
      'La misma solicitud con esta clave de idempotencia sigue en proceso, intente de nuevo en unos momentos',
    );
    const enBody = { ...body, Language: 'en' };
    await claimElsewhere('k-running-en', enBody, new Date());
    const en = await t.call('site', enBody, admin, { 'Idempotency-Key': 'k-running-en' });
    expect(en.status).toBe(503);
    expect(en.body.Message).toBe(
      'The same request under this idempotency key is still being processed, try again in a moment',
    );
    // Another body under a key still running is the same conflict as under an answered key.
    const other = await t.call('site', { ActionId: 31, Site: { MsgStart: 'Otro' } }, admin, {
      'Idempotency-Key': 'k-running',
    });
    expect(other.status).toBe(409);
    expect(other.body.Message).toBe('La clave de idempotencia ya se usó con otra solicitud');
  }

  it('answers a waiting attempt as soon as the other process stores its answer', async () => {
    const body = { ActionId: 31, Site: { MsgStart: 'Otro proceso' } };
    await claimElsewhere('k-elsewhere', body, new Date());
    const waiting = t.call('site', body, admin, { 'Idempotency-Key': 'k-elsewhere' });
    // What the other process answered (an earlier answer of the route stands in for it).
    const stored = (await t.call('site', { ActionId: 31, Site: { MsgStart: 'x' } }, admin)).body;
    await t.handle.db
      .update(idempotencyKeys)
      .set({ responseStatus: 200, responseBody: JSON.stringify(stored) })
      .where(eq(idempotencyKeys.key, 'k-elsewhere'));
    const res = await waiting;
    expect(res.status).toBe(200);
    expect(res.body).toEqual(stored);
    expect(res.headers.get('idempotency-replayed')).toBe('true');
  });

  it('takes over a claim whose attempt died without answering', async () => {
    const body = { ActionId: 31, Site: { MsgStart: 'Abandonada' } };
    await claimElsewhere('k-stale', body, new Date(Date.now() - 6 * 60_000));
    const res = await t.call('site', body, admin, { 'Idempotency-Key': 'k-stale' });
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotency-replayed')).toBeNull();
    const replay = await t.call('site', body, admin, { 'Idempotency-Key': 'k-stale' });
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.body).toEqual(res.body);
  });

  it('lets a waiting attempt run when the first one gives the key up (it failed)', async () => {
    const userId = await userIdOf('admin');
    const db = t.handle.db;
    expect(await claimIdempotency(db, 'k-fail', userId, 'h', { waitMs: WAIT_MS })).toEqual({
      kind: 'claimed',
    });
    const waiting = claimIdempotency(db, 'k-fail', userId, 'h', { waitMs: 5_000 });
    await releaseIdempotency(db, 'k-fail', userId);
    expect(await waiting).toEqual({ kind: 'claimed' });
    const rows = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, 'k-fail'), eq(idempotencyKeys.userId, userId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.responseStatus).toBeNull();
  });
});
