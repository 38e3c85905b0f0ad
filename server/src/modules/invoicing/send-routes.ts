/**
 * The lessor send calls (spec 2 §3, §5, §7, §8): InvoiceLessor and InvoiceMT re-run on what they
 * receive every check the page ran, in the page's order — the caller's scope, the company's date
 * window, the fields, the files, the periods or contract, the whole CFDI pipeline of an electronic
 * invoice (document, seal, portal rules with the contract's amounts, the tax authority) — and only
 * then register, in one ERP transaction with the audit row: the period rules and the amounts again
 * on the locked periods, one invoice per company and UUID, the periods to 02. A forged request
 * gets the refusal and the messages the page would have shown.
 */
import type { CfdiData } from '../../../../src/domain/cfdi';
import {
  lessorAmountMismatches,
  type AmountMismatch,
  type InvoiceAmounts,
} from '../../../../src/domain/invoicing/amounts';
import type { RuleProblem } from '../../../../src/domain/invoicing/messages';
import { mtInvoiceFieldsProblem } from '../../../../src/domain/invoicing/maintenance-fields';
import {
  cfdiInvoiceAmounts,
  documentNumbersText,
  invoiceDateProblem,
  lessorInvoiceExpectation,
  lessorSelectionProblem,
  mismatchProblem,
  mtTypedAmountsProblem,
  referenceProblem,
  type LessorInvoiceExpectation,
  type SendPeriod,
} from '../../../../src/domain/invoicing/send';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { fromWireDate, toErpDate } from '../../../../src/domain/maintenance/calendar';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import {
  InvoiceLessorRequest,
  InvoiceLessorResponse,
  InvoiceMTRequest,
  InvoiceMTResponse,
  SendRefusal,
} from '../../../../src/protocol/invoicing-send';
import type {
  InvoiceFiles,
  InvoicingScope,
  RegisteredDocument,
} from '../../adapters/erp/invoicing';
import { authOf, defineRoute, ok, refuse, type ApiRoute, type AuthSession } from '../../api/types';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invoiceIdAnswer } from './registered-ids';
import {
  invoicedCompany,
  isNonDeductible,
  judgeSentCfdi,
  lessorWindowProblem,
  type InvoicedCompany,
} from './send-checks';
import { isRefusal, readSentFiles, type SentFiles } from './send-files';
import { cfdiLine, ruleLine, ruleRefusal, sendRefusal } from './send-result';
import { INVOICING_SENDERS, invoicingScopeOf, partnerRefusal } from './scope';

/**
 * The largest body of a send: three files of 3,000,000 bytes as base64 (4,000,000 characters each)
 * and the fields around them. Registered in LARGE_BODY_ROUTES; a file above 3,000,000 bytes inside
 * it is a 413 with msjsizeFile, a larger body a 413 before it is read.
 */
export const INVOICE_SEND_MAX_BODY_BYTES = 13 * 1024 * 1024;

/** A date field 'YYYYMMDD' (the schema took only real days), or today when ''. */
const dayOr = (wire: string, today: string) => (wire ? (fromWireDate(wire) ?? today) : today);

