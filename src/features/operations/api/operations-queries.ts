/**
 * The operations pages' calls: the audit log, the live sessions and ending one, the
 * server errors, the daily statistics, the outbox and its retry, the password policy, and the
 * background jobs and a run of one now.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import {
  ActiveSessionListResponse,
  ActiveSessionRevokeResponse,
  AuditLogResponse,
  JobRunNowResponse,
  JobsResponse,
  OutboxMessageListResponse,
  OutboxMessageRetryResponse,
  ServerErrorListResponse,
  StatisticsResponse,
} from '../../../protocol/operations';
import { ProfileResponse, type Profile } from '../../../protocol/profile';

export interface AuditLogFilter {
  UserId: number | null;
  ActionId: number | null;
  From: string | null;
  To: string | null;
  Entity: string | null;
}

export function auditLogQueryOptions(filter: AuditLogFilter) {
  return queryOptions({
    queryKey: ['operations', 'audit-log', filter],
    queryFn: ({ signal }) =>
      callApi(
        'AuditLog',
        ActionId.ListFiltered,
        { Filter: filter },
        { schema: AuditLogResponse, signal },
      ),
  });
}

export function activeSessionsQueryOptions() {
  return queryOptions({
    queryKey: ['operations', 'sessions'],
    queryFn: ({ signal }) =>
      callApi(
        'ActiveSession',
        ActionId.ListFiltered,
        {},
        { schema: ActiveSessionListResponse, signal },
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

export function serverErrorsQueryOptions(filter: DayRangeFilter & { Text: string | null }) {
  return queryOptions({
    queryKey: ['operations', 'server-errors', filter],
    queryFn: ({ signal }) =>
      callApi(
        'ServerError',
        ActionId.ListFiltered,
        { Filter: filter },
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

export function outboxQueryOptions(filter: OutboxFilter) {
  return queryOptions({
    queryKey: ['operations', 'outbox', filter],
    queryFn: ({ signal }) =>
      callApi(
        'OutboxMessage',
        ActionId.ListFiltered,
        { Filter: filter },
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
