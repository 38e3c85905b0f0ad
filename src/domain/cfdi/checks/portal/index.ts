/**
 * The `portal` check group (spec 2 §5): every portal check in a fixed order, run against the
 * extracted data and a PortalContext. Checks the flow does not run are `exclude`: the variable
 * flow runs only tax ids, both regimes and voucher type; a payment complement runs tax ids,
 * voucher type P, the stamp year and the UUID matching.
 */
import type { CfdiData } from '../../extract';
import type { CheckOutcome } from '../check';
import { amounts, discount } from './amounts';
import { paymentUuids } from './complement';
import type { PortalContext } from './context';
import { cuentaPredial, paymentFormMethod, productKeys, unitKeys, usoCfdi } from './keys';
import { skip } from './outcome';
import {
  fiscalYear,
  issuerRegime,
  period,
  receiverRegime,
  taxIds,
  version,
  voucherType,
} from './parties';

type PortalCheck = (data: CfdiData, ctx: PortalContext, today: string) => CheckOutcome;

/** Each portal check by id, in report order. */
const CHECKS: readonly (readonly [string, PortalCheck])[] = [
  ['portal.taxIds', taxIds],
  ['portal.paymentFormMethod', paymentFormMethod],
  ['portal.amounts', amounts],
  ['portal.productKeys', productKeys],
  ['portal.unitKeys', unitKeys],
  ['portal.usoCfdi', usoCfdi],
  ['portal.cuentaPredial', cuentaPredial],
  ['portal.issuerRegime', issuerRegime],
  ['portal.receiverRegime', receiverRegime],
  ['portal.voucherType', voucherType],
  ['portal.discount', discount],
  ['portal.period', (d, _c, today) => period(d, today)],
  ['portal.fiscalYear', (d, _c, today) => fiscalYear(d, today)],
  ['portal.version', version],
  ['portal.paymentUuids', paymentUuids],
];

export const PORTAL_IDS: readonly string[] = CHECKS.map(([id]) => id);

const VARIABLE_FLOW = new Set([
  'portal.taxIds',
  'portal.issuerRegime',
  'portal.receiverRegime',
  'portal.voucherType',
]);
const PAYMENT_COMPLEMENT = new Set([
  'portal.taxIds',
  'portal.voucherType',
  'portal.fiscalYear',
  'portal.paymentUuids',
]);

function runs(id: string, ctx: PortalContext): boolean {
  if (ctx.document === 'paymentComplement') return PAYMENT_COMPLEMENT.has(id);
  if (id === 'portal.paymentUuids') return false;
  return !ctx.variableFlow || VARIABLE_FLOW.has(id);
}

/** Runs the portal group; `today` is the caller's date unless the context carries one. */
export function portalChecks(data: CfdiData, ctx: PortalContext, today: string): CheckOutcome[] {
  const day = ctx.today ?? today;
  return CHECKS.map(([id, check]) => (runs(id, ctx) ? check(data, ctx, day) : skip(id)));
}

export { matchPaymentDocument, type PaymentDocumentMatch } from './complement';
export { parsePortalContext, portalContext, PortalContextSchema } from './context';
export type { PendingPayment, PortalAmounts, PortalContext, PortalContextInput } from './context';
