/**
 * InvoiceReceiptSupplier and InvoiceReceiptLessor (spec 2 §3, §7, §8): an invoice of
 * chosen receipt lines, electronic (XML and PDF, optional annex PDF) or not (PDF and typed
 * amounts), re-judged and registered exactly once (receipt-send.ts). Visualizar reads only.
 */
import { amountOf, formatAmount, sumCents } from '../../../../src/domain/invoicing/money';
import { ActionId } from '../../../../src/protocol/envelope';
import { SendRefusal } from '../../../../src/protocol/invoicing-send';
import {
  InvoiceReceiptLessorRequest,
  InvoiceReceiptResponse,
  InvoiceReceiptSupplierRequest,
} from '../../../../src/protocol/supplier-invoicing-send';
import { authOf, defineRoute } from '../../api/types';
import { INVOICING_SENDERS } from '../invoicing/scope';
import { sendReceiptInvoice } from './receipt-send';
import { SUPPLIER_SENDERS } from './scope';

export const invoiceReceiptSupplierRoute = defineRoute({
  name: 'InvoiceReceiptSupplier',
  actionId: ActionId.Insert,
  access: SUPPLIER_SENDERS,
  request: InvoiceReceiptSupplierRequest,
  response: InvoiceReceiptResponse,
  refusal: SendRefusal,
  handler: async (ctx) => {
    const i = ctx.input;
    const d = i.INVOICEDATA;
    return sendReceiptInvoice(
      ctx.deps,
      authOf(ctx),
      {
        party: 'supplier',
        electronic: i.FAC_ELECT,
        key: { bukrs: d.BUKRS, lifnr: d.LIFNR },
        id: d.ID,
        reference: d.FACTURA,
        date: d.FECHA,
        subtotal: d.SUBTOTAL,
        tax: d.IMPUESTO,
        withholdings: d.RETENCIONES,
        total: d.VALOR_FACTURA,
        currency: d.MONEDA,
        files: { PDFBase64: d.PDFBASE64, XMLBase64: d.XMLBASE64, PDFABase64: d.PDFABASE64 },
        refs: i.ITEMDATA.map((r) => ({
          ebeln: r.EBELN,
          ebelp: r.EBELP,
          mblnr: r.MBLNR,
          mjahr: r.MJAHR,
          zeile: r.ZEILE,
        })),
        withholdingTypes: i.WITHTAXDATA?.map((w) => w.WITHT) ?? null,
      },
      ctx.lang,
    );
  },
});

export const invoiceReceiptLessorRoute = defineRoute({
  name: 'InvoiceReceiptLessor',
  actionId: ActionId.Insert,
  access: INVOICING_SENDERS,
  request: InvoiceReceiptLessorRequest,
  response: InvoiceReceiptResponse,
  refusal: SendRefusal,
  handler: async (ctx) => {
    const i = ctx.input;
    const h = i.FACTURA_H_S;
    const withheld = sumCents(
      [h.RETENCIONES_C, h.RETENCIONES_ISR, h.RETENCIONES_IVA].map(amountOf),
    );
    return sendReceiptInvoice(
      ctx.deps,
      authOf(ctx),
      {
        party: 'lessor',
        electronic: i.FAC_ELECT,
        key: { bukrs: i.BUKRS, lifnr: i.LIFNR },
        id: h.ID,
        reference: h.FACTURA,
        date: h.FECHA,
        subtotal: h.BALANCE,
        tax: h.IMPUESTOS,
        withholdings: formatAmount(withheld),
        total: h.TOTAL,
        currency: h.MONEDA,
        files: h,
        refs: i.FACTURA_D_T.map((r) => ({ mblnr: r.BELNR, mjahr: r.GJAHR, zeile: r.BUZEI })),
        withholdingTypes: i.WITHTAXDATA?.map((w) => w.WITHT) ?? null,
      },
      ctx.lang,
    );
  },
});
