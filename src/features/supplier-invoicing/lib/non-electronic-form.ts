/**
 * The non-electronic supplier form (spec 2 §2 screen 8, §5): invoice number, date (this year),
 * issuer and acquirer tax ids and names, subtotal, tax, withholdings, the computed total and the
 * currency (MXN or USD). Its problems are the domain's (nonElectronicFormProblems) plus the tax
 * ids, which must be among the user's assigned ones ('RFC Emisor no asignado', 'RFC Receptor no
 * asignado'). And the id of such an invoice, made once and kept across retries.
 */
import { formatAmount } from '../../../domain/invoicing/money';
import {
  nonElectronicFormProblems,
  nonElectronicTotal,
  type NonElectronicForm,
} from '../../../domain/supplier-invoicing';

export interface SupplierNonElectronicForm extends NonElectronicForm {
  issuerTin: string;
  issuerName: string;
  receiverTin: string;
  receiverName: string;
}

export type TaxIdProblem = 'issuerNotAssigned' | 'receiverNotAssigned';

const norm = (t: string) => t.trim().toUpperCase();

/** The tax ids not among the assigned ones. */
export function taxIdProblems(
  f: Pick<SupplierNonElectronicForm, 'issuerTin' | 'receiverTin'>,
  issuers: readonly string[],
  receivers: readonly string[],
): TaxIdProblem[] {
  const out: TaxIdProblem[] = [];
  if (!issuers.map(norm).includes(norm(f.issuerTin))) out.push('issuerNotAssigned');
  if (!receivers.map(norm).includes(norm(f.receiverTin))) out.push('receiverNotAssigned');
  return out;
}

/** Whether Select may lock the form: every field right. */
export function formReady(
  f: SupplierNonElectronicForm,
  today: string,
  issuers: readonly string[],
  receivers: readonly string[],
): boolean {
  return (
    nonElectronicFormProblems(f, today).length === 0 &&
    taxIdProblems(f, issuers, receivers).length === 0
  );
}

/** The computed total as shown ('' while an amount is not a number). */
export function formTotal(f: NonElectronicForm): string {
  const total = nonElectronicTotal(f);
  return total === null ? '' : formatAmount(total);
}

/**
 * The id of a non-electronic invoice: 'NE-', the time in base 36 and 12 random hexadecimal digits,
 * upper case (≤ 40 characters). Made once per invoice and kept across retries, so a retry the
 * server already registered is a duplicate, never a second invoice.
 */
export function newNonElectronicId(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  const random = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `NE-${now.toString(36)}-${random}`.toUpperCase().slice(0, 40);
}
