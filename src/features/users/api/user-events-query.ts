/** api/event 20: the event history of one user (spec 1 §2.8 event log). */
import { queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import { EventListResponse } from '../../../protocol/user-admin';
import { callApi } from '../../../lib/api-client';

export function userEventsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['users', 'events', id],
    queryFn: ({ signal }) =>
      callApi(
        'event',
        ActionId.ListFiltered,
        { Filter: { ReferenceId: String(id) } },
        { schema: EventListResponse, signal },
      ),
    select: (answer) => answer.List,
    staleTime: 0,
  });
}
