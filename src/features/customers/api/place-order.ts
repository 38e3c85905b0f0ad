/**
 * api/SalesOrder 11: an order by reference to an open contract line. The ClientId doubles as the
 * Idempotency-Key, so a retry after a lost answer gets the first order back instead of a second.
 */
import { callApi } from '../../../lib/api-client';
import { ActionId, IDEMPOTENCY_HEADER } from '../../../protocol/envelope';
import { SalesOrderResponse } from '../../../protocol/customers';

export interface ReferenceOrder {
  bukrs: string;
  kunnr: string;
  contract: string;
  posnr: string;
  quantity: number;
  purchaseOrder: string;
  /** One id per order the user means to place (kept across retries of that order). */
  clientId: string;
}

export async function placeReferenceOrder(o: ReferenceOrder) {
  return callApi(
    'SalesOrder',
    ActionId.Insert,
    {
      BUKRS: o.bukrs,
      KUNNR: o.kunnr,
      VBELN_REF: o.contract,
      POSNR: o.posnr,
      KWMENG: o.quantity,
      BSTKD: o.purchaseOrder,
      ClientId: o.clientId,
    },
    { schema: SalesOrderResponse, headers: { [IDEMPOTENCY_HEADER]: o.clientId } },
  );
}
