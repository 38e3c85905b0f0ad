/** api/client 10: the clients an administrator (all) or a parent client (its children) may pick. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ActionId, response } from '../../../protocol/envelope';
import { callApi } from '../../../lib/api-client';

/**
 * The list answer as this client reads it. The protocol module for api/client is not written yet;
 * only Code is relied on, with the name and child code when the server sends them.
 */
const ClientListResponse = response({
  List: v.optional(
    v.array(
      v.looseObject({
        Code: v.string(),
        ChildCode: v.optional(v.nullable(v.string())),
        Name: v.optional(v.nullable(v.string())),
      }),
    ),
    [],
  ),
});

export function clientListQueryOptions() {
  return queryOptions({
    queryKey: ['client', 'list'],
    queryFn: () => callApi('client', ActionId.ListAll, {}, { schema: ClientListResponse }),
    select: (answer) =>
      answer.List.map((c) => ({
        code: c.ChildCode ?? c.Code,
        label: c.Name ? `${c.ChildCode ?? c.Code} - ${c.Name}` : (c.ChildCode ?? c.Code),
      })),
  });
}
