import { describe, expect, it } from 'vitest';
import type { Payment, PaymentComplement, RelatedDocument, TaxLine } from '../document';
import { generateCfdi, generateTree } from '../testing/generate';
import { editFirst, serialize, setAttr } from '../testing/xml-writer';
import { bump } from '../testing/faults';
import { validateCfdi } from '../validate';
import { NS } from '../xml-node';
import { leastMonto, totalsProblems } from './pagos';

const payment = (Monto: string, TipoCambioP?: string, taxes: TaxLine[] = []): Payment => ({
  attrs: { Monto, MonedaP: TipoCambioP ? 'USD' : 'MXN', ...(TipoCambioP ? { TipoCambioP } : {}) },
  documents: [],
  taxes,
});
const complement = (payments: Payment[], totals: Record<string, string>): PaymentComplement => ({
  ns: NS.pago20,
  attrs: { Version: '2.0' },
  totals,
  payments,
});
const transfer = (
  ImpuestoP: string,
  rate: string | null,
  BaseP: string,
  ImporteP?: string,
): TaxLine => ({
  kind: 'traslado',
  attrs: {
    BaseP,
    ImpuestoP,
    TipoFactorP: rate === null ? 'Exento' : 'Tasa',
    ...(rate === null ? {} : { TasaOCuotaP: rate }),
    ...(ImporteP === undefined ? {} : { ImporteP }),
  },
});
const withheld = (ImpuestoP: string, ImporteP: string): TaxLine => ({
  kind: 'retencion',
  attrs: { ImpuestoP, ImporteP },
});

// MontoTotalPagos = Σ Monto × TipoCambioP, rounded half away from zero to 2 decimals.
describe('Pagos 2.0 MontoTotalPagos with SAT rounding', () => {
  it.each<[string, Payment[], string, boolean | null]>([
    ['one MXN payment', [payment('15000.00')], '15000.00', true],
    [
      'MXN + USD: 1840 + 40 × 17.3608 = 2534.432',
      [payment('1840.00'), payment('40.00', '17.3608')],
      '2534.43',
      true,
    ],
    ['the same, a cent up', [payment('1840.00'), payment('40.00', '17.3608')], '2534.44', false],
    [
      'the same, written with three decimals: t_ImporteMXN has two (schema reports it)',
      [payment('1840.00'), payment('40.00', '17.3608')],
      '2534.432',
      null,
    ],
    ['a half cent rounds up: 10.01 × 1.5 = 15.015', [payment('10.01', '1.5')], '15.02', true],
    ['a half cent truncated is wrong', [payment('10.01', '1.5')], '15.01', false],
    [
      'each payment converted, summed, then rounded once',
      [payment('0.01', '1.4'), payment('0.01', '1.4')],
      '0.03',
      true,
    ],
  ])('%s', (_name, payments, declared, ok) =>
    expect(totalsProblems(complement(payments, { MontoTotalPagos: declared }))).toEqual(
      ok === null
        ? null
        : ok
          ? []
          : [expect.stringMatching(/^CRP20211 MontoTotalPagos /) as string],
    ),
  );

  it('a complement without Totales is reported; an unreadable amount is left to schema', () => {
    expect(
      totalsProblems({
        ...complement([payment('1.00')], { MontoTotalPagos: '1.00' }),
        totals: null,
      }),
    ).toEqual(['Totales']);
    expect(totalsProblems(complement([payment('1,00')], { MontoTotalPagos: '1.00' }))).toBeNull();
  });
});

/**
 * Each total of Totales (CRP20201–CRP20211): the lines that feed it, in an MXN payment of 100.00
 * and a USD one of 10.00 at 17.3608 (Monto, BaseP or ImporteP × TipoCambioP), and the rounded
 * sums of every total those lines feed (a transfer feeds a base and a tax total).
 */
