/**
 * The spec's tables for the portal checks (spec 2 §5 "Electronic validations", §9), as data, so the
 * checks stay small and the tests read the same tables.
 */
import { LEASE_PRODUCT_KEYS } from '../../product-keys';

/** Payment form × method, lessor: 99 with PPD, 14 with PUE, 03 with PUE, 02 with PUE. */
export const LESSOR_FORM_METHOD: readonly (readonly [string, string])[] = [
  ['99', 'PPD'],
  ['14', 'PUE'],
  ['03', 'PUE'],
  ['02', 'PUE'],
];

/**
 * Supplier: "form 99, or 03 with method PUE; method PPD, or PUE with form 03". Both halves must
 * hold, which leaves exactly 99 with PPD and 03 with PUE.
 */
export function supplierFormMethodOk(form: string, method: string): boolean {
  const formOk = form === '99' || (form === '03' && method === 'PUE');
  const methodOk = method === 'PPD' || (method === 'PUE' && form === '03');
  return formOk && methodOk;
}

/**
 * Lessor product/service keys by unit key. E48 allows the 23 keys of LEASE_PRODUCT_KEYS, or the
 * company's own list when the context carries one (context.e48ProductKeys).
 */
export const LESSOR_PRODUCT_BY_UNIT: Readonly<Record<string, readonly string[]>> = {
  E48: LEASE_PRODUCT_KEYS,
  MTK: ['80131500', '94121504'],
  M4: ['84101600'],
  C62: ['80131500', '84101600', '93161700'],
  DAY: ['80131500'],
  MON: ['80131500', '80131502', '80131503', '80131801'],
  ACT: ['80131500', '80131502'],
  XNA: ['93161700'],
};

export const LESSOR_UNIT_KEYS: readonly string[] = Object.keys(LESSOR_PRODUCT_BY_UNIT);
export const SUPPLIER_UNIT_KEYS: readonly string[] = ['E48', 'H87', 'ACT', 'ZP', 'A9'];

/** Issuer regimes; the variable-maintenance flow omits 620. */
export const ISSUER_REGIMES: readonly string[] = [
  '601',
  '603',
  '606',
  '612',
  '620',
  '621',
  '622',
  '623',
  '624',
  '626',
];
export const RECEIVER_REGIME = '601';
export const LESSOR_USO_CFDI = 'G03';

export interface PurchaseKind {
  readonly BSART: string;
  readonly AUART: string;
  readonly PSTYP: string;
  readonly company: string;
}

/**
 * Supplier use of receipt: OCMT with PSTYP 9: TS04 needs I01, TS01-03 need G03 or I08; OCPO: I01,
 * or G03 when the company is MX10; OCAF: I04, I08 or G03; otherwise G03. Choices where the table is
 * partial: an OCMT/PSTYP 9 order with another AUART falls to "otherwise" (G03); for OCPO, I01 is
 * always allowed and G03 is allowed as well for company MX10.
 */
export function supplierUsoCfdi(p: PurchaseKind): readonly string[] {
  if (p.BSART === 'OCMT' && p.PSTYP === '9') {
    if (p.AUART === 'TS04') return ['I01'];
    if (['TS01', 'TS02', 'TS03'].includes(p.AUART)) return ['G03', 'I08'];
  }
  if (p.BSART === 'OCPO') return p.company === 'MX10' ? ['I01', 'G03'] : ['I01'];
  if (p.BSART === 'OCAF') return ['I04', 'I08', 'G03'];
  return ['G03'];
}

/** Amount tolerance (§9): lessor 5; supplier 0.09 USD, 5 MXN, 0 for other currencies. */
export function toleranceFor(role: 'lessor' | 'supplier', currency: string): string {
  if (role === 'lessor') return '5';
  const c = currency.toUpperCase();
  return c === 'USD' ? '0.09' : c === 'MXN' ? '5' : '0';
}
