import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Module } from '../../../../src/domain/menu-tree';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dev', 'visor', 'proveedor']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

describe('api/Module 10', () => {
  it('gives an administrator the whole catalogue, by code, with name, type and Active', async () => {
    const res = await t.call('Module', { ActionId: 10 }, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body.Result).toBe(true);
    const list = res.body.List as { Code: string; Name: string; Type: number; Active: boolean }[];
    expect(list.map((m) => m.Code)).toEqual(Object.values(Module).sort());
    expect(list.find((m) => m.Code === Module.AdminUsers)).toEqual({
      Code: 'ADM_USER',
      Name: 'Administración de usuarios',
      Type: 3,
      Active: true,
    });
    expect(list.find((m) => m.Code === Module.SupplierInvoicing)?.Type).toBe(4);
  });

  it('answers a developer too', async () => {
    const res = await t.call('Module', { ActionId: 10 }, tokens.dev);
    expect(res.body.Result).toBe(true);
  });

  it('refuses everyone else with a translated 403, Visualizar included', async () => {
    for (const who of ['visor', 'proveedor']) {
      const res = await t.call('Module', { ActionId: 10, Language: 'en' }, tokens[who]);
      expect(res.status).toBe(403);
      expect(res.body.Result).toBe(false);
      expect(typeof res.body.Message).toBe('string');
    }
  });

  it('needs a session', async () => {
    expect((await t.call('Module', { ActionId: 10 })).status).toBe(401);
  });
});
