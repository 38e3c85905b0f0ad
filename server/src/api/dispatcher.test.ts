import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTE_TABLE } from './registry';
import { createTestApp, type TestApp } from '../testing/test-app';

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
