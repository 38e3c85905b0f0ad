import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCfdi, generateTree, type GenerateOptions } from '../testing/generate';
import { FAULTS, expectedFailures, type Fault } from '../testing/faults';
import { serialize, type El } from '../testing/xml-writer';
import { evaluateCfdi, evaluateCfdiWithSeal } from '../validate';
import { withinProductLimits } from './sums';

const today = '2026-11-21';
/** The failing checks, the seal's included. */
const failing = async (xml: string): Promise<string[]> =>
  (await evaluateCfdiWithSeal(xml, { today })).outcomes
    .filter((o) => o.status === 'error')
    .map((o) => o.id);

const INVOICE_40: GenerateOptions = {
  concepts: 4,
  discount: true,
  withholdings: true,
  localTaxes: true,
  exempt: true,
};
const INVOICE_33: GenerateOptions = { ...INVOICE_40, version: '3.3' };
const PAGOS_20: GenerateOptions = { type: 'P', payments: 2, paymentTaxes: 'mixed' };
const PAGOS_10: GenerateOptions = { type: 'P', version: '3.3', payments: 2 };

const PAYMENT_FAULTS = new Set<Fault>([
  'pagoAmounts',
  'pagoCurrency',
  'pagoFormaPago',
  'pagoMetodoPago',
  'paymentForm99',
  'noIdDocumento',
  'saldoInsoluto',
  'saldoNegativo',
  'noImpSaldoAnt',
  'noMetodoDePagoDR',
  'foreignDocument',
  'paidOverMonto',
  'montoBelowPaid',
  'accounts',
  'montoTotalPagos',
  'totalesIva',
  'totalesRetencionIsr',
  'totalesBaseExento',
  'noTotales',
  'pagosVersion',
]);
const ONLY_40 = new Set<Fault>([
  'missingIssuerName',
  'objetoImp',
  'receiverRegime',
  'montoTotalPagos',
  'totalesIva',
  'totalesRetencionIsr',
  'totalesBaseExento',
  'noTotales',
  'exemptSummaryLineMissing',
  'summaryBase',
]);
/** Pagos 1.0 only: 2.0 has no MetodoDePagoDR. */
const ONLY_33 = new Set<Fault>(['noMetodoDePagoDR']);

/** Each fault on every kind of document it can occur in. */
const cases: [string, Fault, GenerateOptions][] = (Object.keys(FAULTS) as Fault[]).flatMap(
  (fault) => {
    const bases: [string, GenerateOptions][] = PAYMENT_FAULTS.has(fault)
      ? [
          ['Pagos 2.0', PAGOS_20],
          ['Pagos 1.0', PAGOS_10],
        ]
      : [
          ['CFDI 4.0', INVOICE_40],
          ['CFDI 3.3', INVOICE_33],
          ['Pagos 2.0', PAGOS_20],
        ];
    return bases
      .filter(([, o]) => !(ONLY_40.has(fault) && o.version === '3.3'))
      .filter(([, o]) => !(ONLY_33.has(fault) && o.version !== '3.3'))
      .filter(
        ([, o]) =>
          !(
            o.type === 'P' &&
            [
              'moneda',
              'conceptTaxBase',
              'descuento',
              'taxSummary',
              'totalTaxes',
              'localTotal',
              'exentoWithRate',
              'exemptSummaryLine',
              'exemptSummaryLineMissing',
              'summaryBase',
              'noTotalTraslados',
              'objetoImp',
              'conceptImporte',
              'amountFormat',
              'subTotal',
              'total',
            ].includes(fault)
          ),
      )
      .map(([label, o]) => [label, fault, o] as [string, Fault, GenerateOptions]);
  },
);

describe('generated documents are valid by construction', () => {
  it.each<[string, GenerateOptions]>([
    ['CFDI 4.0 minimal', {}],
    ['CFDI 4.0 with every tax', INVOICE_40],
    ['CFDI 3.3 with every tax', INVOICE_33],
    ['CFDI 4.0, IVA at rate 0', { ...INVOICE_40, iva: 'tasa0' }],
    ['CFDI 3.3, IVA at rate 0', { ...INVOICE_33, iva: 'tasa0' }],
    ['CFDI 4.0, every transfer exempt', { iva: 'exento', exempt: true }],
    ['CFDI 3.3, every transfer exempt (no Impuestos node)', { version: '3.3', iva: 'exento' }],
    ['CFDI 3.3, exempt transfers and withholdings', { ...INVOICE_33, iva: 'exento' }],
    ['Pagos 2.0', { type: 'P', payments: 2 }],
    ['Pagos 2.0 with every tax Totales sums', PAGOS_20],
    ['Pagos 1.0', PAGOS_10],
  ])('%s', async (_name, options) => expect(await failing(generateCfdi(options))).toEqual([]));
});

// Each check fails for its own fault, and only for it.
describe('one fault, one failing check', () => {
  it.each(cases)('%s: %s', async (_label, fault, options) => {
    expect((await failing(generateCfdi({ ...options, fault }))).sort()).toEqual(
      [...expectedFailures(fault)].sort(),
    );
  });
});

