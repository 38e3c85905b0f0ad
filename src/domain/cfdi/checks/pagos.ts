/**
 * `pagos` group, for vouchers of type P: the voucher is zero in XXX with no payment form or method,
 * one Pagos complement of the version the CFDI requires (1.0 with 3.3, 2.0 with 4.0), payments and
 * related documents structurally right, balances that add up, each Monto covering what its
 * documents paid and, for 2.0, Totales recomputed.
 */
import { CURRENCY_DECIMALS, PAGOS_ID_DOCUMENTO, PAYMENT_FORM_ACCOUNTS } from '../catalogues';
import {
  add,
  compare,
  equals,
  formatDecimal,
  mulExact,
  parseDecimal,
  round,
  sub,
  ZERO,
  type Decimal,
} from '../decimal';
import type {
  CfdiDocument,
  CfdiVersion,
  Payment,
  PaymentComplement,
  RelatedDocument,
} from '../document';
import { NS } from '../xml-node';
import { excluded, judge, type CheckOutcome } from './check';

const G = 'pagos';
const IDS = [
  'pagos.complement',
  'pagos.voucherAmounts',
  'pagos.currency',
  'pagos.noPaymentFormMethod',
  'pagos.payment',
  'pagos.relatedDocument',
  'pagos.idDocumento',
  'pagos.saldoInsoluto',
  'pagos.montoCoversPagado',
  'pagos.accounts',
  'pagos.totales',
] as const;

const ONE: Decimal = { units: 1n, scale: 0 };

function paymentProblems(p: Payment, where: string): string[] {
  const a = p.attrs;
  const problems: string[] = [];
  const monto = parseDecimal(a['Monto']);
  if (monto && monto.units <= 0n) problems.push(`${where}@Monto="${a['Monto'] ?? ''}" ≤ 0`);
  if (a['FormaDePagoP'] === undefined || a['FormaDePagoP'] === '99')
    problems.push(`${where}@FormaDePagoP="${a['FormaDePagoP'] ?? ''}"`);
  if (a['MonedaP'] === undefined || a['MonedaP'] === 'XXX')
    problems.push(`${where}@MonedaP="${a['MonedaP'] ?? ''}"`);
  if (a['MonedaP'] !== undefined && a['MonedaP'] !== 'MXN' && a['TipoCambioP'] === undefined)
    problems.push(`${where}@TipoCambioP`);
  if (a['FechaPago'] === undefined) problems.push(`${where}@FechaPago`);
  if (p.documents.length === 0) problems.push(`${where}: sin DoctoRelacionado`);
  return problems;
}

/** c_MetodoPago, the only values a Pagos 1.0 related document may carry. */
const METHODS_DR = new Set(['PUE', 'PPD']);

/**
 * What the Pagos schemas require of each related document beyond its IdDocumento: 2.0 requires
 * MonedaDR, NumParcialidad, the three balances and ObjetoImpDR, and an EquivalenciaDR when the
 * document's currency is not the payment's; 1.0 requires MonedaDR and MetodoDePagoDR, and for a
 * PPD document (paid in parts) NumParcialidad, ImpSaldoAnt and ImpSaldoInsoluto, and a TipoCambioDR
 * when the document's currency is not the payment's.
 */
function relatedDocumentProblems(
  d: RelatedDocument,
  payment: Payment,
  version: CfdiVersion,
  where: string,
): string[] {
  const a = d.attrs;
  const required = ['MonedaDR'];
  const problems: string[] = [];
  if (version === '4.0') {
    required.push('NumParcialidad', 'ImpSaldoAnt', 'ImpPagado', 'ImpSaldoInsoluto', 'ObjetoImpDR');
    if (a['MonedaDR'] !== undefined && a['MonedaDR'] !== payment.attrs['MonedaP'])
      required.push('EquivalenciaDR');
  } else {
    const method = a['MetodoDePagoDR'];
    if (method === undefined || !METHODS_DR.has(method))
      problems.push(`${where}@MetodoDePagoDR${method === undefined ? '' : `="${method}"`}`);
    if (method === 'PPD') required.push('NumParcialidad', 'ImpSaldoAnt', 'ImpSaldoInsoluto');
    if (a['MonedaDR'] !== undefined && a['MonedaDR'] !== payment.attrs['MonedaP'])
      required.push('TipoCambioDR');
  }
  for (const name of required) if (a[name] === undefined) problems.push(`${where}@${name}`);
  return problems;
}

