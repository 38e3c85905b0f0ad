/**
 * Supplier invoicing's reads (spec 2 §7): the pending receipt lines of a company and
 * supplier by order type or order number (ReceiptSupplier, the last 365 days), the order items
 * pending to invoice (PendingOrders) and the purchase-order types (PurchaseorderType, ActionId 10).
 * Keys start with 'supplier-invoicing', so a registered invoice refreshes them all.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import type { ReceiptParty } from '../../../domain/supplier-invoicing';
import {
  PendingOrdersResponse,
  PurchaseOrderTypeResponse,
  ReceiptLessorResponse,
  ReceiptSupplierResponse,
  receiptLines,
} from '../../../protocol/supplier-invoicing';

/** A receipts search: by order type ('01', '02') or by order number, never both. */
export interface ReceiptsFilter {
  bukrs: string;
  lifnr: string;
  orderType: string;
  ebeln: string;
}

/**
 * The pending receipts of a search: a supplier's (ReceiptSupplier, by order type or number) or,
 * in the lessor receipt variant, a lessor's (ReceiptLessor: company and lessor only); the answer's
 * rows of values turned into lines.
 */
export function receiptsQueryOptions(filter: ReceiptsFilter, party: ReceiptParty = 'supplier') {
  return queryOptions({
    queryKey: ['supplier-invoicing', 'receipts', party, filter],
    queryFn: async ({ signal }) => {
      const answer = await (party === 'lessor'
        ? callApi(
            'ReceiptLessor',
            ActionId.View,
            { BUKRS: filter.bukrs, LIFNR: filter.lifnr },
            { schema: ReceiptLessorResponse, signal },
          )
        : callApi(
            'ReceiptSupplier',
            ActionId.View,
            {
              BUKRS: filter.bukrs,
              LIFNR: filter.lifnr,
              AEDAT_I: '',
              AEDAT_E: '',
              EBELN: filter.ebeln,
              TIPO_PEDIDO: filter.ebeln ? '' : filter.orderType,
              RETENCIONES: true,
            },
            { schema: ReceiptSupplierResponse, signal },
          ));
      return { ...answer, List: receiptLines(answer) };
    },
  });
}

export interface PendingOrdersFilter {
  bukrs: string;
  lifnr: string;
  /** '' every type. */
  orderType: string;
  /** YYYYMMDD or ''. */
  from: string;
  to: string;
}

export function pendingOrdersQueryOptions(filter: PendingOrdersFilter) {
  return queryOptions({
    queryKey: ['supplier-invoicing', 'pending-orders', filter],
    queryFn: ({ signal }) =>
      callApi(
        'PendingOrders',
        ActionId.View,
        {
          bukrs: filter.bukrs,
          lifnr: filter.lifnr,
          tipoPedido: filter.orderType,
          fromdate: filter.from,
          todate: filter.to,
        },
        { schema: PendingOrdersResponse, signal },
      ),
    select: (answer) => answer.List,
  });
}

/** The active purchase-order types (01 Materiales, 02 Servicios): the order-type selectors. */
export function purchaseOrderTypesQueryOptions() {
  return queryOptions({
    queryKey: ['supplier-invoicing', 'purchase-order-types'],
    queryFn: ({ signal }) =>
      callApi(
        'PurchaseorderType',
        ActionId.ListAll,
        {},
        { schema: PurchaseOrderTypeResponse, signal },
      ),
    select: (answer) => answer.List,
    staleTime: 60 * 60 * 1000,
  });
}
