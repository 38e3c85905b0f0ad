/**
 * The checks a send runs before it registers, the same as the page ran: the company's date window,
 * whether the lessor is non-deductible (its invoices are non-electronic), and the whole CFDI
 * pipeline (document, the issuer's seal and its certificate's chain to the SAT and revocation, the
 * stamp's seal, the portal rules of the flow with the contract's amounts, the tax authority
 * through the SAT adapter, which also knows the ERP's registered invoices).
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  PortalContextSchema,
  type CfdiData,
  type PortalContextInput,
} from '../../../../src/domain/cfdi';
import { invoicingWindowProblem } from '../../../../src/domain/invoicing/window';
import type { Language } from '../../../../src/protocol/envelope';
import { satCheckerFor, satConfigFrom } from '../../adapters/sat';
import { catalogueAnswersFor } from '../../adapters/sat/catalogue-lookup';
import type { Db } from '../../db/client';
import { companies, suppliers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { evaluateCfdiOffThread, isCfdiRefusal } from '../../workers/cfdi';
import { withRegisteredInvoices } from './registered-ids';
import { cfdiErrorLines, cfdiLine, type ResultLine } from './send-result';

/**
 * What a send needs of the company it invoices: its RFC and name, its date windows, and its fiscal
 * data as the SAT registers it — the name and postal code a CFDI's receiver must repeat, null while
 * the operator has not recorded them — and its own product-key lists (null: the portal's).
 */
export interface InvoicedCompany {
  code: string;
  name: string;
  tin: string;
  LessorBeginDay: number;
  LessorEndDay: number;
  SupplierBeginDay: number;
  SupplierEndDay: number;
  fiscalName: string | null;
  fiscalPostalCode: string | null;
  leaseProductKeys: string[] | null;
  supplierProductKeys: string[] | null;
}

export async function invoicedCompany(db: Db, bukrs: string): Promise<InvoicedCompany | null> {
  const [row] = await db.select().from(companies).where(eq(companies.code, bukrs)).limit(1);
  return row
    ? {
        code: row.code,
        name: row.name,
        tin: row.tin,
        LessorBeginDay: row.lessorBeginDay,
        LessorEndDay: row.lessorEndDay,
        SupplierBeginDay: row.supplierBeginDay,
        SupplierEndDay: row.supplierEndDay,
        fiscalName: row.fiscalName,
        fiscalPostalCode: row.fiscalPostalCode,
        leaseProductKeys: row.leaseProductKeys,
        supplierProductKeys: row.supplierProductKeys,
      }
    : null;
}

/**
 * What every portal context of an invoice to the company carries of it (spec 2 §5): its fiscal
 * name and postal code, which the receiver checks compare the CFDI's Receptor with (left out while
 * either is not recorded: those checks then say they were not evaluated), and its own lessor E48
 * and supplier product-key lists when it has them (otherwise the portal's).
 */
export function companyPortalFacts(
  company: InvoicedCompany,
): Pick<PortalContextInput, 'receiver' | 'e48ProductKeys' | 'supplierProductKeys'> {
  const name = company.fiscalName?.trim() ?? '';
  const postalCode = company.fiscalPostalCode?.trim() ?? '';
  return {
    ...(name && postalCode ? { receiver: { name, postalCode } } : {}),
    ...(company.leaseProductKeys ? { e48ProductKeys: company.leaseProductKeys } : {}),
    ...(company.supplierProductKeys ? { supplierProductKeys: company.supplierProductKeys } : {}),
  };
}

/** msjOutRange when today (Mexico City) is outside the company's lessor window, else null. */
export const lessorWindowProblem = (company: InvoicedCompany, today: string) =>
  invoicingWindowProblem(today, company, 'lessor');

/** A lessor marked non-deductible in the portal's supplier list (IsNonDeductible, spec 2 §4). */
export async function isNonDeductible(db: Db, lifnr: string): Promise<boolean> {
  const [row] = await db
    .select({ nonDeductible: suppliers.isNonDeductible })
    .from(suppliers)
    .where(eq(suppliers.code, lifnr))
    .limit(1);
  return row?.nonDeductible ?? false;
}

export type CfdiVerdict = { ok: true; data: CfdiData } | { ok: false; lines: ResultLine[] };

/**
 * Runs the CFDI pipeline on the XML sent, exactly as the page's validation items do: every check
 * that fails becomes a result line with the item's own message.
 */
export async function judgeSentCfdi(
  deps: AppDeps,
  sent: {
    xml: Uint8Array;
    bukrs: string;
    lifnr: string;
    today: string;
    portal: PortalContextInput;
  },
  lang: Language,
): Promise<CfdiVerdict> {
  const portal = v.safeParse(PortalContextSchema, { ...sent.portal, today: sent.today });
  if (!portal.success)
    // The context is built from the ERP's own records; one it cannot take is a general error.
    return {
      ok: false,
      lines: [cfdiLine('portal', { key: 'siteMessageValidationGenError' }, lang)],
    };
  const sat = satCheckerFor(withRegisteredInvoices(deps.sat, deps.invoicing), {
    xml: sent.xml,
    bukrs: sent.bukrs,
    lifnr: sent.lifnr,
    knownCertifierRfc: satConfigFrom(deps.env).knownCertifierRfc,
  });
  // The document and the seals are checked in a worker thread (workers/cfdi.ts) against what the
  // server trusts (the SAT's authorities, the stamp's certifier certificate); the revocation of
  // the issuer's certificate and the SAT's answers are asked here.
  const evaluation = await evaluateCfdiOffThread(sent.xml, {
    today: sent.today,
    portal: portal.output,
    sat,
    trust: await deps.trust.optionsFor(sent.xml),
    revocation: (certificate, authority) => deps.trust.revocation(certificate, authority),
    catalogues: (data) => catalogueAnswersFor(deps.db, data),
  });
  if (isCfdiRefusal(evaluation))
    return {
      ok: false,
      lines: [cfdiLine('xml', { key: evaluation.refused, detail: evaluation.detail }, lang)],
    };
  const lines = cfdiErrorLines(evaluation, lang);
  if (!evaluation.data || lines.length > 0 || !evaluation.valid)
    return {
      ok: false,
      lines: lines.length > 0 ? lines : [cfdiLine('xml', { key: 'msjDefaultXmlFile' }, lang)],
    };
  return { ok: true, data: evaluation.data };
}
