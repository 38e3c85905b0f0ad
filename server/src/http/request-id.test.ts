import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { loadEnv } from '../env';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { requestIdFor } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'portalpro-request-id-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>PortalPRO</title>');
  t = await createTestApp({ env: { STATIC_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  t.app.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });

/** An app whose database fails every statement: answers 500 where one is needed. */
function brokenApp(lines: string[]) {
  const broken = {
    execute: () => Promise.reject(new Error('connection refused')),
    select: () => {
      throw new Error('connection refused');
    },
    insert: () => {
      throw new Error('connection refused');
    },
  } as unknown as Db;
  const log = { ...createLogger('silent'), error: (m: string) => void lines.push(m) };
  return createApp({ db: broken, env: loadEnv({ LOG_LEVEL: 'silent' }), log });
}

describe('X-Request-Id', () => {
  it('is on every answer: API, refusals, 404s, 413s, static files and the health check', async () => {
    const answers: [string, Response][] = [
      ['api ok', await post('/PortalPRO/api/session', '{"ActionId":11}')],
      ['api 401', await post('/PortalPRO/api/user', '{"ActionId":21,"User":{"Id":1}}')],
      ['api 400', await post('/PortalPRO/api/session', '{')],
      ['api unknown', await post('/PortalPRO/api/nothing-here', '{}')],
      ['api GET', await t.app.request('/PortalPRO/api/session')],
      [
        'api 413',
        await post('/PortalPRO/api/session', JSON.stringify({ Pad: 'x'.repeat(1024 * 1024) })),
      ],
      ['static shell', await t.app.request('/PortalPRO/')],
      ['static 404', await t.app.request('/PortalPRO/assets/missing-0123abcd.js')],
      ['healthz', await t.app.request('/PortalPRO/healthz')],
      ['redirect', await t.app.request('/')],
      ['not found', await t.app.request('/elsewhere')],
      ['Token', await t.app.request('/PortalPRO/Token')],
    ];
    const expected: Record<string, number> = {
      'api ok': 200,
      'api 401': 401,
      'api 400': 400,
      'api unknown': 404,
      'api GET': 404,
      'api 413': 413,
      'static shell': 200,
      'static 404': 404,
      healthz: 200,
      redirect: 302,
      'not found': 404,
      Token: 405,
    };
    const ids = new Set<string>();
    for (const [what, res] of answers) {
      expect({ what, status: res.status }).toEqual({ what, status: expected[what] });
      const id = res.headers.get('x-request-id');
      expect({ what, id }).toEqual({ what, id: expect.stringMatching(UUID) });
      ids.add(id!);
    }
    // One id per request.
    expect(ids.size).toBe(answers.length);
  });

  it('keeps a well-formed incoming id and replaces a hostile one', async () => {
    const kept = await post('/PortalPRO/api/session', '{"ActionId":11}', {
      'X-Request-Id': 'lb-1f3a:42.7_x',
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-1f3a:42.7_x');
    const static64 = 'a'.repeat(64);
    const onStatic = await t.app.request('/PortalPRO/', { headers: { 'X-Request-Id': static64 } });
    expect(onStatic.headers.get('x-request-id')).toBe(static64);

    for (const hostile of [
      'a'.repeat(65),
      'id with spaces',
      'x"}{"userId":1',
      'ünïcode',
      '<script>',
      'a/b',
    ]) {
      const res = await t.app.request('/PortalPRO/healthz', {
        headers: { 'X-Request-Id': hostile },
      });
      const id = res.headers.get('x-request-id');
      expect({ hostile, id }).toEqual({ hostile, id: expect.stringMatching(UUID) });
    }
    expect(requestIdFor('')).toMatch(UUID);
    expect(requestIdFor(undefined)).toMatch(UUID);
  });

  it('is the one id of a 500: header, message and log line, from the dispatcher and the app', async () => {
    const lines: string[] = [];
    const app = brokenApp(lines);
    // The dispatcher's 500 (a handler failed), with the proxy's id.
    const api = await app.request('/PortalPRO/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'proxy-77' },
      body: '{"ActionId":11}',
    });
    expect(api.status).toBe(500);
    expect(api.headers.get('x-request-id')).toBe('proxy-77');
    expect(((await api.json()) as { Message: string }).Message).toContain('proxy-77');
    expect(lines.filter((l) => l.includes('[proxy-77]'))).toHaveLength(1);

    // The app's error handler (a failure outside the API), with an id of its own.
    const help = await app.request('/PortalPRO/help/video.mp4');
    expect(help.status).toBe(500);
    const id = help.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(((await help.json()) as { Message: string }).Message).toContain(id);
    expect(lines.some((l) => l.startsWith('unhandled error') && l.includes(`[${id}]`))).toBe(true);
  });
});
