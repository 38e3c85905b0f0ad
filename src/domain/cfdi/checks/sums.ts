/**
 * `sums` group: every amount of the voucher recomputed in exact decimals — concept Importe within
 * SAT's limits of Cantidad × ValorUnitario, concept taxes within Base × TasaOCuota, SubTotal,
 * Descuento, the tax summary grouped by tax/factor/rate, its totals, local taxes and the Total.
 */
import { CURRENCY_DECIMALS } from '../catalogues';
import {
  add,
  ceil,
  compare,
  decimalsOf,
  equals,
  formatDecimal,
  mulExact,
  parseDecimal,
  round,
  sub,
  sum,
  truncate,
  ZERO,
  type Decimal,
} from '../decimal';
import type { CfdiDocument, TaxLine } from '../document';
import { excluded, judge, type CheckOutcome } from './check';

const G = 'sums';

/** Half a unit in the last written place of an amount: 10^-n / 2. */
function halfUnit(text: string): Decimal {
  return { units: 5n, scale: decimalsOf(text) + 1 };
}

/** SAT limits (Anexo 20): lower truncated, upper rounded up, both to the declared decimals. */
export function withinProductLimits(
  aText: string,
  bText: string,
  declaredText: string,
  widenB = true,
): boolean | null {
  const a = parseDecimal(aText);
  const b = parseDecimal(bText);
  const declared = parseDecimal(declaredText);
  if (!a || !b || !declared) return null;
  const n = decimalsOf(declaredText);
  const ha = halfUnit(aText);
  const hb = widenB ? halfUnit(bText) : ZERO;
  const lower = truncate(mulExact(sub(a, ha), sub(b, hb)), n);
  const upper = ceil(mulExact(add(a, ha), add(b, hb)), n);
  return compare(declared, lower) >= 0 && compare(declared, upper) <= 0;
}

/** Declared equals the exact value rounded half up to the declared (or currency) decimals. */
function matches(
  exact: Decimal,
  declaredText: string | undefined,
  currencyDecimals: number,
): boolean | null {
  const declared = parseDecimal(declaredText ?? '0');
  if (!declared) return null;
  const decimals = Math.max(decimalsOf(declaredText ?? '0'), currencyDecimals);
  return equals(round(exact, decimals), declared);
}

function amount(text: string | undefined): Decimal | null {
  return text === undefined ? ZERO : parseDecimal(text);
}

function taxKey(line: TaxLine): string {
  const a = line.attrs;
  if (line.kind === 'retencion') return `retencion ${a['Impuesto'] ?? '?'}`;
  // An exempt line has no rate; a stray one is the schema group's fault, not a new group.
  const rate = a['TipoFactor'] === 'Exento' ? null : parseDecimal(a['TasaOCuota']);
  return `traslado ${a['Impuesto'] ?? '?'} ${a['TipoFactor'] ?? '?'} ${rate ? formatDecimal(rate, 6) : ''}`;
}

interface Group {
  base: Decimal;
  amount: Decimal;
}

function groupTaxes(lines: readonly TaxLine[]): Map<string, Group> | null {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    const base = amount(line.attrs['Base']);
    const imp = amount(line.attrs['Importe']);
    if (!base || !imp) return null;
    const g = groups.get(taxKey(line)) ?? { base: ZERO, amount: ZERO };
    groups.set(taxKey(line), { base: add(g.base, base), amount: add(g.amount, imp) });
  }
  return groups;
}

function taxTotalsCheck(doc: CfdiDocument, dec: number): CheckOutcome {
  const concepts = groupTaxes(doc.concepts.flatMap((c) => c.taxes));
  if (!concepts) return excluded('sums.taxTotals', G);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const line of doc.summary?.taxes ?? []) {
    const key = taxKey(line);
    seen.add(key);
    const g = concepts.get(key);
    if (!g) {
      problems.push(`${key}: no concept has it`);
      continue;
    }
    const imp = line.attrs['Importe'];
    if (imp !== undefined && matches(g.amount, imp, dec) === false)
      problems.push(`${key}: Importe ${imp} ≠ ${formatDecimal(g.amount)}`);
    const base = line.attrs['Base'];
    if (base !== undefined && matches(g.base, base, dec) === false)
      problems.push(`${key}: Base ${base} ≠ ${formatDecimal(g.base)}`);
  }
  for (const key of concepts.keys())
    if (!seen.has(key)) problems.push(`${key}: missing in Impuestos`);
  return judge('sums.taxTotals', G, problems);
}

function totalTaxesCheck(doc: CfdiDocument, dec: number): CheckOutcome {
  const problems: string[] = [];
  const lines = doc.summary?.taxes ?? [];
  for (const [kind, attr] of [
    ['traslado', 'TotalImpuestosTrasladados'],
    ['retencion', 'TotalImpuestosRetenidos'],
  ] as const) {
    const parts = lines
      .filter((l) => l.kind === kind && l.attrs['TipoFactor'] !== 'Exento')
      .map((l) => amount(l.attrs['Importe']));
    if (parts.some((p) => p === null)) return excluded('sums.totalTaxes', G);
    const total = sum(parts as Decimal[]);
    const declared = doc.summary?.attrs[attr];
    if (matches(total, declared, dec) === false)
      problems.push(`${attr} ${declared ?? '(none)'} ≠ ${formatDecimal(total)}`);
  }
  return judge('sums.totalTaxes', G, problems);
}

