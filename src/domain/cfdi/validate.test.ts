import { describe, expect, it, vi } from 'vitest';
import type { SatAnswers, SatFlow, StatusAnswer } from './checks/sat';
import type { CfdiData } from './extract';
import { generateCfdi, generateTree } from './testing/generate';
import { editFirst, serialize, setAttr } from './testing/xml-writer';
import { satFlowOf, validateCfdi, validateCfdiWithSat, validateCfdiWithSeal } from './validate';

const today = '2026-11-21';
const STATUS_OK: StatusAnswer = {
  Message: null,
  CodigoEstatus: 'S - Comprobante obtenido satisfactoriamente.',
  Estado: 'Vigente',
  ValidacionEFOS: '200',
  EstatusCancelacion: null,
  EsCancelable: null,
};
const SAT_OK: SatAnswers = {
  blacklist: { Message: null, consultaOk: 'true', codigo: 0 },
  duplicate: { Message: null, EXISTE_ID: false },
  status: STATUS_OK,
  reception: {
    Message: null,
    Error: null,
    recepcionOk: true,
    recibidos: 1,
    validos: 1,
    mensaje: null,
  },
  knownCertifierRfc: 'CVD110412TF6',
};
const satOf = (checks: readonly { id: string; group: string; status: string }[]): string[] =>
  checks.filter((c) => c.group === 'sat').map((c) => `${c.id}:${c.status}`);

describe('the sat group, given answers or a checker, runs the same code', () => {
  const xml = generateCfdi();

  it('without answers every sat check is not evaluated', () => {
    expect(satOf(validateCfdi(xml, { today }).checks)).toEqual([
      'sat.blacklist:exclude',
      'sat.duplicateId:exclude',
      'sat.status:exclude',
      'sat.reception:exclude',
    ]);
  });

  it('recorded answers and a checker giving the same answers agree, message for message', async () => {
    const recorded = await validateCfdiWithSeal(xml, { today, lang: 'en', sat: SAT_OK });
    const asked = await validateCfdiWithSat(xml, { today, lang: 'en', sat: async () => SAT_OK });
    expect(asked).toEqual(recorded);
    expect(recorded.valid).toBe(true);
    expect(satOf(recorded.checks)).toEqual([
      'sat.blacklist:success',
      'sat.duplicateId:success',
      'sat.status:success',
      'sat.reception:success',
    ]);
  });

  it('a failing answer makes the CFDI invalid, with the service-specific message', () => {
    const cancelled: SatAnswers = {
      ...SAT_OK,
      status: { ...STATUS_OK, Estado: 'Cancelado', EstatusCancelacion: 'Plazo vencido' },
    };
    const r = validateCfdi(xml, { today, sat: cancelled });
    expect(r.valid).toBe(false);
    expect(r.checks.find((c) => c.id === 'sat.status')).toMatchObject({
      status: 'error',
      message: expect.stringContaining('Plazo vencido') as string,
    });
  });

  it('asks the checker once, with the extracted data and the flow of the context', async () => {
    const checker = vi.fn(async (_data: CfdiData, _flow: SatFlow) => SAT_OK);
    await validateCfdiWithSat(generateCfdi({ type: 'P' }), { today, sat: checker });
    expect(checker).toHaveBeenCalledTimes(1);
    expect(checker).toHaveBeenCalledWith(
      expect.objectContaining({ xmlTipoDeComprobante: 'P' }),
      { document: 'paymentComplement', variableFlow: false },
      // What the seal checks learnt: without a trust store, no verified stamp.
      expect.objectContaining({ verifiedCertifierRfc: null }),
    );
  });

  it('does not ask about a file that cannot be read', async () => {
    const checker = vi.fn(async () => SAT_OK);
    const r = await validateCfdiWithSat('<cfdi:Comprobante', { today, sat: checker });
    expect(checker).not.toHaveBeenCalled();
    expect(r.valid).toBe(false);
    expect(satOf(r.checks).every((c) => c.endsWith(':exclude'))).toBe(true);
  });

  it.each<[string, Partial<CfdiData>, SatFlow]>([
    ['an invoice', { xmlTipoDeComprobante: 'I' }, { document: 'invoice', variableFlow: false }],
    [
      'a payment complement',
      { xmlTipoDeComprobante: 'P' },
      { document: 'paymentComplement', variableFlow: false },
    ],
  ])('without a portal context, %s is judged in its own flow', (_n, data, flow) =>
    expect(satFlowOf(data as CfdiData)).toEqual(flow),
  );
});

describe('the seal group runs after the synchronous checks', () => {
  const sealOf = (checks: readonly { id: string; group: string; status: string }[]): string[] =>
    checks.filter((c) => c.group === 'seal').map((c) => `${c.id}:${c.status}`);
  const tampered = generateCfdi({ tamper: 'alteredAfterSeal' });

  it('the synchronous validation lists it as not evaluated, and says why', () => {
    const r = validateCfdi(tampered, { today, lang: 'en' });
    expect(sealOf(r.checks).every((c) => c.endsWith(':exclude'))).toBe(true);
    expect(r.checks.find((c) => c.id === 'seal.signature')?.message).toBe(
      'Not evaluated: needs the seal verification.',
    );
  });

  it('the asynchronous validations run it, in its place before the portal group', async () => {
    const r = await validateCfdiWithSeal(generateCfdi(), { today });
    expect(sealOf(r.checks)).toEqual([
      'seal.certificate:success',
      'seal.certificateRfc:success',
      'seal.certificateDates:success',
      'seal.signature:success',
      // Without a trust store the authority, kind, name and stamp are not judged.
      'seal.chain:exclude',
      'seal.csd:exclude',
      'seal.certificateName:exclude',
      'seal.revocation:exclude',
      'seal.stamp:exclude',
      'seal.stampCertifier:exclude',
    ]);
    const groups = [...new Set(r.checks.map((c) => c.group))];
    expect(groups.slice(groups.indexOf('pagos'))).toEqual([
      'pagos',
      'catalog',
      'seal',
      'portal',
      'sat',
    ]);
  });

  it('a document altered after sealing is refused by the browser path and the server path', async () => {
    const browser = await validateCfdiWithSeal(tampered, { today, sat: SAT_OK });
    const server = await validateCfdiWithSat(tampered, { today, sat: async () => SAT_OK });
    for (const r of [browser, server]) {
      expect(r.valid).toBe(false);
      expect(r.checks.filter((c) => c.status === 'error').map((c) => c.id)).toEqual([
        'seal.signature',
      ]);
    }
    expect(server).toEqual(browser);
  });

  it('a file that cannot be read lists the seal group as not applicable', async () => {
    const r = await validateCfdiWithSeal('<cfdi:Comprobante', { today, lang: 'en' });
    expect(sealOf(r.checks).every((c) => c.endsWith(':exclude'))).toBe(true);
    expect(r.checks.find((c) => c.id === 'seal.signature')?.message).toBe(
      'Does not apply to this document.',
    );
  });
});

describe('messages quote the document as written', () => {
  it("keeps `$&` and `$'` of a value in the message", () => {
    const xml = serialize(editFirst(generateTree(), 'Emisor', (n) => setAttr(n, 'Rfc', "A$&B$'C")));
    const check = validateCfdi(xml, { today, lang: 'en' }).checks.find(
      (c) => c.id === 'schema.rfcPattern',
    );
    expect(check?.status).toBe('error');
    expect(check?.message).toContain('Emisor@Rfc="A$&B$\'C"');
  });
});
