import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'proveedor', 'arrendador']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const codes = (body: Record<string, unknown>) =>
  (body.List as { Code: string }[]).map((c) => c.Code);

describe('api/company 10', () => {
  it('gives an administrator every company', async () => {
    const res = await t.call('company', { ActionId: 10, Filter: {} }, tokens.admin);
    expect(res.status).toBe(200);
    expect(codes(res.body)).toEqual(['MX10', 'MX20']);
    expect((res.body.List as unknown[])[0]).toMatchObject({
      Code: 'MX10',
      TIN: 'TTM070315KJ1',
      Active: true,
    });
  });

  it('gives everyone else only their own companies, whatever the filter asks', async () => {
    expect(codes((await t.call('company', { ActionId: 10 }, tokens.proveedor)).body)).toEqual([
      'MX10',
    ]);
    const other = await t.call(
      'company',
      { ActionId: 10, Filter: { Code: 'MX20' } },
      tokens.arrendador,
    );
    expect(codes(other.body)).toEqual([]);
  });

  it('narrows by name', async () => {
    const res = await t.call('company', { ActionId: 10, Filter: { Name: 'norte' } }, tokens.admin);
    expect(codes(res.body)).toEqual(['MX20']);
  });

  it('needs a session', async () => {
    expect((await t.call('company', { ActionId: 10 })).status).toBe(401);
  });
});
