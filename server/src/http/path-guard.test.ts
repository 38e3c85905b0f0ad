/**
 * A path with a control or bidirectional character is refused with 400 before any route runs (no
 * 500 from a NUL reaching the database), and a line break in a path cannot forge a log line.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverErrors, siteMedia } from '../db/schema';
import { createLogger } from '../logger';
import { TEST_CLIENT_IP, createTestApp, socketFrom, type TestApp } from '../testing/test-app';
import { pathIsRefused } from './path-guard';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'error' }, accessLog: (l) => void lines.push(l) });
  await t.handle.db.insert(siteMedia).values({
    key: 'help/arrendador_inicio.webm',
    mime: 'video/webm',
    size: 4,
    data: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]),
  });
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers }, socketFrom(TEST_CLIENT_IP));

describe('pathIsRefused', () => {
  it.each([
    ['/PortalPRO/help/a%00.webm', true],
    ['/PortalPRO/x%0ay', true],
    ['/PortalPRO/x%0Dy', true],
    ['/PortalPRO/x%7fy', true],
    ['/PortalPRO/x%c2%85y', true],
    ['/PortalPRO/x%e2%80%aey', true],
    ['/PortalPRO/x%e2%81%a6y', true],
    ['/PortalPRO/x%e2%80%a8y', true],
    ['/PortalPRO/x%ffy', true],
    ['/PortalPRO/help/arrendador_inicio.webm', false],
    ['/PortalPRO/se%C3%B1al%20perdida', false],
    ['/PortalPRO/api/Orders?q=%0a', false],
  ])('%s -> %s', (path, refused) => expect(pathIsRefused(`http://localhost${path}`)).toBe(refused));
});

describe('a path with a control character', () => {
  it('answers 400 for a NUL in a help video path, and records no server error', async () => {
    const before = (await t.handle.db.select().from(serverErrors)).length;
    const res = await get('/PortalPRO/help/arrendador_inicio%00.webm');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Bad request');
    expect(await t.handle.db.select().from(serverErrors)).toHaveLength(before);
    // The video itself is still served.
    const video = await get('/PortalPRO/help/arrendador_inicio.webm');
    expect(video.status).toBe(200);
  });

  it('answers an API path 400 with a translated message', async () => {
    const res = await t.app.request(
      '/PortalPRO/api/site%0a',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
      socketFrom(TEST_CLIENT_IP),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      Result: false,
      Message: 'La dirección solicitada no es válida',
    });
    const en = await t.app.request(
      '/PortalPRO/api/site%E2%80%AE',
      { method: 'POST', headers: { 'Accept-Language': 'en' }, body: '{}' },
      socketFrom(TEST_CLIENT_IP),
    );
    expect(en.status).toBe(400);
    expect(((await en.json()) as { Message: string }).Message).toBe(
      'The requested address is not valid',
    );
  });

  it('writes exactly one access log line, the line break escaped in its path field', async () => {
    const res = await get('/PortalPRO/x%0a{"forged":true}');
    expect(res.status).toBe(400);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\n\r]/);
    expect(lines[0]).toContain('\\n');
    const line = JSON.parse(lines[0]!) as { path: string; status: number; route: string };
    expect(line).toMatchObject({ status: 400, route: 'refused' });
    expect(line.path).toContain('\n');
  });
});

describe('the logger', () => {
  it('writes one JSON line per event, a line break in the message or a field escaped', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      createLogger('info').error('unhandled error\n2026-01-01 INFO forged', {
        path: '/PortalPRO/x\n{"level":"info"}',
        level: 'forged',
      });
      expect(spy).toHaveBeenCalledTimes(1);
      const written = String(spy.mock.calls[0]![0]);
      expect(written).not.toMatch(/[\n\r]/);
      expect(JSON.parse(written)).toMatchObject({
        level: 'error',
        msg: 'unhandled error\n2026-01-01 INFO forged',
        path: '/PortalPRO/x\n{"level":"info"}',
      });
    } finally {
      spy.mockRestore();
    }
  });
});
