import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderListFilter } from '../../../domain/maintenance';
import { jsonResponse } from '../../../testing/session-factory';
import { makeRow } from '../testing/order-fixtures';
import { orderPageQueryOptions, pageOrderList } from './order-list-query';

const fetchMock = vi.fn<typeof fetch>();
const filter: OrderListFilter = { bukrs: 'MX10', lifnr: '', status: '', fsavd_i: '', fsavd_e: '' };

/** The bodies reportOrders was called with, in order. */
const sent = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/**
 * A server with `pages` pages of one row each: page n answers row n and the cursor 'c<n>' (none on
 * the last); the first page counts them all.
 */
function serve(pages: number) {
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { Cursor: string | null };
    const n = body.Cursor === null ? 1 : Number(body.Cursor.slice(1)) + 1;
    return jsonResponse({
      Result: true,
      Message: null,
      List: [makeRow(String(400000100000 + n))],
      Next: n < pages ? `c${n}` : null,
      ...(n === 1 && { Total: pages, TotalMore: false }),
    });
  });
}

describe('a page of the orders list', () => {
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

  it('reads the pages before it once, each from the cursor the one before answered', async () => {
    serve(5);
    const third = await client.fetchQuery(orderPageQueryOptions(filter, 25, 3));
    expect(sent().map((b) => [b.PageSize, b.Cursor])).toEqual([
      [25, null],
      [25, 'c1'],
      [25, 'c2'],
    ]);
    expect(sent()[0]).toMatchObject({ ActionId: 20, bukrs: 'MX10' });
    // The first page's count travels with the third.
    expect(third).toMatchObject({ Page: 3, Next: 'c3', Total: 5, TotalMore: false });
    expect(third.List.map((r) => r.AUFNR)).toEqual(['400000100003']);

    // "Siguiente" asks the server for that page only.
    await client.fetchQuery(orderPageQueryOptions(filter, 25, 4));
    expect(sent().map((b) => b.Cursor)).toEqual([null, 'c1', 'c2', 'c3']);
  });

  it('shows the last page for a page past the end, without asking past it', async () => {
    serve(2);
    const fifth = await client.fetchQuery(orderPageQueryOptions(filter, 50, 5));
    expect(fifth).toMatchObject({ Page: 2, Next: null });
    expect(sent()).toHaveLength(2);
  });

  it('keeps each page size and each filter apart', async () => {
    serve(3);
    await client.fetchQuery(orderPageQueryOptions(filter, 25, 1));
    await client.fetchQuery(orderPageQueryOptions(filter, 100, 1));
    await client.fetchQuery(orderPageQueryOptions({ ...filter, status: '03' }, 25, 1));
    expect(sent().map((b) => [b.PageSize, b.status])).toEqual([
      [25, ''],
      [100, ''],
      [25, '03'],
    ]);
  });

  it('opens an orders page on its first page of 50, under the key its loader fills', async () => {
    serve(1);
    const { options } = pageOrderList('review', {}, 'MX10', new Date(2026, 2, 1));
    await client.fetchQuery(options);
    expect(sent()[0]).toMatchObject({ PageSize: 50, Cursor: null, bukrs: 'MX10' });
  });
});