function localTaxesCheck(doc: CfdiDocument, dec: number): CheckOutcome {
  const local = doc.localTaxes;
  if (!local) return excluded('sums.localTaxes', G);
  const problems: string[] = [];
  for (const [list, attr] of [
    [local.transfers, 'TotaldeTraslados'],
    [local.withholdings, 'TotaldeRetenciones'],
  ] as const) {
    const parts = list.map((a) => amount(a['Importe']));
    if (parts.some((p) => p === null)) return excluded('sums.localTaxes', G);
    const total = sum(parts as Decimal[]);
    if (matches(total, local.attrs[attr], dec) === false)
      problems.push(`${attr} ${local.attrs[attr] ?? '(none)'} ≠ ${formatDecimal(total)}`);
  }
  return judge('sums.localTaxes', G, problems);
}

function totalCheck(doc: CfdiDocument, dec: number): CheckOutcome {
  const v = doc.voucher;
  const s = doc.summary?.attrs;
  const l = doc.localTaxes?.attrs;
  const parts = [
    v['SubTotal'],
    v['Descuento'],
    s?.['TotalImpuestosTrasladados'],
    s?.['TotalImpuestosRetenidos'],
    l?.['TotaldeTraslados'],
    l?.['TotaldeRetenciones'],
  ].map(amount);
  const [subTotal, discount, transferred, withheld, localIn, localOut] = parts;
  if (
    !subTotal ||
    !discount ||
    !transferred ||
    !withheld ||
    !localIn ||
    !localOut ||
    v['SubTotal'] === undefined
  )
    return excluded('sums.total', G);
  const expected = sub(
    add(sub(add(sub(subTotal, discount), transferred), withheld), localIn),
    localOut,
  );
  const ok = matches(expected, v['Total'], dec);
  if (ok === null) return excluded('sums.total', G);
  return judge(
    'sums.total',
    G,
    ok ? [] : [`Total ${v['Total'] ?? '(none)'} ≠ ${formatDecimal(expected)}`],
  );
}

export function sumsChecks(doc: CfdiDocument): CheckOutcome[] {
  const dec = CURRENCY_DECIMALS.get(doc.voucher['Moneda'] ?? '') ?? 2;
  const importe: string[] = [];
  const taxes: string[] = [];
  const importes: Decimal[] = [];
  const discounts: Decimal[] = [];
  let unreadable = false;
  doc.concepts.forEach((c, i) => {
    const a = c.attrs;
    const where = `Concepto[${i + 1}]`;
    const ok = withinProductLimits(
      a['Cantidad'] ?? '',
      a['ValorUnitario'] ?? '',
      a['Importe'] ?? '',
    );
    if (ok === false)
      importe.push(`${where}: ${a['Cantidad']} × ${a['ValorUnitario']} ≠ ${a['Importe']}`);
    const imp = parseDecimal(a['Importe']);
    const disc = amount(a['Descuento']);
    if (!imp || !disc) unreadable = true;
    else {
      importes.push(imp);
      discounts.push(disc);
    }
    c.taxes.forEach((t) => {
      const base = t.attrs['Base'];
      const rate = t.attrs['TasaOCuota'];
      const value = t.attrs['Importe'];
      if (
        t.attrs['TipoFactor'] === 'Exento' ||
        base === undefined ||
        rate === undefined ||
        value === undefined
      )
        return;
      if (withinProductLimits(base, rate, value, false) === false)
        taxes.push(`${where}/${t.kind} ${t.attrs['Impuesto'] ?? ''}: ${base} × ${rate} ≠ ${value}`);
    });
  });
  const subTotalOk = unreadable ? null : matches(sum(importes), doc.voucher['SubTotal'], dec);
  const discountOk = unreadable ? null : matches(sum(discounts), doc.voucher['Descuento'], dec);
  return [
    judge('sums.conceptImporte', G, importe),
    judge('sums.conceptTaxes', G, taxes),
    subTotalOk === null || doc.voucher['SubTotal'] === undefined
      ? excluded('sums.subTotal', G)
      : judge(
          'sums.subTotal',
          G,
          subTotalOk
            ? []
            : [`SubTotal ${doc.voucher['SubTotal']} ≠ ${formatDecimal(sum(importes))}`],
        ),
    discountOk === null
      ? excluded('sums.descuento', G)
      : judge(
          'sums.descuento',
          G,
          discountOk
            ? []
            : [
                `Descuento ${doc.voucher['Descuento'] ?? '(none)'} ≠ ${formatDecimal(sum(discounts))}`,
              ],
        ),
    taxTotalsCheck(doc, dec),
    totalTaxesCheck(doc, dec),
    localTaxesCheck(doc, dec),
    totalCheck(doc, dec),
  ];
}
