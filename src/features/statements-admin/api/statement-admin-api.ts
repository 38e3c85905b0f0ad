/**
 * api/Parameter for the communiqué administration (spec 3 §7.4): the table (20), one communiqué
 * with its files (21), its log (api/event with Entity 'Statement') and the writes (11, 31, 41),
 * each write resolving with the server's confirmInsert / confirmUpdate / confirmDelete message.
 * The list carries no file contents; a communiqué's files are read only when its form opens.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import {
  DEFAULT_STATEMENT_PAGE_SIZE,
  ParameterDeleteResponse,
  ParameterListResponse,
  ParameterRecordResponse,
  type ParameterSaveRequest,
  type StatementPageSize,
} from '../../../protocol/statement-admin';
import { EventListResponse } from '../../../protocol/user-admin';

/** The root of every key of this page; kept in memory only (see query-client-persistence). */
export const STATEMENT_ADMIN_ROOT = 'statementsAdmin';
export const statementListKey = [STATEMENT_ADMIN_ROOT, 'list'] as const;

export interface StatementListParams {
  /** The search box: a communiqué's name, or its number. */
  text: string;
  page: number;
  pageSize: StatementPageSize;
}

export const FIRST_STATEMENT_LIST: StatementListParams = {
  text: '',
  page: 1,
  pageSize: DEFAULT_STATEMENT_PAGE_SIZE,
};

export function statementListQueryOptions(params: StatementListParams) {
  const text = params.text.trim();
  const byNumber = /^\d{1,9}$/.test(text);
  return queryOptions({
    queryKey: [...statementListKey, params],
    queryFn: ({ signal }) =>
      callApi(
        'Parameter',
        ActionId.ListFiltered,
        {
          Filter: { Name: byNumber || text === '' ? null : text, Code: byNumber ? text : null },
          Page: params.page,
          PageSize: params.pageSize,
        },
        { schema: ParameterListResponse, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export const statementRecordKey = (id: number) => [STATEMENT_ADMIN_ROOT, 'record', id] as const;

export function statementRecordQueryOptions(id: number) {
  return queryOptions({
    queryKey: statementRecordKey(id),
    queryFn: ({ signal }) =>
      callApi(
        'Parameter',
        ActionId.View,
        { Parameter: { Id: id } },
        {
          schema: ParameterRecordResponse,
          signal,
        },
      ),
    staleTime: 0,
  });
}

export function statementEventsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [STATEMENT_ADMIN_ROOT, 'events', id],
    queryFn: ({ signal }) =>
      callApi(
        'event',
        ActionId.ListFiltered,
        { Filter: { ReferenceId: String(id), Entity: 'Statement' } },
        { schema: EventListResponse, signal },
      ),
    select: (answer) => answer.List,
    staleTime: 0,
  });
}

export type StatementSaveBody = Omit<ParameterSaveRequest, 'ActionId' | 'Language'>;

export async function saveStatement(body: StatementSaveBody): Promise<string | null> {
  const action = body.Parameter.Id ? ActionId.Update : ActionId.Insert;
  const answer = await callApi('Parameter', action, body, { schema: ParameterRecordResponse });
  return answer.Message;
}

export async function deleteStatement(id: number): Promise<string | null> {
  const answer = await callApi(
    'Parameter',
    ActionId.Delete,
    { Parameter: { Id: id } },
    { schema: ParameterDeleteResponse },
  );
  return answer.Message;
}
