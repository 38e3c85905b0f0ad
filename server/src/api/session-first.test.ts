/**
 * Large bodies cannot tire the server: an anonymous caller is answered 401 before a byte of its
 * body is read, and one user's large bodies beyond its share are refused at once.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionId } from '../../../src/protocol/envelope';
import { LARGE_BODY_SLOTS } from '../app';
import { createTestApp, socketFrom, TEST_CLIENT_IP, type TestApp } from '../testing/test-app';
import { LARGE_BODY_ROUTES } from './registry';
import { hasPublicAction } from './session-first';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHUNK = new TextEncoder().encode(`{"ActionId":11,"Pad":"${'x'.repeat(64 * 1024)}`);

/** A body that never ends on its own: counts the bytes the server pulls, ends on `finish()`. */
function slowBody() {
  let pulled = 0;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let sentFirst = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!sentFirst) {
          sentFirst = true;
          pulled += CHUNK.byteLength;
          controller.enqueue(CHUNK);
          return;
        }
        await finished;
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled, finish };
}

/** A request as a browser sends a 5 MB file: its Content-Length declared, its body in parts. */
function largeRequest(body: ReadableStream<Uint8Array>, token?: string): RequestInit {
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(5_000_000),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
    duplex: 'half',
  };
  return init;
}

function post(name: string, body: ReadableStream<Uint8Array>, token?: string) {
  const init = largeRequest(body, token);
  return t.app.request(`/PortalPRO/api/${name}`, init, socketFrom(TEST_CLIENT_IP));
}

describe('session before body', () => {
  it('no large-body resource has a public ActionId (the session is decided from the name)', () => {
    for (const { name } of LARGE_BODY_ROUTES) expect(hasPublicAction(name)).toBe(false);
  });

  it('answers an anonymous large body 401 without reading it', async () => {
    for (const { name } of LARGE_BODY_ROUTES) {
      for (const token of [undefined, 'not-a-session']) {
        const body = slowBody();
        const started = Date.now();
        const res = await post(name, body.stream, token);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({
          Result: false,
          Message: 'Su sesión ha expirado, inicie sesión nuevamente',
        });
        expect(body.pulled()).toBe(0);
        expect(Date.now() - started).toBeLessThan(5_000);
        body.finish();
      }
    }
  });

  it('over HTTP: answers 401 after the headers and closes, the rest of the body never sent', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('error', () => {});
      socket.write(
        'POST /PortalPRO/api/Attachment HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 27000000\r\n\r\n',
      );
      socket.write(CHUNK);
      const started = Date.now();
      await closed;
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer.toLowerCase()).toContain('connection: close');
    } finally {
      server.close();
    }
  });

  it('answers an anonymous call of a protected resource 401 in the Accept-Language', async () => {
    const res = await t.call('site', '{"ActionId": 31,', null, { 'Accept-Language': 'en-US' });
    expect(res.status).toBe(401);
    expect(res.body.Message).toBe('Your session has expired, please sign in again');
  });

  it('still reads the body of a resource with a public ActionId to find the action', async () => {
    expect(hasPublicAction('session')).toBe(true);
    expect((await t.call('session', '{"ActionId": 31,')).status).toBe(400);
  });
});

describe('large bodies at once', () => {
  it(`refuses a user's large body beyond ${LARGE_BODY_SLOTS.perUser} at once with 429`, async () => {
    const admin = await t.tokenFor('admin');
    const held = Array.from({ length: LARGE_BODY_SLOTS.perUser }, () => slowBody());
    const running = held.map((b) => post('Attachment', b.stream, admin));
    // The held bodies are being read (each has given its first chunk) before the next one comes.
    await expect.poll(() => held.every((b) => b.pulled() > 0)).toBe(true);

    const extra = slowBody();
    const refused = await post('Attachment', extra.stream, admin);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toEqual({
      Result: false,
      Message: 'Se están enviando demasiados archivos a la vez, intente de nuevo en 10 segundos',
    });
    expect(extra.pulled()).toBe(0);
    extra.finish();

    // Another user still has its share, and a small body of the same user takes no slot.
    const other = slowBody();
    const otherRes = post('Attachment', other.stream, await t.tokenFor('dev'));
    await expect.poll(() => other.pulled() > 0).toBe(true);
    other.finish();
    expect((await otherRes).status).not.toBe(429);
    const list = await t.call('Attachment', { ActionId: ActionId.ListFiltered }, admin);
    expect(list.status).not.toBe(429);

    for (const b of held) b.finish();
    for (const res of await Promise.all(running)) expect(res.status).not.toBe(429);
    // Once answered, the slots are free again.
    const again = slowBody();
    const next = post('Attachment', again.stream, admin);
    await expect.poll(() => again.pulled() > 0).toBe(true);
    again.finish();
    expect((await next).status).not.toBe(429);
  });

  it('refuses any large body with 503 once the process reads its total', async () => {
    const small = await createTestApp({ largeBodySlots: { perUser: 2, total: 1 } });
    try {
      const request = (token: string, body: ReadableStream<Uint8Array>) =>
        small.app.request(
          '/PortalPRO/api/Attachment',
          largeRequest(body, token),
          socketFrom(TEST_CLIENT_IP),
        );
      const first = slowBody();
      const running = request(await small.tokenFor('admin'), first.stream);
      await expect.poll(() => first.pulled() > 0).toBe(true);
      const res = await request(await small.tokenFor('dev'), slowBody().stream);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('10');
      first.finish();
      expect((await running).status).not.toBe(503);
    } finally {
      await small.close();
    }
  });
});
