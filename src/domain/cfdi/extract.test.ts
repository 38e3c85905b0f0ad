import { describe, expect, it } from 'vitest';
import { loadStepMessages, type CfdiData } from './extract';
import { cfdiMessage } from './messages';
import { generateCfdi } from './testing/generate';
import { evaluateCfdi, validateCfdi } from './validate';

const today = '2026-11-21';
const dataOf = (xml: string): CfdiData => {
  const data = evaluateCfdi(xml, { today }).data;
  if (!data) throw new Error('not parsed');
  return data;
};

describe('extractData', () => {
  it('names every field as the spec does, with decoded text', () => {
    const data = dataOf(generateCfdi({ withholdings: true, localTaxes: true, discount: true }));
    expect(data).toMatchObject({
      Version: '4.0',
      nifEmisor: 'EKU9003173C9',
      nifReceptor: 'H&E951128469',
      NombreReceptor: 'HERRERÍA & ELÉCTRICOS ÑANDÚ',
      FechaHoraEmision: '2026-03-10T10:00:00',
      FechaTimbrado: '2026-03-10T10:02:00',
      CodigoMoneda: 'MXN',
      xmlFormaPago: '03',
      xmlMetodoPago: 'PUE',
      xmlUsoCFDI: 'G03',
      xmlTipoDeComprobante: 'I',
      xmlRegimenFiscalEmisor: '601',
      xmlRegimenFiscalReceptor: '601',
      xmlRfcProvCertif: 'SAT970701NN3',
      xmlClaveProdServ: ['80131500', '80131500', '80131500'],
      xmlClaveUnidad: ['E48', 'E48', 'E48'],
    });
    expect(data.idFactura).toMatch(/^[0-9A-F-]{36}$/);
    expect(data.Factura).toBe(`A${data.Folio ?? ''}`);
    expect(Number(data.Retenciones.ISR)).toBeGreaterThan(0);
    expect(Number(data.Retenciones.cedular)).toBeGreaterThan(0);
    expect(data.Descuento).not.toBeNull();
  });

  it('reads each payment and related document of Pagos 2.0 and 1.0', () => {
    for (const version of ['4.0', '3.3'] as const) {
      const data = dataOf(generateCfdi({ type: 'P', version, payments: 3 }));
      expect(data.Pagos).toHaveLength(3);
      expect(data.uuidsAsociados).toHaveLength(6);
      expect(data.Pagos[1]).toMatchObject({
        MonedaP: 'USD',
        TipoCambioP: '17.3608',
        FormaDePagoP: '03',
      });
      expect(data.Pagos[0]?.DoctoRelacionado[0]).toMatchObject({
        NumParcialidad: '1',
        MonedaDR: 'MXN',
      });
    }
  });
});

const base: CfdiData = dataOf(generateCfdi());
const texts = (data: CfdiData | null, at = today): string[] =>
  loadStepMessages(data, at).map((m) => cfdiMessage(m, 'es'));

// Spec 2 §5 "XML parsing".
describe('loadStepMessages', () => {
  it.each<[string, CfdiData | null, string, string[]]>([
    ['a complete current-year XML', base, '2026-11-21', []],
    ['an unreadable XML', null, today, ['El archivo XML no es válido.']],
    [
      'a stamp from another year: xmlYear alone',
      { ...base, nifEmisor: null },
      '2027-01-02',
      ['El año de timbrado del XML no corresponde al año en curso.'],
    ],
    [
      'a missing issuer RFC',
      { ...base, nifEmisor: null },
      today,
      ['RFC Emisor no se encontró en el XML, verifique el archivo.'],
    ],
    [
      'two missing fields, each with textCommonsXml',
      { ...base, NombreReceptor: null, CodigoMoneda: null },
      today,
      [
        'Nombre Receptor no se encontró en el XML, verifique el archivo.',
        'Moneda no se encontró en el XML, verifique el archivo.',
      ],
    ],
    [
      'a missing stamp date: xmlFechaTimbrado',
      { ...base, FechaTimbrado: null },
      today,
      ['El XML no contiene la fecha de timbrado.'],
    ],
  ])('%s', (_name, data, at, expected) => expect(texts(data, at)).toEqual(expected));

  it('is part of every validation, translated', () => {
    const xml = generateCfdi({ fault: 'noCertifier' });
    expect(validateCfdi(xml, { today, lang: 'en' }).loadMessages).toEqual([
      'Certifier RFC was not found in the XML, check the file.',
    ]);
  });
});

describe('messages', () => {
  it('every check speaks both languages', () => {
    const result = evaluateCfdi(generateCfdi({ fault: 'total' }), { today });
    for (const o of result.outcomes) {
      expect(cfdiMessage(o.message, 'es')).not.toBe('');
      expect(cfdiMessage(o.message, 'en')).not.toBe(cfdiMessage(o.message, 'es'));
    }
  });
});
