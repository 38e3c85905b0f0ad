/**
 * The operations pages' calls: the audit log and the users its filter offers, the live sessions
 * and ending one, the server errors, the daily statistics, the outbox and its retry, the password
 * policy, and the background jobs and a run of one now. The lists answer a page at a time: the
 * page is part of each query's key.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import {
  ActiveSessionListResponse,
  ActiveSessionRevokeResponse,
  AuditLogResponse,
  AuditLogUsersResponse,
  JobRunNowResponse,
  JobsResponse,
  OutboxMessageListResponse,
  OutboxMessageRetryResponse,
  ServerErrorListResponse,
  OPERATIONS_DEFAULT_PAGE_SIZE,
  StatisticsResponse,
  type OperationsPageSize,
} from '../../../protocol/operations';
import { ProfileResponse, type Profile } from '../../../protocol/profile';

export interface AuditLogFilter {
  UserId: number | null;
  ActionId: number | null;
  From: string | null;
  To: string | null;
  Entity: string | null;
}

/** Which page of a list: its size and the cursor it starts after (null: the first page). */
export interface PageRequest {
  PageSize: OperationsPageSize;
  Cursor: string | null;
}
/** The first page at the default size, as a page opens. */
export const FIRST_PAGE: PageRequest = { PageSize: OPERATIONS_DEFAULT_PAGE_SIZE, Cursor: null };

export function auditLogQueryOptions(filter: AuditLogFilter, page: PageRequest = FIRST_PAGE) {
  return queryOptions({
    queryKey: ['operations', 'audit-log', filter, page],
    queryFn: ({ signal }) =>
      callApi(
        'AuditLog',
        ActionId.ListFiltered,
        { Filter: filter, ...page },
        { schema: AuditLogResponse, signal },
      ),
  });
}

/** The users whose name or user name holds `text` (2 characters at least), for the user filter. */
export function auditLogUsersQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['operations', 'audit-log-users', text],
    queryFn: ({ signal }) =>
      callApi(
        'AuditLogUsers',
        ActionId.ListFiltered,
        { Text: text },
        { schema: AuditLogUsersResponse, signal },
      ),
    staleTime: 60_000,
  });
}

export function activeSessionsQueryOptions(page: PageRequest = FIRST_PAGE) {
  return queryOptions({
    queryKey: ['operations', 'sessions', page],
    queryFn: ({ signal }) =>
      callApi(
        'ActiveSession',
        ActionId.ListFiltered,
        { ...page },
        {
          schema: ActiveSessionListResponse,
          signal,
        },
      ),
  });
}

export async function revokeSession(id: number): Promise<string | null> {
  const answer = await callApi(
    'ActiveSession',
    ActionId.Delete,
    { Id: id },
    { schema: ActiveSessionRevokeResponse },
  );
  return answer.Message;
}

export interface DayRangeFilter {
  From: string | null;
  To: string | null;
}

export function serverErrorsQueryOptions(
  filter: DayRangeFilter & { Text: string | null },
  page: PageRequest = FIRST_PAGE,
) {
  return queryOptions({
    queryKey: ['operations', 'server-errors', filter, page],
    queryFn: ({ signal }) =>
      callApi(
        'ServerError',
        ActionId.ListFiltered,
        { Filter: filter, ...page },
        { schema: ServerErrorListResponse, signal },
      ),
  });
}

export function statisticsQueryOptions(range: { From: string; To: string }) {
  return queryOptions({
    queryKey: ['operations', 'statistics', range],
    queryFn: ({ signal }) =>
      callApi('Statistics', ActionId.ListFiltered, range, { schema: StatisticsResponse, signal }),
  });
}

export interface OutboxFilter extends DayRangeFilter {
  Channel: 'mail' | 'sms' | null;
  Status: 'pending' | 'sent' | 'failed' | null;
}

export function outboxQueryOptions(filter: OutboxFilter, page: PageRequest = FIRST_PAGE) {
  return queryOptions({
    queryKey: ['operations', 'outbox', filter, page],
    queryFn: ({ signal }) =>
      callApi(
        'OutboxMessage',
        ActionId.ListFiltered,
        { Filter: filter, ...page },
        { schema: OutboxMessageListResponse, signal },
      ),
  });
}

export async function retryOutboxMessage(channel: 'mail' | 'sms', id: number) {
  const answer = await callApi(
    'OutboxMessage',
    ActionId.Update,
    { Channel: channel, Id: id },
    { schema: OutboxMessageRetryResponse },
  );
  return answer.Message;
}

export function passwordPolicyQueryOptions() {
  return queryOptions({
    queryKey: ['operations', 'profile'],
    queryFn: ({ signal }) =>
      callApi('profile', ActionId.View, {}, { schema: ProfileResponse, signal }),
  });
}

export async function savePasswordPolicy(profile: Profile) {
  const answer = await callApi(
    'profile',
    ActionId.Update,
    { Profile: profile },
    { schema: ProfileResponse },
  );
  return answer.Message;
}

export function jobsQueryOptions() {
  return queryOptions({
    queryKey: ['operations', 'jobs'],
    queryFn: ({ signal }) =>
      callApi('Jobs', ActionId.ListFiltered, {}, { schema: JobsResponse, signal }),
  });
}

/** Queues a run of a job now: whether it was queued (false: one was already waiting) and why. */
export async function runJobNow(name: string) {
  const answer = await callApi(
    'Jobs',
    ActionId.Insert,
    { Name: name },
    { schema: JobRunNowResponse },
  );
  return { queued: answer.Queued, message: answer.Message };
}
