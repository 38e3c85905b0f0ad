import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpInvoices, registeredInvoiceIds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['arrendador', 'admin']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const validate = (body: Record<string, unknown>, user = 'arrendador') =>
  t.call('InvoiceValidateID', { ActionId: 21, ...body }, tokens[user]);

describe('api/InvoiceValidateID', () => {
  it('answers EXISTE_ID true for an invoice registered with the company, in any case', async () => {
    const [invoice] = await t.handle.db
      .select()
      .from(erpInvoices)
      .where(and(eq(erpInvoices.bukrs, 'MX10'), eq(erpInvoices.lifnr, '0000100001')))
      .limit(1);
    const res = await validate({ BUKRS: 'MX10', LIFNR: '100001', ID: invoice!.uuid.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Result: true, Message: null, List: { EXISTE_ID: true } });
    // One invoice per company and UUID: another lessor of the company may not use it either.
    const other = await validate(
      { BUKRS: 'MX10', LIFNR: '0000100002', ID: invoice!.uuid },
      'admin',
    );
    expect(other.body.List).toEqual({ EXISTE_ID: true });
    // Another company has not registered it.
    const mx20 = await validate({ BUKRS: 'MX20', LIFNR: '0000100003', ID: invoice!.uuid }, 'admin');
    expect(mx20.body.List).toEqual({ EXISTE_ID: false });
  });

  it('answers false for an id never registered', async () => {
    const res = await validate({
      BUKRS: 'MX10',
      LIFNR: '0000100001',
      ID: '7D3F1B2C-0000-4000-8000-000000000001',
    });
    expect(res.body.List).toEqual({ EXISTE_ID: false });
  });

  it('also knows the ids the tax-authority adapter recorded for the supplier', async () => {
    const [recorded] = await t.handle.db.select().from(registeredInvoiceIds).limit(1);
    const res = await validate(
      { BUKRS: recorded!.bukrs, LIFNR: recorded!.lifnr, ID: recorded!.uuid },
      'admin',
    );
    expect(res.body.List).toEqual({ EXISTE_ID: true });
  });

  it('refuses another lessor’s code (403) and a malformed id (400)', async () => {
    const foreign = await validate({ BUKRS: 'MX10', LIFNR: '0000100002', ID: 'ABC' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.Message).toBe('Arrendador 0000100002 no asignado');
    const bad = await validate({ BUKRS: 'MX10', LIFNR: '0000100001', ID: 'no es un id' });
    expect(bad.status).toBe(400);
  });
});

describe('api/ConsultarEFO', () => {
  const efo = (rfc: string) => t.call('ConsultarEFO', { ActionId: 21, rfc }, tokens.arrendador);

  it('passes an RFC not on the 69-B list: consultaOk "true", code 0', async () => {
    const res = await efo('ila980412t56');
    expect(res.body).toEqual({
      Result: true,
      Message: null,
      List: { ResultConsultaEFO: { consultaOk: 'true', codigo: 0 } },
    });
  });

  it('fails a Presunto or Definitivo RFC, naming its situation', async () => {
    for (const [rfc, situacion] of [
      ['EFO150305AB1', 'Presunto'],
      ['DEF100512MN3', 'Definitivo'],
    ]) {
      const res = await efo(rfc!);
      expect(res.body.List).toEqual({
        ResultConsultaEFO: { consultaOk: 'false', codigo: 1, rfc, situacion },
      });
    }
    // Desvirtuado clears the RFC.
    expect(
      ((await efo('DES120918KL2')).body.List as { ResultConsultaEFO: unknown }).ResultConsultaEFO,
    ).toEqual({
      consultaOk: 'true',
      codigo: 0,
    });
  });

  it('refuses what is not an RFC (400)', async () => {
    expect((await efo('12345')).status).toBe(400);
  });
});
