/** api/event 20: the event history of one user (spec 1 §2.8 event log). */
import { queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import { EventListResponse } from '../../../protocol/user-admin';
import { callUsers } from './call-users';

export function userEventsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['users', 'events', id],
    queryFn: ({ signal }) =>
      callUsers(
        'event',
        ActionId.ListFiltered,
        { Filter: { ReferenceId: String(id) } },
        EventListResponse,
        signal,
      ),
    select: (answer) => answer.List,
    staleTime: 0,
  });
}
