/**
 * api/ConfigData 21 and api/PaymentMethod 21 with BUKRS (spec 3 §3.11, §7.5): the seeded
 * configuration as administrators read it, who may read it, and the tolerance invoicing takes
 * from it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyConfig, PaymentMethod } from '../../../../src/protocol/company-config';
import { companyConfig } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { companyTolerance } from './tolerance';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dev', 'visor', 'mantenimiento', 'proveedor', 'arrendador', 'cliente'])
    tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

describe('api/ConfigData 21', () => {
  it('answers the seeded configuration of a company', async () => {
    const res = await t.call('ConfigData', { ActionId: 21, BUKRS: 'mx10' }, tokens.admin);
    expect(res.status).toBe(200);
    const config = res.body.Config as CompanyConfig;
    expect(config).toMatchObject({
      BUKRS: 'MX10',
      Base: { TotalTolerance: '5', IvaPercentage: '16', ShowXml: 'S', PortfolioSort: 1 },
      SalesArea: { SalesOrganization: 'MX10' },
      OrderPreparation: { EnlistDays: 2 },
      AlstMaterials: { CompanyCode: 'MX10' },
    });
    expect(config.TotalsLayout.map((l) => l.Position)).toEqual([1, 2, 3, 4]);
  });

  it('answers 404 with a message for an unknown company', async () => {
    const res = await t.call('ConfigData', { ActionId: 21, BUKRS: 'ZZ99' }, tokens.dev);
    expect(res.status).toBe(404);
    expect(res.body.Message).toBe('La sociedad no existe o no tiene configuración');
  });

  it('is for administrators only; the body needs a BUKRS of at most 10', async () => {
    for (const user of ['visor', 'mantenimiento', 'proveedor', 'arrendador', 'cliente']) {
      const res = await t.call('ConfigData', { ActionId: 21, BUKRS: 'MX10' }, tokens[user]);
      expect(res.status, user).toBe(403);
      const pm = await t.call('PaymentMethod', { ActionId: 21, BUKRS: 'MX10' }, tokens[user]);
      expect(pm.status, user).toBe(403);
    }
    expect((await t.call('ConfigData', { ActionId: 21 }, tokens.admin)).status).toBe(400);
    const long = await t.call('ConfigData', { ActionId: 21, BUKRS: 'X'.repeat(11) }, tokens.admin);
    expect(long.status).toBe(400);
  });
});

describe('api/PaymentMethod 21', () => {
  it('lists the company’s payment methods', async () => {
    const res = await t.call('PaymentMethod', { ActionId: 21, BUKRS: 'MX20' }, tokens.admin);
    expect(res.status).toBe(200);
    const list = res.body.List as PaymentMethod[];
    expect(list.map((m) => m.Name)).toEqual(['Transferencia', 'Pago anticipado']);
    expect(list.every((m) => m.CompanyCode === 'MX20')).toBe(true);
  });
});

describe('companyTolerance', () => {
  it('gives the spec tolerances from the seeded configuration and follows a change', async () => {
    expect(await companyTolerance(t.handle.db, 'MX10', 'supplier', 'MXN')).toBe('5');
    expect(await companyTolerance(t.handle.db, 'MX10', 'supplier', 'USD')).toBe('0.09');
    expect(await companyTolerance(t.handle.db, 'MX10', 'lessor', 'MXN')).toBe('5');
    expect(await companyTolerance(t.handle.db, 'NONE', 'supplier', 'MXN')).toBe('5');
    await t.handle.db
      .update(companyConfig)
      .set({ totalTolerance: '1.5' })
      .where(eq(companyConfig.companyCode, 'MX20'));
    expect(await companyTolerance(t.handle.db, 'MX20', 'supplier', 'MXN')).toBe('1.5');
    await t.handle.db
      .update(companyConfig)
      .set({ totalTolerance: '5' })
      .where(eq(companyConfig.companyCode, 'MX20'));
  });
});
