/**
 * A company's fiscal data on the wire, as the administrators read and record it on the company
 * page (api/CompanyFiscal 21 and 31 with BUKRS): the name and postal code the SAT registers it
 * under, which a CFDI's Receptor@Nombre and DomicilioFiscalReceptor must repeat (spec 2 §5), and
 * the product/service keys a lessor may invoice by unit E48 and a supplier may invoice (empty: the
 * portal's lists). The rules of a save are here, so that the page and the server judge alike.
 */
import * as v from 'valibot';
import { plainText } from './bounds';
import { request, response } from './envelope';

/** The longest Receptor@Nombre a CFDI 4.0 takes. */
export const FISCAL_NAME_MAX = 254;
/** A Mexican postal code (c_CodigoPostal): five digits. */
export const FISCAL_POSTAL_CODE = /^\d{5}$/;
/** A product/service key (c_ClaveProdServ): eight digits. */
export const PRODUCT_KEY = /^\d{8}$/;

/** 21: the company by its code. */
export const CompanyFiscalRequest = request({ BUKRS: plainText(10) });

/** A company's fiscal data as stored: null where nothing was recorded (product keys: the portal's). */
export const CompanyFiscal = v.object({
  BUKRS: v.string(),
  /** The company's name in the portal. */
  Name: v.string(),
  TIN: v.string(),
  FiscalName: v.nullable(v.string()),
  FiscalPostalCode: v.nullable(v.string()),
  LeaseProductKeys: v.nullable(v.array(v.string())),
  SupplierProductKeys: v.nullable(v.array(v.string())),
});
export type CompanyFiscal = v.InferOutput<typeof CompanyFiscal>;
export const CompanyFiscalResponse = response({ Fiscal: CompanyFiscal });

/**
 * 31: what the administrator typed. The product-key lists are texts of 8-digit keys separated by
 * commas, semicolons or spaces; an empty one means the portal's list.
 */
export const CompanyFiscalSaveRequest = request({
  BUKRS: plainText(10),
  FiscalName: plainText(1000),
  FiscalPostalCode: plainText(100),
  LeaseProductKeys: v.optional(plainText(20_000), ''),
  SupplierProductKeys: v.optional(plainText(20_000), ''),
});
export type CompanyFiscalSaveRequest = v.InferInput<typeof CompanyFiscalSaveRequest>;
/** The saved data and the confirmation in Message. */
export const CompanyFiscalSaveResponse = response({ Fiscal: CompanyFiscal });

/** A problem of a save, as a key of the server's messages with its placeholders. */
export interface CompanyFiscalProblem {
  key:
    | 'companyFiscalNameRequired'
    | 'companyFiscalNameTooLong'
    | 'companyFiscalPostalCodeInvalid'
    | 'companyLeaseProductKeyInvalid'
    | 'companySupplierProductKeyInvalid';
  params: Record<string, string>;
}

/** The values a valid save stores. */
export interface CompanyFiscalValues {
  fiscalName: string;
  fiscalPostalCode: string;
  /** null: the portal's list. */
  leaseProductKeys: string[] | null;
  supplierProductKeys: string[] | null;
}

/** The keys of a typed list, in order, each once ('' gives none). */
export function productKeysOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((k) => k !== ''))];
}

/** A list as the page shows it for editing: keys separated by a comma and a space. */
export const productKeysText = (keys: readonly string[] | null): string =>
  keys ? keys.join(', ') : '';

/**
 * What a save would store, or every problem of it: the name trimmed and not empty (at most 254
 * characters, one space between words), the postal code five digits, each key eight digits.
 */
export function companyFiscalValues(input: {
  FiscalName: string;
  FiscalPostalCode: string;
  LeaseProductKeys?: string;
  SupplierProductKeys?: string;
}): { ok: true; values: CompanyFiscalValues } | { ok: false; problems: CompanyFiscalProblem[] } {
  const problems: CompanyFiscalProblem[] = [];
  const fiscalName = input.FiscalName.trim().replace(/\s+/g, ' ');
  if (fiscalName === '') problems.push({ key: 'companyFiscalNameRequired', params: {} });
  else if (fiscalName.length > FISCAL_NAME_MAX)
    problems.push({ key: 'companyFiscalNameTooLong', params: { max: String(FISCAL_NAME_MAX) } });
  const fiscalPostalCode = input.FiscalPostalCode.trim();
  if (!FISCAL_POSTAL_CODE.test(fiscalPostalCode))
    problems.push({ key: 'companyFiscalPostalCodeInvalid', params: { value: fiscalPostalCode } });
  const list = (text: string | undefined, key: CompanyFiscalProblem['key']) => {
    const keys = productKeysOf(text ?? '');
    const bad = keys.filter((k) => !PRODUCT_KEY.test(k));
    if (bad.length > 0) problems.push({ key, params: { keys: bad.join(', ') } });
    return keys.length > 0 ? keys : null;
  };
  const leaseProductKeys = list(input.LeaseProductKeys, 'companyLeaseProductKeyInvalid');
  const supplierProductKeys = list(input.SupplierProductKeys, 'companySupplierProductKeyInvalid');
  return problems.length > 0
    ? { ok: false, problems }
    : {
        ok: true,
        values: { fiscalName, fiscalPostalCode, leaseProductKeys, supplierProductKeys },
      };
}
