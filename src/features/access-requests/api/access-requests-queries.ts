/**
 * The access requests held for an administrator's review: AccessRequest 20 lists those of one
 * status (pending by default, oldest first) and AccessRequest 31 approves or rejects one, resolving
 * with the server's message and the request as it now stands.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import {
  AccessRequestDecideResponse,
  AccessRequestListResponse,
  type AccessRequestStatus,
} from '../../../protocol/request-access';

/** The key every list of access requests is kept under: a decision invalidates them all. */
export const ACCESS_REQUESTS_KEY = ['access-requests'] as const;

export function accessRequestsQueryOptions(status: AccessRequestStatus) {
  return queryOptions({
    queryKey: [...ACCESS_REQUESTS_KEY, { status }],
    queryFn: ({ signal }) =>
      callApi(
        'AccessRequest',
        ActionId.ListFiltered,
        { Filter: { Status: status } },
        { schema: AccessRequestListResponse, signal },
      ),
  });
}

/** Approves (the user is created and the activation mailed) or rejects one pending request. */
export async function decideAccessRequest(id: number, approve: boolean) {
  const answer = await callApi(
    'AccessRequest',
    ActionId.Update,
    { Id: id, Approve: approve },
    { schema: AccessRequestDecideResponse },
  );
  return { message: answer.Message, request: answer.Request };
}
