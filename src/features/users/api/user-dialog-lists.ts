/**
 * The lists the user dialog picks from: the caller's companies (api/company 10), a role's
 * options (api/role 21), and the lessors / suppliers, crews and regions the caller may assign
 * (api/Supplier 10, api/Crew 10, api/Region 10); for administrators also the module catalogue
 * (api/Module 10) and the clients (api/client 10). The server scopes every list to the caller.
 */
import { queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import { ClientListResponse } from '../../../protocol/client';
import {
  CompanyListResponse,
  ModuleListResponse,
  RoleViewResponse,
} from '../../../protocol/user-admin';
import {
  CrewListResponse,
  RegionListResponse,
  SupplierListResponse,
} from '../../../protocol/user-admin-lists';
import { callApi } from '../../../lib/api-client';

const STALE = 5 * 60_000;

export function companyListQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'companies'],
    queryFn: ({ signal }) =>
      callApi(
        'company',
        ActionId.ListAll,
        { Filter: { Active: true } },
        { schema: CompanyListResponse, signal },
      ),
    select: (answer) => answer.List,
    staleTime: STALE,
  });
}

/** The options of one role; a failure leaves the supplier, crew and region selectors hidden. */
export function roleOptionQueryOptions(roleId: number | null) {
  return queryOptions({
    queryKey: ['users', 'role', roleId],
    queryFn: ({ signal }) =>
      callApi('role', ActionId.View, { Id: roleId }, { schema: RoleViewResponse, signal }),
    select: (answer) => answer.Role,
    enabled: roleId !== null,
    staleTime: STALE,
    retry: false,
  });
}

export function supplierListQueryOptions(text: string) {
  const filter = text.trim();
  return queryOptions({
    queryKey: ['users', 'suppliers', filter],
    queryFn: ({ signal }) =>
      callApi(
        'Supplier',
        ActionId.ListAll,
        { Filter: { Text: filter === '' ? null : filter } },
        { schema: SupplierListResponse, signal },
      ),
    select: (answer) => answer.List,
    staleTime: STALE,
  });
}

export function crewListQueryOptions(supplier: string, companies: readonly string[]) {
  return queryOptions({
    queryKey: ['users', 'crews', supplier, [...companies].sort()],
    queryFn: ({ signal }) =>
      callApi(
        'Crew',
        ActionId.ListAll,
        { Filter: { Supplier: [supplier], Company: companies } },
        { schema: CrewListResponse, signal },
      ),
    select: (answer) => answer.ListS,
    enabled: supplier !== '',
    staleTime: STALE,
  });
}

export function regionListQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'regions'],
    queryFn: ({ signal }) =>
      callApi('Region', ActionId.ListAll, {}, { schema: RegionListResponse, signal }),
    select: (answer) => answer.List,
    staleTime: STALE,
  });
}

/** The module catalogue (administrators only). */
export function moduleListQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'modules'],
    queryFn: ({ signal }) =>
      callApi('Module', ActionId.ListAll, {}, { schema: ModuleListResponse, signal }),
    select: (answer) => answer.List,
    staleTime: STALE,
  });
}

/** Every client with its child clients (administrators only). */
export function clientListQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'clients'],
    queryFn: ({ signal }) =>
      callApi('client', ActionId.ListAll, {}, { schema: ClientListResponse, signal }),
    select: (answer) => answer.List,
    staleTime: STALE,
  });
}
