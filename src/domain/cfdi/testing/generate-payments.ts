/**
 * The payment complement part of the test generator: Pagos 2.0 (with Totales, one MXN and one USD
 * payment in turn) and Pagos 1.0, every amount exact and consistent. Pagos 2.0 documents carry IVA
 * at 16 %, or with `paymentTaxes: 'mixed'` every tax Totales sums: IVA at 16, 8 and 0 % and exempt,
 * IVA, ISR and IEPS withheld, and one document in another currency than its payment.
 */
import { add, divide, formatDecimal, mul, mulExact, round, sub, truncate, ZERO } from '../decimal';
import type { Decimal } from '../decimal';
import { NS } from '../xml-node';
import type { GenerateOptions } from './generate-options';
import { uuid } from './random';
import { el, type El } from './xml-writer';

const six = (d: Decimal): string => formatDecimal(d, 6);
const two = (d: Decimal): string => formatDecimal(d, 2);
const dec = (units: bigint, scale: number): Decimal => ({ units, scale });
const ONE = dec(1n, 0);

interface DocumentTax {
  readonly kind: 'traslado' | 'retencion';
  readonly tax: '001' | '002' | '003';
  /** Null for an exempt transfer. */
  readonly rate: Decimal | null;
}

const IVA16: DocumentTax = { kind: 'traslado', tax: '002', rate: dec(16n, 2) };
const IVA8: DocumentTax = { kind: 'traslado', tax: '002', rate: dec(8n, 2) };
const IVA0: DocumentTax = { kind: 'traslado', tax: '002', rate: dec(0n, 6) };
const IVA_EXENTO: DocumentTax = { kind: 'traslado', tax: '002', rate: null };
const RET_IVA: DocumentTax = { kind: 'retencion', tax: '002', rate: dec(106667n, 6) };
const RET_ISR: DocumentTax = { kind: 'retencion', tax: '001', rate: dec(10n, 2) };
const RET_IEPS: DocumentTax = { kind: 'retencion', tax: '003', rate: dec(265n, 3) };

/** The related documents of one payment, by their taxes; the last of `mixed` is in another currency. */
const PROFILES = {
  iva16: [[IVA16], [IVA16]],
  mixed: [[IVA16, RET_IVA, RET_ISR], [IVA8, RET_IEPS], [IVA0], [IVA_EXENTO]],
} as const satisfies Record<string, readonly (readonly DocumentTax[])[]>;

/** The Totales attribute a payment's tax line feeds, by kind, tax and rate (null: none). */
function totalsNames(t: DocumentTax): { base: string | null; amount: string | null } {
  if (t.kind === 'retencion') {
    const name = { '001': 'ISR', '002': 'IVA', '003': 'IEPS' }[t.tax];
    return { base: null, amount: `TotalRetenciones${name}` };
  }
  if (t.tax !== '002') return { base: null, amount: null };
  if (t.rate === null) return { base: 'TotalTrasladosBaseIVAExento', amount: null };
  const label = { '0.160000': '16', '0.080000': '8', '0.000000': '0' }[formatDecimal(t.rate, 6)];
  return label
    ? { base: `TotalTrasladosBaseIVA${label}`, amount: `TotalTrasladosImpuestoIVA${label}` }
    : { base: null, amount: null };
}

/** Totales in the schema's order. */
const TOTALS_ORDER = [
  'TotalRetencionesIVA',
  'TotalRetencionesISR',
  'TotalRetencionesIEPS',
  'TotalTrasladosBaseIVA16',
  'TotalTrasladosImpuestoIVA16',
  'TotalTrasladosBaseIVA8',
  'TotalTrasladosImpuestoIVA8',
  'TotalTrasladosBaseIVA0',
  'TotalTrasladosImpuestoIVA0',
  'TotalTrasladosBaseIVAExento',
  'MontoTotalPagos',
];

interface PaymentLine {
  readonly tax: DocumentTax;
  base: Decimal;
  amount: Decimal;
}

