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

/**
 * The SAT's error codes for the tax summary rules (Anexo 20 error matrices), by version: 4.0
 * summarizes exempt transfers on a line of their own and carries each line's Base; 3.3 leaves
 * exempt transfers out of the summary and has no Base there.
 */
const SUMMARY_CODES = {
  '4.0': {
    transferImporte: 'CFDI40221',
    transferBase: 'CFDI40215',
    duplicateTransfer: 'CFDI40218',
    withholdingImporte: 'CFDI40211',
    duplicateWithholding: 'CFDI40208',
    totalTransferred: 'CFDI40205',
    totalTransferredRequired: 'CFDI40212',
    totalWithheld: 'CFDI40203',
  },
  '3.3': {
    transferImporte: 'CFDI33195',
    transferBase: null,
    duplicateTransfer: 'CFDI33192',
    withholdingImporte: 'CFDI33189',
    duplicateWithholding: 'CFDI33186',
    totalTransferred: 'CFDI33183',
    totalTransferredRequired: 'CFDI33190',
    totalWithheld: 'CFDI33181',
  },
} as const;

const isExempt = (line: TaxLine): boolean =>
  line.kind === 'traslado' && line.attrs['TipoFactor'] === 'Exento';

/**
 * The summary group of a tax line: a withholding by tax; a transfer by tax, factor and rate (the
 * rate written as six decimals, so 0.16 and 0.160000 are one group, and rate 0 a group like any
 * other); an exempt transfer by tax alone.
 */
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
    if (isExempt(line)) return `traslado ${a['Impuesto'] ?? '?'} Exento`;
    return `traslado ${a['Impuesto'] ?? '?'} ${a['TipoFactor'] ?? '?'} ${rateKey(a['TasaOCuota'])}`;
  };
}

interface Group {
  readonly kind: TaxLine['kind'];
  readonly exempt: boolean;
  base: Decimal;
  amount: Decimal;
}

/** The concepts' taxes summed by group, or null when an amount cannot be read. */
type Groups = Map<string, Group> | null;

function push(problems: string[], problem: string | null): void {
  if (problem) problems.push(problem);
}

/** `<code> <where>: <attr> <declared> ≠ <computed>` when the declared amount is not the rounded sum. */
function sumMismatch(
  code: string,
  where: string,
  attr: string,
  declared: string | undefined,
  exact: Decimal,
  dec: number,
): string | null {
  if (declared !== undefined && matches(exact, declared, dec) !== false) return null;
  const decimals = Math.max(decimalsOf(declared ?? '0'), dec);
  return `${code} ${where}: ${attr} ${declared ?? '(none)'} ≠ ${formatDecimal(round(exact, decimals))}`;
}

/**
 * The summary against the concepts, by the version's rules. 4.0: one line per tax, factor and
 * rate with Base and Importe the rounded sums of the concepts' (CFDI40215, CFDI40221), and one
 * line per exempt tax with its Base only (its attributes are schema.tipoFactor's, CFDI40213).
 * 3.3: the same without Base, and exempt transfers never summarized (the SAT's filling guide:
 * with only exempt concepts there is no Traslados node; CFDI33195 compares each taxed line).
 */
function taxTotalsCheck(
  doc: CfdiDocument,
  dec: number,
  concepts: Groups,
  keyOf: (line: TaxLine) => string,
): CheckOutcome {
  if (!concepts) return excluded('sums.taxTotals', G);
  const codes = SUMMARY_CODES[doc.version];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const line of doc.summary?.taxes ?? []) {
    const key = keyOf(line);
    const exempt = isExempt(line);
    if (seen.has(key)) {
      const code = line.kind === 'retencion' ? codes.duplicateWithholding : codes.duplicateTransfer;
      problems.push(`${code} ${key}: repeated`);
      continue;
    }
    seen.add(key);
    if (exempt && doc.version === '3.3') {
      problems.push(`${key}: CFDI 3.3 does not summarize exempt transfers`);
      continue;
    }
    const g = concepts.get(key);
    if (!g) {
      problems.push(`${key}: no concept has it`);
      continue;
    }
    const imp = line.attrs['Importe'];
    // A missing Importe is schema.tipoFactor's to report; an exempt line has none.
    if (!exempt && imp !== undefined) {
      const code = line.kind === 'retencion' ? codes.withholdingImporte : codes.transferImporte;
      push(problems, sumMismatch(code, key, 'Importe', imp, g.amount, dec));
    }
    if (codes.transferBase && line.kind === 'traslado')
      push(problems, sumMismatch(codes.transferBase, key, 'Base', line.attrs['Base'], g.base, dec));
  }
  for (const [key, g] of concepts)
    if (!seen.has(key) && !(g.exempt && doc.version === '3.3'))
      problems.push(`${key}: missing in Impuestos`);
  return judge('sums.taxTotals', G, problems);
}

/**
 * TotalImpuestosTrasladados and TotalImpuestosRetenidos are the sums of the summary's lines.
 * TotalImpuestosTrasladados is required when a concept has a taxed (not exempt) transfer, rate 0
 * included (CFDI40212, CFDI33190), and in 4.0 absent when every transfer is exempt (or none is).
 */
function totalTaxesCheck(doc: CfdiDocument, dec: number, concepts: Groups): CheckOutcome {
  const codes = SUMMARY_CODES[doc.version];
  const problems: string[] = [];
  const lines = doc.summary?.taxes ?? [];
  for (const [kind, attr, code] of [
    ['traslado', 'TotalImpuestosTrasladados', codes.totalTransferred],
    ['retencion', 'TotalImpuestosRetenidos', codes.totalWithheld],
  ] as const) {
    const taxedLines = lines.filter((l) => l.kind === kind && !isExempt(l));
    const parts = taxedLines.map((l) => amount(l.attrs['Importe']));
    if (parts.some((p) => p === null)) return excluded('sums.totalTaxes', G);
    const total = sum(parts as Decimal[]);
    const declared = doc.summary?.attrs[attr];
    if (kind === 'traslado') {
      const taxed = concepts
        ? [...concepts.values()].some((g) => g.kind === 'traslado' && !g.exempt)
        : taxedLines.length > 0;
      if (taxed && declared === undefined) {
        push(
          problems,
          sumMismatch(codes.totalTransferredRequired, 'Impuestos', attr, declared, total, dec),
        );
        continue;
      }
      if (!taxed && declared !== undefined && doc.version === '4.0') {
        problems.push(
          `Impuestos: ${attr}="${declared}" without a taxed transfer (only exempt or none)`,
        );
        continue;
      }
    }
    if (declared === undefined && total.units === 0n) continue;
    push(problems, sumMismatch(code, 'Impuestos', attr, declared, total, dec));
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
        } else groups.set(key, { kind: t.kind, exempt: isExempt(t), base, amount: value });
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
    totalTaxesCheck(doc, dec, groups),
    localTaxesCheck(doc, dec),
    totalCheck(doc, dec),
  ];
}
