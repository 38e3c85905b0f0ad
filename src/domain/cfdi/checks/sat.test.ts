import { describe, expect, it } from 'vitest';
import type { CfdiData } from '../extract';
import { cfdiMessage } from '../messages';
import { generateCfdi } from '../testing/generate';
import { evaluateCfdi } from '../validate';
import type { CheckStatus } from './check';
import {
  blacklistCheck,
  duplicateCheck,
  parseSatAnswers,
  receptionCheck,
  satChecks,
  statusCheck,
  type BlacklistAnswer,
  type ReceptionAnswer,
  type SatFlow,
  type StatusAnswer,
} from './sat';

const INVOICE: SatFlow = { document: 'invoice', variableFlow: false };
const VARIABLE: SatFlow = { document: 'invoice', variableFlow: true };
const COMPLEMENT: SatFlow = { document: 'paymentComplement', variableFlow: false };
const es = (o: { message: Parameters<typeof cfdiMessage>[0] }) => cfdiMessage(o.message, 'es');
const en = (o: { message: Parameters<typeof cfdiMessage>[0] }) => cfdiMessage(o.message, 'en');

describe('sat.blacklist (ConsultarEFO: no message, consultaOk "true", code 0)', () => {
  const ok: BlacklistAnswer = { Message: null, consultaOk: 'true', codigo: 0 };
  it.each<[string, BlacklistAnswer, CheckStatus, string]>([
    ['clean answer', ok, 'success', 'RFC fuera de la lista del artículo 69-B (EFOS).'],
    [
      'code as text',
      { ...ok, codigo: '0' },
      'success',
      'RFC fuera de la lista del artículo 69-B (EFOS).',
    ],
    ['consultaOk false', { ...ok, consultaOk: 'false' }, 'error', 'El RFC receptor no es válido.'],
    [
      'consultaOk True (not the exact string)',
      { ...ok, consultaOk: 'True' },
      'error',
      'El RFC receptor no es válido.',
    ],
    ['code 1', { ...ok, codigo: 1 }, 'error', 'El RFC receptor no es válido.'],
    [
      'a message from the service',
      { ...ok, Message: 'RFC no localizado' },
      'error',
      'RFC no localizado',
    ],
    [
      'listed in the 69-B registry',
      { ...ok, consultaOk: 'false', codigo: 1, rfc: 'EFO150305AB1', situacion: 'Presunto' },
      'error',
      'El RFC EFO150305AB1 (Presunto) está en la lista del artículo 69-B del SAT.',
    ],
  ])('%s', (_n, answer, status, message) => {
    const o = blacklistCheck(answer);
    expect(o).toMatchObject({ id: 'sat.blacklist', group: 'sat', status });
    expect(es(o)).toBe(message);
  });
  it('says in English when the service could not answer', () => {
    const o = blacklistCheck({ unavailable: 'timeout after 10000 ms' });
    expect(o.status).toBe('error');
    expect(en(o)).toBe(
      'Error generating the validation (the tax authority service did not answer: timeout after 10000 ms)',
    );
  });
});

describe('sat.duplicateId (EXISTE_ID must be false)', () => {
  it.each<[boolean, CheckStatus, string]>([
    [false, 'success', 'ID de factura no registrado antes.'],
    [true, 'error', 'ID de factura ya ha sido registrado'],
  ])('EXISTE_ID %s -> %s', (existe, status, message) => {
    const o = duplicateCheck({ Message: null, EXISTE_ID: existe });
    expect(o.status).toBe(status);
    expect(es(o)).toBe(message);
  });
});

