/** api/ResultsOrderMP Process '1': the details of one order (spec 3 §7.1). */
import { ActionId } from '../../../protocol/envelope';
import { OrderDetailResponse, type OrderDetails } from '../../../protocol/maintenance';
import { callMaintenance } from './call-maintenance';

export async function fetchOrderDetail(
  orderCode: string,
  arbpl: string,
  signal?: AbortSignal,
): Promise<OrderDetails> {
  const answer = await callMaintenance(
    'ResultsOrderMP',
    ActionId.View,
    { Process: '1', Aufnr: orderCode, Arbpl: arbpl },
    OrderDetailResponse,
    signal,
  );
  return answer.Data;
}
