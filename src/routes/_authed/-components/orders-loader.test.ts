import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOrderList } from '../../../features/maintenance/api/order-list-query';
import {
  orderViewQueryOptions,
  type OrderView,
} from '../../../features/maintenance/hooks/use-order-view';
import { saveOfflineOrder } from '../../../features/maintenance/local/offline-orders';
import { makeDetails, makeRow } from '../../../features/maintenance/testing/order-fixtures';
import { createSessionController } from '../../../lib/session/session-controller';
import { offlineDatabase } from '../../../offline/db';
import { jsonResponse, makeSession } from '../../../testing/session-factory';
import type { LoadedRouterContext } from '../../-router-context';
import { loadWithin } from '../../-load-within';
import { loadOrdersPage } from './orders-loader';

const fetchMock = vi.fn<typeof fetch>();
const company = {
  Code: '1000',
  Name: 'Torres Demo',
  TIN: 'TDE010101AB1',
  SupplierBeginDay: 1,
  SupplierEndDay: 10,
  LessorBeginDay: 1,
  LessorEndDay: 10,
  Crew: [],
};
const session = makeSession({ CompanyList: [company] });
const ORDER = '400000100001';

function contextWith(queryClient: QueryClient): LoadedRouterContext {
  const controller = createSessionController();
  controller.store.set((s) => ({ ...s, session }));
  return {
    session: controller,
    fromPath: () => undefined,
    loadQueryClient: async () => queryClient,
    queryClient,
  };
}

function apiName(url: unknown): string {
  return String(url).split('/api/')[1] ?? '';
}

/** A server with one order in the list and its details; `list` replaces the list's answer. */
function serve(list: unknown = { Result: true, Message: null, List: [makeRow(ORDER)] }) {
  fetchMock.mockImplementation(async (url) =>
    apiName(url) === 'reportOrders'
      ? jsonResponse(list)
      : jsonResponse({ Result: true, Message: null, Data: makeDetails(ORDER, []) }),
  );
}

const listKey = () => pageOrderList('review', {}, '1000').options.queryKey;
const viewOf = (client: QueryClient) =>
  client.getQueryData<OrderView>(orderViewQueryOptions(session.User.Id, ORDER, '').queryKey);

describe('the orders pages loader', () => {
  let client: QueryClient;
  let online = true;

  beforeEach(() => {
    client = new QueryClient({
      defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } },
    });
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    client.clear();
  });

  it('has the list under the key the page reads before the page renders', async () => {
    serve();
    await loadOrdersPage('review', contextWith(client), {});
    expect(client.getQueryData(listKey())).toMatchObject({ List: [{ AUFNR: ORDER }] });
  });

  it('loads an open order with the list its header takes the row from', async () => {
    serve();
    await loadOrdersPage('review', contextWith(client), { order: ORDER });
    expect(viewOf(client)).toMatchObject({ source: 'server', details: { orderCode: ORDER } });
    expect(client.getQueryData(listKey())).toMatchObject({ List: [{ AUFNR: ORDER }] });
  });

  it("offline, opens the device's copy and asks the network for nothing", async () => {
    await saveOfflineOrder(offlineDatabase(), {
      userId: session.User.Id,
      details: makeDetails(ORDER, []),
      row: makeRow(ORDER),
      attachments: [],
      photos: [],
      now: 1_000,
    });
    online = false;
    await loadOrdersPage('review', contextWith(client), { order: ORDER });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(viewOf(client)).toMatchObject({ source: 'offline', savedAt: 1_000 });
    expect(client.getQueryState(listKey())).toBeUndefined();
  });

  it('offline, lets the page say an order is not on the device instead of failing', async () => {
    online = false;
    await expect(
      loadOrdersPage('review', contextWith(client), { order: '400000199999' }),
    ).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a refusal to the page: the list query holds it, the navigation goes on', async () => {
    serve({ Result: false, Message: 'Sin permiso para la sociedad' });
    await expect(loadOrdersPage('review', contextWith(client), {})).resolves.toBeUndefined();
    expect(client.getQueryState(listKey())).toMatchObject({
      status: 'error',
      error: { kind: 'refused', message: 'Sin permiso para la sociedad' },
    });
  });
});

describe('loadWithin', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for every load, failed ones included', async () => {
    let done = false;
    const slow = new Promise((resolve) => setTimeout(resolve, 20)).then(() => (done = true));
    await loadWithin([slow, Promise.reject(new Error('refused'))], 1_000);
    expect(done).toBe(true);
  });

  it('stops waiting for a call that hangs', async () => {
    vi.useFakeTimers();
    let settled = false;
    const waiting = loadWithin([new Promise(() => undefined)], 3_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
  });
});