describe('sat.status (CodigoEstatus S..., Vigente, ValidacionEFOS 200/201; variable flow 200 only)', () => {
  const vigente: StatusAnswer = {
    Message: null,
    CodigoEstatus: 'S - Comprobante obtenido satisfactoriamente.',
    Estado: 'Vigente',
    ValidacionEFOS: '200',
    EstatusCancelacion: null,
    EsCancelable: 'Cancelable con aceptación',
  };
  it.each<[string, Partial<StatusAnswer>, SatFlow, CheckStatus]>([
    ['vigente 200', {}, INVOICE, 'success'],
    ['vigente 201', { ValidacionEFOS: '201' }, INVOICE, 'success'],
    ['vigente 201 in the variable flow', { ValidacionEFOS: '201' }, VARIABLE, 'error'],
    ['vigente 200 in the variable flow', {}, VARIABLE, 'success'],
    ['vigente 201 for a payment complement', { ValidacionEFOS: '201' }, COMPLEMENT, 'error'],
    ['EFOS 100', { ValidacionEFOS: '100' }, INVOICE, 'error'],
    ['no EFOS answer', { ValidacionEFOS: null }, INVOICE, 'error'],
    [
      'not found',
      { CodigoEstatus: 'N - 602: Comprobante no encontrado.', Estado: 'No Encontrado' },
      INVOICE,
      'error',
    ],
    [
      'code not starting with S',
      { CodigoEstatus: 'N - 601: La expresión impresa proporcionada no es válida.' },
      INVOICE,
      'error',
    ],
  ])('%s -> %s', (_n, change, flow, status) => {
    expect(statusCheck({ ...vigente, ...change }, flow).status).toBe(status);
  });
  it('lists every failed condition', () => {
    const o = statusCheck(
      {
        ...vigente,
        CodigoEstatus: 'N - 602: Comprobante no encontrado.',
        Estado: 'No Encontrado',
        ValidacionEFOS: null,
      },
      INVOICE,
    );
    expect(es(o)).toBe(
      'El SAT no confirma el CFDI como vigente: CodigoEstatus="N - 602: Comprobante no encontrado."; Estado="No Encontrado"; ValidacionEFOS=""',
    );
  });
  it('reports a cancelled CFDI with its cancellation status', () => {
    const o = statusCheck(
      { ...vigente, Estado: 'Cancelado', EstatusCancelacion: 'Cancelado sin aceptación' },
      INVOICE,
    );
    expect(o.status).toBe('error');
    expect(es(o)).toBe(
      'Estado del CFDI: Cancelado. Estatus de cancelación: Cancelado sin aceptación',
    );
    expect(en(o)).toBe(
      'CFDI status: Cancelado (cancelled). Cancellation status: Cancelado sin aceptación',
    );
  });
});

describe('sat.reception (recepcionOk, one received and one valid)', () => {
  const ok: ReceptionAnswer = {
    Message: null,
    Error: null,
    recepcionOk: true,
    recibidos: 1,
    validos: 1,
    mensaje: null,
  };
  it.each<[string, Partial<ReceptionAnswer>, SatFlow, CheckStatus, string]>([
    ['received and valid', {}, INVOICE, 'success', 'Recepción del CFDI.'],
    ['Error false', { Error: false }, INVOICE, 'success', 'Recepción del CFDI.'],
    [
      'received, not valid',
      { validos: 0, mensaje: 'CFDI con RFC receptor distinto' },
      INVOICE,
      'warning',
      'El CFDI fue recibido pero no resultó válido: CFDI con RFC receptor distinto',
    ],
    [
      'received, not valid, seal error',
      { validos: 0, mensaje: 'El sello del CFDI no es válido (CFDI33102)' },
      INVOICE,
      'error',
      'El sello del CFDI no es válido: El sello del CFDI no es válido (CFDI33102)',
    ],
    [
      'seal malformed in a payment complement is only a warning',
      { validos: 0, mensaje: 'Sello mal formado' },
      COMPLEMENT,
      'warning',
      'El sello del CFDI no es válido: Sello mal formado',
    ],
    [
      'an internal error counts as success',
      { recepcionOk: false, recibidos: 0, validos: 0, Message: 'Error interno del servicio' },
      INVOICE,
      'success',
      'Recepción del CFDI.',
    ],
    [
      'not received',
      { recepcionOk: false, recibidos: 0, validos: 0, mensaje: 'No se recibió el CFDI' },
      INVOICE,
      'error',
      'La recepción del CFDI falló: No se recibió el CFDI',
    ],
    [
      'an Error flag without text',
      { Error: true },
      INVOICE,
      'error',
      'La recepción del CFDI falló: recibidos=1, validos=1',
    ],
    [
      'a service message',
      { Message: 'Servicio en mantenimiento' },
      INVOICE,
      'error',
      'La recepción del CFDI falló: Servicio en mantenimiento',
    ],
  ])('%s -> %s', (_n, change, flow, status, message) => {
    const o = receptionCheck({ ...ok, ...change }, flow);
    expect(o.status).toBe(status);
    expect(es(o)).toBe(message);
  });
});

