import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSatAnswers } from '../../../../src/domain/cfdi';
import { erpInvoices, registeredInvoiceIds, satCfdiRegistry } from '../../db/schema';
import { b64, demoInvoice, pendingPeriods, unb64 } from '../../testing/invoicing-send-kit';
import { createTestApp, PARTNER_MODULES, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.grantModules('admin', PARTNER_MODULES);
  for (const u of ['arrendador', 'admin', 'visor']) tokens[u] = await t.tokenFor(u);
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

describe('api/ValidateInvoiceXml', () => {
  const status = (body: Record<string, unknown>, user = 'arrendador') =>
    t.call('ValidateInvoiceXml', { ActionId: 21, ...body }, tokens[user]);

  it('answers the registry’s status of a known CFDI, in the shape the sat checks read', async () => {
    const [row] = await t.handle.db
      .select()
      .from(satCfdiRegistry)
      .where(eq(satCfdiRegistry.estado, 'Vigente'))
      .limit(1);
    const res = await status(
      {
        IssuerRFC: row!.issuerRfc.toLowerCase(),
        ReceiverRFC: row!.receiverRfc,
        Total: row!.total,
        UUID: row!.uuid.toLowerCase(),
      },
      'visor',
    );
    expect(res.status).toBe(200);
    const list = res.body.List as Record<string, unknown>;
    expect(list).toMatchObject({ Estado: 'Vigente', ValidacionEFOS: row!.validacionEfos });
    expect(String(list.CodigoEstatus)).toMatch(/^S/);
    // The browser judges the same answer with the same checks.
    const parsed = parseSatAnswers({ status: { Message: res.body.Message, ...list } });
    expect(typeof parsed).toBe('object');
  });

  it('answers No Encontrado when the RFCs, total or UUID do not match', async () => {
    const [row] = await t.handle.db.select().from(satCfdiRegistry).limit(1);
    const res = await status({
      IssuerRFC: row!.issuerRfc,
      ReceiverRFC: row!.receiverRfc,
      Total: '1.00',
      UUID: row!.uuid,
    });
    expect(res.body.List).toMatchObject({ Estado: 'No Encontrado' });
    expect(String((res.body.List as { CodigoEstatus: string }).CodigoEstatus)).toMatch(/^N/);
  });

  it('refuses a malformed RFC, total or UUID (400)', async () => {
    const good = {
      IssuerRFC: 'ILA980412T56',
      ReceiverRFC: 'TTM070315KJ1',
      Total: '100.00',
      UUID: '7D3F1B2C-0000-4000-8000-000000000001',
    };
    for (const bad of [{ IssuerRFC: '123' }, { Total: '1,00' }, { UUID: 'abc' }])
      expect((await status({ ...good, ...bad })).status).toBe(400);
  });
});

describe('api/RecepcionCfdi', () => {
  const reception = (cfdiXml: string, user = 'arrendador') =>
    t.call('RecepcionCfdi', { ActionId: 21, cfdiXml }, tokens[user]);

  it('receives a registered CFDI sent as base64 or as text: one received, one valid', async () => {
    const [period] = await pendingPeriods(
      t,
      tokens.arrendador!,
      'MX10',
      '0000100001',
      '4000000102',
    );
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    for (const sent of [demo.XMLBase64, unb64(demo.XMLBase64)]) {
      const res = await reception(sent);
      expect(res.status).toBe(200);
      expect(res.body.List).toMatchObject({ recepcionOk: true, recibidos: 1, validos: 1 });
      const parsed = parseSatAnswers({
        reception: { Message: res.body.Message, ...(res.body.List as object) },
      });
      expect(typeof parsed).toBe('object');
    }
  });

  it('answers received but not valid for a CFDI the registry does not know', async () => {
    const [period] = await pendingPeriods(
      t,
      tokens.arrendador!,
      'MX10',
      '0000100001',
      '4000000102',
    );
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    const xml = unb64(demo.XMLBase64).replace(
      /UUID="[^"]+"/,
      'UUID="7D3F1B2C-0000-4000-8000-0000000000FF"',
    );
    const res = await reception(b64(xml));
    expect(res.body.List).toMatchObject({ recepcionOk: false, recibidos: 1, validos: 0 });
  });

  it('refuses more than 3,000,000 bytes (413) and what is neither XML nor base64 (400)', async () => {
    const big = `<x>${'a'.repeat(3_000_000)}</x>`;
    const res = await reception(b64(big));
    expect(res.status).toBe(413);
    expect(res.body.Message).toMatch(/3/);
    // Fewer characters than bytes: 1,600,000 two-byte letters are 3,200,000 bytes.
    expect((await reception(`<x>${'ñ'.repeat(1_600_000)}</x>`)).status).toBe(413);
    expect((await reception('no es xml ni base64!')).status).toBe(400);
  });
});
