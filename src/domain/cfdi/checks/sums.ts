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

/** Half a unit in the last written place of an amount read with `scale` decimals: 10^-scale / 2. */
function halfUnit(scale: number): Decimal {
  return { units: 5n, scale: scale + 1 };
}

/**
 * SAT limits (Anexo 20) on parsed amounts: the declared product lies between (a − ½u)(b − ½u)
 * truncated and (a + ½u)(b + ½u) rounded up, both to the declared decimals (½u: half a unit of
 * each factor's last written place; b is not widened for a tax rate).
 */
function productWithin(a: Decimal, b: Decimal, declared: Decimal, widenB: boolean): boolean {
  const n = declared.scale;
  // With both factors at least their half unit, the exact product rounded lies within the limits,
  // so the usual case (a correct amount) needs a single product.
  if (a.units > 0n && (!widenB || b.units > 0n) && equals(round(mulExact(a, b), n), declared))
    return true;
  const ha = halfUnit(a.scale);
  const hb = widenB ? halfUnit(b.scale) : ZERO;
  const lower = truncate(mulExact(sub(a, ha), sub(b, hb)), n);
  const upper = ceil(mulExact(add(a, ha), add(b, hb)), n);
  return compare(declared, lower) >= 0 && compare(declared, upper) <= 0;
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
  return productWithin(a, b, declared, widenB);
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

/** The summary group of a tax line (tax/factor/rate), the rate written as six decimals. */
function taxKeys(): (line: TaxLine) => string {
  const rates = new Map<string, string>();
  const rateKey = (text: string | undefined): string => {
    if (text === undefined) return '';
    let key = rates.get(text);
    if (key === undefined) {
      const rate = parseDecimal(text);
      key = rate ? formatDecimal(rate, 6) : '';
      rates.set(text, key);
    }
    return key;
  };
  return (line) => {
    const a = line.attrs;
    if (line.kind === 'retencion') return `retencion ${a['Impuesto'] ?? '?'}`;
    // An exempt line has no rate; a stray one is the schema group's fault, not a new group.
    const rate = a['TipoFactor'] === 'Exento' ? '' : rateKey(a['TasaOCuota']);
    return `traslado ${a['Impuesto'] ?? '?'} ${a['TipoFactor'] ?? '?'} ${rate}`;
  };
}

interface Group {
  base: Decimal;
  amount: Decimal;
}

/** The concepts' taxes summed by group, or null when an amount cannot be read. */
type Groups = Map<string, Group> | null;

function taxTotalsCheck(
  doc: CfdiDocument,
  dec: number,
  concepts: Groups,
  keyOf: (line: TaxLine) => string,
): CheckOutcome {
  if (!concepts) return excluded('sums.taxTotals', G);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const line of doc.summary?.taxes ?? []) {
    const key = keyOf(line);
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

/** One pass over the concepts: Importe limits, tax limits, the sums and the tax groups. */
export function sumsChecks(doc: CfdiDocument): CheckOutcome[] {
  const dec = CURRENCY_DECIMALS.get(doc.voucher['Moneda'] ?? '') ?? 2;
  const keyOf = taxKeys();
  const importe: string[] = [];
  const taxes: string[] = [];
  let importes: Decimal = ZERO;
  let discounts: Decimal = ZERO;
  let unreadable = false;
  let groups: Groups = new Map();
  doc.concepts.forEach((c, i) => {
    const a = c.attrs;
    const qty = parseDecimal(a['Cantidad'] ?? '');
    const unit = parseDecimal(a['ValorUnitario'] ?? '');
    const imp = parseDecimal(a['Importe']);
    if (qty && unit && imp && !productWithin(qty, unit, imp, true))
      importe.push(
        `Concepto[${i + 1}]: ${a['Cantidad'] ?? ''} × ${a['ValorUnitario'] ?? ''} ≠ ${a['Importe'] ?? ''}`,
      );
    const disc = amount(a['Descuento']);
    if (!imp || !disc) unreadable = true;
    else {
      importes = add(importes, imp);
      discounts = add(discounts, disc);
    }
    for (const t of c.taxes) {
      const base = amount(t.attrs['Base']);
      const value = amount(t.attrs['Importe']);
      if (!base || !value) groups = null;
      else if (groups) {
        const key = keyOf(t);
        const g = groups.get(key);
        if (g) {
          g.base = add(g.base, base);
          g.amount = add(g.amount, value);
        } else groups.set(key, { base, amount: value });
      }
      const rate = t.attrs['TasaOCuota'];
      if (
        t.attrs['TipoFactor'] === 'Exento' ||
        t.attrs['Base'] === undefined ||
        rate === undefined ||
        t.attrs['Importe'] === undefined ||
        !base ||
        !value
      )
        continue;
      const rateValue = parseDecimal(rate);
      if (rateValue && !productWithin(base, rateValue, value, false))
        taxes.push(
          `Concepto[${i + 1}]/${t.kind} ${t.attrs['Impuesto'] ?? ''}: ${t.attrs['Base']} × ${rate} ≠ ${t.attrs['Importe']}`,
        );
    }
  });
  const subTotalOk = unreadable ? null : matches(importes, doc.voucher['SubTotal'], dec);
  const discountOk = unreadable ? null : matches(discounts, doc.voucher['Descuento'], dec);
  return [
    judge('sums.conceptImporte', G, importe),
    judge('sums.conceptTaxes', G, taxes),
    subTotalOk === null || doc.voucher['SubTotal'] === undefined
      ? excluded('sums.subTotal', G)
      : judge(
          'sums.subTotal',
          G,
          subTotalOk ? [] : [`SubTotal ${doc.voucher['SubTotal']} ≠ ${formatDecimal(importes)}`],
        ),
    discountOk === null
      ? excluded('sums.descuento', G)
      : judge(
          'sums.descuento',
          G,
          discountOk
            ? []
            : [`Descuento ${doc.voucher['Descuento'] ?? '(none)'} ≠ ${formatDecimal(discounts)}`],
        ),
    taxTotalsCheck(doc, dec, groups, keyOf),
    totalTaxesCheck(doc, dec),
    localTaxesCheck(doc, dec),
    totalCheck(doc, dec),
  ];
}
