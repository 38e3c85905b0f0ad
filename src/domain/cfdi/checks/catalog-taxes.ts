/**
 * `catalog.tasaOCuota`: each tax line's Impuesto (transfer or withholding as c_Impuesto allows),
 * TipoFactor and TasaOCuota under the SAT's c_TasaOCuota rules (reglas_tasa_cuota: fixed values
 * and ranges, by tax, factor and kind of line, in force on the voucher's date) — in the concepts,
 * the voucher's summary and the payment complements' lines.
 */
import { TAXES, TAX_FACTORS } from '../catalogues';
import { compare, isAmountText, parseDecimal } from '../decimal';
import type { CfdiDocument, TaxLine } from '../document';
import { IMPUESTO, TASA_O_CUOTA, type TasaOCuotaRule } from '../sat-catalogues.generated';
import { excluded, type CheckOutcome } from './check';
import { G, judged, keyProblem, part, type Problem } from './catalog-judge';

const inForce = (rule: TasaOCuotaRule, day: string | null): boolean =>
  day === null ||
  ((rule.from === null || rule.from <= day) && (rule.to === null || rule.to >= day));

function ruleText(rule: TasaOCuotaRule): string {
  return rule.min === rule.max ? rule.max : `${rule.min}–${rule.max}`;
}

/** The rules for a tax, factor and kind of line in force on the day. */
function rulesFor(tax: string, factor: string, kind: TaxLine['kind'], day: string | null) {
  return TASA_O_CUOTA.filter(
    (r) =>
      r.tax === tax &&
      r.factor === factor &&
      (kind === 'traslado' ? r.transfer : r.withholding) &&
      inForce(r, day),
  );
}

function rateMatches(rule: TasaOCuotaRule, rate: string): boolean {
  const value = parseDecimal(rate);
  const min = parseDecimal(rule.min);
  const max = parseDecimal(rule.max);
  if (!value || !min || !max) return false;
  return compare(value, min) >= 0 && compare(value, max) <= 0;
}

/** One tax line's problem: its tax's kind, its factor's key, its rate or quota under the rules. */
function taxLineProblem(
  line: TaxLine,
  where: string,
  suffix: '' | 'P' | 'DR',
  day: string | null,
): Problem | null {
  const a = line.attrs;
  const tax = a[`Impuesto${suffix}`];
  const factor = a[`TipoFactor${suffix}`];
  const rate = a[`TasaOCuota${suffix}`];
  const shown = [
    `${where}@Impuesto${suffix}="${tax ?? ''}"`,
    ...(factor === undefined ? [] : [`TipoFactor${suffix}="${factor}"`]),
    ...(rate === undefined ? [] : [`TasaOCuota${suffix}="${rate}"`]),
  ].join(' ');
  if (tax === undefined || !TAXES.has(tax)) return null;
  const missingTax = keyProblem('c_Impuesto', shown, tax, day);
  if (missingTax) return missingTax;
  const entry = IMPUESTO[tax];
  if (entry && line.kind === 'traslado' && !entry.transfer)
    return [part('catalog.value', shown), part('catalog.notTransfer')];
  if (entry && line.kind === 'retencion' && !entry.withholding)
    return [part('catalog.value', shown), part('catalog.notWithholding')];
  if (factor === undefined || !TAX_FACTORS.has(factor)) return null;
  const missingFactor = keyProblem('c_TipoFactor', shown, factor, day);
  if (missingFactor) return missingFactor;
  // An exempt line carries no rate; the schema group judges a stray one.
  if (factor === 'Exento' || rate === undefined || !isAmountText(rate)) return null;
  const rules = rulesFor(tax, factor, line.kind, day);
  if (rules.some((r) => rateMatches(r, rate))) return null;
  return [
    part('catalog.value', shown),
    part('catalog.rate', rules.length === 0 ? '—' : rules.map(ruleText).join(', ')),
  ];
}

export function tasaOCuotaCheck(doc: CfdiDocument, day: string | null): CheckOutcome {
  const id = 'catalog.tasaOCuota';
  const problems: (Problem | null)[] = [];
  doc.concepts.forEach((c, i) =>
    c.taxes.forEach((t, j) =>
      problems.push(taxLineProblem(t, `Concepto[${i + 1}]/${t.kind}[${j + 1}]`, '', day)),
    ),
  );
  doc.summary?.taxes.forEach((t, i) =>
    problems.push(taxLineProblem(t, `Impuestos/${t.kind}[${i + 1}]`, '', day)),
  );
  doc.paymentComplements.forEach((pc) =>
    pc.payments.forEach((p, i) => {
      p.taxes.forEach((t, j) =>
        problems.push(taxLineProblem(t, `Pago[${i + 1}]/${t.kind}P[${j + 1}]`, 'P', day)),
      );
      p.documents.forEach((d, j) =>
        d.taxes.forEach((t, k) =>
          problems.push(
            taxLineProblem(
              t,
              `Pago[${i + 1}]/DoctoRelacionado[${j + 1}]/${t.kind}DR[${k + 1}]`,
              'DR',
              day,
            ),
          ),
        ),
      );
    }),
  );
  return problems.length === 0 ? excluded(id, G) : judged(id, problems);
}
