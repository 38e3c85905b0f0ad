import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_USER_LIST, userListQueryOptions } from '../../../features/users/api/user-list-query';
import { createSessionController } from '../../../lib/session/session-controller';
import { jsonResponse } from '../../../testing/session-factory';
import type { LoadedRouterContext } from '../../-router-context';
import { loadUsersPage } from './users-loader';

const fetchMock = vi.fn<typeof fetch>();

describe('the user administration loader', () => {
  let queryClient: QueryClient;
  let context: LoadedRouterContext;
  let online = true;

  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    context = {
      session: createSessionController(),
      fromPath: () => undefined,
      loadQueryClient: async () => queryClient,
      queryClient,
    };
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  const key = userListQueryOptions(FIRST_USER_LIST).queryKey;

  it('has the first page of users under the key the page reads', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        Result: true,
        Message: null,
        List: [],
        Groups: [],
        Total: 0,
        Page: 1,
        PageSize: 50,
      }),
    );
    await loadUsersPage(context);
    expect(queryClient.getQueryData(key)).toMatchObject({ List: [], Total: 0 });
  });

  it('leaves a refusal to the page without failing the navigation', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ Result: false, Message: 'Sin permiso' }));
    await expect(loadUsersPage(context)).resolves.toBeUndefined();
    expect(queryClient.getQueryState(key)?.error).toMatchObject({ kind: 'refused' });
  });

  it('asks nothing offline: the page needs the server and says so itself', async () => {
    online = false;
    await loadUsersPage(context);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
