import { describe, expect, it } from 'vitest';
import { cfdiMessage } from '../../messages';
import { generateCfdi } from '../../testing/generate';
import { evaluateCfdi } from '../../validate';
import type { CheckOutcome } from '../check';
import { portalContext, type PortalContextInput } from './context';

const TODAY = '2026-03-15';
const FISCAL = { name: 'HERRERÍA & ELÉCTRICOS ÑANDÚ SA DE CV', postalCode: '06600' };
const LESSOR: PortalContextInput = {
  role: 'lessor',
  issuerTaxIds: ['EKU9003173C9'],
  receiverTaxIds: ['H&E951128469'],
  acceptedVersions: ['3.3', '4.0'],
  receiver: FISCAL,
};
const withoutReceiver = (c: PortalContextInput): PortalContextInput => {
  const { receiver: _r, ...rest } = c;
  return rest;
};

/** A generated invoice (unsealed: the seal group is not run here) with one value changed. */
function cfdi(change: (xml: string) => string = (x) => x, version: '3.3' | '4.0' = '4.0') {
  return change(generateCfdi({ seal: false, version, fecha: '2026-03-10T10:00:00' }));
}
const receiverNamed = (name: string) => (xml: string) =>
  xml.replace(/(<cfdi:Receptor [^>]*Nombre=")[^"]*"/, `$1${name}"`);
const attr = (name: string, value: string) => (xml: string) =>
  xml.replace(new RegExp(`${name}="[^"]*"`), `${name}="${value}"`);
const without = (name: string) => (xml: string) => xml.replace(new RegExp(` ${name}="[^"]*"`), '');

function outcome(xml: string, id: string, ctx: PortalContextInput = LESSOR): CheckOutcome {
  const r = evaluateCfdi(xml, { today: TODAY, portal: portalContext(ctx) });
  const o = r.outcomes.find((x) => x.id === id);
  if (!o) throw new Error(`no outcome ${id}`);
  return o;
}

describe('portal.receiverName: Receptor@Nombre is the company’s fiscal name, as the SAT compares', () => {
  it.each<[string, string, 'success' | 'error']>([
    ['the same name without its regime', 'HERRERÍA &amp; ELÉCTRICOS ÑANDÚ', 'success'],
    ['with the regime and periods', 'Herrería &amp; Eléctricos Ñandú, S.A. de C.V.', 'success'],
    ['without accents, other spacing', 'HERRERIA  &amp;  ELECTRICOS ÑANDU SA DE CV', 'success'],
    ['another company', 'OTRA EMPRESA SA DE CV', 'error'],
    ['a word missing', 'HERRERÍA ÑANDÚ SA DE CV', 'error'],
    ['"&" left out', 'HERRERÍA ELÉCTRICOS ÑANDÚ', 'error'],
    ['only a regime', 'SA DE CV', 'error'],
  ])('%s', (_n, name, status) => {
    expect(outcome(cfdi(receiverNamed(name)), 'portal.receiverName').status).toBe(status);
  });

  it('names what the CFDI says and the company’s fiscal name', () => {
    const o = outcome(cfdi(receiverNamed('OTRA EMPRESA SA DE CV')), 'portal.receiverName');
    expect(cfdiMessage(o.message, 'es')).toBe(
      'El nombre del receptor "OTRA EMPRESA SA DE CV" no es el nombre fiscal de la empresa "HERRERÍA & ELÉCTRICOS ÑANDÚ SA DE CV".',
    );
    expect(cfdiMessage(o.message, 'en')).toBe(
      'The receiver name "OTRA EMPRESA SA DE CV" is not the company\'s fiscal name "HERRERÍA & ELÉCTRICOS ÑANDÚ SA DE CV".',
    );
  });

  it('applies to CFDI 3.3 as well', () => {
    const xml = cfdi(receiverNamed('OTRA EMPRESA'), '3.3');
    expect(outcome(xml, 'portal.receiverName').status).toBe('error');
  });
});

describe('portal.receiverPostalCode: DomicilioFiscalReceptor is the company’s postal code', () => {
  it.each<[string, string, 'success' | 'error']>([
    ['the same code', '06600', 'success'],
    ['another code', '00000', 'error'],
    ['another real code', '64000', 'error'],
  ])('%s', (_n, code, status) => {
    const xml = cfdi(attr('DomicilioFiscalReceptor', code));
    expect(outcome(xml, 'portal.receiverPostalCode').status).toBe(status);
  });

  it('names what the CFDI says and what was expected', () => {
    const o = outcome(cfdi(attr('DomicilioFiscalReceptor', '00000')), 'portal.receiverPostalCode');
    expect(cfdiMessage(o.message, 'es')).toBe(
      'El domicilio fiscal del receptor "00000" no es el código postal fiscal de la empresa "06600".',
    );
  });

  it('does not apply to CFDI 3.3, which has no receiver address', () => {
    expect(outcome(cfdi(undefined, '3.3'), 'portal.receiverPostalCode').status).toBe('exclude');
  });

  it('leaves a missing attribute to schema.required', () => {
    const xml = cfdi(without('DomicilioFiscalReceptor'));
    expect(outcome(xml, 'portal.receiverPostalCode').status).toBe('exclude');
    expect(outcome(xml, 'schema.required').status).toBe('error');
  });
});

