/** api/user 21: one user with its associations, as the read-only dialog shows it. */
import { queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import { UserRecordResponse } from '../../../protocol/user-admin';
import { callApi } from '../../../lib/api-client';

export function userViewQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['users', 'view', id],
    queryFn: ({ signal }) =>
      callApi('user', ActionId.View, { User: { Id: id } }, { schema: UserRecordResponse, signal }),
    staleTime: 0,
  });
}
