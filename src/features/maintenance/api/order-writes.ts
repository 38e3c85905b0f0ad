/**
 * The online order writes of spec 3 §7.1: api/UpdateOrderMP 31 (crew or date) and
 * api/reverseOrderStatusMP 31 (revert). Sent directly, never queued: they need the connection.
 */
import { ActionId } from '../../../protocol/envelope';
import {
  RevertOrderResponse,
  UpdateOrderResponse,
  type RevertOrderRequest,
  type UpdateOrderRequest,
} from '../../../protocol/maintenance-write';
import { callApi } from '../../../lib/api-client';

export function updateOrder(body: UpdateOrderRequest) {
  return callApi('UpdateOrderMP', ActionId.Update, { ...body }, { schema: UpdateOrderResponse });
}

export function revertOrder(body: RevertOrderRequest) {
  return callApi(
    'reverseOrderStatusMP',
    ActionId.Update,
    { ...body },
    { schema: RevertOrderResponse },
  );
}
