/** api/client 10: the clients an administrator (all) or a parent client (its children) may pick. */
import { queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import { ClientListResponse } from '../../../protocol/client';
import { callApi } from '../../../lib/api-client';

export function clientListQueryOptions() {
  return queryOptions({
    queryKey: ['client', 'list'],
    queryFn: () => callApi('client', ActionId.ListAll, {}, { schema: ClientListResponse }),
    select: (answer) =>
      answer.List.map((c) => {
        const code = c.ChildCode ?? c.Code;
        return { code, label: code };
      }),
  });
}
