/** api/ResultsOrderMP Process '1': the details of one order (spec 3 §7.1). */
import { ActionId } from '../../../protocol/envelope';
import { OrderDetailResponse, type OrderDetails } from '../../../protocol/maintenance';
import { callApi } from '../../../lib/api-client';

export async function fetchOrderDetail(
  orderCode: string,
  arbpl: string,
  signal?: AbortSignal,
): Promise<OrderDetails> {
  const answer = await callApi(
    'ResultsOrderMP',
    ActionId.View,
    { Process: '1', Aufnr: orderCode, Arbpl: arbpl },
    { schema: OrderDetailResponse, signal },
  );
  return answer.Data;
}
