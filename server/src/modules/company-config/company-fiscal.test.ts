/**
 * api/CompanyFiscal 21 and 31 with BUKRS: the administrators read the seeded fiscal data of a
 * company and record it — the name trimmed, the postal code five digits, the product-key lists
 * eight-digit keys (empty: the portal's) — every bad value refused with a translated message
 * naming it and nothing stored; the change audited; other roles refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyFiscal } from '../../../../src/protocol/company-fiscal';
import { auditEvents, companies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { invoicedCompany } from '../invoicing/send-checks';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dev', 'visor', 'mantenimiento', 'proveedor', 'arrendador'])
    tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const read = (bukrs: string, user = 'admin') =>
  t.call('CompanyFiscal', { ActionId: 21, BUKRS: bukrs }, tokens[user]);
const save = (body: Record<string, unknown>, user = 'admin', Language = 'es') =>
  t.call('CompanyFiscal', { ActionId: 31, Language, ...body }, tokens[user]);
const row = async (code: string) =>
  (await t.handle.db.select().from(companies).where(eq(companies.code, code)))[0]!;

describe('api/CompanyFiscal 21', () => {
  it('answers the seeded fiscal data of each demo company; the portal’s product keys', async () => {
    const mx10 = await read('mx10');
    expect(mx10.status).toBe(200);
    expect(mx10.body.Fiscal as CompanyFiscal).toEqual({
      BUKRS: 'MX10',
      Name: 'Torres de Telecomunicación de México, S.A. de C.V.',
      TIN: 'TTM070315KJ1',
      FiscalName: 'TORRES DE TELECOMUNICACION DE MEXICO SA DE CV',
      FiscalPostalCode: '06600',
      LeaseProductKeys: null,
      SupplierProductKeys: null,
    });
    expect((await read('MX20', 'dev')).body.Fiscal).toMatchObject({
      FiscalName: 'INFRAESTRUCTURA DE SITIOS DEL NORTE SA DE CV',
      FiscalPostalCode: '64000',
    });
  });

  it('answers 404 with a message for an unknown company', async () => {
    const res = await read('ZZ99');
    expect(res.status).toBe(404);
    expect(res.body.Message).toBe('La sociedad ZZ99 no existe');
  });

  it('is for administrators only', async () => {
    for (const user of ['visor', 'mantenimiento', 'proveedor', 'arrendador']) {
      expect((await read('MX10', user)).status, user).toBe(403);
      const res = await save({ BUKRS: 'MX10', FiscalName: 'X', FiscalPostalCode: '00000' }, user);
      expect(res.status, user).toBe(403);
    }
    expect((await row('MX10')).fiscalPostalCode).toBe('06600');
  });
});

describe('api/CompanyFiscal 31', () => {
  it('records the fiscal data as typed, trimmed, and the product-key lists; audited', async () => {
    const res = await save({
      BUKRS: 'MX20',
      FiscalName: '  Infraestructura de Sitios   del Norte, S.A. de C.V. ',
      FiscalPostalCode: ' 64010 ',
      LeaseProductKeys: '80131500, 80131502;80131500\n93161700',
      SupplierProductKeys: '',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Message).toBe('Datos fiscales de la sociedad MX20 guardados');
    expect(res.body.Fiscal).toMatchObject({
      FiscalName: 'Infraestructura de Sitios del Norte, S.A. de C.V.',
      FiscalPostalCode: '64010',
      LeaseProductKeys: ['80131500', '80131502', '93161700'],
      SupplierProductKeys: null,
    });
    expect(await row('MX20')).toMatchObject({
      fiscalName: 'Infraestructura de Sitios del Norte, S.A. de C.V.',
      fiscalPostalCode: '64010',
      leaseProductKeys: ['80131500', '80131502', '93161700'],
      supplierProductKeys: null,
    });
    // The sends read it: what a CFDI's receiver must repeat, the lessor's E48 keys.
    expect(await invoicedCompany(t.handle.db, 'MX20')).toMatchObject({
      fiscalName: 'Infraestructura de Sitios del Norte, S.A. de C.V.',
      fiscalPostalCode: '64010',
      leaseProductKeys: ['80131500', '80131502', '93161700'],
    });
    const audit = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'CompanyFiscal'), eq(auditEvents.target, 'MX20')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ fiscalPostalCode: '64010' });

    // Emptied lists go back to the portal's; the seeded data is put back.
    const back = await save(
      {
        BUKRS: 'MX20',
        FiscalName: 'INFRAESTRUCTURA DE SITIOS DEL NORTE SA DE CV',
        FiscalPostalCode: '64000',
        LeaseProductKeys: '  ',
      },
      'dev',
      'en',
    );
    expect(back.body.Message).toBe('Fiscal data of company MX20 saved');
    expect(await row('MX20')).toMatchObject({ fiscalPostalCode: '64000', leaseProductKeys: null });
  });

  it.each<[string, Record<string, string>, string, string]>([
    [
      'an empty name',
      { FiscalName: '   ' },
      'Capture el nombre fiscal de la sociedad, como aparece en su constancia de situación fiscal',
      "Enter the company's fiscal name, as its tax status certificate shows it",
    ],
    [
      'a name over 254 characters',
      { FiscalName: 'A'.repeat(255) },
      'El nombre fiscal admite como máximo 254 caracteres',
      'The fiscal name takes at most 254 characters',
    ],
    [
      'a postal code of four digits',
      { FiscalPostalCode: '6600' },
      'El código postal fiscal debe tener 5 dígitos: "6600" no es válido',
      'The fiscal postal code must have 5 digits: "6600" is not valid',
    ],
    [
      'a postal code with letters',
      { FiscalPostalCode: 'CP 06600' },
      'El código postal fiscal debe tener 5 dígitos: "CP 06600" no es válido',
      'The fiscal postal code must have 5 digits: "CP 06600" is not valid',
    ],
    [
      'lease keys that are not 8 digits',
      { LeaseProductKeys: '80131500, 8013150, ABCDEFGH' },
      'Las claves de producto de arrendamiento (E48) deben tener 8 dígitos: 8013150, ABCDEFGH no son válidas',
      'The lease product keys (E48) must have 8 digits: 8013150, ABCDEFGH are not valid',
    ],
    [
      'a supplier key of 9 digits',
      { SupplierProductKeys: '801315000' },
      'Las claves de producto de proveedores deben tener 8 dígitos: 801315000 no son válidas',
      'The supplier product keys must have 8 digits: 801315000 are not valid',
    ],
  ])('refuses %s, naming it, and stores nothing', async (_n, change, es, en) => {
    const body = {
      BUKRS: 'MX10',
      FiscalName: 'OTRA EMPRESA SA DE CV',
      FiscalPostalCode: '00000',
      ...change,
    };
    const res = await save(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Result: false, Message: es });
    expect((await save(body, 'admin', 'en')).body.Message).toBe(en);
    expect(await row('MX10')).toMatchObject({
      fiscalName: 'TORRES DE TELECOMUNICACION DE MEXICO SA DE CV',
      fiscalPostalCode: '06600',
      leaseProductKeys: null,
    });
  });

  it('lists every problem of a save, one a line', async () => {
    const res = await save({ BUKRS: 'MX10', FiscalName: '', FiscalPostalCode: '1' });
    expect(String(res.body.Message).split('\n')).toEqual([
      'Capture el nombre fiscal de la sociedad, como aparece en su constancia de situación fiscal',
      'El código postal fiscal debe tener 5 dígitos: "1" no es válido',
    ]);
  });

  it('answers 404 for an unknown company and 400 for a body without the fields', async () => {
    const unknown = await save({ BUKRS: 'ZZ99', FiscalName: 'X SA', FiscalPostalCode: '01000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Message).toBe('La sociedad ZZ99 no existe');
    expect((await save({ BUKRS: 'MX10' })).status).toBe(400);
  });
});
