/** api/reportOrders: the orders of the list (spec 3 §7.1) for one applied filter. */
import { queryOptions } from '@tanstack/react-query';
import type { OrderListFilter } from '../../../domain/maintenance';
import { ActionId } from '../../../protocol/envelope';
import { OrderListResponse } from '../../../protocol/maintenance';
import { callApi } from '../../../lib/api-client';

export const orderListKey = ['maintenance', 'orders'] as const;

export function orderListQueryOptions(filter: OrderListFilter) {
  return queryOptions({
    queryKey: [...orderListKey, filter],
    queryFn: ({ signal }) =>
      callApi(
        'reportOrders',
        ActionId.ListFiltered,
        { ...filter },
        { schema: OrderListResponse, signal },
      ),
    select: (answer) => answer.List,
  });
}