const amountsOf = (a: InvoiceAmounts): InvoiceAmounts => ({
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
const duplicateRefusal = (lang: Language) =>
  sendRefusal([cfdiLine('sat.duplicateId', { key: 'siteMessageValidationIDerror' }, lang)]);

/** The rule's refusal followed by one line per amount that does not match. */
const amountsRefusal = (
  problem: RuleProblem,
  mismatches: readonly AmountMismatch[],
  lang: Language,
) =>
  sendRefusal([
    ruleLine(problem, lang),
    ...mismatches.map((m) => ruleLine(mismatchProblem(m), lang)),
  ]);

/** Stores the files (by content) and answers their keys for the invoice row. */
async function storeFiles(deps: AppDeps, sent: SentFiles): Promise<InvoiceFiles> {
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
async function auditRegistration(
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
async function openingChecks(
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

/** The portal context of a lessor invoice of the periods (spec 2 §5 "Amounts (lessor)"). */
function lessorPortal(
  issuerRfc: string,
  company: InvoicedCompany,
  expected: LessorInvoiceExpectation,
) {
  const a = expected.amounts;
  return {
    role: 'lessor' as const,
    issuerTaxIds: [issuerRfc],
    receiverTaxIds: [company.tin],
    currency: a.MONEDA,
    amounts: {
      subTotal: a.BALANCE,
      impuestos: a.IMPUESTOS,
      monto: a.MONTO,
      cedular: a.RETENCIONES_C,
      ISR: a.RETENCIONES_ISR,
      IVA: a.RETENCIONES_IVA,
      total: a.TOTAL,
    },
    ...(expected.advanceType ? { discountType: expected.advanceType } : {}),
  };
}

const hasNegative = (a: InvoiceAmounts) =>
  [a.BALANCE, a.IMPUESTOS, a.MONTO, a.TOTAL].some((x) => x.startsWith('-'));

const uuidOf = (data: CfdiData) => (data.idFactura ?? '').trim().toUpperCase();

/**
 * The lessor's RFC as the ERP keeps it with the contract (STCD1): the issuer a variable-maintenance
 * CFDI must carry. '' when the contract has no period to read it from (the tax-id check then fails).
 */
async function lessorRfcOf(
  deps: AppDeps,
  scope: InvoicingScope,
  key: { bukrs: string; lifnr: string },
  recnnr: string,
  lang: Language,
): Promise<string> {
  const [period] = await deps.invoicing.periods(scope, { ...key, recnnr }, lang);
  if (!period) return '';
  const details = await deps.invoicing.periodDetails(scope, [period.CFPAYGUID], lang);
  return details?.contracts[0]?.STCD1 ?? '';
}

export const sendRoutes: ApiRoute[] = [
  defineRoute({
    name: 'InvoiceLessor',
    actionId: ActionId.Insert,
    access: INVOICING_SENDERS,
    request: InvoiceLessorRequest,
    response: InvoiceLessorResponse,
    refusal: SendRefusal,
    handler: async (ctx) => {
      const { deps, lang } = ctx;
      const i = ctx.input;
      const h = i.FACTURA_H_S;
      const auth = authOf(ctx);
      const key = { bukrs: i.BUKRS, lifnr: i.LIFNR };
      const now = deps.now();
      const today = mexicoCityToday(now);

      const opening = await openingChecks(deps, auth, key, i.Fac_Elect, today, lang);
      if (!opening.ok) return opening.refusal;
      const { scope, company } = opening;
      const fields =
        referenceProblem(h.FACTURA) ??
        (i.Fac_Elect ? null : invoiceDateProblem(dayOr(i.DDATE, today), today));
      if (fields) return ruleRefusal(fields, lang);
      const sent = await readSentFiles(h, i.Fac_Elect, lang);
      if (isRefusal(sent)) return sent;

      const found = await deps.invoicing.periodDetails(scope, i.CFPAYGUID, lang);
      const foreign = (p: SendPeriod & { BUKRS: string; LIFNR: string }) =>
        p.BUKRS !== key.bukrs ||
        p.LIFNR !== key.lifnr ||
        (i.RECNNR !== '' && p.RECNNR !== i.RECNNR);
      if (!found || found.periods.some(foreign)) return refuse('periodNotFound', lang, 404);
      const expected = lessorInvoiceExpectation(found.periods, found.contracts);
      if (!expected) return ruleRefusal({ key: 'invoiceMixedCurrency', params: {} }, lang);
      if (hasNegative(expected.amounts))
        return ruleRefusal({ key: 'invoiceAmountsMismatch', params: {} }, lang);

      let documentDate = dayOr(i.DDATE, today);
      if (sent.xml) {
        const verdict = await judgeSentCfdi(
          deps,
          {
            xml: sent.xml,
            ...key,
            today,
            portal: lessorPortal(found.contracts[0]?.STCD1 ?? '', company, expected),
          },
          lang,
        );
        if (!verdict.ok) return sendRefusal(verdict.lines);
        if (uuidOf(verdict.data) !== h.ID)
          return ruleRefusal(
            { key: 'invoiceIdMismatch', params: { id: h.ID, uuid: uuidOf(verdict.data) } },
            lang,
          );
        documentDate = (verdict.data.FechaHoraEmision ?? today).slice(0, 10);
      } else {
        const duplicate = await invoiceIdAnswer(
          deps.sat,
          deps.invoicing,
          key.bukrs,
          key.lifnr,
          h.ID,
        );
        if (duplicate.EXISTE_ID) return duplicateRefusal(lang);
      }

      const typed = amountsOf(h);
      const month = i.MONTH && i.YEAR ? { month: Number(i.MONTH), year: Number(i.YEAR) } : null;
      let mismatches: AmountMismatch[] = [];
      const stored = await storeFiles(deps, sent);
      const result = await deps.invoicing.registerLessorInvoice(
        scope,
        {
          ...key,
          uuid: h.ID,
          xblnr: h.FACTURA,
          electronic: i.Fac_Elect,
          documentDate,
          amounts: typed,
          files: stored,
          registeredBy: auth.userId,
          periods: i.CFPAYGUID,
        },
        now,
        {
          lang,
          // The period rules and the amounts again, on the periods as locked for this registration.
          decide: ({ chosen, openOfContracts }) => {
            const ids = new Set(chosen.map((p) => p.CFPAYGUID));
            const rows = [...chosen, ...openOfContracts.filter((p) => !ids.has(p.CFPAYGUID))];
            const problem = lessorSelectionProblem(rows, [...ids], found.contracts, month);
            if (problem) return problem;
            const locked = lessorInvoiceExpectation(chosen, found.contracts);
            if (!locked) return { key: 'invoiceMixedCurrency', params: {} };
            mismatches = lessorAmountMismatches(typed, locked.amounts);
            return mismatches.length > 0 ? { key: 'invoiceAmountsMismatch', params: {} } : null;
          },
          alongside: (tx, doc) =>
            auditRegistration(
              tx,
              auth,
              'InvoiceLessor',
              doc,
              {
                ...key,
                uuid: h.ID,
                electronic: i.Fac_Elect,
                periods: i.CFPAYGUID,
                total: typed.TOTAL,
                currency: typed.MONEDA,
              },
              now,
            ),
        },
      );
      if (result.kind === 'registered')
        return ok({
          BELNR: documentNumbersText([result.belnr]),
          GJAHR: result.gjahr,
          BUDAT: toErpDate(result.budat),
          List: result.periods,
        });
      if (result.kind === 'duplicateId') return duplicateRefusal(lang);
      if (result.kind === 'periodsNotFound') return refuse('periodNotFound', lang, 404);
      return amountsRefusal(result.problem, mismatches, lang);
    },
  }),
  defineRoute({
    name: 'InvoiceMT',
    actionId: ActionId.Insert,
    access: INVOICING_SENDERS,
    request: InvoiceMTRequest,
    response: InvoiceMTResponse,
    refusal: SendRefusal,
    handler: async (ctx) => {
      const { deps, lang } = ctx;
      const i = ctx.input;
      const d = i.INVOICEDATA;
      const auth = authOf(ctx);
      const key = { bukrs: i.BUKRS, lifnr: i.LIFNR };
      const now = deps.now();
      const today = mexicoCityToday(now);

      const opening = await openingChecks(deps, auth, key, i.Fac_Elect, today, lang);
      if (!opening.ok) return opening.refusal;
      const { scope, company } = opening;
      const month = Number(d.SERVICE_MONTH);
      const year = Number(d.SERVICE_YEAR);
      const fields =
        mtInvoiceFieldsProblem(
          { reference: d.FACTURA, description: d.DESCRIPCION, month, year },
          today,
        ) ?? (i.Fac_Elect ? null : invoiceDateProblem(dayOr(d.BLDAT, today), today));
      if (fields) return ruleRefusal(fields, lang);
      const typed = amountsOf(d);
      if (!i.Fac_Elect) {
        const amounts = mtTypedAmountsProblem(typed);
        if (amounts) return amountsRefusal(amounts.problem, amounts.mismatches, lang);
      }
      const sent = await readSentFiles(d, i.Fac_Elect, lang);
      if (isRefusal(sent)) return sent;

      const contracts = await deps.invoicing.variableMaintenanceContracts(scope, key);
      const contract = contracts.find((c) => c.RECNNR === i.RECNNR);
      if (!contract) return refuse('mtContractNotFound', lang, 404);

      let documentDate = dayOr(d.BLDAT, today);
      if (sent.xml) {
        const verdict = await judgeSentCfdi(
          deps,
          {
            xml: sent.xml,
            ...key,
            today,
            portal: {
              role: 'lessor',
              variableFlow: true,
              issuerTaxIds: [await lessorRfcOf(deps, scope, key, i.RECNNR, lang)],
              receiverTaxIds: [company.tin],
            },
          },
          lang,
        );
        if (!verdict.ok) return sendRefusal(verdict.lines);
        if (uuidOf(verdict.data) !== d.ID)
          return ruleRefusal(
            { key: 'invoiceIdMismatch', params: { id: d.ID, uuid: uuidOf(verdict.data) } },
            lang,
          );
        const mismatches = lessorAmountMismatches(typed, cfdiInvoiceAmounts(verdict.data));
        if (mismatches.length > 0)
          return amountsRefusal({ key: 'invoiceAmountsMismatch', params: {} }, mismatches, lang);
        documentDate = (verdict.data.FechaHoraEmision ?? today).slice(0, 10);
      } else {
        const duplicate = await invoiceIdAnswer(
          deps.sat,
          deps.invoicing,
          key.bukrs,
          key.lifnr,
          d.ID,
        );
        if (duplicate.EXISTE_ID) return duplicateRefusal(lang);
      }

      const stored = await storeFiles(deps, sent);
      const result = await deps.invoicing.registerMtInvoice(
        scope,
        {
          ...key,
          recnnr: i.RECNNR,
          uuid: d.ID,
          xblnr: d.FACTURA,
          electronic: i.Fac_Elect,
          documentDate,
          amounts: typed,
          files: stored,
          registeredBy: auth.userId,
          description: d.DESCRIPCION,
          site: d.SITIO || contract.OBJECT_ID_ACCT,
          serviceMonth: month,
          serviceYear: year,
        },
        now,
        {
          lang,
          alongside: (tx, doc) =>
            auditRegistration(
              tx,
              auth,
              'InvoiceMT',
              doc,
              {
                ...key,
                recnnr: i.RECNNR,
                uuid: d.ID,
                electronic: i.Fac_Elect,
                total: typed.TOTAL,
                currency: typed.MONEDA,
              },
              now,
            ),
        },
      );
      if (result.kind === 'registered')
        return ok({
          INV_DOC_NO: result.belnr,
          GJAHR: result.gjahr,
          BUDAT: toErpDate(result.budat),
          INVOICEDATA: result.invoice,
        });
      if (result.kind === 'duplicateId') return duplicateRefusal(lang);
      return refuse('mtContractNotFound', lang, 404);
    },
  }),
];
