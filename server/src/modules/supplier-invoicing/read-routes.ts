/**
 * The reads of supplier invoicing (spec 2 §7): ReceiptSupplier (a supplier's pending
 * receipt lines, twins marked, with the withholdings of the master they carry), ReceiptLessor
 * (a lessor's), PendingOrders (order items not wholly invoiced) and InvoiceValidateIDReceipt (is
 * the invoice id registered with the company already). Within the caller's scope.
 */
import { addCalendarDays } from '../../../../src/domain/invoicing/statement';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { RECEIPT_LOOKBACK_DAYS } from '../../../../src/domain/supplier-invoicing/codes';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  InvoiceValidateIDRequest,
  InvoiceValidateIDResponse,
} from '../../../../src/protocol/invoicing-checks';
import {
  RECEIPT_COLUMNS,
  type ReceiptRow,
  PendingOrdersRequest,
  PendingOrdersResponse,
  ReceiptLessorRequest,
  ReceiptLessorResponse,
  ReceiptSupplierRequest,
  ReceiptSupplierResponse,
} from '../../../../src/protocol/supplier-invoicing';
import type { ReceiptsText, SupplierErp } from '../../adapters/erp/supplier';
import { JsonText, authOf, defineRoute, ok, type ApiRoute } from '../../api/types';
import { isoDate } from '../invoicing/replies';
import { invoiceIdAnswer } from '../invoicing/registered-ids';
import { INVOICING_READERS, invoicingScopeOf, partnerRefusal } from '../invoicing/scope';
import { SUPPLIER_READERS, supplierRefusal, supplierScopeOf } from './scope';

/**
 * The answer of a receipts search: the lines as rows of values in the order of RECEIPT_COLUMNS
 * (the ERP's JSON, passed through), and the master's withholdings they carry (spec 2 §9: only
 * those with a master entry).
 */
async function receiptsAnswer(erp: SupplierErp, lifnr: string, found: ReceiptsText) {
  const used = new Set(found.witht);
  const master = await erp.withholdingTypes();
  return ok({
    Columns: [...RECEIPT_COLUMNS],
    LIFNR: lifnr,
    NAME2: found.name2,
    List: new JsonText<ReceiptRow[]>(found.list),
    WITHHOLDINGS: master.filter((w) => used.has(w.WITHT)),
  });
}

export const readRoutes: ApiRoute[] = [
  defineRoute({
    name: 'ReceiptSupplier',
    actionId: ActionId.View,
    access: SUPPLIER_READERS,
    request: ReceiptSupplierRequest,
    response: ReceiptSupplierResponse,
    handler: async (ctx) => {
      const { db, supplier } = ctx.deps;
      const i = ctx.input;
      const key = { bukrs: i.BUKRS, lifnr: i.LIFNR };
      const scope = await supplierScopeOf(db, authOf(ctx));
      const refused = supplierRefusal(scope, key, ctx.lang);
      if (refused) return refused;
      // Choice: with no dates the search covers the last 365 days up to today (§9).
      const today = mexicoCityToday(ctx.deps.now());
      const orderType = i.TIPO_PEDIDO || i.PURCHASEORDERTYPE;
      const found = await supplier.receiptsText(scope, {
        ...key,
        from: isoDate(i.AEDAT_I) ?? addCalendarDays(today, -RECEIPT_LOOKBACK_DAYS),
        to: isoDate(i.AEDAT_E) ?? today,
        ...(i.EBELN && { ebeln: i.EBELN }),
        ...(orderType && { orderType }),
        ...(i.WAERS && { waers: i.WAERS }),
        withholdings: i.RETENCIONES,
      });
      return receiptsAnswer(supplier, key.lifnr, found);
    },
  }),
  defineRoute({
    name: 'ReceiptLessor',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: ReceiptLessorRequest,
    response: ReceiptLessorResponse,
    handler: async (ctx) => {
      const { db, supplier } = ctx.deps;
      const key = { bukrs: ctx.input.BUKRS, lifnr: ctx.input.LIFNR };
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const refused = partnerRefusal(scope, key, ctx.lang);
      if (refused) return refused;
      const today = mexicoCityToday(ctx.deps.now());
      const found = await supplier.receiptsText(scope, {
        ...key,
        from: addCalendarDays(today, -RECEIPT_LOOKBACK_DAYS),
        to: today,
        withholdings: true,
      });
      return receiptsAnswer(supplier, key.lifnr, found);
    },
  }),
  defineRoute({
    name: 'PendingOrders',
    actionId: ActionId.View,
    access: SUPPLIER_READERS,
    request: PendingOrdersRequest,
    response: PendingOrdersResponse,
    handler: async (ctx) => {
      const { db, supplier } = ctx.deps;
      const i = ctx.input;
      const key = { bukrs: i.bukrs, lifnr: i.lifnr };
      const scope = await supplierScopeOf(db, authOf(ctx));
      const refused = supplierRefusal(scope, key, ctx.lang);
      if (refused) return refused;
      const from = isoDate(i.fromdate);
      const to = isoDate(i.todate);
      const list = await supplier.pendingOrders(scope, {
        ...key,
        ...(i.tipoPedido && { orderType: i.tipoPedido }),
        ...(from && { from }),
        ...(to && { to }),
      });
      return ok({ List: list });
    },
  }),
  defineRoute({
    name: 'InvoiceValidateIDReceipt',
    actionId: ActionId.View,
    access: [...new Set([...SUPPLIER_READERS, ...INVOICING_READERS])],
    request: InvoiceValidateIDRequest,
    response: InvoiceValidateIDResponse,
    handler: async (ctx) => {
      const { db, invoicing, sat } = ctx.deps;
      const i = ctx.input;
      const key = { bukrs: i.BUKRS, lifnr: i.LIFNR };
      const auth = authOf(ctx);
      // A supplier's own suppliers, or (the lessor receipt variant) a lessor's own lessors.
      const supplierScope = await supplierScopeOf(db, auth);
      if (supplierRefusal(supplierScope, key, ctx.lang)) {
        const refused = partnerRefusal(await invoicingScopeOf(db, auth), key, ctx.lang);
        if (refused) return refused;
      }
      const answer = await invoiceIdAnswer(sat, invoicing, key.bukrs, key.lifnr, i.ID);
      return ok({ Message: answer.Message ?? null, List: { EXISTE_ID: answer.EXISTE_ID } });
    },
  }),
];
