import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEMO_PASSWORD } from '../db/seed';
import { loadEnv } from '../env';
import { createLogger } from '../logger';
import { TEST_CLIENT_IP, createTestApp, socketFrom, type TestApp } from '../testing/test-app';

interface Line {
  t: string;
  level: string;
  msg: string;
  method: string;
  path: string;
  route: string;
  status: number;
  ms: number;
  requestId: string;
  userId: number | null;
  ip: string;
}

const FIELDS = [
  't',
  'level',
  'msg',
  'method',
  'path',
  'route',
  'status',
  'ms',
  'requestId',
  'userId',
  'ip',
];

let t: TestApp;
const raw: string[] = [];
beforeAll(async () => {
  // LOG_LEVEL silent turns the access log off with every other line; error keeps it on.
  t = await createTestApp({ env: { LOG_LEVEL: 'error' }, accessLog: (l) => void raw.push(l) });
});
afterAll(() => t.close());
beforeEach(() => {
  raw.length = 0;
});

const lines = () => raw.map((l) => JSON.parse(l) as Line);
/** The one line written for the answer `res`, found by its request id. */
function lineOf(res: { headers: Headers }): Line {
  const id = res.headers.get('x-request-id');
  const found = lines().filter((l) => l.requestId === id);
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('access log', () => {
  it('writes one JSON line per API call with its route, ActionId, status and user', async () => {
    const token = await t.tokenFor('admin');
    const session = await t.call('session', { ActionId: 21 }, token);
    expect(session.status).toBe(200);
    const userId = (session.body.Session as { User: { Id: number } }).User.Id;
    expect(raw).toHaveLength(3); // session 11 (the key), session 31 (sign-in), session 21
    raw.length = 0;

    const before = Date.now();
    const res = await t.call('user', { ActionId: 21, User: { Id: userId } }, token);
    expect(res.status).toBe(200);
    expect(raw).toHaveLength(1);
    expect(raw[0]).not.toContain('\n');
    const line = lineOf(res);
    expect(Object.keys(line)).toEqual(FIELDS);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'POST',
      path: '/PortalPRO/api/user',
      route: 'api/user 21',
      status: 200,
      userId,
      ip: TEST_CLIENT_IP,
    });
    expect(Date.parse(line.t)).toBeGreaterThanOrEqual(before - 1);
    expect(line.t).toBe(new Date(Date.parse(line.t)).toISOString());
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(Math.round(line.ms * 10) / 10).toBe(line.ms);
  });

  it('names refusals and unknown services, with no user before a session is known', async () => {
    const token = await t.tokenFor('proveedor');
    raw.length = 0;
    const noSession = await t.call('user', { ActionId: 21, User: { Id: 1 } });
    expect(lineOf(noSession)).toMatchObject({ route: 'api/user 21', status: 401, userId: null });
    // A refused role is still a known user.
    const forbidden = await t.call('Outbox', { ActionId: 20 }, token);
    expect(forbidden.status).toBe(403);
    expect(lineOf(forbidden)).toMatchObject({
      route: 'api/Outbox 20',
      status: 403,
      userId: expect.any(Number),
    });
    // The name as the route table spells it, whatever the caller wrote.
    const spelled = await t.call('OUTBOX', { ActionId: 20 }, token);
    expect(lineOf(spelled).route).toBe('api/Outbox 20');
    const unknownAction = await t.call('session', { ActionId: 99 });
    expect(lineOf(unknownAction)).toMatchObject({ route: 'api/session', status: 400 });
    const unknownName = await t.call('nothing-here', { ActionId: 21 });
    expect(lineOf(unknownName)).toMatchObject({
      route: 'api/unknown',
      status: 404,
      path: '/PortalPRO/api/nothing-here',
    });
    const tooLarge = await t.call('session', JSON.stringify({ Pad: 'x'.repeat(1024 * 1024) }));
    expect(lineOf(tooLarge)).toMatchObject({ route: 'api/session', status: 413 });
  });

  it('never writes a password, a token, a body or a query string', async () => {
    const encrypted = await t.encrypt(DEMO_PASSWORD);
    raw.length = 0;
    const signIn = await t.call('session', {
      ActionId: 31,
      Login: { Id: 'admin', Password: encrypted },
    });
    expect(signIn.status).toBe(200);
    const token = (signIn.body.Session as { Token: string }).Token;
    expect(lineOf(signIn)).toMatchObject({ route: 'api/session 31', status: 200, userId: null });
    const refused = await t.call('session', {
      ActionId: 31,
      Login: { Id: 'admin', Password: await t.encrypt('una-clave-equivocada') },
    });
    expect(lineOf(refused).route).toBe('api/session 31');
    await t.call('session', { ActionId: 21 }, token);
    const query = await t.app.request('/PortalPRO/healthz?token=s3cr3t-query&id=7');
    expect(lineOf(query)).toMatchObject({ path: '/PortalPRO/healthz', route: 'healthz' });

    expect(raw).toHaveLength(4);
    const all = raw.join('\n');
    for (const secret of [
      DEMO_PASSWORD,
      'una-clave-equivocada',
      encrypted,
      encrypted.slice(0, 40),
      token,
      's3cr3t-query',
      'Bearer',
      'Login',
    ]) {
      expect({ secret, found: all.includes(secret) }).toEqual({ secret, found: false });
    }
  });

  it('writes a line for static files, the token endpoint, redirects and unknown paths', async () => {
    const cases: [string, Response, string, number][] = [];
    const get = async (url: string, route: string, status: number) =>
      cases.push([url, await t.app.request(url), route, status]);
    await get('/PortalPRO/assets/index-0123abcd.js', 'static', 404);
    await get('/PortalPRO/orders/7', 'static', 503); // the shell (no build in the tests)
    await get('/PortalPRO/Token', 'Token', 405);
    await get('/', 'redirect', 302);
    await get('/elsewhere', 'notFound', 404);
    await get('/PortalPRO/api/session', 'api/unknown', 404);
    expect(raw).toHaveLength(cases.length);
    for (const [url, res, route, status] of cases) {
      expect({ url, ...lineOf(res) }).toMatchObject({ url, route, status, method: 'GET' });
    }
  });

  it('writes the client as TRUSTED_PROXIES resolve it, and nothing when turned off', async () => {
    const proxied: string[] = [];
    const behindProxy = createApp({
      db: t.handle.db,
      env: loadEnv({ LOG_LEVEL: 'error', TRUSTED_PROXIES: TEST_CLIENT_IP }),
      log: createLogger('silent'),
      accessLog: (l) => void proxied.push(l),
    });
    await behindProxy.request(
      '/PortalPRO/healthz',
      { headers: { 'X-Forwarded-For': '198.51.100.20, 203.0.113.9' } },
      socketFrom(TEST_CLIENT_IP),
    );
    expect(proxied.map((l) => (JSON.parse(l) as Line).ip)).toEqual(['203.0.113.9']);

    for (const env of [
      { LOG_LEVEL: 'error', ACCESS_LOG: '0' },
      { LOG_LEVEL: 'silent', ACCESS_LOG: '1' },
    ]) {
      const none: string[] = [];
      const quiet = createApp({
        db: t.handle.db,
        env: loadEnv(env),
        log: createLogger('silent'),
        accessLog: (l) => void none.push(l),
      });
      expect((await quiet.request('/PortalPRO/healthz')).status).toBe(200);
      expect({ env, none }).toEqual({ env, none: [] });
    }
  });
});
