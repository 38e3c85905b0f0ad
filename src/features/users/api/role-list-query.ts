/** api/role 10: the roles the caller sees in user administration (the search dialog's role list). */
import { queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import { RoleListResponse } from '../../../protocol/user-admin';
import { callUsers } from './call-users';

export function roleListQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'roles'],
    queryFn: ({ signal }) => callUsers('role', ActionId.ListAll, {}, RoleListResponse, signal),
    select: (answer) => answer.List,
    staleTime: 5 * 60_000,
  });
}
