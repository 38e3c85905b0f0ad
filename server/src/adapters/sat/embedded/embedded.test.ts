import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satChecks, type SatFlow } from '../../../../../src/domain/cfdi/checks/sat';
import { cfdiMessage } from '../../../../../src/domain/cfdi/messages';
import { testTrust } from '../../../../../src/domain/cfdi/testing/test-certifier';
import { generateCfdi } from '../../../../../src/domain/cfdi/testing/generate';
import { validateCfdiWithSat } from '../../../../../src/domain/cfdi/validate';
import { sat69b } from '../../../db/schema';
import { DEMO_SAT_CFDIS, demoSatCfdiData, type DemoSatCfdi } from '../../../db/seed/sat';
import { seedDatabase } from '../../../db/seed';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  answerOf,
  createSatAdapter,
  satAnswersFor,
  satCheckerFor,
  type SatAdapter,
  type StatusQuery,
} from '../index';
import { recordInvoiceId } from './index';
import { replaceList69b } from './list-69b';

let t: TestApp;
let sat: SatAdapter;
beforeAll(async () => {
  t = await createTestApp();
  sat = createSatAdapter(t.handle.db, {
    mode: 'embedded',
    statusUrl: 'http://127.0.0.1:1/unused',
    timeoutMs: 1000,
    knownCertifierRfc: 'SAT970701NN3',
  });
});
afterAll(() => t.close());

const INVOICE: SatFlow = { document: 'invoice', variableFlow: false };
const demo = (i: number): DemoSatCfdi => DEMO_SAT_CFDIS[i]!;
const queryOf = (d: DemoSatCfdi): StatusQuery => {
  const data = demoSatCfdiData(d);
  return {
    issuerRfc: data.nifEmisor!,
    receiverRfc: data.nifReceptor!,
    total: data.total!,
    uuid: data.idFactura!.toLowerCase(),
  };
};

describe('embedded status (the seeded registry)', () => {
  it('finds every demo CFDI with the state the seed gave it', async () => {
    for (const d of DEMO_SAT_CFDIS) {
      const answer = await sat.status(queryOf(d));
      expect(answer.CodigoEstatus).toMatch(/^S - /);
      expect(answer.Estado).toBe(d.estado);
    }
    expect(new Set(DEMO_SAT_CFDIS.map((d) => demoSatCfdiData(d).idFactura)).size).toBe(
      DEMO_SAT_CFDIS.length,
    );
  });

  it('answers No Encontrado when the RFCs or the total differ, as the real service does', async () => {
    const q = queryOf(demo(0));
    expect((await sat.status({ ...q, total: `${q.total}1` })).Estado).toBe('No Encontrado');
    expect((await sat.status({ ...q, issuerRfc: 'AAA010101AAA' })).Estado).toBe('No Encontrado');
    expect((await sat.status({ ...q, total: `${q.total}0000` })).Estado).toBe('Vigente');
  });

  it('reports the cancelled demo CFDI with its cancellation status', async () => {
    const cancelled = DEMO_SAT_CFDIS.find((d) => d.estado === 'Cancelado')!;
    const answer = await answerOf(() => sat.status(queryOf(cancelled)));
    const data = { ...demoSatCfdiData(cancelled), xmlRfcProvCertif: 'CVD110412TF6' };
    const status = satChecks(data, { status: answer }, INVOICE)[2]!;
    expect(cfdiMessage(status.message, 'es')).toBe(
      'Estado del CFDI: Cancelado. Estatus de cancelación: Cancelado sin aceptación',
    );
  });
});

describe('embedded blacklist (the 69-B list)', () => {
  it.each([
    ['EFO150305AB1', 'error'],
    ['def100512mn3', 'error'],
    ['DES120918KL2', 'success'],
    ['SFA090101PQ4', 'success'],
    ['SEB050607HJ8', 'success'],
  ])('%s -> %s', async (rfc, status) => {
    const [check] = satChecks(
      demoSatCfdiData(demo(0)),
      { blacklist: await sat.blacklist(rfc) },
      INVOICE,
    );
    expect(check?.status).toBe(status);
  });

  it('names the RFC and its Situación', async () => {
    const [check] = satChecks(
      demoSatCfdiData(demo(0)),
      { blacklist: await sat.blacklist('EFO150305AB1') },
      INVOICE,
    );
    expect(cfdiMessage(check!.message, 'en')).toBe(
      'The RFC EFO150305AB1 (Presunto) is on the SAT article 69-B list.',
    );
  });
});

describe('embedded duplicate id', () => {
  it('knows the seeded registration, by company and padded supplier number', async () => {
    const uuid = demoSatCfdiData(demo(3)).idFactura!.toLowerCase();
    expect((await sat.isDuplicate('MX10', '200001', uuid)).EXISTE_ID).toBe(true);
    expect((await sat.isDuplicate('MX20', '200001', uuid)).EXISTE_ID).toBe(false);
  });

  it('refuses an id once it has been registered', async () => {
    const uuid = demoSatCfdiData(demo(0)).idFactura!;
    expect((await sat.isDuplicate('MX20', '0000100001', uuid)).EXISTE_ID).toBe(false);
    await recordInvoiceId(t.handle.db, 'MX20', '100001', uuid);
    expect((await sat.isDuplicate('MX20', '0000100001', uuid)).EXISTE_ID).toBe(true);
  });
});