const FEEDS: [lines: TaxLine[], totals: Record<string, string>][] = [
  [[withheld('002', '10.666700')], { TotalRetencionesIVA: '195.85' }],
  [[withheld('001', '10.000000')], { TotalRetencionesISR: '183.61' }],
  [[withheld('003', '26.500000')], { TotalRetencionesIEPS: '486.56' }],
  [
    [transfer('002', '0.160000', '86.206897', '13.793103')],
    { TotalTrasladosBaseIVA16: '1582.83', TotalTrasladosImpuestoIVA16: '253.25' },
  ],
  [
    [transfer('002', '0.08', '92.592593', '7.407407')],
    { TotalTrasladosBaseIVA8: '1700.07', TotalTrasladosImpuestoIVA8: '136.01' },
  ],
  [
    [transfer('002', '0.000000', '100.000000', '0.000000')],
    { TotalTrasladosBaseIVA0: '1836.08', TotalTrasladosImpuestoIVA0: '0.00' },
  ],
  [[transfer('002', null, '100.000000')], { TotalTrasladosBaseIVAExento: '1836.08' }],
  [[], { MontoTotalPagos: '273.61' }],
];
const CODES: Record<string, string> = {
  TotalRetencionesIVA: 'CRP20201',
  TotalRetencionesISR: 'CRP20202',
  TotalRetencionesIEPS: 'CRP20203',
  TotalTrasladosBaseIVA16: 'CRP20204',
  TotalTrasladosImpuestoIVA16: 'CRP20205',
  TotalTrasladosBaseIVA8: 'CRP20206',
  TotalTrasladosImpuestoIVA8: 'CRP20207',
  TotalTrasladosBaseIVA0: 'CRP20208',
  TotalTrasladosImpuestoIVA0: 'CRP20209',
  TotalTrasladosBaseIVAExento: 'CRP20210',
  MontoTotalPagos: 'CRP20211',
};
const TOTALS = FEEDS.flatMap(([lines, totals]) =>
  Object.entries(totals).map(
    ([name, expected]) =>
      [CODES[name] ?? '', name, lines, { MontoTotalPagos: '273.61', ...totals }, expected] as const,
  ),
);

describe('Pagos 2.0 Totales: each total with its SAT code', () => {
  const payments = (lines: TaxLine[]): Payment[] => [
    payment('100.00', undefined, lines),
    payment('10.00', '17.3608', lines),
  ];

  it('covers the eleven totals', () =>
    expect(TOTALS.map(([code]) => code).sort()).toEqual(Object.values(CODES).sort()));

  it.each(TOTALS)('%s %s: right', (_code, _name, lines, totals) =>
    expect(totalsProblems(complement(payments(lines), totals))).toEqual([]),
  );

  it.each(TOTALS)(
    '%s %s: a cent off names the code and both values',
    (code, name, lines, totals, expected) => {
      const declared = bump(expected, '0.01');
      expect(totalsProblems(complement(payments(lines), { ...totals, [name]: declared }))).toEqual([
        `${code} ${name} ${declared} ≠ ${expected}`,
      ]);
    },
  );

  it.each(TOTALS.filter(([, name]) => name !== 'MontoTotalPagos'))(
    '%s %s: required when a line feeds it',
    (code, name, lines, totals, expected) => {
      const rest: Record<string, string> = { ...totals };
      delete rest[name];
      expect(totalsProblems(complement(payments(lines), rest))).toEqual([
        `${code} ${name} (none) ≠ ${expected}`,
      ]);
    },
  );

  it.each<[string, Payment[], string, string]>([
    // 0.005 in one MXN payment: rounds half away from zero to 0.01 (truncated it would be 0.00).
    [
      'rounded, not truncated',
      [payment('1.00', undefined, [withheld('001', '0.005000')])],
      '1.00',
      '0.01',
    ],
    // 0.000282 × 17.3608 = 0.0048957… in each of two payments: 0.00 each if rounded one by
    // one, 0.01 when the exact products are summed and rounded once.
    [
      'products kept exact, rounded once',
      [1, 2].map(() => payment('10.00', '17.3608', [withheld('001', '0.000282')])),
      '347.22',
      '0.01',
    ],
  ])('TotalRetencionesISR: %s', (_name, paid, monto, expected) =>
    expect(
      totalsProblems(complement(paid, { MontoTotalPagos: monto, TotalRetencionesISR: expected })),
    ).toEqual([]),
  );

  it('a total no line feeds may only say 0', () =>
    expect(
      totalsProblems(
        complement(payments([]), { MontoTotalPagos: '273.61', TotalTrasladosBaseIVA8: '1.00' }),
      ),
    ).toEqual(['CRP20206 TotalTrasladosBaseIVA8 1.00 ≠ 0.00']));
});