function accountProblems(p: Payment, where: string): string[] {
  const rules = PAYMENT_FORM_ACCOUNTS.get(p.attrs['FormaDePagoP'] ?? '');
  if (!rules) return [];
  const problems: string[] = [];
  for (const [attr, pattern] of [
    ['CtaOrdenante', rules.ordering],
    ['CtaBeneficiario', rules.beneficiary],
  ] as const) {
    const value = p.attrs[attr];
    if (value === undefined) continue;
    if (!pattern || !pattern.test(value))
      problems.push(`${where}@${attr}="${value}" (FormaDePagoP ${p.attrs['FormaDePagoP'] ?? ''})`);
  }
  return problems;
}

/** The Totales attribute each ImpuestosP line feeds, or null when Totales has none for it. */
function totalsKey(
  kind: 'traslado' | 'retencion',
  tax: string,
  factor: string,
  rate: string,
): string[] {
  if (kind === 'retencion') {
    const name = { '001': 'ISR', '002': 'IVA', '003': 'IEPS' }[tax];
    return name ? [`TotalRetenciones${name}`] : [];
  }
  if (tax !== '002') return [];
  if (factor === 'Exento') return ['TotalTrasladosBaseIVAExento'];
  const label = { '0.160000': '16', '0.080000': '8', '0.000000': '0' }[rate];
  return label ? [`TotalTrasladosBaseIVA${label}`, `TotalTrasladosImpuestoIVA${label}`] : [];
}

/** The SAT's error code for each Pagos 2.0 total, in the schema's order (CRP20201–CRP20211). */
const TOTALS_CODES = new Map([
  ['TotalRetencionesIVA', 'CRP20201'],
  ['TotalRetencionesISR', 'CRP20202'],
  ['TotalRetencionesIEPS', 'CRP20203'],
  ['TotalTrasladosBaseIVA16', 'CRP20204'],
  ['TotalTrasladosImpuestoIVA16', 'CRP20205'],
  ['TotalTrasladosBaseIVA8', 'CRP20206'],
  ['TotalTrasladosImpuestoIVA8', 'CRP20207'],
  ['TotalTrasladosBaseIVA0', 'CRP20208'],
  ['TotalTrasladosImpuestoIVA0', 'CRP20209'],
  ['TotalTrasladosBaseIVAExento', 'CRP20210'],
  ['MontoTotalPagos', 'CRP20211'],
]);

/**
 * Pagos 2.0 Totales recomputed: each total is Σ over payments of (Monto, or the ImporteP / BaseP
 * of its tax and rate) × TipoCambioP, exact, then rounded half away from zero to the 2 decimals
 * of t_ImporteMXN. A total fed by some line must be there, even at 0.00 (rate 0); one fed by none
 * may only say 0. Each mismatch names the code, the attribute, the document's value and the
 * computed one. Null when an amount cannot be read (schema's to report).
 */
