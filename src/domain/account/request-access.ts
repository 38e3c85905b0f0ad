/**
 * The self-service access request (spec 1 §2.4, §4 Request access, §5, §6, §9): the form's rules,
 * the partner id padding, the lessor code taken from the LIFNR, the role given by type and the
 * defaults of a supplier created by the request.
 */
import { RoleName, type RoleNameValue } from '../roles';
import { rfcKind } from '../rfc';
import { isEmail } from './contact-data';

export const PARTNER_TYPES = ['LESSOR', 'SUPPLIER'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const PARTNER_ID_LENGTH = 10;

export interface AccessRequestForm {
  Type: PartnerType | null;
  TIN: string;
  PartnerId: string;
  SiteId: string | null;
  Email: string;
}

export type AccessRequestProblem =
  | 'requestAccessTypeRequired'
  | 'dataLabelRequired'
  | 'validateRfc'
  | 'validatePartnerId'
  | 'validateEmail';

export interface AccessRequestFieldProblem {
  field: keyof AccessRequestForm;
  problem: AccessRequestProblem;
}

/** Partner and supplier ids are compared padded with zeros to 10 digits. */
export function padPartnerId(id: string): string {
  return id.trim().padStart(PARTNER_ID_LENGTH, '0');
}

/** The supplier code of a validated partner: a lessor's is LIFNR positions 2-10, padded. */
export function supplierCodeOf(type: PartnerType, lifnr: string): string {
  const value = lifnr.trim();
  return padPartnerId(type === 'LESSOR' ? value.slice(1, 10) : value);
}

/** Proveedor Principal for suppliers; Arrendamiento for lessors, or the variable-maintenance combination. */
export function requestAccessRole(type: PartnerType, maintVariable: boolean): RoleNameValue {
  if (type === 'SUPPLIER') return RoleName.ProveedorPrincipal;
  return maintVariable ? RoleName.ArrendMasManttoVariable : RoleName.Arrendamiento;
}

/** Every broken rule of the form, in field order. */
export function accessRequestProblems(f: AccessRequestForm): AccessRequestFieldProblem[] {
  const problems: AccessRequestFieldProblem[] = [];
  if (!f.Type) problems.push({ field: 'Type', problem: 'requestAccessTypeRequired' });
  if (f.TIN.trim() === '') problems.push({ field: 'TIN', problem: 'dataLabelRequired' });
  else if (!rfcKind(f.TIN)) problems.push({ field: 'TIN', problem: 'validateRfc' });
  const partner = f.PartnerId.trim();
  if (partner === '') problems.push({ field: 'PartnerId', problem: 'dataLabelRequired' });
  else if (!/^\d{1,10}$/.test(partner)) {
    problems.push({ field: 'PartnerId', problem: 'validatePartnerId' });
  }
  if (f.Type === 'LESSOR' && (f.SiteId ?? '').trim() === '') {
    problems.push({ field: 'SiteId', problem: 'dataLabelRequired' });
  }
  if (f.Email.trim() === '') problems.push({ field: 'Email', problem: 'dataLabelRequired' });
  else if (!isEmail(f.Email.trim())) problems.push({ field: 'Email', problem: 'validateEmail' });
  return problems;
}

/** The submit button: a type chosen and, when the site asks for it, the captcha answered. */
export function requestAccessSubmitEnabled(
  type: PartnerType | null,
  captchaRequired: boolean,
  captchaAnswered: boolean,
): boolean {
  return type !== null && (!captchaRequired || captchaAnswered);
}

/** Invoice settings of a supplier the request creates (spec 1 §9): electronic, status 5, order invoice, no withholding. */
export const NEW_SUPPLIER_INVOICE_DEFAULTS = {
  invoiceOptionId: 1,
  invoiceStatusId: 5,
  invoiceTypeId: 1,
  withHoldingTaxOptionId: 0,
} as const;

/** The purchase-order types offered to suppliers: 01 Materiales and 02 Servicios only. */
export const NEW_SUPPLIER_ORDER_TYPES = [
  { code: '01', name: 'Materiales' },
  { code: '02', name: 'Servicios' },
] as const;

/** The invoice type a new partner submits: order invoices for suppliers, leasing invoices for lessors. */
export function newPartnerInvoiceTypes(
  type: PartnerType,
): readonly { code: string; name: string }[] {
  return type === 'SUPPLIER'
    ? [{ code: '1', name: 'Factura con orden de compra' }]
    : [{ code: '2', name: 'Factura de arrendamiento' }];
}
