/**
 * Portal amount checks (spec 2 §5, §9) in exact decimals: the invoice against the contract
 * (lessor, tolerance 5) or the selected receipts (supplier, 0.09 USD, 5 MXN, 0 otherwise), each
 * amount separately, every mismatch listed; and the advance-payment discount types 01/02.
 */
import {
  add,
  formatDecimal,
  isZero,
  parseDecimal,
  sub,
  withinTolerance,
  ZERO,
  type Decimal,
} from '../../decimal';
import type { CfdiData } from '../../extract';
import type { CheckOutcome } from '../check';
import type { PortalAmounts, PortalContext } from './context';
import { fail, ok, problem, skip } from './outcome';
import { toleranceFor } from './rules';

const dec = (text: string | null | undefined): Decimal =>
  parseDecimal(text ?? undefined, 6) ?? ZERO;

/**
 * The invoice's side of each comparable amount. Choice: MONTO (CONDVALUEGROSS, the gross amount)
 * is compared with SubTotal − Descuento + transferred taxes; `retenciones` with every withholding.
 */
function invoiceAmounts(
  data: CfdiData,
  ctx: PortalContext,
): Readonly<Record<keyof PortalAmounts, Decimal>> {
  const subTotal = dec(data.subTotal);
  const impuestos = dec(data.impuestos);
  return {
    // A broken-down discount (type 01) bills balance + discount: the balance is SubTotal − Descuento.
    subTotal: ctx.discountType === '01' ? sub(subTotal, dec(data.Descuento)) : subTotal,
    impuestos,
    monto: add(sub(subTotal, dec(data.Descuento)), impuestos),
    retenciones: dec(data.Retenciones.total),
    cedular: dec(data.Retenciones.cedular),
    ISR: dec(data.Retenciones.ISR),
    IVA: dec(data.Retenciones.IVA),
    total: dec(data.total),
  };
}

/** What each role compares (spec 2 §5): lessor all contract amounts, supplier three. */
const COMPARED: Readonly<Record<PortalContext['role'], readonly (keyof PortalAmounts)[]>> = {
  lessor: ['subTotal', 'impuestos', 'monto', 'cedular', 'ISR', 'IVA', 'total'],
  supplier: ['subTotal', 'impuestos', 'retenciones'],
};

export function amounts(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const id = 'portal.amounts';
  const expected = ctx.amounts;
  if (!expected) return skip(id);
  const currency = data.CodigoMoneda ?? '';
  const tolerance = dec(ctx.tolerance ?? toleranceFor(ctx.role, ctx.currency ?? currency));
  const actual = invoiceAmounts(data, ctx);
  const mismatches: string[] = [];
  if (ctx.currency !== undefined && ctx.currency.toUpperCase() !== currency.toUpperCase())
    mismatches.push(`Moneda: XML ${currency}, ${ctx.currency}`);
  for (const name of COMPARED[ctx.role]) {
    const want = expected[name];
    if (want === undefined) continue;
    const got = actual[name];
    if (!withinTolerance(got, dec(want), tolerance))
      mismatches.push(`${name}: XML ${formatDecimal(got, 2)}, ${formatDecimal(dec(want), 2)}`);
  }
  return mismatches.length === 0
    ? ok(id)
    : fail(id, { key: 'portal.amounts.error', detail: mismatches.join('; ') });
}

/**
 * Discount (optional, lessor advance payments): type 01 (broken down) needs a non-zero Descuento
 * and SubTotal equal to the balance plus the discount within tolerance; type 02 (included) needs
 * no discount. Not applicable without a discount type.
 */
export function discount(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const id = 'portal.discount';
  if (!ctx.discountType) return skip(id);
  const descuento = dec(data.Descuento);
  if (ctx.discountType === '02')
    return isZero(descuento) ? ok(id) : problem(id, [`02: Descuento="${data.Descuento ?? ''}"`]);
  if (isZero(descuento)) return problem(id, ['01: Descuento=0']);
  const balance = ctx.amounts?.subTotal;
  if (balance === undefined) return ok(id);
  const expected = add(dec(balance), descuento);
  const tolerance = dec(ctx.tolerance ?? toleranceFor(ctx.role, data.CodigoMoneda ?? ''));
  return withinTolerance(dec(data.subTotal), expected, tolerance)
    ? ok(id)
    : problem(id, [`01: SubTotal=${data.subTotal ?? ''}, ${formatDecimal(expected, 2)}`]);
}