export function totalsProblems(pc: PaymentComplement): string[] | null {
  if (!pc.totals) return ['Totales'];
  const computed = new Map<string, Decimal>([['MontoTotalPagos', ZERO]]);
  const bump = (k: string, v: Decimal): void =>
    void computed.set(k, add(computed.get(k) ?? ZERO, v));
  for (const p of pc.payments) {
    const rate = p.attrs['TipoCambioP'] === undefined ? ONE : parseDecimal(p.attrs['TipoCambioP']);
    const monto = parseDecimal(p.attrs['Monto']);
    if (!rate || !monto) return null;
    bump('MontoTotalPagos', mulExact(monto, rate));
    for (const t of p.taxes) {
      const a = t.attrs;
      const tasa = parseDecimal(a['TasaOCuotaP']);
      const [baseKey, importeKey] = totalsKey(
        t.kind,
        a['ImpuestoP'] ?? '',
        a['TipoFactorP'] ?? '',
        tasa ? formatDecimal(tasa, 6) : '',
      );
      const base = parseDecimal(a['BaseP'] ?? '0');
      const importe = parseDecimal(a['ImporteP'] ?? '0');
      if (!base || !importe) return null;
      if (t.kind === 'retencion' && baseKey) bump(baseKey, mulExact(importe, rate));
      else {
        if (baseKey) bump(baseKey, mulExact(base, rate));
        if (importeKey) bump(importeKey, mulExact(importe, rate));
      }
    }
  }
  const problems: string[] = [];
  for (const [name, code] of TOTALS_CODES) {
    const declaredText = pc.totals[name];
    const exact = computed.get(name);
    if (declaredText === undefined && exact === undefined) continue;
    const declared = declaredText === undefined ? null : parseDecimal(declaredText, 2);
    if (declaredText !== undefined && !declared) return null;
    const expected = round(exact ?? ZERO, 2);
    if (!declared || !equals(declared, expected))
      problems.push(`${code} ${name} ${declaredText ?? '(none)'} ≠ ${formatDecimal(expected)}`);
  }
  return problems;
}

/** A non-negative fraction, for a sum of quotients that must be truncated exactly. */
interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** f + a / b (b > 0), reduced. */
function addQuotient(f: Fraction, a: Decimal, b: Decimal): Fraction {
  const n = a.units * 10n ** BigInt(b.scale);
  const d = b.units * 10n ** BigInt(a.scale);
  const num = f.num * d + n * f.den;
  const den = f.den * d;
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g } : { num, den };
}

/**
 * The least Monto a Pagos 2.0 payment may carry (CRP20217): Σ ImpPagado / EquivalenciaDR over its
 * documents, truncated to the payment currency's decimals; null when a figure cannot be read (the
 * schema's, or pagos.relatedDocument's when an EquivalenciaDR is missing).
 */
export function leastMonto(p: Payment): Decimal | null {
  const monedaP = p.attrs['MonedaP'];
  let sum: Fraction = { num: 0n, den: 1n };
  for (const d of p.documents) {
    const a = d.attrs;
    const paid = parseDecimal(a['ImpPagado']);
    const sameCurrency = (a['MonedaDR'] ?? monedaP) === monedaP;
    const equivalence = parseDecimal(a['EquivalenciaDR'] ?? (sameCurrency ? '1' : undefined), 10);
    if (!paid || !equivalence || equivalence.units === 0n) return null;
    sum = addQuotient(sum, paid, equivalence);
  }
  const decimals = CURRENCY_DECIMALS.get(monedaP ?? '') ?? 2;
  return { units: (sum.num * 10n ** BigInt(decimals)) / sum.den, scale: decimals };
}

