/**
 * The `portal` check group (spec 2 §5): every portal check in a fixed order, run against the
 * extracted data (and the document, for what the data does not carry) and a PortalContext. Checks
 * the flow does not run are `exclude`: the variable flow runs only tax ids, both regimes and
 * voucher type; a payment complement runs tax ids, voucher type P, the stamp year and the UUID
 * matching. Every flow runs the receiver's fiscal data, the export key and the place of issue: a
 * CFDI issued to the company names it as the SAT registers it, whatever it is for.
 */
import type { CfdiDocument } from '../../document';
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
import { exportacion, lugarExpedicion, receiverName, receiverPostalCode } from './receiver';

type PortalCheck = (
  data: CfdiData,
  ctx: PortalContext,
  today: string,
  doc: CfdiDocument,
) => CheckOutcome;

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
  ['portal.receiverName', receiverName],
  ['portal.receiverPostalCode', (_d, ctx, _t, doc) => receiverPostalCode(doc, ctx)],
  ['portal.exportacion', (_d, _c, _t, doc) => exportacion(doc)],
  ['portal.lugarExpedicion', (_d, _c, _t, doc) => lugarExpedicion(doc)],
];

export const PORTAL_IDS: readonly string[] = CHECKS.map(([id]) => id);

/** What every flow runs: the receiver's fiscal data, the export key, the place of issue. */
const EVERY_FLOW = [
  'portal.receiverName',
  'portal.receiverPostalCode',
  'portal.exportacion',
  'portal.lugarExpedicion',
];
const VARIABLE_FLOW = new Set([
  'portal.taxIds',
  'portal.issuerRegime',
  'portal.receiverRegime',
  'portal.voucherType',
  ...EVERY_FLOW,
]);
const PAYMENT_COMPLEMENT = new Set([
  'portal.taxIds',
  'portal.voucherType',
  'portal.fiscalYear',
  'portal.paymentUuids',
  ...EVERY_FLOW,
]);

function runs(id: string, ctx: PortalContext): boolean {
  if (ctx.document === 'paymentComplement') return PAYMENT_COMPLEMENT.has(id);
  if (id === 'portal.paymentUuids') return false;
  return !ctx.variableFlow || VARIABLE_FLOW.has(id);
}

/**
 * Runs the portal group on a document read and its data; `today` is the caller's date unless the
 * context carries one.
 */
export function portalChecks(
  doc: CfdiDocument,
  data: CfdiData,
  ctx: PortalContext,
  today: string,
): CheckOutcome[] {
  const day = ctx.today ?? today;
  return CHECKS.map(([id, check]) => (runs(id, ctx) ? check(data, ctx, day, doc) : skip(id)));
}

export { matchPaymentDocument, type PaymentDocumentMatch } from './complement';
export { parsePortalContext, portalContext, PortalContextSchema } from './context';
export type { PendingPayment, PortalAmounts, PortalContext, PortalContextInput } from './context';
