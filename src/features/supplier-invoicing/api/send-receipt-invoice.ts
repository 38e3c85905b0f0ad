/**
 * The supplier's writes (spec 2 §7, §8): InvoiceReceiptSupplier with an Idempotency-Key made once
 * per attempt (a send the network repeats gets the first answer, never a second registration),
 * and DemoInvoice of chosen receipt lines (ITEMDATA, WITHTAXDATA), the demo CFDI a newcomer tries.
 */
import { callApi } from '../../../lib/api-client';
import { ActionId, IDEMPOTENCY_HEADER } from '../../../protocol/envelope';
import { DemoInvoiceResponse } from '../../../protocol/invoicing-send';
import {
  InvoiceReceiptResponse,
  type InvoiceReceiptSupplierRequest,
} from '../../../protocol/supplier-invoicing-send';
import type { ReceiptRefText } from '../lib/receipt-invoice';

export type ReceiptInvoiceBody = Omit<InvoiceReceiptSupplierRequest, 'ActionId' | 'Language'>;

export const sendReceiptInvoice = (body: ReceiptInvoiceBody, idempotencyKey: string) =>
  callApi('InvoiceReceiptSupplier', ActionId.Insert, body, {
    schema: InvoiceReceiptResponse,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export const fetchReceiptDemo = (
  bukrs: string,
  lifnr: string,
  items: readonly ReceiptRefText[],
  withholdings: readonly string[],
) =>
  callApi(
    'DemoInvoice',
    ActionId.View,
    {
      BUKRS: bukrs,
      LIFNR: lifnr,
      ITEMDATA: [...items],
      WITHTAXDATA: withholdings.map((WITHT) => ({ WITHT })),
    },
    { schema: DemoInvoiceResponse },
  );
