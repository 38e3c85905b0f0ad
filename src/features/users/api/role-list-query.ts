/** api/role 10: the roles the caller sees in user administration (the search dialog's role list). */
import { queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import { RoleListResponse } from '../../../protocol/user-admin';
import { callApi } from '../../../lib/api-client';

export function roleListQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'roles'],
    queryFn: ({ signal }) =>
      callApi('role', ActionId.ListAll, {}, { schema: RoleListResponse, signal }),
    select: (answer) => answer.List,
    staleTime: 5 * 60_000,
  });
}
