import { describe, expect, it } from 'vitest';
import { validateCfdi } from '../validate';
import { NS } from '../xml-node';

type Attrs = Readonly<Record<string, string>>;

const attrs = (a: Attrs): string =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');

const IVA16 = { Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.160000' };
const IVA8 = { Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.080000' };
const IVA0 = { Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.000000' };
const IVA_EXENTO = { Impuesto: '002', TipoFactor: 'Exento' };
const IEPS_EXENTO = { Impuesto: '003', TipoFactor: 'Exento' };
const RET_ISR = { Impuesto: '001', TipoFactor: 'Tasa', TasaOCuota: '0.100000' };

interface Summary {
  readonly attrs?: Attrs;
  readonly transfers?: readonly Attrs[];
  readonly withholdings?: readonly Attrs[];
}

/**
 * A CFDI whose concepts carry these transfers (and withholdings) and whose Impuestos node is the
 * summary given (none when null): enough for the `sums` group; other groups are not looked at.
 */
function cfdi(
  version: '4.0' | '3.3',
  concepts: readonly { transfers?: readonly Attrs[]; withholdings?: readonly Attrs[] }[],
  summary: Summary | null,
): string {
  const p = 'cfdi';
  const group = { Traslado: 'Traslados', Retencion: 'Retenciones' } as const;
  const taxes = (kind: 'Traslado' | 'Retencion', lines: readonly Attrs[] | undefined): string =>
    lines?.length
      ? `<${p}:${group[kind]}>${lines.map((l) => `<${p}:${kind}${attrs(l)}/>`).join('')}</${p}:${group[kind]}>`
      : '';
  const conceptXml = concepts
    .map(
      (c, i) =>
        `<${p}:Concepto ClaveProdServ="80131500" Cantidad="1" ClaveUnidad="E48" Descripcion="Renta ${i}" ValorUnitario="100.00" Importe="100.00"${version === '4.0' ? ' ObjetoImp="02"' : ''}><${p}:Impuestos>${taxes('Retencion', c.withholdings)}${taxes('Traslado', c.transfers)}</${p}:Impuestos></${p}:Concepto>`,
    )
    .join('');
  const summaryXml = summary
    ? `<${p}:Impuestos${attrs(summary.attrs ?? {})}>${taxes('Retencion', summary.withholdings)}${taxes('Traslado', summary.transfers)}</${p}:Impuestos>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?><${p}:Comprobante xmlns:${p}="${version === '4.0' ? NS.cfdi40 : NS.cfdi33}" Version="${version}" Fecha="2026-03-10T10:00:00" SubTotal="${concepts.length * 100}.00" Moneda="MXN" Total="0" TipoDeComprobante="I" LugarExpedicion="06600"><${p}:Conceptos>${conceptXml}</${p}:Conceptos>${summaryXml}</${p}:Comprobante>`;
}

const line = (tax: Attrs, Base: string, Importe?: string): Attrs => ({
  Base,
  ...tax,
  ...(Importe === undefined ? {} : { Importe }),
});
/** A 3.3 summary line: no Base. */
const line33 = (tax: Attrs, Importe: string): Attrs => ({ ...tax, Importe });

type Case = [
  name: string,
  xml: string,
  check: 'sums.taxTotals' | 'sums.totalTaxes' | 'schema.tipoFactor',
  expected: 'success' | string,
];

const C16 = { transfers: [line(IVA16, '100.00', '16.00')] };
const C0 = { transfers: [line(IVA0, '100.00', '0.00')] };
const CEXENTO = { transfers: [line(IVA_EXENTO, '100.00')] };

const CFDI_40: Case[] = [
  [
    'IVA 16 %: one line with Base and Importe',
    cfdi('4.0', [C16, C16], {
      attrs: { TotalImpuestosTrasladados: '32.00' },
      transfers: [line(IVA16, '200.00', '32.00')],
    }),
    'sums.taxTotals',
    'success',
  ],
  [
    'a summary Importe a cent off',
    cfdi('4.0', [C16, C16], {
      attrs: { TotalImpuestosTrasladados: '32.01' },
      transfers: [line(IVA16, '200.00', '32.01')],
    }),
    'sums.taxTotals',
    'CFDI40221 traslado 002 Tasa 0.160000: Importe 32.01 ≠ 32.00',
  ],
  [
    'a summary Base a cent off',
    cfdi('4.0', [C16], {
      attrs: { TotalImpuestosTrasladados: '16.00' },
      transfers: [line(IVA16, '100.01', '16.00')],
    }),
    'sums.taxTotals',
    'CFDI40215 traslado 002 Tasa 0.160000: Base 100.01 ≠ 100.00',
  ],
  [
    'a summary line without Base',
    cfdi('4.0', [C16], {
      attrs: { TotalImpuestosTrasladados: '16.00' },
      transfers: [line33(IVA16, '16.00')],
    }),
    'sums.taxTotals',
    'CFDI40215 traslado 002 Tasa 0.160000: Base (none) ≠ 100.00',
  ],
  [
    'sums rounded once: 3 × 33.333333 at 16 % = 15.999999 → 16.00',
    cfdi(
      '4.0',
      [1, 2, 3].map(() => ({ transfers: [line(IVA16, '33.333333', '5.333333')] })),
      {
        attrs: { TotalImpuestosTrasladados: '16.00' },
        transfers: [line(IVA16, '100.00', '16.00')],
      },
    ),
    'sums.taxTotals',
    'success',
  ],
  [
    'the rate written 0.16 and 0.160000 is one group',
    cfdi('4.0', [{ transfers: [line({ ...IVA16, TasaOCuota: '0.16' }, '100.00', '16.00')] }], {
      attrs: { TotalImpuestosTrasladados: '16.00' },
      transfers: [line(IVA16, '100.00', '16.00')],
    }),
    'sums.taxTotals',
    'success',
  ],
  [
    'two rates of one tax: two lines',
    cfdi('4.0', [C16, { transfers: [line(IVA8, '100.00', '8.00')] }], {
      attrs: { TotalImpuestosTrasladados: '24.00' },
      transfers: [line(IVA16, '100.00', '16.00'), line(IVA8, '100.00', '8.00')],
    }),
    'sums.taxTotals',
    'success',
  ],
  [
    'two rates merged into one line',
    cfdi('4.0', [C16, { transfers: [line(IVA8, '100.00', '8.00')] }], {
      attrs: { TotalImpuestosTrasladados: '24.00' },
      transfers: [line(IVA16, '200.00', '24.00')],
    }),
    'sums.taxTotals',
    'CFDI40221 traslado 002 Tasa 0.160000: Importe 24.00 ≠ 16.00; CFDI40215 traslado 002 Tasa 0.160000: Base 200.00 ≠ 100.00; traslado 002 Tasa 0.080000: missing in Impuestos',
  ],
  [
    'one tax, factor and rate on two lines',
    cfdi('4.0', [C16, C16], {
      attrs: { TotalImpuestosTrasladados: '32.00' },
      transfers: [line(IVA16, '200.00', '32.00'), line(IVA16, '200.00', '32.00')],
    }),
    'sums.taxTotals',
    'CFDI40218 traslado 002 Tasa 0.160000: repeated',
  ],
  [
    'rate 0: a line with Importe 0.00, like any rate',
    cfdi('4.0', [C0], {
      attrs: { TotalImpuestosTrasladados: '0.00' },
      transfers: [line(IVA0, '100.00', '0.00')],
    }),
    'sums.taxTotals',
    'success',
  ],
  [
    'rate 0: TotalImpuestosTrasladados 0.00 is present',
    cfdi('4.0', [C0], {
      attrs: { TotalImpuestosTrasladados: '0.00' },
      transfers: [line(IVA0, '100.00', '0.00')],
    }),
    'sums.totalTaxes',
    'success',
  ],
  [
    'rate 0: the summary line left out',
    cfdi('4.0', [C0, C16], {
      attrs: { TotalImpuestosTrasladados: '16.00' },
      transfers: [line(IVA16, '100.00', '16.00')],
    }),
    'sums.taxTotals',
    'traslado 002 Tasa 0.000000: missing in Impuestos',
  ],
  [
    'rate 0: TotalImpuestosTrasladados left out',
    cfdi('4.0', [C0], { transfers: [line(IVA0, '100.00', '0.00')] }),
    'sums.totalTaxes',
    'CFDI40212 Impuestos: TotalImpuestosTrasladados (none) ≠ 0.00',
  ],
  [
    'only exempt: one line per tax with the Base alone',
    cfdi('4.0', [CEXENTO, CEXENTO], { transfers: [line(IVA_EXENTO, '200.00')] }),
    'sums.taxTotals',
    'success',
  ],
  [
    'only exempt: no TotalImpuestosTrasladados',
    cfdi('4.0', [CEXENTO], { transfers: [line(IVA_EXENTO, '100.00')] }),
    'sums.totalTaxes',
    'success',
  ],
  [
    'only exempt: TotalImpuestosTrasladados 0.00 is one too many',
    cfdi('4.0', [CEXENTO], {
      attrs: { TotalImpuestosTrasladados: '0.00' },
      transfers: [line(IVA_EXENTO, '100.00')],
    }),
    'sums.totalTaxes',
    'Impuestos: TotalImpuestosTrasladados="0.00" without a taxed transfer (only exempt or none)',
  ],
  [
    'only exempt: the exempt line left out',
    cfdi('4.0', [CEXENTO], null),
    'sums.taxTotals',
    'traslado 002 Exento: missing in Impuestos',
  ],
  [
    'exempt Base: the rounded sum of exempt bases (2 × 33.333333 → 66.67)',
    cfdi(
      '4.0',
      [1, 2].map(() => ({ transfers: [line(IVA_EXENTO, '33.333333')] })),
      { transfers: [line(IVA_EXENTO, '66.67')] },
    ),
    'sums.taxTotals',
    'success',
  ],
  [
    'exempt Base a cent off',
    cfdi('4.0', [CEXENTO], { transfers: [line(IVA_EXENTO, '100.01')] }),
    'sums.taxTotals',
    'CFDI40215 traslado 002 Exento: Base 100.01 ≠ 100.00',
  ],
  [
    'an exempt summary line with TasaOCuota and Importe',
    cfdi('4.0', [CEXENTO], {
      transfers: [{ ...line(IVA_EXENTO, '100.00', '0.00'), TasaOCuota: '0.000000' }],
    }),
    'schema.tipoFactor',
    'CFDI40213 Impuestos/traslado@TasaOCuota="0.000000"; CFDI40213 Impuestos/traslado@Importe="0.00"',
  ],
  [
    'taxed and exempt taxes: a line each',
    cfdi('4.0', [{ transfers: [line(IVA16, '100.00', '16.00'), line(IEPS_EXENTO, '100.00')] }], {
      attrs: { TotalImpuestosTrasladados: '16.00' },
      transfers: [line(IVA16, '100.00', '16.00'), line(IEPS_EXENTO, '100.00')],
    }),
    'sums.taxTotals',
    'success',
  ],
  [
    'a withholding a cent off',
    cfdi('4.0', [{ ...C16, withholdings: [line(RET_ISR, '100.00', '10.00')] }], {
      attrs: { TotalImpuestosRetenidos: '10.01', TotalImpuestosTrasladados: '16.00' },
      withholdings: [{ Impuesto: '001', Importe: '10.01' }],
      transfers: [line(IVA16, '100.00', '16.00')],
    }),
    'sums.taxTotals',
    'CFDI40211 retencion 001: Importe 10.01 ≠ 10.00',
  ],
  [
    'TotalImpuestosTrasladados not the sum of the lines',
    cfdi('4.0', [C16], {
      attrs: { TotalImpuestosTrasladados: '16.01' },
      transfers: [line(IVA16, '100.00', '16.00')],
    }),
    'sums.totalTaxes',
    'CFDI40205 Impuestos: TotalImpuestosTrasladados 16.01 ≠ 16.00',
  ],
  [
    'TotalImpuestosRetenidos not the sum of the lines',
    cfdi('4.0', [{ ...C16, withholdings: [line(RET_ISR, '100.00', '10.00')] }], {
      attrs: { TotalImpuestosRetenidos: '9.99', TotalImpuestosTrasladados: '16.00' },
      withholdings: [{ Impuesto: '001', Importe: '10.00' }],
      transfers: [line(IVA16, '100.00', '16.00')],
    }),
    'sums.totalTaxes',
    'CFDI40203 Impuestos: TotalImpuestosRetenidos 9.99 ≠ 10.00',
  ],
];

const CFDI_33: Case[] = [
  [
    'IVA 16 %: one line, no Base',
    cfdi('3.3', [C16, C16], {
      attrs: { TotalImpuestosTrasladados: '32.00' },
      transfers: [line33(IVA16, '32.00')],
    }),
    'sums.taxTotals',
    'success',
  ],
  [
    'a summary Importe a cent off',
    cfdi('3.3', [C16, C16], {
      attrs: { TotalImpuestosTrasladados: '32.01' },
      transfers: [line33(IVA16, '32.01')],
    }),
    'sums.taxTotals',
    'CFDI33195 traslado 002 Tasa 0.160000: Importe 32.01 ≠ 32.00',
  ],
  [
    'only exempt concepts: no Impuestos node at all',
    cfdi('3.3', [CEXENTO, { transfers: [line(IEPS_EXENTO, '100.00')] }], null),
    'sums.taxTotals',
    'success',
  ],
  [
    'only exempt concepts: no TotalImpuestosTrasladados',
    cfdi('3.3', [CEXENTO], null),
    'sums.totalTaxes',
    'success',
  ],
  [
    'taxed and exempt: the exempt transfer stays out of the summary',
    cfdi('3.3', [{ transfers: [line(IVA16, '100.00', '16.00'), line(IEPS_EXENTO, '100.00')] }], {
      attrs: { TotalImpuestosTrasladados: '16.00' },
      transfers: [line33(IVA16, '16.00')],
    }),
    'sums.taxTotals',
    'success',
  ],
  [
    'an exempt line in the summary, as 4.0 would write it',
    cfdi('3.3', [{ transfers: [line(IVA16, '100.00', '16.00'), line(IEPS_EXENTO, '100.00')] }], {
      attrs: { TotalImpuestosTrasladados: '16.00' },
      transfers: [line33(IVA16, '16.00'), IEPS_EXENTO],
    }),
    'sums.taxTotals',
    'traslado 003 Exento: CFDI 3.3 does not summarize exempt transfers',
  ],
  [
    'rate 0: present like any other rate',
    cfdi('3.3', [C0, C16], {
      attrs: { TotalImpuestosTrasladados: '16.00' },
      transfers: [line33(IVA16, '16.00'), line33(IVA0, '0.00')],
    }),
    'sums.taxTotals',
    'success',
  ],
  [
    'rate 0: the summary line left out',
    cfdi('3.3', [C0, C16], {
      attrs: { TotalImpuestosTrasladados: '16.00' },
      transfers: [line33(IVA16, '16.00')],
    }),
    'sums.taxTotals',
    'traslado 002 Tasa 0.000000: missing in Impuestos',
  ],
  [
    'rate 0: TotalImpuestosTrasladados left out',
    cfdi('3.3', [C0], { transfers: [line33(IVA0, '0.00')] }),
    'sums.totalTaxes',
    'CFDI33190 Impuestos: TotalImpuestosTrasladados (none) ≠ 0.00',
  ],
  [
    'one tax, factor and rate on two lines',
    cfdi('3.3', [C16], {
      attrs: { TotalImpuestosTrasladados: '32.00' },
      transfers: [line33(IVA16, '16.00'), line33(IVA16, '16.00')],
    }),
    'sums.taxTotals',
    'CFDI33192 traslado 002 Tasa 0.160000: repeated',
  ],
  [
    'a withholding a cent off',
    cfdi('3.3', [{ ...C16, withholdings: [line(RET_ISR, '100.00', '10.00')] }], {
      attrs: { TotalImpuestosRetenidos: '10.01', TotalImpuestosTrasladados: '16.00' },
      withholdings: [{ Impuesto: '001', Importe: '10.01' }],
      transfers: [line33(IVA16, '16.00')],
    }),
    'sums.taxTotals',
    'CFDI33189 retencion 001: Importe 10.01 ≠ 10.00',
  ],
  [
    'TotalImpuestosTrasladados not the sum of the lines',
    cfdi('3.3', [C16], {
      attrs: { TotalImpuestosTrasladados: '16.01' },
      transfers: [line33(IVA16, '16.00')],
    }),
    'sums.totalTaxes',
    'CFDI33183 Impuestos: TotalImpuestosTrasladados 16.01 ≠ 16.00',
  ],
];

/** The check's status and, when it fails, the detail its message quotes (language-neutral). */
function judged(xml: string, id: string): 'success' | string {
  const check = validateCfdi(xml, { today: '2026-11-21', lang: 'en' }).checks.find(
    (c) => c.id === id,
  );
  if (!check) throw new Error(`no check ${id}`);
  if (check.status === 'success') return 'success';
  return check.message.slice(check.message.indexOf(': ') + 2);
}

describe('the CFDI 4.0 tax summary', () => {
  it.each(CFDI_40)('%s', (_name, xml, id, expected) => expect(judged(xml, id)).toBe(expected));
});

describe('the CFDI 3.3 tax summary', () => {
  it.each(CFDI_33)('%s', (_name, xml, id, expected) => expect(judged(xml, id)).toBe(expected));
});

describe('messages', () => {
  it('name the SAT code in both languages', () => {
    const xml = cfdi('3.3', [C16], {
      attrs: { TotalImpuestosTrasladados: '16.01' },
      transfers: [line33(IVA16, '16.01')],
    });
    const message = (lang: 'es' | 'en'): string =>
      validateCfdi(xml, { today: '2026-11-21', lang }).checks.find((c) => c.id === 'sums.taxTotals')
        ?.message ?? '';
    expect(message('es')).toBe(
      'El resumen de impuestos no coincide con los conceptos: CFDI33195 traslado 002 Tasa 0.160000: Importe 16.01 ≠ 16.00',
    );
    expect(message('en')).toBe(
      'The tax summary does not match the concepts: CFDI33195 traslado 002 Tasa 0.160000: Importe 16.01 ≠ 16.00',
    );
  });
});
