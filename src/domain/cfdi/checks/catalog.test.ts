import { describe, expect, it } from 'vitest';
import { cfdiMessage, type CfdiLang } from '../messages';
import { generateCfdi, generateTree, type GenerateOptions } from '../testing/generate';
import { editFirst, serialize, setAttr, type El } from '../testing/xml-writer';
import { evaluateCfdi, withCatalogueAnswers, type CfdiEvaluation } from '../validate';
import { CATALOG_IDS, type CatalogueAnswers } from './catalog';

const TODAY = '2026-11-21';
const INVOICE_40: GenerateOptions = {
  concepts: 2,
  withholdings: true,
  localTaxes: true,
  exempt: true,
  discount: true,
};

type Edit = (tree: El) => El;
const voucher =
  (name: string, value: string | null): Edit =>
  (t) =>
    setAttr(t, name, value);
const node =
  (element: string, ...attrs: [string, string | null][]): Edit =>
  (t) =>
    editFirst(t, element, (n) => attrs.reduce((m, [a, v]) => setAttr(m, a, v), n));

function evaluate(edit: Edit = (t) => t, options: GenerateOptions = INVOICE_40): CfdiEvaluation {
  const xml = serialize(edit(generateTree({ ...options, seal: false })));
  return evaluateCfdi(xml, { today: TODAY });
}

function outcome(evaluation: CfdiEvaluation, id: string, lang: CfdiLang = 'es') {
  const o = evaluation.outcomes.find((x) => x.id === id);
  if (!o) throw new Error(`no outcome ${id}`);
  return { status: o.status, message: cfdiMessage(o.message, lang) };
}

describe('the catalog group on generated documents', () => {
  it.each<[string, GenerateOptions]>([
    ['CFDI 4.0 with every tax', INVOICE_40],
    ['CFDI 3.3 with every tax', { ...INVOICE_40, version: '3.3' }],
    ['CFDI 4.0, IVA at rate 0', { iva: 'tasa0' }],
    ['CFDI 4.0, every transfer exempt', { iva: 'exento', exempt: true }],
    ['Pagos 2.0 with every tax', { type: 'P', payments: 2, paymentTaxes: 'mixed' }],
    ['Pagos 1.0', { type: 'P', version: '3.3', payments: 2 }],
  ])('%s: no catalogue fault, existence of keys and postal codes a warning', (_n, options) => {
    const e = evaluateCfdi(generateCfdi({ ...options, seal: false }), { today: TODAY });
    const catalog = e.outcomes.filter((o) => o.group === 'catalog');
    expect(catalog.map((o) => o.id)).toEqual(CATALOG_IDS);
    expect(catalog.filter((o) => o.status === 'error')).toEqual([]);
    expect(catalog.filter((o) => o.status === 'warning').map((o) => o.id)).toEqual([
      'catalog.claveProdServ',
      'catalog.codigoPostal',
    ]);
  });
});

