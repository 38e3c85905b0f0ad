/**
 * InvoiceLessor (spec 2 §3 "Lessor invoice request", §5, §8): a lease, consolidated, adjustment,
 * fixed-maintenance or advance-payment invoice of chosen periods. The server re-runs what the page
 * ran, in its order — scope, the company's date window, a non-deductible lessor's non-electronic
 * invoice, the reference and date, the files, the periods (the caller's, this lessor's), the whole
 * CFDI pipeline with the periods' amounts and the company's fiscal data (electronic) or the
 * duplicate id and typed amounts that add up (non-electronic) — and registers in one ERP
 * transaction with its audit row, judging the period rules (oldest invoice, consolidated month,
 * advance units, one currency) and the booked amounts again on the locked periods. An electronic
 * invoice is booked with its CFDI's own figures (booking.ts), a non-electronic one with the typed
 * ones. A forged request gets the refusal and the messages the page would have shown.
 */
import {
  lessorAmountMismatches,
  type AmountMismatch,
  type InvoiceAmounts,
} from '../../../../src/domain/invoicing/amounts';
import {
  documentNumbersText,
  invoiceDateProblem,
  lessorInvoiceExpectation,
  lessorSelectionProblem,
  referenceProblem,
  type LessorInvoiceExpectation,
  type SendPeriod,
} from '../../../../src/domain/invoicing/send';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { toErpDate } from '../../../../src/domain/maintenance/calendar';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  InvoiceLessorRequest,
  InvoiceLessorResponse,
  SendRefusal,
} from '../../../../src/protocol/invoicing-send';
import { authOf, defineRoute, ok, refuse } from '../../api/types';
import { portalOrigin } from '../account/outbox';
import { notifyInvoiceRegistered } from '../notices/notify';
import { bookedFromCfdi, typedTotalLine } from './booking';
import { invoiceIdAnswer } from './registered-ids';
import { companyPortalFacts, judgeSentCfdi, type InvoicedCompany } from './send-checks';
import { isRefusal, readSentFiles } from './send-files';
import { ruleRefusal, sendRefusal } from './send-result';
import {
  amountsRefusal,
  auditRegistration,
  dayOr,
  duplicateRefusal,
  openingChecks,
  sentAmounts,
  storeFiles,
  uuidOf,
} from './send-support';
import { INVOICING_SENDERS } from './scope';

/**
 * The portal context of a lessor invoice of the periods (spec 2 §5 "Amounts (lessor)"), with the
 * company's fiscal data and product keys.
 */
function lessorPortal(
  issuerRfc: string,
  company: InvoicedCompany,
  expected: LessorInvoiceExpectation,
) {
  const a = expected.amounts;
  return {
    ...companyPortalFacts(company),
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

export const invoiceLessorRoute = defineRoute({
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
      p.BUKRS !== key.bukrs || p.LIFNR !== key.lifnr || (i.RECNNR !== '' && p.RECNNR !== i.RECNNR);
    if (!found || found.periods.some(foreign)) return refuse('periodNotFound', lang, 404);
    const expected = lessorInvoiceExpectation(found.periods, found.contracts);
    if (!expected) return ruleRefusal({ key: 'invoiceMixedCurrency', params: {} }, lang);
    if (hasNegative(expected.amounts))
      return ruleRefusal({ key: 'invoiceAmountsMismatch', params: {} }, lang);

    const typed = sentAmounts(h);
    // What is booked: the CFDI's own figures (electronic) or the typed ones (non-electronic).
    let booked = {
      uuid: h.ID,
      xblnr: h.FACTURA,
      documentDate: dayOr(i.DDATE, today),
      amounts: typed,
    };
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
      booked = bookedFromCfdi(verdict.data, h.FACTURA, today);
      // Amounts typed beside the XML are not booked; ones apart from it are told, as the page does.
      const apart = lessorAmountMismatches(typed, booked.amounts);
      if (apart.length > 0)
        return amountsRefusal({ key: 'invoiceAmountsMismatch', params: {} }, apart, lang);
    } else {
      const duplicate = await invoiceIdAnswer(deps.sat, deps.invoicing, key.bukrs, key.lifnr, h.ID);
      if (duplicate.EXISTE_ID) return duplicateRefusal(lang);
      // Typed amounts apart from the periods are listed first, then ones that do not add up.
      const apart = lessorAmountMismatches(typed, expected.amounts);
      if (apart.length > 0)
        return amountsRefusal({ key: 'invoiceAmountsMismatch', params: {} }, apart, lang);
      const unbalanced = typedTotalLine(typed, lang);
      if (unbalanced) return sendRefusal([unbalanced]);
    }

    const month = i.MONTH && i.YEAR ? { month: Number(i.MONTH), year: Number(i.YEAR) } : null;
    let mismatches: AmountMismatch[] = [];
    const stored = await storeFiles(deps, sent);
    const result = await deps.invoicing.registerLessorInvoice(
      scope,
      {
        ...key,
        uuid: booked.uuid,
        xblnr: booked.xblnr,
        electronic: i.Fac_Elect,
        documentDate: booked.documentDate,
        amounts: booked.amounts,
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
          mismatches = lessorAmountMismatches(booked.amounts, locked.amounts);
          return mismatches.length > 0 ? { key: 'invoiceAmountsMismatch', params: {} } : null;
        },
        alongside: async (tx, doc) => {
          await auditRegistration(
            tx,
            auth,
            'InvoiceLessor',
            doc,
            {
              ...key,
              uuid: booked.uuid,
              electronic: i.Fac_Elect,
              periods: i.CFPAYGUID,
              total: booked.amounts.TOTAL,
              currency: booked.amounts.MONEDA,
            },
            now,
          );
          await notifyInvoiceRegistered(
            tx,
            { bukrs: key.bukrs, uuid: booked.uuid },
            lang,
            portalOrigin(deps.env),
          );
        },
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
});