// Anexo 20 limits: lower = (a − ½u)(b − ½u) truncated, upper = (a + ½u)(b + ½u) rounded up.
describe('withinProductLimits (concept Importe)', () => {
  it.each<[string, string, string, boolean]>([
    ['2.00', '677.83', '1355.67', true], // real 3.3 invoice: 1355.66 exact, within limits
    ['2.00', '677.83', '1359.06', true],
    ['2.00', '677.83', '1359.07', false],
    ['4', '956.04', '3824.15', true], // SAT test invoice with discount
    ['1.000000', '8.620690', '8.620690', true],
    ['1.000000', '8.620690', '8.620700', false],
    ['1.5', '1500000', '2250000', true],
    ['3.000000', '100.000000', '300.01', true], // declared with 2 decimals: ±1 cent
    ['3.000000', '100.000000', '300.02', false],
  ])('%s × %s ~ %s: %s', (q, v, importe, ok) =>
    expect(withinProductLimits(q, v, importe)).toBe(ok),
  );

  it.each<[string, string, string, boolean]>([
    ['15390.30', '0.106667', '1641.64', true],
    ['15390.30', '0.106667', '1641.63', true],
    ['15390.30', '0.106667', '1641.65', false],
    ['2868.11', '0.160000', '458.90', true],
    ['2868.11', '0.160000', '458.91', false],
  ])('tax %s × %s ~ %s: %s', (base, rate, importe, ok) =>
    expect(withinProductLimits(base, rate, importe, false)).toBe(ok),
  );
});

/** Every amount attribute of an invoice, as a path of child indexes and a name. */
function amountSites(tree: El, v33: boolean): { path: number[]; attr: string }[] {
  const NAMES = new Set([
    'SubTotal',
    'Descuento',
    'Total',
    'Cantidad',
    'ValorUnitario',
    'Importe',
    'Base',
    'TotalImpuestosTrasladados',
    'TotalImpuestosRetenidos',
    'TotaldeRetenciones',
    'TotaldeTraslados',
  ]);
  const out: { path: number[]; attr: string }[] = [];
  const walk = (node: El, path: number[]): void => {
    for (const attr of Object.keys(node.attrs)) {
      // 3.3 keeps no summary Base, so the Base of an exempt or rate-0 line is checked by nothing
      // SAT defines (Base × 0 is 0 whatever the Base).
      const untaxed =
        node.attrs['TipoFactor'] === 'Exento' || node.attrs['TasaOCuota'] === '0.000000';
      if (v33 && attr === 'Base' && untaxed) continue;
      if (NAMES.has(attr) && !node.name.includes('TimbreFiscal')) out.push({ path, attr });
    }
    node.children.forEach((c, i) => walk(c, [...path, i]));
  };
  walk(tree, []);
  return out;
}

function setAt(node: El, path: number[], attr: string, fn: (v: string) => string): El {
  if (path.length === 0)
    return { ...node, attrs: { ...node.attrs, [attr]: fn(node.attrs[attr] ?? '0') } };
  const [head, ...rest] = path;
  return {
    ...node,
    children: node.children.map((c, i) => (i === head ? setAt(c, rest, attr, fn) : c)),
  };
}

const invoiceOptions = fc.record({
  version: fc.constantFrom<'4.0' | '3.3'>('4.0', '3.3'),
  concepts: fc.integer({ min: 1, max: 8 }),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  discount: fc.boolean(),
  withholdings: fc.boolean(),
  localTaxes: fc.boolean(),
  exempt: fc.boolean(),
  iva: fc.constantFrom<'tasa16' | 'tasa0' | 'exento'>('tasa16', 'tasa0', 'exento'),
});

describe('properties', () => {
  it('random valid documents always pass', () =>
    fc.assert(
      fc.asyncProperty(
        fc.oneof(
          invoiceOptions,
          fc.record({
            type: fc.constant<'P'>('P'),
            version: fc.constantFrom<'4.0' | '3.3'>('4.0', '3.3'),
            payments: fc.integer({ min: 1, max: 4 }),
            seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
            paymentTaxes: fc.constantFrom<'iva16' | 'mixed'>('iva16', 'mixed'),
          }),
        ),
        async (options) => {
          expect(await failing(generateCfdi(options))).toEqual([]);
        },
      ),
      { numRuns: 200 },
    ));

  it('any single perturbation of an amount makes `sums` fail', () =>
    fc.assert(
      fc.property(
        invoiceOptions,
        fc.nat(),
        fc.integer({ min: 1, max: 100_000 }),
        fc.boolean(),
        (options, pick, cents, up) => {
          const tree = generateTree(options);
          const sites = amountSites(tree, options.version === '3.3');
          const site = sites[pick % sites.length];
          if (!site) throw new Error('no amounts');
          const delta = BigInt(cents) * 10_000n; // micro-units
          const perturbed = setAt(tree, site.path, site.attr, (v) => {
            const [int = '0', frac = ''] = v.split('.');
            const scale = Math.max(frac.length, 2);
            const units = BigInt(int + frac.padEnd(scale, '0')) * 10n ** BigInt(6 - scale);
            const next = up || units < delta ? units + delta : units - delta;
            const text = next.toString().padStart(7, '0');
            return `${text.slice(0, -6)}.${text.slice(-6)}`;
          });
          const outcomes = evaluateCfdi(serialize(perturbed), { today }).outcomes;
          expect(
            outcomes.some((o) => o.group === 'sums' && o.status === 'error'),
            `${site.attr} at ${site.path.join('/')}`,
          ).toBe(true);
        },
      ),
      { numRuns: 200 },
    ));
});