export function paymentsBody(o: GenerateOptions & { version: '4.0' | '3.3' }, rand: () => number) {
  const v4 = o.version === '4.0';
  const q = v4 ? 'pago20' : 'pago10';
  const profiles = v4 ? PROFILES[o.paymentTaxes ?? 'iva16'] : PROFILES.iva16;
  const payments: El[] = [];
  // Each total is Σ over payments of (line × TipoCambioP), exact, rounded once at the end.
  const totals = new Map<string, Decimal>([['MontoTotalPagos', ZERO]]);
  const bump = (name: string | null, value: Decimal): void => {
    if (name) totals.set(name, add(totals.get(name) ?? ZERO, value));
  };
  for (let i = 0; i < (o.payments ?? 2); i++) {
    const usd = i % 2 === 1;
    const currency = usd ? 'USD' : 'MXN';
    const rate: Decimal = usd ? dec(173608n, 4) : ONE;
    const docs: El[] = [];
    const lines = new Map<string, PaymentLine>();
    // Monto is at least Σ ImpPagado / EquivalenciaDR truncated to cents; here it is exactly that.
    let paidInPayment: Decimal = ZERO;
    profiles.forEach((taxes, j) => {
      const foreign = j === 3;
      const docCurrency = foreign ? (usd ? 'MXN' : 'USD') : currency;
      // Units of the document's currency one unit of the payment's is worth.
      const equivalence = foreign ? (usd ? dec(173608n, 4) : dec(576n, 4)) : ONE;
      const paid = dec(BigInt(1000 + Math.floor(rand() * 500_000)), 2);
      const before = add(paid, dec(BigInt(Math.floor(rand() * 100_000)), 2));
      const transferRate = taxes.find((t) => t.kind === 'traslado')?.rate ?? ZERO;
      // BaseDR is what was paid without its IVA, rounded (not truncated) to six decimals.
      const base = divide(paid, add(ONE, transferRate), 6);
      paidInPayment = add(paidInPayment, divide(paid, equivalence, 12, true));
      const drLines = taxes.map((t) => ({ t, amount: t.rate ? mul(base, t.rate, 6) : null }));
      for (const { t, amount } of drLines) {
        const key = `${t.kind} ${t.tax} ${t.rate ? six(t.rate) : 'Exento'}`;
        const line = lines.get(key) ?? { tax: t, base: ZERO, amount: ZERO };
        // BaseP and ImporteP: the documents' amounts in the payment's currency, rounded.
        line.base = add(line.base, divide(base, equivalence, 6));
        if (amount) line.amount = add(line.amount, divide(amount, equivalence, 6));
        lines.set(key, line);
      }
      const ids = {
        IdDocumento: uuid(rand),
        Serie: 'F',
        Folio: String(100 + i * 10 + j),
        MonedaDR: docCurrency,
        ...(v4 ? { EquivalenciaDR: foreign ? formatDecimal(equivalence) : '1' } : {}),
        ...(v4 ? {} : { MetodoDePagoDR: 'PPD' }),
        NumParcialidad: '1',
        ImpSaldoAnt: two(before),
        ImpPagado: two(paid),
        ImpSaldoInsoluto: two(sub(before, paid)),
        ...(v4 ? { ObjetoImpDR: '02' } : {}),
      };
      const drTaxes = v4
        ? [
            el(`${q}:ImpuestosDR`, {}, [
              ...(['retencion', 'traslado'] as const).flatMap((kind) => {
                const own = drLines.filter(({ t }) => t.kind === kind);
                if (own.length === 0) return [];
                const group = kind === 'retencion' ? 'RetencionesDR' : 'TrasladosDR';
                const name = kind === 'retencion' ? 'RetencionDR' : 'TrasladoDR';
                return [
                  el(
                    `${q}:${group}`,
                    {},
                    own.map(({ t, amount }) =>
                      el(`${q}:${name}`, {
                        BaseDR: six(base),
                        ImpuestoDR: t.tax,
                        TipoFactorDR: t.rate ? 'Tasa' : 'Exento',
                        ...(t.rate && amount
                          ? { TasaOCuotaDR: six(t.rate), ImporteDR: six(amount) }
                          : {}),
                      }),
                    ),
                  ),
                ];
              }),
            ]),
          ]
        : [];
      docs.push(el(`${q}:DoctoRelacionado`, ids, drTaxes));
    });
    const monto = truncate(paidInPayment, 2);
    bump('MontoTotalPagos', mulExact(monto, rate));
    const paymentLines = [...lines.values()];
    for (const line of paymentLines) {
      const names = totalsNames(line.tax);
      if (line.tax.kind === 'retencion') bump(names.amount, mulExact(line.amount, rate));
      else {
        bump(names.base, mulExact(line.base, rate));
        bump(names.amount, mulExact(line.amount, rate));
      }
    }
    const pTaxes = v4
      ? [
          el(`${q}:ImpuestosP`, {}, [
            ...(['retencion', 'traslado'] as const).flatMap((kind) => {
              const own = paymentLines.filter((l) => l.tax.kind === kind);
              if (own.length === 0) return [];
              return [
                el(
                  `${q}:${kind === 'retencion' ? 'RetencionesP' : 'TrasladosP'}`,
                  {},
                  own.map((l) =>
                    kind === 'retencion'
                      ? el(`${q}:RetencionP`, { ImpuestoP: l.tax.tax, ImporteP: six(l.amount) })
                      : el(`${q}:TrasladoP`, {
                          BaseP: six(l.base),
                          ImpuestoP: l.tax.tax,
                          TipoFactorP: l.tax.rate ? 'Tasa' : 'Exento',
                          ...(l.tax.rate
                            ? { TasaOCuotaP: six(l.tax.rate), ImporteP: six(l.amount) }
                            : {}),
                        }),
                  ),
                ),
              ];
            }),
          ]),
        ]
      : [];
    payments.push(
      el(
        `${q}:Pago`,
        {
          FechaPago: o.fecha ?? '2026-03-10T10:00:00',
          FormaDePagoP: '03',
          MonedaP: currency,
          ...(usd || v4 ? { TipoCambioP: usd ? '17.3608' : '1' } : {}),
          Monto: two(monto),
          CtaOrdenante: '0001970000',
          CtaBeneficiario: '0198005000',
        },
        [...docs, ...pTaxes],
      ),
    );
  }
  const totalsAttrs = Object.fromEntries(
    TOTALS_ORDER.flatMap((name) => {
      const value = totals.get(name);
      return value === undefined ? [] : [[name, two(round(value, 2))]];
    }),
  );
  return el(
    `${q}:Pagos`,
    { [`xmlns:${q}`]: v4 ? NS.pago20 : NS.pago10, Version: v4 ? '2.0' : '1.0' },
    [...(v4 ? [el(`${q}:Totales`, totalsAttrs)] : []), ...payments],
  );
}