describe('each catalogue rule', () => {
  it.each<[string, Edit, GenerateOptions | null, string, 'success' | 'error' | 'exclude', string?]>(
    [
      [
        'a payment form the SAT does not publish',
        voucher('FormaPago', '98'),
        null,
        'catalog.formaPago',
        'error',
        'Comprobante@FormaPago="98" no existe en el catálogo c_FormaPago. Se espera uno de: 01, 02, 03,',
      ],
      [
        'a payment method the SAT does not publish',
        voucher('MetodoPago', 'PPP'),
        null,
        'catalog.metodoPago',
        'error',
        'Comprobante@MetodoPago="PPP" no existe en el catálogo c_MetodoPago. Se espera uno de: PUE, PPD.',
      ],
      [
        'regime 616 is for natural persons only, not a 12-character RFC',
        node('Emisor', ['RegimenFiscal', '616']),
        null,
        'catalog.regimenFiscal',
        'error',
        'Emisor@RegimenFiscal="616" no aplica a personas morales (RFC de 12 caracteres). Se espera uno de: 601, 603, 610, 620, 622, 623, 624, 626.',
      ],
      [
        'regime 609 is not in the CFDI 4.0 catalogue',
        node('Emisor', ['RegimenFiscal', '609']),
        null,
        'catalog.regimenFiscal',
        'error',
        'Emisor@RegimenFiscal="609" no existe en el catálogo c_RegimenFiscal.',
      ],
      [
        'a regime the regime group refuses is left to it',
        node('Emisor', ['RegimenFiscal', '612']),
        null,
        'catalog.regimenFiscal',
        'exclude',
      ],
      [
        'a use for natural persons only, for a 12-character receiver',
        node('Receptor', ['UsoCFDI', 'D01']),
        null,
        'catalog.usoCfdi',
        'error',
        'Receptor@UsoCFDI="D01" no aplica a personas morales (RFC de 12 caracteres).',
      ],
      [
        'a use that does not allow the receiver’s regime',
        node('Receptor', ['RegimenFiscalReceptor', '616']),
        null,
        'catalog.usoCfdi',
        'error',
        'Receptor@UsoCFDI="G03" no admite el régimen del receptor 616; admite 601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626.',
      ],
      [
        'a CFDI 3.3 use is not judged by the 4.0 catalogue',
        node('Receptor', ['UsoCFDI', 'P01']),
        { ...INVOICE_40, version: '3.3' },
        'catalog.usoCfdi',
        'exclude',
      ],
      [
        'a unit key the SAT does not publish',
        node('Concepto', ['ClaveUnidad', 'QQQ']),
        null,
        'catalog.claveUnidad',
        'error',
        'Concepto[1]@ClaveUnidad="QQQ" no existe en el catálogo c_ClaveUnidad.',
      ],
      [
        'a total with more decimals than the peso allows',
        voucher('Total', '100.125'),
        null,
        'catalog.moneda',
        'error',
        'Comprobante@Total="100.125" tiene más decimales de los que admite la moneda: MXN 2.',
      ],
      [
        'a currency before its vigencia',
        (t) => setAttr(setAttr(t, 'Moneda', 'VES'), 'TipoCambio', '2.5'),
        { ...INVOICE_40, fecha: '2023-01-10T10:00:00' },
        'catalog.moneda',
        'error',
        'Comprobante@Moneda="VES" no está vigente en la fecha del comprobante: rige desde el 2023-05-29.',
      ],
      [
        'a currency in force',
        (t) => setAttr(setAttr(t, 'Moneda', 'VES'), 'TipoCambio', '2.5'),
        { ...INVOICE_40, fecha: '2023-06-10T10:00:00' },
        'catalog.moneda',
        'success',
      ],
      [
        'an unknown currency is the schema group’s fault',
        voucher('Moneda', 'MXP'),
        null,
        'catalog.moneda',
        'exclude',
      ],
      [
        'an export key the SAT does not publish',
        voucher('Exportacion', '05'),
        null,
        'catalog.exportacion',
        'error',
        'Comprobante@Exportacion="05" no existe en el catálogo c_Exportacion. Se espera uno de: 01, 02, 03, 04.',
      ],
      [
        'an export key before its vigencia',
        voucher('Exportacion', '04'),
        { ...INVOICE_40, fecha: '2022-02-01T10:00:00' },
        'catalog.exportacion',
        'error',
        'rige desde el 2022-02-25.',
      ],
      [
        'a tax object before its vigencia',
        node('Concepto', ['ObjetoImp', '06']),
        { ...INVOICE_40, fecha: '2024-06-01T10:00:00' },
        'catalog.objetoImp',
        'error',
        'Concepto[1]@ObjetoImp="06" no está vigente en la fecha del comprobante: rige desde el 2024-12-13.',
      ],
      [
        'an IVA transfer at a rate no rule has',
        node('Traslado', ['TasaOCuota', '0.170000']),
        null,
        'catalog.tasaOCuota',
        'error',
        'Concepto[1]/traslado[1]@Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.170000" no corresponde a ninguna regla de c_TasaOCuota; se admite: 0.000000, 0.160000, 0.080000.',
      ],
      [
        'an IVA withholding outside its range',
        node('Retencion', ['Impuesto', '002'], ['TasaOCuota', '0.200000']),
        null,
        'catalog.tasaOCuota',
        'error',
        'TasaOCuota="0.200000" no corresponde a ninguna regla de c_TasaOCuota; se admite: 0.000000–0.160000.',
      ],
      [
        'an IVA withholding inside its range',
        node('Retencion', ['Impuesto', '002'], ['TasaOCuota', '0.040000']),
        null,
        'catalog.tasaOCuota',
        'success',
      ],
      [
        'ISR is never transferred',
        node('Traslado', ['Impuesto', '001']),
        null,
        'catalog.tasaOCuota',
        'error',
        'Concepto[1]/traslado[1]@Impuesto="001" TipoFactor="Tasa" TasaOCuota="0.160000" no es un impuesto que se traslade (c_Impuesto).',
      ],
      [
        'an IEPS quota before the rule that allows it',
        node('Traslado', ['Impuesto', '003'], ['TipoFactor', 'Cuota'], ['TasaOCuota', '1.500000']),
        { ...INVOICE_40, fecha: '2025-06-01T10:00:00' },
        'catalog.tasaOCuota',
        'error',
        'se admite: —.',
      ],
      [
        'an IEPS quota within the rule in force',
        node('Traslado', ['Impuesto', '003'], ['TipoFactor', 'Cuota'], ['TasaOCuota', '1.500000']),
        { ...INVOICE_40, fecha: '2026-06-01T10:00:00' },
        'catalog.tasaOCuota',
        'success',
      ],
      [
        'a country of residence the SAT does not publish',
        node('Receptor', ['ResidenciaFiscal', 'XXY']),
        null,
        'catalog.residenciaFiscal',
        'error',
        'Receptor@ResidenciaFiscal="XXY" no existe en el catálogo c_Pais.',
      ],
      [
        'a country of residence',
        node('Receptor', ['ResidenciaFiscal', 'USA']),
        null,
        'catalog.residenciaFiscal',
        'success',
      ],
      [
        'a product key of 7 digits is an error even without the catalogue',
        node('Concepto', ['ClaveProdServ', '8013150']),
        null,
        'catalog.claveProdServ',
        'error',
        'Concepto[1]@ClaveProdServ="8013150" no son 8 dígitos.',
      ],
      [
        'a postal code of 4 digits is an error even without the catalogue',
        voucher('LugarExpedicion', '6600'),
        null,
        'catalog.codigoPostal',
        'error',
        'Comprobante@LugarExpedicion="6600" no son 5 dígitos.',
      ],
      [
        'the receiver’s fiscal address is a postal code too (CFDI 4.0)',
        node('Receptor', ['DomicilioFiscalReceptor', '0660A']),
        null,
        'catalog.codigoPostal',
        'error',
        'Receptor@DomicilioFiscalReceptor="0660A" no son 5 dígitos.',
      ],
    ],
  )('%s', (_name, edit, options, id, status, text) => {
    const o = outcome(evaluate(edit, options ?? INVOICE_40), id);
    expect(o.status).toBe(status);
    if (text) expect(o.message).toContain(text);
  });

  it('names what it found and what it expects in English too', () => {
    const o = outcome(
      evaluate(node('Receptor', ['RegimenFiscalReceptor', '616'])),
      'catalog.usoCfdi',
      'en',
    );
    expect(o.message).toBe(
      'The CFDI use is not valid under the SAT catalogue: Receptor@UsoCFDI="G03" does not allow the receiver\'s regime 616; it allows 601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626.',
    );
  });

  it('lists every fault of a check, in document order', () => {
    const e = evaluate((t) =>
      editFirst(setAttr(t, 'FormaPago', '98'), 'Concepto', (n) => setAttr(n, 'ClaveUnidad', 'X1')),
    );
    expect(outcome(e, 'catalog.formaPago').status).toBe('error');
    const both = evaluate((t) =>
      editFirst(t, 'Conceptos', (c) => ({
        ...c,
        children: c.children.map((n) => setAttr(n, 'ClaveUnidad', 'XX9')),
      })),
    );
    const o = outcome(both, 'catalog.claveUnidad');
    expect(o.message).toContain('Concepto[1]@ClaveUnidad="XX9"');
    expect(o.message).toContain('Concepto[2]@ClaveUnidad="XX9"');
  });
});

