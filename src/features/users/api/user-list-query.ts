/**
 * The user table (spec 1 §2.8): api/user 10 (the grouped list) when no search is applied, api/user
 * 20 (the search dialog's filter) when one is. The server pages both by cursor: page n starts
 * right after the last row of page n - 1, whose `Next` says where.
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

/**
 * The cursor that starts page `page`: none for the first page (and for "all"), else the `Next`
 * of the page before, taken from the cache or read first (down to page 1, once). Undefined when
 * the page before was the last: there is no such page.
 */
export async function cursorOfPage(
  params: UserListParams,
  readPage: (params: UserListParams) => Promise<UserListResponse>,
): Promise<string | null | undefined> {
  if (params.page <= 1 || params.pageSize === 0) return null;
  const before = await readPage({ ...params, page: params.page - 1 });
  return before.Next ?? undefined;
}

export function userListQueryOptions(params: UserListParams) {
  const { filter, page, pageSize } = params;
  return queryOptions({
    queryKey: [...userListKey, params],
    queryFn: async ({ client, signal }): Promise<UserListResponse> => {
      const readPage = (p: UserListParams) => client.ensureQueryData(userListQueryOptions(p));
      const cursor = await cursorOfPage(params, readPage);
      // Past the last page (the list shrank): the last page is what there is to show.
      if (cursor === undefined) return readPage({ ...params, page: page - 1 });
      const paging = { Page: pageSize === 0 ? 1 : page, PageSize: pageSize, Cursor: cursor };
      return filter === null
        ? callApi('user', ActionId.ListAll, paging, { schema: UserListResponse, signal })
        : callApi(
            'user',
            ActionId.ListFiltered,
            { Filter: filter, ...paging },
            { schema: UserListResponse, signal },
          );
    },
    placeholderData: keepPreviousData,
  });
}
