/**
 * What the two send calls share: the body limit, the refusals of a duplicate and of amounts that do
 * not match, the checks every send starts with (scope, company, date window, non-deductible
 * lessors), storing the files and the audit row written in the registration's transaction.
 */
import type { CfdiData } from '../../../../src/domain/cfdi';
import type { AmountMismatch, InvoiceAmounts } from '../../../../src/domain/invoicing/amounts';
import type { RuleProblem } from '../../../../src/domain/invoicing/messages';
import { mismatchProblem } from '../../../../src/domain/invoicing/send';
import { fromWireDate } from '../../../../src/domain/maintenance/calendar';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import type { InvoiceFiles, RegisteredDocument } from '../../adapters/erp/invoicing';
import { refuse, type AuthSession } from '../../api/types';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invoicedCompany, isNonDeductible, lessorWindowProblem } from './send-checks';
import type { SentFiles } from './send-files';
import { cfdiLine, ruleLine, ruleRefusal, sendRefusal } from './send-result';
import { invoicingScopeOf, partnerRefusal } from './scope';

/**
 * The largest body of a send: three files of 3,000,000 bytes as base64 (4,000,000 characters each)
 * and the fields around them. Registered in LARGE_BODY_ROUTES; a file above 3,000,000 bytes inside
 * it is a 413 with msjsizeFile, a larger body a 413 before it is read.
 */
export const INVOICE_SEND_MAX_BODY_BYTES = 13 * 1024 * 1024;

/** A date field 'YYYYMMDD' (the schema took only real days), or today when ''. */
export const dayOr = (wire: string, today: string) =>
  wire ? (fromWireDate(wire) ?? today) : today;

/**
 * The amounts alone of FACTURA_H_S or INVOICEDATA: what a non-electronic invoice is booked with;
 * an electronic one's are compared with its CFDI's, which are booked instead (booking.ts).
 */
export const sentAmounts = (a: InvoiceAmounts): InvoiceAmounts => ({
  BALANCE: a.BALANCE,
  IMPUESTOS: a.IMPUESTOS,
  MONTO: a.MONTO,
  RETENCIONES_C: a.RETENCIONES_C,
  RETENCIONES_ISR: a.RETENCIONES_ISR,
  RETENCIONES_IVA: a.RETENCIONES_IVA,
  TOTAL: a.TOTAL,
  MONEDA: a.MONEDA,
});

/** 'ID de factura ya ha sido registrado' (siteMessageValidationIDerror), as the page's item says it. */
export const duplicateRefusal = (lang: Language) =>
  sendRefusal([cfdiLine('sat.duplicateId', { key: 'siteMessageValidationIDerror' }, lang)]);

/** The rule's refusal followed by one line per amount that does not match. */
export const amountsRefusal = (
  problem: RuleProblem,
  mismatches: readonly AmountMismatch[],
  lang: Language,
) =>
  sendRefusal([
    ruleLine(problem, lang),
    ...mismatches.map((m) => ruleLine(mismatchProblem(m), lang)),
  ]);

/** Stores the files (by content) and answers their keys for the invoice row. */
export async function storeFiles(deps: AppDeps, sent: SentFiles): Promise<InvoiceFiles> {
  const [pdf, xml, annex] = await Promise.all([
    deps.files.put(sent.pdf, 'application/pdf'),
    sent.xml ? deps.files.put(sent.xml, 'application/xml') : null,
    sent.annex ? deps.files.put(sent.annex, 'application/pdf') : null,
  ]);
  return {
    pdf: pdf.sha256,
    ...(xml ? { xml: xml.sha256 } : {}),
    ...(annex ? { annex: annex.sha256 } : {}),
  };
}

/** The audit row of a registration, written in its transaction. */
export async function auditRegistration(
  tx: Db,
  auth: AuthSession,
  resource: 'InvoiceLessor' | 'InvoiceMT',
  doc: RegisteredDocument,
  detail: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await tx.insert(auditEvents).values({
    actionId: ActionId.Insert,
    resource,
    userId: auth.userId,
    userDisplayName: auth.userDisplayName,
    target: `${String(detail.bukrs)} ${doc.belnr}/${doc.gjahr}`,
    detail: { ...detail, belnr: doc.belnr, gjahr: doc.gjahr, budat: doc.budat },
    date: at,
  });
}

/** The checks every send starts with: scope, company, date window and the non-deductible rule. */
export async function openingChecks(
  deps: AppDeps,
  auth: AuthSession,
  key: { bukrs: string; lifnr: string },
  electronic: boolean,
  today: string,
  lang: Language,
) {
  const scope = await invoicingScopeOf(deps.db, auth);
  const refused = partnerRefusal(scope, key, lang);
  if (refused) return { ok: false, refusal: refused } as const;
  const company = await invoicedCompany(deps.db, key.bukrs);
  if (!company)
    return { ok: false, refusal: refuse('invoicingCompanyNotAssigned', lang, 403) } as const;
  const window = lessorWindowProblem(company, today);
  if (window) return { ok: false, refusal: ruleRefusal(window, lang) } as const;
  if (electronic && (await isNonDeductible(deps.db, key.lifnr)))
    return {
      ok: false,
      refusal: ruleRefusal({ key: 'invoiceNonDeductible', params: { lifnr: key.lifnr } }, lang),
    } as const;
  return { ok: true, scope, company } as const;
}

/** The CFDI's UUID as the invoice's ID is compared with it. */
export const uuidOf = (data: CfdiData) => (data.idFactura ?? '').trim().toUpperCase();