describe('product keys and postal codes judged from the server’s answers', () => {
  const known = { loaded: true, unknown: [] };
  it.each<
    [
      string,
      CatalogueAnswers,
      'success' | 'warning' | 'error',
      'success' | 'warning' | 'error',
      boolean,
    ]
  >([
    ['no answers: catalogue not loaded', {}, 'warning', 'warning', true],
    [
      'the server has not loaded them',
      { productKeys: { loaded: false, unknown: [] }, postalCodes: { loaded: false, unknown: [] } },
      'warning',
      'warning',
      true,
    ],
    [
      'loaded and every key known',
      { productKeys: known, postalCodes: known },
      'success',
      'success',
      true,
    ],
    [
      'a product key the catalogue lacks',
      { productKeys: { loaded: true, unknown: ['80131500'] }, postalCodes: known },
      'error',
      'success',
      false,
    ],
    [
      'a postal code the catalogue lacks',
      { productKeys: known, postalCodes: { loaded: true, unknown: ['06600'] } },
      'success',
      'error',
      false,
    ],
  ])('%s', (_name, answers, products, postal, valid) => {
    const e = withCatalogueAnswers(evaluate(), answers);
    expect(outcome(e, 'catalog.claveProdServ').status).toBe(products);
    expect(outcome(e, 'catalog.codigoPostal').status).toBe(postal);
    expect(e.valid).toBe(valid);
  });

  it('says which key the catalogue lacks, and that a catalogue is not loaded', () => {
    const lacking = withCatalogueAnswers(evaluate(), {
      postalCodes: { loaded: true, unknown: ['06600'] },
    });
    expect(outcome(lacking, 'catalog.codigoPostal').message).toBe(
      'Un código postal no es válido según el catálogo del SAT: ' +
        'Comprobante@LugarExpedicion="06600" no existe en el catálogo c_CodigoPostal. ' +
        'Receptor@DomicilioFiscalReceptor="06600" no existe en el catálogo c_CodigoPostal.',
    );
    expect(outcome(lacking, 'catalog.claveProdServ').message).toMatch(/^Catálogo no cargado/);
  });

  it('a bad shape stays an error whatever the answers', () => {
    const e = withCatalogueAnswers(evaluate(voucher('LugarExpedicion', '6600')), {
      postalCodes: { loaded: false, unknown: [] },
    });
    expect(outcome(e, 'catalog.codigoPostal').status).toBe('error');
  });

  it('leaves an unreadable file as it is', () => {
    const e = evaluateCfdi('<cfdi:Comprobante', { today: TODAY });
    expect(withCatalogueAnswers(e, { productKeys: known })).toBe(e);
  });
});