describe('without the company’s fiscal data in the context', () => {
  it.each(['portal.receiverName', 'portal.receiverPostalCode'])('%s is not evaluated', (id) => {
    const o = outcome(cfdi(receiverNamed('OTRA EMPRESA SA DE CV')), id, withoutReceiver(LESSOR));
    expect(o.status).toBe('exclude');
    expect(cfdiMessage(o.message, 'es')).toBe(
      'No evaluado: no se conocen los datos fiscales de la empresa receptora.',
    );
  });
});

describe('portal.exportacion: a domestic invoice (Exportacion 01, CFDI 4.0)', () => {
  it.each<[string, string, 'success' | 'error']>([
    ['01 no export', '01', 'success'],
    ['02 definitive export', '02', 'error'],
    ['05 not a SAT key', '05', 'error'],
  ])('%s', (_n, value, status) => {
    const xml = cfdi(attr('Exportacion', value));
    expect(outcome(xml, 'portal.exportacion', withoutReceiver(LESSOR)).status).toBe(status);
  });

  it('names the key found', () => {
    const o = outcome(cfdi(attr('Exportacion', '05')), 'portal.exportacion');
    expect(cfdiMessage(o.message, 'es')).toBe(
      'La clave de exportación del comprobante es "05"; se esperaba "01" (No aplica): la empresa recibe facturas nacionales.',
    );
  });

  it('does not apply to CFDI 3.3', () => {
    expect(outcome(cfdi(undefined, '3.3'), 'portal.exportacion').status).toBe('exclude');
  });
});

describe('portal.lugarExpedicion: the place of issue is a 5-digit postal code', () => {
  it.each<[string, string, '3.3' | '4.0', 'success' | 'error']>([
    ['a CDMX code', '06600', '4.0', 'success'],
    ['a code the catalogue may not have (its group says)', '99999', '4.0', 'success'],
    ['four digits', '6600', '4.0', 'error'],
    ['letters', 'CDMX1', '4.0', 'error'],
    ['six digits in 3.3', '066000', '3.3', 'error'],
  ])('%s', (_n, value, version, status) => {
    const xml = cfdi(attr('LugarExpedicion', value), version);
    expect(outcome(xml, 'portal.lugarExpedicion').status).toBe(status);
  });

  it('names the value found', () => {
    const o = outcome(cfdi(attr('LugarExpedicion', '6600')), 'portal.lugarExpedicion');
    expect(cfdiMessage(o.message, 'en')).toBe(
      'The place of issue "6600" is not a 5-digit postal code.',
    );
  });
});

describe('the flows that run them', () => {
  const forged = cfdi((x) =>
    attr(
      'Exportacion',
      '05',
    )(attr('DomicilioFiscalReceptor', '00000')(receiverNamed('OTRA EMPRESA SA DE CV')(x))),
  );
  const failed = (ctx: PortalContextInput) =>
    evaluateCfdi(forged, { today: TODAY, portal: portalContext(ctx) })
      .outcomes.filter((o) => o.group === 'portal' && o.status === 'error')
      .map((o) => o.id)
      .filter((id) => id.startsWith('portal.receiver') || id === 'portal.exportacion');

  it.each<[string, Partial<PortalContextInput>]>([
    ['lessor', {}],
    ['supplier', { role: 'supplier' }],
    ['variable maintenance', { variableFlow: true }],
  ])('%s: the forged receiver and export key are refused', (_n, c) => {
    expect(failed({ ...LESSOR, ...c })).toEqual([
      'portal.receiverName',
      'portal.receiverPostalCode',
      'portal.exportacion',
    ]);
  });

  it('a payment complement is judged the same way', () => {
    const xml = generateCfdi({ seal: false, type: 'P', payments: 1, fecha: '2026-03-10T10:00:00' });
    const forgedP = receiverNamed('OTRA EMPRESA SA DE CV')(xml);
    const r = evaluateCfdi(forgedP, {
      today: TODAY,
      portal: portalContext({ ...LESSOR, document: 'paymentComplement' }),
    });
    const byId = new Map(r.outcomes.map((o) => [o.id, o.status]));
    expect(byId.get('portal.receiverName')).toBe('error');
    expect(byId.get('portal.receiverPostalCode')).toBe('success');
    expect(byId.get('portal.exportacion')).toBe('success');
    expect(byId.get('portal.lugarExpedicion')).toBe('success');
  });
});
