/**
 * The supplier's writes (spec 2 §7, §8): InvoiceReceiptSupplier (and the lessor receipt
 * variant's InvoiceReceiptLessor) with an Idempotency-Key made once
 * per attempt (a send the network repeats gets the first answer, never a second registration),
 * and DemoInvoice of chosen receipt lines (ITEMDATA or FACTURA_D_T, WITHTAXDATA), the demo CFDI a
 * newcomer tries.
 */
import { callApi } from '../../../lib/api-client';
import { ActionId, IDEMPOTENCY_HEADER } from '../../../protocol/envelope';
import { DemoInvoiceResponse } from '../../../protocol/invoicing-send';
import {
  InvoiceReceiptResponse,
  type InvoiceReceiptLessorRequest,
  type InvoiceReceiptSupplierRequest,
} from '../../../protocol/supplier-invoicing-send';
import type { LessorReceiptRefText, ReceiptRefText } from '../lib/receipt-invoice';

export type ReceiptInvoiceBody = Omit<InvoiceReceiptSupplierRequest, 'ActionId' | 'Language'>;
export type LessorReceiptInvoiceBody = Omit<InvoiceReceiptLessorRequest, 'ActionId' | 'Language'>;

export const sendReceiptInvoice = (body: ReceiptInvoiceBody, idempotencyKey: string) =>
  callApi('InvoiceReceiptSupplier', ActionId.Insert, body, {
    schema: InvoiceReceiptResponse,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

/** The lessor receipt variant's send (InvoiceReceiptLessor), with its Idempotency-Key. */
export const sendLessorReceiptInvoice = (body: LessorReceiptInvoiceBody, idempotencyKey: string) =>
  callApi('InvoiceReceiptLessor', ActionId.Insert, body, {
    schema: InvoiceReceiptResponse,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

/** The lines a demo invoice covers: a supplier's (ITEMDATA) or a lessor's (FACTURA_D_T). */
export type DemoReceiptLines =
  { ITEMDATA: readonly ReceiptRefText[] } | { FACTURA_D_T: readonly LessorReceiptRefText[] };

export const fetchReceiptDemo = (
  bukrs: string,
  lifnr: string,
  lines: DemoReceiptLines,
  withholdings: readonly string[],
) =>
  callApi(
    'DemoInvoice',
    ActionId.View,
    {
      BUKRS: bukrs,
      LIFNR: lifnr,
      ...('ITEMDATA' in lines
        ? { ITEMDATA: [...lines.ITEMDATA] }
        : { FACTURA_D_T: [...lines.FACTURA_D_T] }),
      WITHTAXDATA: withholdings.map((WITHT) => ({ WITHT })),
    },
    { schema: DemoInvoiceResponse },
  );
