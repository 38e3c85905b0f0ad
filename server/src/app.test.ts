import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { createApp } from './app';
import type { Db } from './db/client';
import { loadEnv } from './env';
import { createLogger } from './logger';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
let dist: string;
const BIG_SCRIPT = 'export const greeting = "hola";\n'.repeat(400);
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'portalpro-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>PortalPRO</title>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"PortalPRO"}');
  await writeFile(path.join(dist, 'assets', 'index-3f2a1b9c.js'), 'console.log(1);');
  await writeFile(path.join(dist, 'assets', 'app-9a8b7c6d.js'), BIG_SCRIPT);
  t = await createTestApp({ env: { STATIC_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
}

describe('security headers', () => {
  it('are on API answers, static files, redirects and not-found answers', async () => {
    const api = await t.app.request('/PortalPRO/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"ActionId":11}',
    });
    expectSecurityHeaders(api);
    expectSecurityHeaders(await t.app.request('/PortalPRO/'));
    expectSecurityHeaders(await t.app.request('/PortalPRO/assets/index-3f2a1b9c.js'));
    expectSecurityHeaders(await t.app.request('/'));
    expectSecurityHeaders(await t.app.request('/elsewhere'));
  });
});

describe('caching', () => {
  it('answers every API call and the token endpoint with Cache-Control: no-store', async () => {
    const login = await t.login('admin');
    expect(login.status).toBe(200);
    const session = login.body.Session as { Token: string; User: { Id: number } };
    const token = session.Token;
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      t.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
    const cases: [string, Response | { status: number; headers: Headers }][] = [
      ['session 31 (sign-in, carries the token)', login],
      ['session 21', await t.call('session', { ActionId: 21 }, token)],
      ['user 21', await t.call('user', { ActionId: 21, User: { Id: session.User.Id } }, token)],
      ['Outbox 20', await t.call('Outbox', { ActionId: 20 }, token)],
      ['401 without a session', await t.call('user', { ActionId: 21, User: { Id: 1 } })],
      ['400 malformed body', await post('/PortalPRO/api/session', '{')],
      ['404 unknown service', await post('/PortalPRO/api/nothing-here', '{}')],
      [
        'Token (refused grant)',
        await t.app.request('/PortalPRO/Token', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=password&username=admin&password=wrong',
        }),
      ],
      ['Token GET (405)', await t.app.request('/PortalPRO/Token')],
    ];
    for (const [label, res] of cases) {
      expect(res.headers.get('cache-control'), label).toBe('no-store');
    }
    // Static assets keep their own caching.
    const asset = await t.app.request('/PortalPRO/assets/index-3f2a1b9c.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});

describe('static app', () => {
  it('redirects / to the base path', async () => {
    const res = await t.app.request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/PortalPRO/');
  });

  it('caches hashed assets for a year and revalidates the shell files', async () => {
    const asset = await t.app.request('/PortalPRO/assets/index-3f2a1b9c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const file of ['sw.js', 'manifest.webmanifest', '']) {
      const res = await t.app.request(`/PortalPRO/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers index.html for client routes (history fallback), 404 for missing assets', async () => {
    const route = await t.app.request('/PortalPRO/proveedor_factura_electronica');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>PortalPRO</title>');
    expect((await t.app.request('/PortalPRO/assets/missing-12345678.js')).status).toBe(404);
    expect((await t.app.request('/PortalPRO/..%2f..%2fetc%2fpasswd')).status).not.toBe(500);
  });

  it('sends text files brotli- or gzip-compressed as the browser accepts, the same bytes inside', async () => {
    const url = '/PortalPRO/assets/app-9a8b7c6d.js';
    const br = await t.app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(BIG_SCRIPT);

    const gz = await t.app.request(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_SCRIPT);

    const plain = await t.app.request(url);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
  });

  it('serves a rebuilt file, not the copy it compressed before', async () => {
    const url = '/PortalPRO/assets/app-9a8b7c6d.js';
    await t.app.request(url, { headers: { 'Accept-Encoding': 'br' } });
    const changed = BIG_SCRIPT.replace('hola', 'adiós');
    await writeFile(path.join(dist, 'assets', 'app-9a8b7c6d.js'), changed);
    const res = await t.app.request(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(changed);
    await writeFile(path.join(dist, 'assets', 'app-9a8b7c6d.js'), BIG_SCRIPT);
  });

  it('compresses API answers for clients that accept gzip', async () => {
    const res = await t.app.request('/PortalPRO/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
      body: JSON.stringify({ ActionId: 11 }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()) as {
      Result: boolean;
    };
    expect(body.Result).toBe(true);
  });

  it('says to run npm run build when the app is missing', async () => {
    const bare = createApp({
      db: t.handle.db,
      env: loadEnv({ STATIC_DIR: path.join(dist, 'nope'), LOG_LEVEL: 'silent' }),
    });
    const res = await bare.request('/PortalPRO/login');
    expect(await res.text()).toContain('npm run build');
  });
});

describe('health and errors', () => {
  it('answers 200 when the database answers', async () => {
    const res = await t.app.request('/PortalPRO/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not, and 500 with a request id for bugs', async () => {
    const broken = {
      execute: () => Promise.reject(new Error('connection refused')),
      select: () => {
        throw new Error('connection refused');
      },
    } as unknown as Db;
    const lines: string[] = [];
    const log = { ...createLogger('silent'), error: (m: string) => void lines.push(m) };
    const app = createApp({ db: broken, env: loadEnv({ LOG_LEVEL: 'silent' }), log });
    expect((await app.request('/PortalPRO/healthz')).status).toBe(503);
    const res = await app.request('/PortalPRO/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"ActionId":11}',
    });
    expect(res.status).toBe(500);
    const requestId = res.headers.get('x-request-id')!;
    expect(((await res.json()) as { Message: string }).Message).toContain(requestId);
    expect(lines.some((l) => l.includes(requestId))).toBe(true);
    expectSecurityHeaders(res);
  });

  it('logs a failed statement by label and code, without the values it was given', async () => {
    const secret = 'juan.perez.secreto';
    const cause = Object.assign(
      new Error(`duplicate key value violates unique constraint "users_user_name_key"`),
      {
        severity: 'ERROR',
        code: '23505',
        constraint: 'users_user_name_key',
        detail: `Key (user_name)=(${secret}) already exists.`,
        query: 'select "id" from "users" where "user_name" = $1',
        params: [secret],
      },
    );
    const failing = new DrizzleQueryError(cause.query, cause.params, cause);
    const broken = {
      select: () => {
        throw failing;
      },
    } as unknown as Db;
    const lines: string[] = [];
    const log = {
      ...createLogger('silent'),
      error: (m: string, extra?: Record<string, unknown>) =>
        void lines.push(`${m} ${JSON.stringify(extra)}`),
    };
    const app = createApp({ db: broken, env: loadEnv({ LOG_LEVEL: 'silent' }), log });
    const res = await app.request('/PortalPRO/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"ActionId":11}',
    });
    expect(res.status).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_user_name_key');
    expect(logged).toContain('select from \\"users\\"');
    expect(logged).not.toContain(secret);
  });
});
