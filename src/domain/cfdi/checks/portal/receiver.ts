/**
 * Portal checks on whom the CFDI is issued to and from where (spec 2 §5 "Electronic validations"):
 * the receiver's name and fiscal postal code are the invoiced company's as the SAT registers them
 * (the context's `receiver`; without it, as in a command-line run that does not give it, they do
 * not apply), the invoice is domestic (Exportacion 01) and its place of issue a postal code.
 * Whether that postal code exists in the SAT's catalogue is the `catalog` group's.
 *
 * An attribute the document lacks is not judged here: schema.required (and the load step, for the
 * receiver's name) already reports it.
 */
import type { CfdiDocument } from '../../document';
import type { CfdiData } from '../../extract';
import { sameTaxpayerName } from '../../names';
import { excluded, type CheckOutcome } from '../check';
import type { PortalContext } from './context';
import { fail, ok, problem, skip } from './outcome';

/** What Exportacion says of a domestic invoice: "01", no export. */
export const DOMESTIC_EXPORT = '01';
const POSTAL_CODE = /^\d{5}$/;

/** Not evaluated: the context does not carry the company's fiscal data. */
const unknownReceiver = (id: string): CheckOutcome =>
  excluded(id, 'portal', 'portal.receiver.unknown');

/** The fault naming what the CFDI says, then what the company's fiscal data says. */
const mismatch = (
  id: string,
  key: 'portal.receiverName.error' | 'portal.receiverPostalCode.error',
  found: string,
  expected: string,
): CheckOutcome =>
  fail(id, { key, detail: found, then: [{ key: 'portal.receiver.expected', detail: expected }] });

/** Receptor@Nombre is the company's fiscal name, compared as the SAT compares names (names.ts). */
export function receiverName(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const id = 'portal.receiverName';
  if (!ctx.receiver) return unknownReceiver(id);
  const name = data.NombreReceptor;
  if (name === null) return skip(id);
  return sameTaxpayerName(name, ctx.receiver.name)
    ? ok(id)
    : mismatch(id, 'portal.receiverName.error', name, ctx.receiver.name);
}

/** Receptor@DomicilioFiscalReceptor is the company's fiscal postal code (CFDI 4.0; 3.3 has none). */
export function receiverPostalCode(doc: CfdiDocument, ctx: PortalContext): CheckOutcome {
  const id = 'portal.receiverPostalCode';
  if (doc.version !== '4.0') return skip(id);
  if (!ctx.receiver) return unknownReceiver(id);
  const code = doc.receiver?.['DomicilioFiscalReceptor'];
  if (code === undefined) return skip(id);
  return code.trim() === ctx.receiver.postalCode.trim()
    ? ok(id)
    : mismatch(id, 'portal.receiverPostalCode.error', code, ctx.receiver.postalCode);
}

/** Comprobante@Exportacion is "01": the company receives domestic invoices (CFDI 4.0 only). */
export function exportacion(doc: CfdiDocument): CheckOutcome {
  const id = 'portal.exportacion';
  if (doc.version !== '4.0') return skip(id);
  const value = doc.voucher['Exportacion'];
  if (value === undefined) return skip(id);
  return value === DOMESTIC_EXPORT ? ok(id) : problem(id, [value]);
}

/** Comprobante@LugarExpedicion is a postal code: five digits. */
export function lugarExpedicion(doc: CfdiDocument): CheckOutcome {
  const id = 'portal.lugarExpedicion';
  const value = doc.voucher['LugarExpedicion'];
  if (value === undefined) return skip(id);
  return POSTAL_CODE.test(value) ? ok(id) : problem(id, [value]);
}