describe('satChecks: the group in order, by flow', () => {
  const data = evaluateCfdi(generateCfdi(), { today: '2026-03-15' }).data as CfdiData;
  const other = { ...data, xmlRfcProvCertif: 'CVD110412TF6' };
  const all = {
    blacklist: { Message: null, consultaOk: 'true', codigo: 0 },
    duplicate: { Message: null, EXISTE_ID: false },
    status: {
      Message: null,
      CodigoEstatus: 'S - Comprobante obtenido satisfactoriamente.',
      Estado: 'Vigente',
      ValidacionEFOS: '200',
      EstatusCancelacion: null,
      EsCancelable: null,
    },
    reception: {
      Message: null,
      Error: null,
      recepcionOk: true,
      recibidos: 1,
      validos: 1,
      mensaje: null,
    },
  };
  const statuses = (d: CfdiData, flow: SatFlow, answers = all) =>
    satChecks(d, answers, flow).map((o) => `${o.id}:${o.status}`);

  it.each<[string, SatFlow, string[]]>([
    ['invoice', INVOICE, ['success', 'success', 'success', 'success']],
    ['variable flow (no duplicate id)', VARIABLE, ['success', 'exclude', 'success', 'success']],
    [
      'payment complement (status and reception)',
      COMPLEMENT,
      ['exclude', 'exclude', 'success', 'success'],
    ],
  ])('%s', (_n, flow, expected) => {
    expect(statuses(other, flow)).toEqual([
      `sat.blacklist:${expected[0]}`,
      `sat.duplicateId:${expected[1]}`,
      `sat.status:${expected[2]}`,
      `sat.reception:${expected[3]}`,
    ]);
  });

  it('skips reception for a verified stamp of the known certifier and says why', () => {
    expect(data.xmlRfcProvCertif).toBe('SAT970701NN3');
    const verified = { ...all, stampCertifierRfc: 'SAT970701NN3' };
    const reception = satChecks(data, verified, INVOICE)[3];
    expect(reception?.status).toBe('exclude');
    expect(cfdiMessage(reception!.message, 'es')).toBe(
      'No aplica: CFDI timbrado por SAT970701NN3.',
    );
    const overridden = satChecks(
      data,
      { ...verified, knownCertifierRfc: 'CVD110412TF6' },
      INVOICE,
    )[3];
    expect(overridden?.status).toBe('success');
  });

  it('asks reception when RfcProvCertif names the known certifier but the stamp is not verified', () => {
    // Anyone can write RfcProvCertif="SAT970701NN3"; only a verified stamp seal proves it.
    for (const stampCertifierRfc of [undefined, null, 'TBN040609RKA']) {
      const answers = stampCertifierRfc === undefined ? all : { ...all, stampCertifierRfc };
      expect(satChecks(data, answers, INVOICE)[3]?.status).toBe('success');
      const { reception: _unasked, ...withoutReception } = answers;
      expect(satChecks(data, withoutReception, INVOICE)[3]?.status).toBe('exclude');
      expect(satChecks(data, withoutReception, INVOICE)[3]?.message.key).toBe('needsSat');
    }
  });

  it('leaves a check without an answer not evaluated', () => {
    const o = satChecks(other, { status: all.status }, INVOICE);
    expect(o.map((c) => c.status)).toEqual(['exclude', 'exclude', 'success', 'exclude']);
    expect(cfdiMessage(o[0]!.message, 'en')).toBe('Not evaluated: needs the tax authority query.');
  });
});

describe('parseSatAnswers (recorded answers from JSON)', () => {
  it('accepts answers and an unavailable service', () => {
    const r = parseSatAnswers({
      duplicate: { EXISTE_ID: true },
      status: { unavailable: 'HTTP 503' },
    });
    expect(r).toEqual({
      duplicate: { Message: null, EXISTE_ID: true },
      status: { unavailable: 'HTTP 503' },
    });
  });
  it.each<[string, unknown, string]>([
    ['a wrong type', { duplicate: { EXISTE_ID: 'no' } }, 'duplicate.EXISTE_ID:'],
    ['an unknown answer', { efos: {} }, 'efos'],
    [
      'a negative count',
      { reception: { recepcionOk: true, recibidos: -1, validos: 0 } },
      'reception.recibidos:',
    ],
  ])('names the field for %s', (_n, json, field) => {
    const r = parseSatAnswers(json);
    expect(typeof r).toBe('string');
    expect(r as string).toContain(field);
  });
});
