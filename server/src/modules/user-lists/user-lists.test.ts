import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'proveedor', 'arrendador', 'mantenimiento', 'cliente', 'visor']) {
    tokens[u] = await t.tokenFor(u);
  }
});
afterAll(() => t.close());

const codes = (list: unknown) => (list as { Code: string }[]).map((c) => c.Code);

describe('api/Supplier 10: the lessors and suppliers a caller may assign', () => {
  it('gives an administrator every active one, narrowed by code or name', async () => {
    const all = await t.call('Supplier', { ActionId: 10 }, tokens.admin);
    expect(all.status).toBe(200);
    expect(codes(all.body.List)).toEqual(['0000100001', '0000100002', '0000200001']);
    const byCode = await t.call(
      'Supplier',
      { ActionId: 10, Filter: { Text: '2000' } },
      tokens.admin,
    );
    expect(codes(byCode.body.List)).toEqual(['0000200001']);
    expect((byCode.body.List as unknown[])[0]).toMatchObject({ IsSupplier: true, IsLessor: false });
  });

  it('gives a principal only its own, whatever code it asks for (IDOR)', async () => {
    const own = await t.call('Supplier', { ActionId: 10 }, tokens.proveedor);
    expect(codes(own.body.List)).toEqual(['0000200001']);
    const other = await t.call(
      'Supplier',
      { ActionId: 10, Filter: { Code: '0000100001' } },
      tokens.proveedor,
    );
    expect(codes(other.body.List)).toEqual([]);
    expect(
      codes((await t.call('Supplier', { ActionId: 10 }, tokens.arrendador)).body.List),
    ).toEqual(['0000100001']);
  });

  it('gives a client principal none', async () => {
    const res = await t.call('Supplier', { ActionId: 10 }, tokens.cliente);
    expect(res.status).toBe(200);
    expect(res.body.List).toEqual([]);
  });

  it('refuses callers outside user administration and a too long filter', async () => {
    expect((await t.call('Supplier', { ActionId: 10 })).status).toBe(401);
    const cuadrilla = await t.tokenFor('cuadrilla');
    expect((await t.call('Supplier', { ActionId: 10 }, cuadrilla)).status).toBe(403);
    const long = await t.call(
      'Supplier',
      { ActionId: 10, Filter: { Name: 'x'.repeat(300) } },
      tokens.admin,
    );
    expect(long.status).toBe(400);
    expect(typeof long.body.Message).toBe('string');
  });
});

describe('api/Crew 10: the crews of the chosen suppliers', () => {
  it('lists the active crews of a supplier for an administrator', async () => {
    const res = await t.call(
      'Crew',
      { ActionId: 10, Filter: { Supplier: ['0000200001'] } },
      tokens.admin,
    );
    expect(res.status).toBe(200);
    expect(codes(res.body.ListS)).toEqual(['CUA-CEN-01', 'CUA-NOR-01', 'CUA-OCC-01', 'CUA-SUR-01']);
    expect((res.body.ListS as unknown[])[0]).toMatchObject({
      SupplierCode: '0000200001',
      CompanyCode: 'MX10',
      RegionCode: 'CEN',
    });
  });

  it('lists nothing without a supplier', async () => {
    const res = await t.call('Crew', { ActionId: 10, Filter: {} }, tokens.admin);
    expect(res.body.ListS).toEqual([]);
  });

  it('never gives another organisation’s crews (IDOR)', async () => {
    const other = await t.call(
      'Crew',
      { ActionId: 10, Filter: { Supplier: ['0000100001'] } },
      tokens.mantenimiento,
    );
    expect(other.body.ListS).toEqual([]);
    const own = await t.call(
      'Crew',
      { ActionId: 10, Filter: { Supplier: ['0000200001', '0000100001'] } },
      tokens.mantenimiento,
    );
    expect(codes(own.body.ListS).every((c) => c.startsWith('CUA-'))).toBe(true);
    expect(codes(own.body.ListS)).toHaveLength(4);
  });
});

describe('api/Region 10: the regions a caller may assign', () => {
  it('gives an administrator every active region', async () => {
    const res = await t.call('Region', { ActionId: 10 }, tokens.admin);
    expect(res.status).toBe(200);
    expect(codes(res.body.List)).toEqual(['CEN', 'NOR', 'OCC', 'SUR']);
  });

  it('gives a caller limited to regions only its own', async () => {
    const res = await t.call('Region', { ActionId: 10 }, tokens.arrendador);
    expect(codes(res.body.List)).toEqual(['NOR']);
  });

  it('lets Visualizar read but not outsiders', async () => {
    expect((await t.call('Region', { ActionId: 10 }, tokens.visor)).status).toBe(200);
    expect((await t.call('Region', { ActionId: 10 })).status).toBe(401);
  });
});
