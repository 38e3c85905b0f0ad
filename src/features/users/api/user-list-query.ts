/**
 * The user table (spec 1 §2.8): api/user 10 (the grouped list) when no search is applied, api/user
 * 20 (the search dialog's filter) when one is. The server pages both.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import {
  DEFAULT_USER_PAGE_SIZE,
  UserListResponse,
  type UserSearchFilter,
} from '../../../protocol/user-admin';
import { callApi } from '../../../lib/api-client';

export const userListKey = ['users', 'list'] as const;

export interface UserListParams {
  /** The applied search; null lists every user the caller sees. */
  filter: UserSearchFilter | null;
  page: number;
  /** 25, 50, 100, or 0 for all. */
  pageSize: 25 | 50 | 100 | 0;
}

/** What the page lists when it opens (and its route's loader asks for): every user, page 1. */
export const FIRST_USER_LIST: UserListParams = {
  filter: null,
  page: 1,
  pageSize: DEFAULT_USER_PAGE_SIZE,
};

export function userListQueryOptions(params: UserListParams) {
  const { filter, page, pageSize } = params;
  return queryOptions({
    queryKey: [...userListKey, params],
    queryFn: ({ signal }) =>
      filter === null
        ? callApi(
            'user',
            ActionId.ListAll,
            { Page: page, PageSize: pageSize },
            { schema: UserListResponse, signal },
          )
        : callApi(
            'user',
            ActionId.ListFiltered,
            { Filter: filter, Page: page, PageSize: pageSize },
            { schema: UserListResponse, signal },
          ),
    placeholderData: keepPreviousData,
  });
}
