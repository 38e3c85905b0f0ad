import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/session-factory';
import { userListQueryOptions, type UserListParams } from './user-list-query';

const fetchMock = vi.fn<typeof fetch>();

/** The bodies api/user was called with, in order. */
const sent = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** A server with `pages` pages: page n (found by its cursor 'c<n-1>') answers the cursor 'c<n>'. */
function serve(pages: number) {
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { Cursor: string | null; Page: number };
    const n = body.Cursor === null ? 1 : Number(body.Cursor.slice(1)) + 1;
    return jsonResponse({
      Result: true,
      Message: null,
      List: [],
      Groups: [],
      Total: pages * 25,
      TotalMore: false,
      Page: body.Page,
      PageSize: 25,
      Next: n < pages ? `c${n}` : null,
    });
  });
}

const params = (over: Partial<UserListParams>): UserListParams => ({
  filter: null,
  page: 1,
  pageSize: 25,
  ...over,
});

describe('a page of the user table', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    client.clear();
  });

  it('starts each page right after the one before, by the cursor it answered', async () => {
    serve(4);
    const third = await client.fetchQuery(userListQueryOptions(params({ page: 3 })));
    expect(sent().map((b) => [b.ActionId, b.Page, b.Cursor])).toEqual([
      [10, 1, null],
      [10, 2, 'c1'],
      [10, 3, 'c2'],
    ]);
    expect(third).toMatchObject({ Page: 3, Next: 'c3' });
    // "Anterior" shows the page read on the way.
    await client.ensureQueryData(userListQueryOptions(params({ page: 2 })));
    expect(sent()).toHaveLength(3);
  });

  it('sends the search with its filter, and "all" in one call without a cursor', async () => {
    serve(1);
    const filter = {
      StartDate: null,
      EndDate: null,
      Name: 'ana',
      UserName: null,
      Email: null,
      Active: null,
      RoleId: null,
      CompanyId: null,
      SupplierId: null,
    };
    await client.fetchQuery(userListQueryOptions(params({ filter, pageSize: 0, page: 4 })));
    expect(sent()).toEqual([
      expect.objectContaining({ ActionId: 20, Filter: filter, PageSize: 0, Page: 1, Cursor: null }),
    ]);
  });

  it('shows the last page for a page past the end', async () => {
    serve(2);
    const fourth = await client.fetchQuery(userListQueryOptions(params({ page: 4 })));
    expect(fourth).toMatchObject({ Page: 2, Next: null });
    expect(sent()).toHaveLength(2);
  });
});