const docto = (ImpPagado: string, MonedaDR: string, EquivalenciaDR?: string): RelatedDocument => ({
  attrs: { ImpPagado, MonedaDR, ...(EquivalenciaDR ? { EquivalenciaDR } : {}) },
  taxes: [],
});

// The least Monto: Σ ImpPagado / EquivalenciaDR over the documents, truncated to the payment
// currency's decimals (CRP20217).
describe('Pagos 2.0 least Monto', () => {
  it.each<[string, string, RelatedDocument[], string | null]>([
    [
      'same currency: Σ ImpPagado',
      'MXN',
      [docto('100.10', 'MXN', '1'), docto('0.25', 'MXN')],
      '100.35',
    ],
    [
      'a USD document paid in MXN: 1655.99 / 0.0576 = 28749.8263…',
      'MXN',
      [docto('1655.99', 'USD', '0.0576')],
      '28749.82',
    ],
    [
      'truncated, not rounded: 1382.73 + 28749.8263… = 30132.5563…',
      'MXN',
      [docto('1382.73', 'MXN', '1'), docto('1655.99', 'USD', '0.0576')],
      '30132.55',
    ],
    [
      'summed exactly before truncating: 3 × (1 / 3) = 1',
      'USD',
      [1, 2, 3].map(() => docto('1.00', 'MXN', '3')),
      '1.00',
    ],
    ['a currency without decimals: JPY', 'JPY', [docto('10.00', 'MXN', '0.13')], '76'],
    [
      'a foreign document without EquivalenciaDR: not judged here',
      'MXN',
      [docto('1.00', 'USD')],
      null,
    ],
  ])('%s', (_name, MonedaP, documents, least) => {
    const r = leastMonto({ attrs: { MonedaP, Monto: '1' }, documents, taxes: [] });
    expect(r === null ? null : `${r.units}e-${r.scale}`).toBe(
      least === null
        ? null
        : `${BigInt(least.replace('.', ''))}e-${least.split('.')[1]?.length ?? 0}`,
    );
  });
});

describe('generated payment complements', () => {
  const today = '2026-11-21';
  const failing = (xml: string): string[] =>
    validateCfdi(xml, { today })
      .checks.filter((c) => c.status === 'error')
      .map((c) => `${c.id}: ${c.message}`);

  it.each<[string, number]>([
    ['one payment', 1],
    ['MXN and USD payments', 2],
    ['four payments', 4],
  ])('with every tax the Totales sum are valid: %s', (_name, payments) => {
    for (const seed of [1, 2, 3, 4, 5])
      expect(failing(generateCfdi({ type: 'P', payments, seed, paymentTaxes: 'mixed' }))).toEqual(
        [],
      );
  });

  it('a Monto a cent below Σ ImpPagado / EquivalenciaDR (truncated) fails with CRP20217', () => {
    const tree = generateTree({ type: 'P', payments: 1, paymentTaxes: 'mixed' });
    const xml = serialize(
      editFirst(tree, 'Pago', (n) => setAttr(n, 'Monto', bump(n.attrs['Monto'], '-0.01'))),
    );
    expect(failing(xml)).toEqual([
      expect.stringMatching(
        /^pagos\.montoCoversPagado: .*CRP20217 Pago\[1\]: Monto [\d.]+ < [\d.]+/,
      ) as string,
      expect.stringMatching(/^pagos\.totales: .*CRP20211 MontoTotalPagos/) as string,
    ]);
  });
});
