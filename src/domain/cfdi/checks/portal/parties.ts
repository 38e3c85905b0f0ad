/**
 * Portal checks on who issued the CFDI and what kind it is (spec 2 §5): tax ids against the
 * expected or assigned lists, both regimes, voucher type, CFDI version, current month and year.
 */
import type { CfdiData } from '../../extract';
import type { MessageRef } from '../../messages';
import type { CheckOutcome } from '../check';
import type { PortalContext } from './context';
import { fail, ok, problem, skip } from './outcome';
import { ISSUER_REGIMES, RECEIVER_REGIME } from './rules';

const norm = (rfc: string): string => rfc.trim().toUpperCase();
const inList = (rfc: string | null, list: readonly string[]): boolean =>
  rfc !== null && list.some((x) => norm(x) === norm(rfc));

/**
 * Lessor: issuer = the supplier's TIN, receiver = the company's TIN (nifEmisor / nifReceptor plus
 * msjDescNoCoincide). Supplier and payment complements: both in the user's assigned lists
 * ('RFC Emisor no asignado' / 'RFC Receptor no asignado').
 */
export function taxIds(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const id = 'portal.taxIds';
  const issuerOk = inList(data.nifEmisor, ctx.issuerTaxIds);
  const receiverOk = inList(data.nifReceptor, ctx.receiverTaxIds);
  if (issuerOk && receiverOk) return ok(id);
  const assigned = ctx.role === 'supplier' || ctx.document === 'paymentComplement';
  const parts: MessageRef[] = [];
  if (!issuerOk)
    parts.push(
      assigned
        ? { key: 'rfcEmisorNoAsignado' }
        : { key: 'nifEmisor', then: [{ key: 'msjDescNoCoincide' }] },
    );
  if (!receiverOk)
    parts.push(
      assigned
        ? { key: 'rfcReceptorNoAsignado' }
        : { key: 'nifReceptor', then: [{ key: 'msjDescNoCoincide' }] },
    );
  const [first = { key: 'notApplicable' }, ...rest] = parts;
  return fail(id, { ...first, then: [...(first.then ?? []), ...rest] });
}

/** Issuer regime in the list (the variable flow omits 620). */
export function issuerRegime(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const allowed = ctx.variableFlow ? ISSUER_REGIMES.filter((r) => r !== '620') : ISSUER_REGIMES;
  const r = data.xmlRegimenFiscalEmisor ?? '';
  return allowed.includes(r) ? ok('portal.issuerRegime') : problem('portal.issuerRegime', [r]);
}

/** Receiver regime 601; CFDI 3.3 has no receiver regime, so the check does not apply there. */
export function receiverRegime(data: CfdiData): CheckOutcome {
  const id = 'portal.receiverRegime';
  if (data.Version === '3.3') return skip(id);
  const r = data.xmlRegimenFiscalReceptor ?? '';
  return r === RECEIVER_REGIME ? ok(id) : problem(id, [r]);
}

/** Voucher type I for invoices, P for payment complements. */
export function voucherType(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const expected = ctx.document === 'paymentComplement' ? 'P' : 'I';
  const t = data.xmlTipoDeComprobante ?? '';
  return t === expected
    ? ok('portal.voucherType')
    : fail('portal.voucherType', { key: 'siteMessageValidationTipoDeComprobanteError', detail: t });
}

/** A CFDI version the portal does not accept is an error (context.acceptedVersions, 4.0 default). */
export function version(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const v = data.Version ?? '';
  return ctx.acceptedVersions.some((a) => a === v)
    ? ok('portal.version')
    : problem('portal.version', [v]);
}

/** Only the current month's invoices: the issue date's year and month are today's. */
export function period(data: CfdiData, today: string): CheckOutcome {
  const issued = data.FechaHoraEmision ?? '';
  return issued.slice(0, 7) === today.slice(0, 7)
    ? ok('portal.period')
    : problem('portal.period', [issued.slice(0, 10)]);
}

/** The invoice is in the fiscal year: the stamp year is the current one (xmlYear). */
export function fiscalYear(data: CfdiData, today: string): CheckOutcome {
  const stamped = data.FechaTimbrado ?? '';
  return stamped.slice(0, 4) === today.slice(0, 4)
    ? ok('portal.fiscalYear')
    : fail('portal.fiscalYear', { key: 'xmlYear' });
}
