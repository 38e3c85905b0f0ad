/**
 * api/Notification 22: the communiqués of the home carousel, declared once for the query cache.
 * A refusal is the query's error (the home page says so), never an empty list.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { StatementListResponse } from '../../../protocol/notification';
import type { StatementRequestFilter } from '../statement-request';

export function statementsQueryOptions(filter: StatementRequestFilter) {
  return queryOptions({
    queryKey: ['statements', filter],
    queryFn: async ({ signal }) => {
      const answer = await callApi(
        'Notification',
        ActionId.SpecialView,
        { Filter: filter },
        { schema: StatementListResponse, signal },
      );
      return answer.List;
    },
    // Every visit asks again (the stored copy shows meanwhile, and offline): a communiqué
    // published since the last visit appears at the next one.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
