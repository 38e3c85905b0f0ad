/**
 * The payment pages' reads (spec 2 §7 "Pending payments"): a partner's payment items
 * waiting for a complement. Keys start with 'payments', so a registered complement refreshes them.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { PendingPaymentsResponse } from '../../../protocol/payments';

export interface PaymentsFilter {
  bukrs: string;
  /** The lessor or supplier, padded to 10. */
  lifnr: string;
}

export const PAYMENTS_QUERY_ROOT = ['payments'] as const;

export function pendingPaymentsQueryOptions(filter: PaymentsFilter) {
  return queryOptions({
    queryKey: [...PAYMENTS_QUERY_ROOT, 'pending', filter],
    queryFn: ({ signal }) =>
      callApi(
        'PendingPayments',
        ActionId.View,
        { bukrs: filter.bukrs, lifnr: filter.lifnr },
        { schema: PendingPaymentsResponse, signal },
      ),
    select: (answer) => answer.List,
  });
}
