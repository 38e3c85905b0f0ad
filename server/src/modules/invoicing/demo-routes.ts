/**
 * DemoInvoice (ActionId 21): "Descargar factura de ejemplo" on open periods (with RECNNR, a
 * variable-maintenance service of a contract that takes one; or, with ITEMDATA, a
 * supplier's pending receipts: ../supplier-invoicing/demo-route.ts) — a demo CFDI 4.0 of
 * their exact amounts and its PDF (demo-invoice.ts). Only while the embedded tax authority answers:
 * with the real SAT client configured the call does not exist (404, like any unknown call).
 */
import { PERIOD_STATUS } from '../../../../src/domain/invoicing/codes';
import { invoiceAmountsOf } from '../../../../src/domain/invoicing/amounts';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  DemoInvoiceRequest,
  DemoInvoiceResponse,
  SendRefusal,
} from '../../../../src/protocol/invoicing-send';
import { satConfigFrom } from '../../adapters/sat';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import {
  DEMO_MAINTENANCE_NET,
  demoInvoicePdf,
  issueDemoCfdi,
  lessorDemoRequest,
  mtDemoRequest,
  type DemoCfdiRequest,
} from './demo-invoice';
import { invoicedCompany } from './send-checks';
import { ruleRefusal } from './send-result';
import { INVOICING_SENDERS, invoicingScopeOf, partnerRefusal } from './scope';
import { receiptDemoInvoice } from '../supplier-invoicing/demo-route';
import { SUPPLIER_PARTIES } from '../supplier-invoicing/scope';

export const demoRoutes: ApiRoute[] = [
  defineRoute({
    name: 'DemoInvoice',
    actionId: ActionId.View,
    access: [...INVOICING_SENDERS, ...SUPPLIER_PARTIES],
    request: DemoInvoiceRequest,
    response: DemoInvoiceResponse,
    refusal: SendRefusal,
    handler: async (ctx) => {
      const { deps, lang } = ctx;
      if (satConfigFrom(deps.env).mode !== 'embedded') return refuse('notFound', lang, 404);
      const i = ctx.input;
      const key = { bukrs: i.BUKRS, lifnr: i.LIFNR };
      // A supplier's or a lessor's receipts: the supplier invoicing module writes that one.
      if (i.ITEMDATA || i.FACTURA_D_T) return receiptDemoInvoice(deps, authOf(ctx), key, i, lang);
      const scope = await invoicingScopeOf(deps.db, authOf(ctx));
      const refused = partnerRefusal(scope, key, lang);
      if (refused) return refused;
      const company = await invoicedCompany(deps.db, key.bukrs);
      if (!company) return refuse('invoicingCompanyNotAssigned', lang, 403);
      let request: DemoCfdiRequest;
      if (i.RECNNR !== undefined) {
        // Variable maintenance: a contract of the lessor that takes such invoices (InvoiceMT's).
        const [contract] = await deps.invoicing.mtInvoiceContracts(scope, {
          ...key,
          recnnr: i.RECNNR,
        });
        if (!contract) return refuse('mtContractNotFound', lang, 404);
        request = mtDemoRequest(contract, i.AMOUNT ?? DEMO_MAINTENANCE_NET, company);
      } else {
        const found = await deps.invoicing.periodDetails(scope, i.CFPAYGUID ?? [], lang);
        if (!found || found.periods.some((p) => p.BUKRS !== key.bukrs || p.LIFNR !== key.lifnr))
          return refuse('periodNotFound', lang, 404);
        const closed = found.periods.find((p) => p.STATUS !== PERIOD_STATUS.pending);
        if (closed)
          return ruleRefusal(
            { key: 'invoicePeriodNotOpen', params: { text: closed.TEXT_D } },
            lang,
          );
        const summed = invoiceAmountsOf(found.periods);
        if (!summed.ok) return ruleRefusal({ key: 'invoiceMixedCurrency', params: {} }, lang);
        const demo = lessorDemoRequest(found.periods, found.contracts, company);
        if (!demo.ok) return ruleRefusal(demo.problem, lang);
        request = demo.request;
      }
      const issued = await issueDemoCfdi(deps.db, request, deps.now());
      const pdf = demoInvoicePdf(issued, request, company);
      return ok({
        XMLBase64: Buffer.from(issued.xml, 'utf8').toString('base64'),
        PDFBase64: Buffer.from(pdf).toString('base64'),
        ID: issued.uuid,
        FACTURA: issued.factura,
      });
    },
  }),
];
