import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { jsonResponse } from '../testing/session-factory';
import { callApi, configureApiClient, dispositionFileName, fetchFile } from './api-client';
import { ApiError, failureText, isRefusal } from './api-errors';
import { setLanguage } from './language';

const fetchMock = vi.fn<typeof fetch>();

function lastBody(): Record<string, unknown> {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}
function lastHeaders(): Record<string, string> {
  return (fetchMock.mock.calls.at(-1)?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('callApi', () => {
  let token: string | null;
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    token = 'secret-token';
    onUnauthorized.mockReset();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ getToken: () => token, onUnauthorized });
    setLanguage('es');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts to <base>api/<name> with ActionId, Language, payload and the bearer token', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ Result: true, Message: null }));
    setLanguage('en');
    await callApi('profile', 21, { Filter: { Id: 3 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/PortalPRO/api/profile');
    expect(init?.method).toBe('POST');
    expect(lastBody()).toEqual({ Filter: { Id: 3 }, ActionId: 21, Language: 'en' });
    expect(lastHeaders().Authorization).toBe('Bearer secret-token');
  });

  it('sends no Authorization header when signed out', async () => {
    token = null;
    fetchMock.mockImplementation(async () => jsonResponse({ Result: true, Message: null }));
    await callApi('session', 11);
    expect(lastHeaders().Authorization).toBeUndefined();
    expect(lastBody()).toMatchObject({ ActionId: 11, Language: 'es' });
  });

  it('validates the answer with the schema and returns its output', async () => {
    const schema = v.object({
      Result: v.boolean(),
      Message: v.nullable(v.string()),
      Count: v.number(),
    });
    fetchMock.mockImplementation(async () =>
      jsonResponse({ Result: true, Message: null, Count: 4 }),
    );
    await expect(callApi('x', 21, {}, { schema })).resolves.toEqual({
      Result: true,
      Message: null,
      Count: 4,
    });
    fetchMock.mockImplementation(async () =>
      jsonResponse({ Result: true, Message: null, Count: 'four' }),
    );
    await expect(callApi('x', 21, {}, { schema })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('throws a refusal (Result false) as ApiError refused with the Message and the answer', async () => {
    const schema = v.object({
      Result: v.boolean(),
      Message: v.nullable(v.string()),
      List: v.array(v.number()),
    });
    fetchMock.mockImplementation(async () =>
      jsonResponse({ Result: false, Message: 'Usuario bloqueado', Logout: true }),
    );
    const refused = await callApi('x', 21, {}, { schema }).catch((error: unknown) => error);
    expect(isRefusal(refused)).toBe(true);
    expect(refused).toMatchObject({
      kind: 'refused',
      status: 200,
      message: 'Usuario bloqueado',
      body: { Result: false, Message: 'Usuario bloqueado', Logout: true },
    });
    // Without a schema too: no call resolves with a refusal.
    await expect(callApi('x', 21)).rejects.toMatchObject({ kind: 'refused' });
  });

  it('words a refusal without a message in the user language, and failureText can say better', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ Result: false, Message: null }));
    const refused = await callApi('x', 21).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'refused', message: 'El servidor rechazó la solicitud' });
    expect(failureText(refused, 'No fue posible iniciar sesión')).toBe(
      'No fue posible iniciar sesión',
    );
    fetchMock.mockImplementation(async () =>
      jsonResponse({ Result: false, Message: 'Token expirado' }),
    );
    const withMessage = await callApi('x', 21).catch((error: unknown) => error);
    expect(failureText(withMessage, 'otro')).toBe('Token expirado');
  });

  it('runs the expiry handler exactly once when several calls get 401', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ Result: false, Message: 'expired' }, 401),
    );
    const results = await Promise.allSettled([
      callApi('a', 21),
      callApi('b', 21),
      callApi('c', 21),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const error = (results[0] as PromiseRejectedResult).reason as ApiError;
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
  });

  it('does not run the expiry handler for a 401 without a session', async () => {
    token = null;
    fetchMock.mockImplementation(async () => jsonResponse({ Result: false, Message: null }, 401));
    await expect(callApi('session', 31)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the network error its own message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi('session', 21)).rejects.toMatchObject({
      kind: 'network',
      message: 'Failed to fetch',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('maps statuses to typed errors with the server message when there is one', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ Result: false, Message: 'Demasiados intentos' }, 429),
    );
    await expect(callApi('session', 31)).rejects.toMatchObject({
      kind: 'throttled',
      message: 'Demasiados intentos',
    });
    fetchMock.mockResolvedValue(new Response('', { status: 403 }));
    await expect(callApi('client', 10)).rejects.toMatchObject({ kind: 'forbidden', status: 403 });
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    await expect(callApi('client', 10)).rejects.toMatchObject({ kind: 'server' });
  });
});

describe('fetchFile', () => {
  const onUnauthorized = vi.fn();
  const pdf = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d]);

  beforeEach(() => {
    onUnauthorized.mockReset();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ getToken: () => 'secret-token', onUnauthorized });
    setLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('GETs <base>api/<path> with the bearer token and language, answering the bytes as a Blob', async () => {
    fetchMock.mockResolvedValue(
      new Response(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="Acta a_o.pdf"; filename*=UTF-8''Acta%20a%C3%B1o.pdf`,
        },
      }),
    );
    const file = await fetchFile('files/attachment/7');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/PortalPRO/api/files/attachment/7');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      headers: { Authorization: 'Bearer secret-token', 'Accept-Language': 'en' },
    });
    expect(file.fileName).toBe('Acta año.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([...pdf]);
  });

  it("throws the server's message as an ApiError of the status, and a 401 starts the expiry flow", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ Result: false, Message: 'The attachment does not exist' }, 404),
    );
    await expect(fetchFile('files/attachment/9')).rejects.toMatchObject({
      status: 404,
      message: 'The attachment does not exist',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    fetchMock.mockImplementation(async () =>
      jsonResponse({ Result: false, Message: 'expired' }, 401),
    );
    await expect(fetchFile('files/photo/P1')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into a network ApiError and lets an abort through', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchFile('files/photo/P1')).rejects.toMatchObject({ kind: 'network' });
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(fetchFile('files/photo/P1')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and has none without either', () => {
    expect(dispositionFileName(`attachment; filename="a.pdf"; filename*=UTF-8''%C3%B1.pdf`)).toBe(
      'ñ.pdf',
    );
    expect(dispositionFileName('attachment; filename="informe final.pdf"')).toBe(
      'informe final.pdf',
    );
    expect(dispositionFileName(`attachment; filename="x.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe(
      'x.pdf',
    );
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});
