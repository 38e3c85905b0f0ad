import { describe, expect, it } from 'vitest';
import type { OrderListFilter } from '../../../domain/maintenance';
import type { OrderRow } from '../../../protocol/maintenance';
import type { OrderListPage } from '../api/order-list-query';
import { makeRow } from '../testing/order-fixtures';
import { allPagesWanted, assembleAllPages, matchesOrderFilter, pagerOfPage } from './order-pages';

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeRow(String(400000100000 + from + i)));

function page(
  n: number,
  List: OrderRow[],
  more: { Next?: string | null; Total?: number; TotalMore?: boolean } = {},
): OrderListPage {
  return {
    Result: true,
    Message: null,
    List,
    Page: n,
    Next: more.Next === undefined ? 'next' : more.Next,
    Total: more.Total ?? 120,
    TotalMore: more.TotalMore ?? false,
  };
}

describe('the pager of a server page', () => {
  it('numbers the rows of page 2 of 50 out of the first page’s count', () => {
    expect(pagerOfPage(page(2, rows(50, 50)), 50)).toEqual({
      page: 2,
      pageCount: 3,
      from: 51,
      to: 100,
      total: 120,
      more: false,
    });
  });

  it('says "more than" and offers one page more while the count stopped at its limit', () => {
    const pager = pagerOfPage(page(3, rows(100, 50), { Total: 1000, TotalMore: true }), 50);
    expect(pager).toMatchObject({ from: 101, to: 150, total: 1000, more: true, pageCount: 4 });
  });

  it('knows the exact total on the last page, even after a count that stopped', () => {
    const last = page(25, rows(1200, 7), { Next: null, Total: 1000, TotalMore: true });
    expect(pagerOfPage(last, 50)).toMatchObject({ total: 1207, more: false, pageCount: 25 });
  });

  it('shows an empty list as 0–0 of 0 on its one page', () => {
    expect(pagerOfPage(page(1, [], { Next: null, Total: 0 }), 25)).toEqual({
      page: 1,
      pageCount: 1,
      from: 0,
      to: 0,
      total: 0,
      more: false,
    });
  });

  it('keeps the total above the rows already passed when the list grew since the count', () => {
    expect(pagerOfPage(page(3, rows(100, 50), { Total: 120 }), 50)).toMatchObject({
      total: 150,
      more: true,
    });
  });
});

describe('"Todas", page after page', () => {
  it('puts the pages read one after another and counts what is known', () => {
    const pages = [page(1, rows(0, 100)), page(2, rows(100, 20), { Next: null })];
    const all = assembleAllPages(pages);
    expect(all.rows.map((r) => r.AUFNR)).toEqual(rows(0, 120).map((r) => r.AUFNR));
    expect(all.pager).toEqual({ page: 1, pageCount: 1, from: 1, to: 120, total: 120, more: false });
  });

  it('while reading, says how many the first page counted', () => {
    const all = assembleAllPages([page(1, rows(0, 100), { Total: 1000, TotalMore: true })]);
    expect(all.pager).toMatchObject({ to: 100, total: 1000, more: true });
  });

  it('asks for the next page while the last has one, and stops at the end or at 5,000', () => {
    expect(allPagesWanted([])).toBe(1);
    expect(allPagesWanted([page(1, rows(0, 100))])).toBe(2);
    expect(allPagesWanted([page(1, rows(0, 100)), page(2, rows(100, 3), { Next: null })])).toBe(2);
    const fifty = Array.from({ length: 50 }, (_, i) => page(i + 1, rows(i * 100, 100)));
    expect(allPagesWanted(fifty)).toBe(50);
  });
});

describe('the orders kept on the device that a filter matches', () => {
  const filter: OrderListFilter = {
    bukrs: 'MX10',
    lifnr: '',
    status: '',
    fsavd_i: '',
    fsavd_e: '',
  };
  const row = makeRow('400000100001');

  it('matches every field that is set, and only those', () => {
    expect(matchesOrderFilter(row, filter)).toBe(true);
    expect(matchesOrderFilter(row, { ...filter, bukrs: 'MX20' })).toBe(false);
    expect(matchesOrderFilter(row, { ...filter, lifnr: '0000100001', status: '03' })).toBe(true);
    expect(matchesOrderFilter(row, { ...filter, status: '05' })).toBe(false);
    expect(matchesOrderFilter(row, { ...filter, REGION: 'CEN', Tplnr: ' MEX-0001 ' })).toBe(true);
    expect(matchesOrderFilter(row, { ...filter, REGION: 'NOR' })).toBe(false);
  });

  it('keeps the scheduled day within the range, both ends included', () => {
    // The row is scheduled on 01-03-2026.
    expect(matchesOrderFilter(row, { ...filter, fsavd_i: '20260301', fsavd_e: '20260301' })).toBe(
      true,
    );
    expect(matchesOrderFilter(row, { ...filter, fsavd_i: '20260302' })).toBe(false);
    expect(matchesOrderFilter(row, { ...filter, fsavd_e: '20260228' })).toBe(false);
  });
});