describe('embedded reception', () => {
  const flowStatus = async (xml: string) => {
    const data = { ...demoSatCfdiData(demo(0)), xmlRfcProvCertif: 'CVD110412TF6' };
    return satChecks(data, { reception: await sat.reception(xml) }, INVOICE)[3]!;
  };
  it.each([
    ['a known CFDI is received and valid', 0, 'success'],
    ['a stored warning', 1, 'warning'],
    ['a stored seal error', 2, 'error'],
  ])('%s', async (_n, i, status) => {
    expect((await flowStatus(generateCfdi(demo(i).options))).status).toBe(status);
  });

  it('an unknown CFDI was received but not validated; unreadable XML was not received', async () => {
    const unknown = await flowStatus(generateCfdi({ seed: 999_001 }));
    expect(unknown.status).toBe('warning');
    const broken = await flowStatus('<cfdi:Comprobante');
    expect(broken.status).toBe('error');
  });
});

describe('satAnswersFor: one CFDI from its XML to the sat checks', () => {
  const run = async (d: DemoSatCfdi, flow: SatFlow, knownCertifierRfc = 'SAT970701NN3') => {
    const xml = generateCfdi(d.options);
    const data = demoSatCfdiData(d);
    const answers = await satAnswersFor(sat, {
      data,
      xml,
      bukrs: 'MX10',
      lifnr: '0000200001',
      flow,
      knownCertifierRfc,
      // The generated CFDIs' stamps verify with the tests' certifier, issued for SAT970701NN3.
      seal: {
        certificate: null,
        certificateNumber: null,
        authority: null,
        verifiedCertifierRfc: 'SAT970701NN3',
      },
    });
    return satChecks(data, answers, flow).map((o) => `${o.id}:${o.status}`);
  };

  it('refuses an invoice the supplier already registered', async () => {
    expect(await run(demo(3), INVOICE)).toEqual([
      'sat.blacklist:success',
      'sat.duplicateId:error',
      'sat.status:success',
      'sat.reception:exclude',
    ]);
  });

  it('refuses a cancelled CFDI and runs reception for another certifier', async () => {
    expect(await run(demo(8), INVOICE, 'CVD110412TF6')).toEqual([
      'sat.blacklist:success',
      'sat.duplicateId:success',
      'sat.status:error',
      'sat.reception:success',
    ]);
  });

  it('asks only status and reception for a payment complement', async () => {
    const flow: SatFlow = { document: 'paymentComplement', variableFlow: false };
    expect(await run(demo(6), flow, 'CVD110412TF6')).toEqual([
      'sat.blacklist:exclude',
      'sat.duplicateId:exclude',
      'sat.status:success',
      'sat.reception:success',
    ]);
  });
});

describe('validateCfdiWithSat: the engine asks the adapter, as the server will', () => {
  const validate = async (d: DemoSatCfdi) =>
    validateCfdiWithSat(generateCfdi(d.options), {
      today: '2026-03-15',
      lang: 'en',
      trust: await testTrust(),
      sat: satCheckerFor(sat, {
        xml: generateCfdi(d.options),
        bukrs: 'MX10',
        lifnr: '0000200001',
        knownCertifierRfc: 'SAT970701NN3',
      }),
    });
  const satOf = (r: Awaited<ReturnType<typeof validate>>) =>
    r.checks.filter((c) => c.group === 'sat').map((c) => `${c.id}:${c.status}`);

  it('a registered, Vigente invoice passes every document and sat check', async () => {
    const r = await validate(demo(0));
    expect(r.valid).toBe(true);
    expect(satOf(r)).toEqual([
      'sat.blacklist:success',
      'sat.duplicateId:success',
      'sat.status:success',
      'sat.reception:exclude',
    ]);
  });

  it('a cancelled invoice is refused by the sat group alone', async () => {
    const r = await validate(demo(8));
    expect(r.valid).toBe(false);
    expect(r.checks.filter((c) => c.status === 'error').map((c) => c.id)).toEqual(['sat.status']);
    expect(r.checks.find((c) => c.id === 'sat.status')?.message).toContain(
      'Cancelado sin aceptación',
    );
  });
});

describe('the 69-B list import and the seed', () => {
  it('replaces the whole list, and a later seed run keeps the imported list', async () => {
    await replaceList69b(t.handle.db, [
      { rfc: 'AAA080808HL8', name: 'ASESORES, S.A.', situacion: 'Definitivo' },
    ]);
    await seedDatabase(t.handle.db);
    const rows = await t.handle.db.select().from(sat69b);
    expect(rows).toEqual([
      { rfc: 'AAA080808HL8', name: 'ASESORES, S.A.', situacion: 'Definitivo' },
    ]);
    expect((await sat.blacklist('EFO150305AB1')).consultaOk).toBe('true');
  });
});

describe('SAT_MODE=soap', () => {
  it('asks the status service and keeps the rest in the database', async () => {
    const calls: string[] = [];
    const fakeFetch: typeof fetch = async (url) => {
      calls.push(String(url));
      return new Response(
        '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><ConsultaResponse xmlns="http://tempuri.org/"><ConsultaResult xmlns:a="urn:a"><a:CodigoEstatus>S - Comprobante obtenido satisfactoriamente.</a:CodigoEstatus><a:Estado>Vigente</a:Estado><a:ValidacionEFOS>201</a:ValidacionEFOS></ConsultaResult></ConsultaResponse></s:Body></s:Envelope>',
        { status: 200 },
      );
    };
    const soap = createSatAdapter(
      t.handle.db,
      {
        mode: 'soap',
        statusUrl: 'https://sat.example/svc',
        timeoutMs: 1000,
        knownCertifierRfc: 'X',
      },
      fakeFetch,
    );
    const q = { ...queryOf(demo(0)), uuid: '00000000-0000-0000-0000-000000000000' };
    expect((await soap.status(q)).ValidacionEFOS).toBe('201');
    expect(calls).toEqual(['https://sat.example/svc']);
    const registered = demoSatCfdiData(demo(3)).idFactura!;
    expect((await soap.isDuplicate('MX10', '200001', registered)).EXISTE_ID).toBe(true);
  });
});
