/** api/event 20 with Entity 'Supplier': a supplier's or lessor's history (spec 2 §2 screen 14). */
import { queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import { EventListResponse } from '../../../protocol/user-admin';
import { callApi } from '../../../lib/api-client';

export function supplierEventsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['suppliersAdmin', 'events', id],
    queryFn: ({ signal }) =>
      callApi(
        'event',
        ActionId.ListFiltered,
        { Filter: { ReferenceId: String(id), Entity: 'Supplier' } },
        { schema: EventListResponse, signal },
      ),
    select: (answer) => answer.List,
    staleTime: 0,
  });
}
