/**
 * InvoiceMT (spec 2 §3 "Variable-maintenance invoice request", §5): a variable-maintenance invoice
 * of a contract. Its CFDI runs the document and seal checks and only the variable flow's: tax ids,
 * blacklist, tax-authority status (EFOS 200 only), reception, both regimes (issuer without 620),
 * voucher type, and the company's fiscal data every flow checks; amounts typed apart from the
 * CFDI's are refused, and it is booked with the CFDI's own figures (booking.ts). The description
 * (16) and the billing month are checked; a non-deductible lessor's invoice is non-electronic, its
 * typed amounts adding up to the cent. Registered under its INV_DOC_NO in one ERP transaction with
 * its audit row.
 */
import { lessorAmountMismatches } from '../../../../src/domain/invoicing/amounts';
import { mtInvoiceFieldsProblem } from '../../../../src/domain/invoicing/maintenance-fields';
import { invoiceDateProblem, mtTypedAmountsProblem } from '../../../../src/domain/invoicing/send';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { toErpDate } from '../../../../src/domain/maintenance/calendar';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import {
  InvoiceMTRequest,
  InvoiceMTResponse,
  SendRefusal,
} from '../../../../src/protocol/invoicing-send';
import type { InvoicingScope } from '../../adapters/erp/invoicing';
import { authOf, defineRoute, ok, refuse } from '../../api/types';
import type { AppDeps } from '../../deps';
import { bookedFromCfdi, typedTotalLine } from './booking';
import { invoiceIdAnswer } from './registered-ids';
import { companyPortalFacts, judgeSentCfdi } from './send-checks';
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
import { portalOrigin } from '../account/outbox';
import { notifyInvoiceRegistered } from '../notices/notify';

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

export const invoiceMtRoute = defineRoute({
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
    const typed = sentAmounts(d);
    if (!i.Fac_Elect) {
      const amounts = mtTypedAmountsProblem(typed);
      if (amounts) return amountsRefusal(amounts.problem, amounts.mismatches, lang);
      const unbalanced = typedTotalLine(typed, lang);
      if (unbalanced) return sendRefusal([unbalanced]);
    }
    const sent = await readSentFiles(d, i.Fac_Elect, lang);
    if (isRefusal(sent)) return sent;

    const contracts = await deps.invoicing.variableMaintenanceContracts(scope, key);
    const contract = contracts.find((c) => c.RECNNR === i.RECNNR);
    if (!contract) return refuse('mtContractNotFound', lang, 404);

    // What is booked: the CFDI's own figures (electronic) or the typed ones (non-electronic).
    let booked = {
      uuid: d.ID,
      xblnr: d.FACTURA,
      documentDate: dayOr(d.BLDAT, today),
      amounts: typed,
    };
    if (sent.xml) {
      const verdict = await judgeSentCfdi(
        deps,
        {
          xml: sent.xml,
          ...key,
          today,
          portal: {
            ...companyPortalFacts(company),
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
      booked = bookedFromCfdi(verdict.data, d.FACTURA, today);
      const mismatches = lessorAmountMismatches(typed, booked.amounts);
      if (mismatches.length > 0)
        return amountsRefusal({ key: 'invoiceAmountsMismatch', params: {} }, mismatches, lang);
    } else {
      const duplicate = await invoiceIdAnswer(deps.sat, deps.invoicing, key.bukrs, key.lifnr, d.ID);
      if (duplicate.EXISTE_ID) return duplicateRefusal(lang);
    }

    const stored = await storeFiles(deps, sent);
    const result = await deps.invoicing.registerMtInvoice(
      scope,
      {
        ...key,
        recnnr: i.RECNNR,
        uuid: booked.uuid,
        xblnr: booked.xblnr,
        electronic: i.Fac_Elect,
        documentDate: booked.documentDate,
        amounts: booked.amounts,
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
        alongside: async (tx, doc) => {
          await auditRegistration(
            tx,
            auth,
            'InvoiceMT',
            doc,
            {
              ...key,
              recnnr: i.RECNNR,
              uuid: booked.uuid,
              electronic: i.Fac_Elect,
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
        INV_DOC_NO: result.belnr,
        GJAHR: result.gjahr,
        BUDAT: toErpDate(result.budat),
        INVOICEDATA: result.invoice,
      });
    if (result.kind === 'duplicateId') return duplicateRefusal(lang);
    return refuse('mtContractNotFound', lang, 404);
  },
});
