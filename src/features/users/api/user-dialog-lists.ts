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
import { callUsers } from './call-users';

const STALE = 5 * 60_000;

export function companyListQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'companies'],
    queryFn: ({ signal }) =>
      callUsers(
        'company',
        ActionId.ListAll,
        { Filter: { Active: true } },
        CompanyListResponse,
        signal,
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
      callUsers('role', ActionId.View, { Id: roleId }, RoleViewResponse, signal),
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
      callUsers(
        'Supplier',
        ActionId.ListAll,
        { Filter: { Text: filter === '' ? null : filter } },
        SupplierListResponse,
        signal,
      ),
    select: (answer) => answer.List,
    staleTime: STALE,
  });
}

export function crewListQueryOptions(supplier: string, companies: readonly string[]) {
  return queryOptions({
    queryKey: ['users', 'crews', supplier, [...companies].sort()],
    queryFn: ({ signal }) =>
      callUsers(
        'Crew',
        ActionId.ListAll,
        { Filter: { Supplier: [supplier], Company: companies } },
        CrewListResponse,
        signal,
      ),
    select: (answer) => answer.ListS,
    enabled: supplier !== '',
    staleTime: STALE,
  });
}

export function regionListQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'regions'],
    queryFn: ({ signal }) => callUsers('Region', ActionId.ListAll, {}, RegionListResponse, signal),
    select: (answer) => answer.List,
    staleTime: STALE,
  });
}

/** The module catalogue (administrators only). */
export function moduleListQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'modules'],
    queryFn: ({ signal }) => callUsers('Module', ActionId.ListAll, {}, ModuleListResponse, signal),
    select: (answer) => answer.List,
    staleTime: STALE,
  });
}

/** Every client with its child clients (administrators only). */
export function clientListQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'clients'],
    queryFn: ({ signal }) => callUsers('client', ActionId.ListAll, {}, ClientListResponse, signal),
    select: (answer) => answer.List,
    staleTime: STALE,
  });
}