export function pagosChecks(doc: CfdiDocument): CheckOutcome[] {
  if (doc.voucher['TipoDeComprobante'] !== 'P') return IDS.map((id) => excluded(id, G));
  const v = doc.voucher;
  const expectedNs = doc.version === '4.0' ? NS.pago20 : NS.pago10;
  const expectedVersion = doc.version === '4.0' ? '2.0' : '1.0';
  const pcs = doc.paymentComplements;
  const pc = pcs.length === 1 && pcs[0]?.ns === expectedNs ? pcs[0] : null;
  const complementProblems =
    pcs.length !== 1
      ? [`${pcs.length} Pagos`]
      : pc === null
        ? [`Pagos ${pcs[0]?.attrs['Version'] ?? ''} ≠ ${expectedVersion}`]
        : pc.attrs['Version'] !== expectedVersion
          ? [`Version="${pc.attrs['Version'] ?? ''}" ≠ ${expectedVersion}`]
          : pc.payments.length === 0
            ? ['sin Pago']
            : [];
  const zero = (name: string): string[] => {
    const d = parseDecimal(v[name]);
    return d && d.units === 0n ? [] : [`${name}="${v[name] ?? ''}"`];
  };
  const voucherChecks = [
    judge('pagos.complement', G, complementProblems),
    judge('pagos.voucherAmounts', G, [...zero('SubTotal'), ...zero('Total')]),
    judge('pagos.currency', G, v['Moneda'] === 'XXX' ? [] : [`Moneda="${v['Moneda'] ?? ''}"`]),
    judge(
      'pagos.noPaymentFormMethod',
      G,
      ['FormaPago', 'MetodoPago']
        .filter((n) => v[n] !== undefined)
        .map((n) => `${n}="${v[n] ?? ''}"`),
    ),
  ];
  if (!pc)
    return [...voucherChecks, ...IDS.slice(voucherChecks.length).map((id) => excluded(id, G))];
  const payment: string[] = [];
  const related: string[] = [];
  const ids: string[] = [];
  const balances: string[] = [];
  const covers: string[] = [];
  const accounts: string[] = [];
  pc.payments.forEach((p, i) => {
    const where = `Pago[${i + 1}]`;
    payment.push(...paymentProblems(p, where));
    accounts.push(...accountProblems(p, where));
    let paidSameCurrency: Decimal = ZERO;
    let comparable = true;
    p.documents.forEach((d, j) => {
      const a = d.attrs;
      const dw = `${where}/DoctoRelacionado[${j + 1}]`;
      const id = a['IdDocumento'];
      if (id === undefined || !PAGOS_ID_DOCUMENTO.test(id))
        ids.push(`${dw}@IdDocumento${id === undefined ? '' : `="${id}"`}`);
      related.push(...relatedDocumentProblems(d, p, doc.version, dw));
      // A missing balance is pagos.relatedDocument's to report, an unreadable one schema's.
      const before = parseDecimal(a['ImpSaldoAnt']);
      const paid = parseDecimal(a['ImpPagado']);
      const after = parseDecimal(a['ImpSaldoInsoluto']);
      if (before && paid && after) {
        const expected = sub(before, paid);
        if (compare(expected, ZERO) < 0)
          balances.push(
            `${dw}: ImpPagado ${a['ImpPagado'] ?? ''} > ImpSaldoAnt ${a['ImpSaldoAnt'] ?? ''}`,
          );
        else if (!equals(expected, after))
          balances.push(
            `${dw}: ${a['ImpSaldoAnt'] ?? ''} − ${a['ImpPagado'] ?? ''} ≠ ${a['ImpSaldoInsoluto'] ?? ''}`,
          );
      }
      const sameCurrency = (a['MonedaDR'] ?? p.attrs['MonedaP']) === p.attrs['MonedaP'];
      if (paid && sameCurrency) paidSameCurrency = add(paidSameCurrency, paid);
      else comparable = false;
    });
    const monto = parseDecimal(p.attrs['Monto']);
    if (!monto) return;
    if (doc.version === '4.0') {
      const least = leastMonto(p);
      if (least && compare(least, monto) > 0)
        covers.push(
          `CRP20217 ${where}: Monto ${p.attrs['Monto'] ?? ''} < ${formatDecimal(least)} (Σ ImpPagado / EquivalenciaDR)`,
        );
    } else if (comparable && compare(paidSameCurrency, monto) > 0)
      covers.push(
        `CRP206 ${where}: Monto ${p.attrs['Monto'] ?? ''} < ${formatDecimal(paidSameCurrency)} (Σ ImpPagado)`,
      );
  });
  const totals = doc.version === '4.0' ? totalsProblems(pc) : null;
  return [
    ...voucherChecks,
    judge('pagos.payment', G, payment),
    judge('pagos.relatedDocument', G, related),
    judge('pagos.idDocumento', G, ids),
    judge('pagos.saldoInsoluto', G, balances),
    judge('pagos.montoCoversPagado', G, covers),
    judge('pagos.accounts', G, accounts),
    totals === null ? excluded('pagos.totales', G) : judge('pagos.totales', G, totals),
  ];
}
