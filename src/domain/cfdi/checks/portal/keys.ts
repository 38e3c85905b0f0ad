/**
 * Portal checks on the voucher's catalogue keys (spec 2 §5): payment form × method, product/service
 * and unit keys, CFDI use (G03 for lessors, the supplier use-of-receipt rules), property account.
 */
import type { CfdiData } from '../../extract';
import { LEASE_PRODUCT_KEYS, SUPPLIER_PRODUCT_KEYS } from '../../product-keys';
import type { CheckOutcome } from '../check';
import type { PortalContext } from './context';
import { ok, problem, skip, warn } from './outcome';
import {
  LESSOR_FORM_METHOD,
  LESSOR_PRODUCT_BY_UNIT,
  LESSOR_UNIT_KEYS,
  LESSOR_USO_CFDI,
  SUPPLIER_UNIT_KEYS,
  supplierFormMethodOk,
  supplierUsoCfdi,
} from './rules';

export function paymentFormMethod(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const id = 'portal.paymentFormMethod';
  const form = data.xmlFormaPago ?? '';
  const method = data.xmlMetodoPago ?? '';
  const allowed =
    ctx.role === 'lessor'
      ? LESSOR_FORM_METHOD.some(([f, m]) => f === form && m === method)
      : supplierFormMethodOk(form, method);
  return allowed ? ok(id) : problem(id, [`FormaPago="${form}" MetodoPago="${method}"`]);
}

/** Each concept's unit key is in the role's list. */
export function unitKeys(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const list = ctx.role === 'lessor' ? LESSOR_UNIT_KEYS : SUPPLIER_UNIT_KEYS;
  const bad = data.xmlClaveUnidad.flatMap((u, i) =>
    list.includes(u) ? [] : [`Concepto[${i + 1}]@ClaveUnidad="${u}"`],
  );
  return bad.length === 0 ? ok('portal.unitKeys') : problem('portal.unitKeys', bad);
}

/**
 * Lessor: the product/service key allowed for the concept's unit key (a unit key outside the
 * table is reported by portal.unitKeys, not here); by E48, the company's list or the portal's
 * LEASE_PRODUCT_KEYS. Supplier: the key is in the company's list or the portal's
 * SUPPLIER_PRODUCT_KEYS.
 */
export function productKeys(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const id = 'portal.productKeys';
  if (ctx.role === 'supplier') {
    const list = ctx.supplierProductKeys ?? SUPPLIER_PRODUCT_KEYS;
    const bad = data.xmlClaveProdServ.flatMap((k, i) =>
      list.includes(k) ? [] : [`Concepto[${i + 1}]@ClaveProdServ="${k}"`],
    );
    return bad.length === 0 ? ok(id) : problem(id, bad);
  }
  const bad = data.xmlClaveProdServ.flatMap((key, i) => {
    const unit = data.xmlClaveUnidad[i] ?? '';
    if (!Object.hasOwn(LESSOR_PRODUCT_BY_UNIT, unit)) return [];
    const keys =
      unit === 'E48'
        ? (ctx.e48ProductKeys ?? LEASE_PRODUCT_KEYS)
        : (LESSOR_PRODUCT_BY_UNIT[unit] ?? []);
    return keys.includes(key) ? [] : [`Concepto[${i + 1}] ${unit}: ClaveProdServ="${key}"`];
  });
  return bad.length === 0 ? ok(id) : problem(id, bad);
}

/**
 * Lessor: UsoCFDI G03. Supplier (optional): the use the order allows; not applicable when the
 * context carries no order data.
 */
export function usoCfdi(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const id = 'portal.usoCfdi';
  const uso = data.xmlUsoCFDI ?? '';
  let allowed: readonly string[];
  if (ctx.role === 'lessor') allowed = [LESSOR_USO_CFDI];
  else if (ctx.purchase) allowed = supplierUsoCfdi(ctx.purchase);
  else return skip(id);
  return allowed.includes(uso) ? ok(id) : problem(id, [`"${uso}" (${allowed.join(', ')})`]);
}

/**
 * Property account number: a lessor concept without CuentaPredial is only a warning. Choice: the
 * spec ties it to property leases, so it is not applicable to suppliers.
 */
export function cuentaPredial(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const id = 'portal.cuentaPredial';
  if (ctx.role !== 'lessor') return skip(id);
  return data.CuentaPredial.some((n) => n.trim() !== '')
    ? ok(id)
    : warn(id, 'portal.cuentaPredial.warning');
}
