import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { message } from '../../../../src/protocol/messages';
import { TokenRequest, TokenResponse } from '../../../../src/protocol/token';
import { pathLabel, scalarFields } from '../../testing/schema-fields';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function grant(form: Record<string, string>, contentType = 'application/x-www-form-urlencoded') {
  return t.app.request('/PortalPRO/Token', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: new URLSearchParams(form).toString(),
  });
}

describe('POST <base>Token', () => {
  it('grants a bearer token usable on api/session 21', async () => {
    const res = await grant({
      grant_type: 'password',
      username: 'proveedor',
      password: 'Portal#2026',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = v.parse(TokenResponse, await res.json());
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(480 * 60);
    const session = await t.call('session', { ActionId: 21 }, body.access_token);
    expect(session.status).toBe(200);
    expect((session.body.Session as { User: { UserName: string } }).User.UserName).toBe(
      'proveedor',
    );
  });

  it('answers invalid_grant for wrong credentials, inactive and locked accounts', async () => {
    for (const [username, password, description] of [
      ['proveedor', 'incorrecta', 'Usuario y/o contraseña incorrecta'],
      ['inactivo', 'Portal#2026', 'Usuario inactivo'],
      ['bloqueado', 'Portal#2026', 'Usuario bloqueado'],
    ] as const) {
      const res = await grant({ grant_type: 'password', username, password });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'invalid_grant', error_description: description });
    }
  });

  it('answers unsupported_grant_type and invalid_request', async () => {
    const other = await grant({ grant_type: 'client_credentials' });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ error: 'unsupported_grant_type' });
    const missing = await grant({ grant_type: 'password', username: 'admin' });
    expect(missing.status).toBe(400);
    expect((await missing.json()) as object).toMatchObject({ error: 'invalid_request' });
    const json = await grant({ grant_type: 'password' }, 'application/json');
    expect(((await json.json()) as { error: string }).error).toBe('invalid_request');
  });

  // Every text field of the form (walked from its schema) with NUL or BEL: a 400, never a 500.
  const textFields = scalarFields(TokenRequest).filter((f) => f.kind === 'string');
  const controlCases = textFields.flatMap((f) =>
    ['a\u0000b', '\u0007'].map(
      (bad) => [`${pathLabel(f.path)} = ${JSON.stringify(bad)}`, f, bad] as const,
    ),
  );
  it('walks both text fields of the form', () => {
    expect(textFields.map((f) => pathLabel(f.path))).toEqual(['username', 'password']);
    expect(controlCases).toHaveLength(4);
  });
  it.each(controlCases)('refuses a control character in %s', async (_, field, bad) => {
    const form = { grant_type: 'password', username: 'admin', password: 'Portal#2026' };
    const res = await grant({ ...form, [String(field.path[0])]: bad });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid_request',
      error_description: message('controlCharacters', 'es', { field: String(field.path[0]) }),
    });
  });

  it('is not the app shell for other methods', async () => {
    const res = await t.app.request('/PortalPRO/Token');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
