/**
 * `pagos` group, for vouchers of type P: the voucher is zero in XXX with no payment form or method,
 * one Pagos complement of the version the CFDI requires (1.0 with 3.3, 2.0 with 4.0), payments and
 * related documents structurally right, balances that add up and, for 2.0, Totales recomputed.
 */
import { PAGOS_ID_DOCUMENTO, PAYMENT_FORM_ACCOUNTS } from '../catalogues';
import {
  add,
  compare,
  decimalsOf,
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

/**
 * Pagos 2.0 Totales recomputed: MontoTotalPagos = Σ Monto × TipoCambioP, and the IVA and
 * withholding totals from each ImpuestosP line × TipoCambioP, each rounded half up to its written
 * decimals (at least 2). Null when an amount cannot be read (schema's to report).
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
  const names = new Set([...computed.keys(), ...Object.keys(pc.totals)]);
  for (const name of names) {
    const declaredText = pc.totals[name] ?? '0';
    const declared = parseDecimal(declaredText);
    if (!declared) return null;
    const exact = computed.get(name) ?? ZERO;
    if (!equals(round(exact, Math.max(2, decimalsOf(declaredText))), declared))
      problems.push(`${name} ${pc.totals[name] ?? '(none)'} ≠ ${formatDecimal(exact, 2)}`);
  }
  return problems;
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
    if (comparable && monto && compare(paidSameCurrency, monto) > 0)
      covers.push(`${where}: ${formatDecimal(paidSameCurrency)} > ${p.attrs['Monto'] ?? ''}`);
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
