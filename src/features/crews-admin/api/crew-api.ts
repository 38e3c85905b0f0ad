/**
 * The crew, region and client administration's calls (spec 3 §7.3, §7.5, §3.16): api/Crew,
 * api/Region and api/client 20 (list and search), 21 (view), 11 / 31 / 41 (insert, update, delete:
 * each resolves with the server's confirmation, a refusal rejects with its message), api/event 20
 * for a record's log, the crew form's supplier list (api/Supplier 10 for the chosen company) and
 * regions (api/Region 10), and the client form's look-up of a code in the ERP (api/client 22).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import {
  CrewDeleteResponse,
  CrewRecordResponse,
  CrewSearchResponse,
  DEFAULT_CREW_PAGE_SIZE,
  RegionDeleteResponse,
  RegionRecordResponse,
  RegionSearchResponse,
  type CrewPageSize,
  type CrewSaveRequest,
  type RegionSaveRequest,
} from '../../../protocol/crew-admin';
import {
  ClientDeleteResponse,
  ClientLookupResponse,
  ClientRecordResponse,
  ClientSearchResponse,
  type ClientSaveRequest,
} from '../../../protocol/client-admin';
import { ActionId } from '../../../protocol/envelope';
import { EventListResponse } from '../../../protocol/user-admin';
import { RegionListResponse, SupplierListResponse } from '../../../protocol/user-admin-lists';

export type AdminEntity = 'Crew' | 'Region' | 'Client';

/** The table's request: free text, or the search dialog's name / code, and the page. */
export interface ListParams {
  text: string;
  search: { Name: string | null; Code: string | null } | null;
  page: number;
  pageSize: CrewPageSize;
}
export const FIRST_LIST: ListParams = {
  text: '',
  search: null,
  page: 1,
  pageSize: DEFAULT_CREW_PAGE_SIZE,
};

export const listKey = (entity: AdminEntity) => ['crewsAdmin', entity, 'list'] as const;

const listBody = (params: ListParams) => ({
  Filter: {
    ...(params.search ?? {}),
    Text: params.text.trim() === '' ? null : params.text.trim(),
  },
  Page: params.page,
  PageSize: params.pageSize,
});

export const crewListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...listKey('Crew'), params],
    queryFn: ({ signal }) =>
      callApi('Crew', ActionId.ListFiltered, listBody(params), {
        schema: CrewSearchResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const regionListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...listKey('Region'), params],
    queryFn: ({ signal }) =>
      callApi('Region', ActionId.ListFiltered, listBody(params), {
        schema: RegionSearchResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The clients; a client the ERP no longer names is listed by its code. */
export const clientListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...listKey('Client'), params],
    queryFn: ({ signal }) =>
      callApi('client', ActionId.ListFiltered, listBody(params), {
        schema: ClientSearchResponse,
        signal,
      }),
    select: (answer) => ({
      ...answer,
      List: answer.List.map((c) => ({ ...c, Name: c.Name || c.Code })),
    }),
    placeholderData: keepPreviousData,
  });

export const clientRecordQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['crewsAdmin', 'Client', 'record', code],
    queryFn: ({ signal }) =>
      callApi(
        'client',
        ActionId.View,
        { Client: { Code: code } },
        { schema: ClientRecordResponse, signal },
      ),
    staleTime: 0,
  });

/** A client number looked up in the ERP's customer master (a refusal: not there). */
export const customerLookupQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['crewsAdmin', 'Client', 'lookup', code],
    queryFn: ({ signal }) =>
      callApi(
        'client',
        ActionId.SpecialView,
        { Client: { Code: code } },
        { schema: ClientLookupResponse, signal },
      ),
    select: (answer) => answer.Customer,
    retry: false,
    staleTime: 60_000,
  });

export async function saveClient(
  body: Omit<ClientSaveRequest, 'ActionId' | 'Language'>,
  isNew: boolean,
): Promise<string | null> {
  const action = isNew ? ActionId.Insert : ActionId.Update;
  return (await callApi('client', action, body, { schema: ClientRecordResponse })).Message;
}

export const crewRecordQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['crewsAdmin', 'Crew', 'record', code],
    queryFn: ({ signal }) =>
      callApi(
        'Crew',
        ActionId.View,
        { Crew: { Code: code } },
        { schema: CrewRecordResponse, signal },
      ),
    staleTime: 0,
  });

export const eventsQueryOptions = (entity: AdminEntity, code: string) =>
  queryOptions({
    queryKey: ['crewsAdmin', entity, 'events', code],
    queryFn: ({ signal }) =>
      callApi(
        'event',
        ActionId.ListFiltered,
        { Filter: { ReferenceId: code, Entity: entity } },
        { schema: EventListResponse, signal },
      ),
    select: (answer) => answer.List,
    staleTime: 0,
  });

/** The active suppliers and lessors of a company, for the crew form. */
export const supplierOptionsQueryOptions = (company: string) =>
  queryOptions({
    queryKey: ['crewsAdmin', 'suppliers', company],
    queryFn: ({ signal }) =>
      callApi(
        'Supplier',
        ActionId.ListAll,
        { Filter: { Company: [company] } },
        { schema: SupplierListResponse, signal },
      ),
    select: (answer) => answer.List,
    enabled: company !== '',
  });

export const regionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['crewsAdmin', 'regionOptions'],
    queryFn: ({ signal }) =>
      callApi('Region', ActionId.ListAll, {}, { schema: RegionListResponse, signal }),
    select: (answer) => answer.List,
  });

export async function saveCrew(
  body: Omit<CrewSaveRequest, 'ActionId' | 'Language'>,
  isNew: boolean,
): Promise<string | null> {
  const action = isNew ? ActionId.Insert : ActionId.Update;
  return (await callApi('Crew', action, body, { schema: CrewRecordResponse })).Message;
}

export async function saveRegion(
  body: Omit<RegionSaveRequest, 'ActionId' | 'Language'>,
  isNew: boolean,
): Promise<string | null> {
  const action = isNew ? ActionId.Insert : ActionId.Update;
  return (await callApi('Region', action, body, { schema: RegionRecordResponse })).Message;
}

export async function deleteRecord(entity: AdminEntity, code: string): Promise<string | null> {
  const answer =
    entity === 'Crew'
      ? await callApi(
          'Crew',
          ActionId.Delete,
          { Crew: { Code: code } },
          { schema: CrewDeleteResponse },
        )
      : entity === 'Region'
        ? await callApi(
            'Region',
            ActionId.Delete,
            { Region: { Code: code } },
            { schema: RegionDeleteResponse },
          )
        : await callApi(
            'client',
            ActionId.Delete,
            { Client: { Code: code } },
            { schema: ClientDeleteResponse },
          );
  return answer.Message;
}
