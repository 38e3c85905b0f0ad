/**
 * The pure side of a server-paged orders list: the pager a page answers for (range, total or
 * "more than", how many pages), the rows of "Todas" assembled page after page, when "Todas" needs
 * another page, and the orders kept on the device that the applied filter matches.
 */
import { fromErpDate, type OrderListFilter } from '../../../domain/maintenance';
import { ORDER_LIST_MAX_ROWS, type OrderRow } from '../../../protocol/maintenance';
import type { OrderListPage } from '../api/order-list-query';

/** What the pager says about the rows shown. */
export interface ListPager {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 and 0 for an empty list. */
  from: number;
  to: number;
  total: number;
  /** More orders match than `total`: the count stopped there, or only part was read yet. */
  more: boolean;
}

/**
 * How many orders match, from what is known: every one when the last page has been read, else
 * the first page's count, which is at least every row read so far and one more.
 */
function totalOf(first: OrderListPage, read: number, last: OrderListPage) {
  if (last.Next == null) return { total: read, more: false };
  if (first.TotalMore || first.Total <= read)
    return { total: Math.max(first.Total, read), more: true };
  return { total: first.Total, more: false };
}

/** The pager of one page of `size` orders. */
export function pagerOfPage(data: OrderListPage, size: number): ListPager {
  const start = (data.Page - 1) * size;
  const to = start + data.List.length;
  const { total, more } = totalOf(data, to, data);
  return {
    page: data.Page,
    pageCount: more ? data.Page + 1 : Math.max(1, Math.ceil(total / size)),
    from: data.List.length === 0 ? 0 : start + 1,
    to,
    total,
    more,
  };
}

/** "Todas": the rows of the pages read so far, in order, and the pager of that one long page. */
export function assembleAllPages(pages: readonly OrderListPage[]): {
  rows: OrderRow[];
  pager: ListPager;
} {
  const rows = pages.flatMap((p) => p.List);
  const first = pages[0];
  const last = pages.at(-1);
  const { total, more } =
    first && last ? totalOf(first, rows.length, last) : { total: 0, more: false };
  return {
    rows,
    pager: { page: 1, pageCount: 1, from: rows.length === 0 ? 0 : 1, to: rows.length, total, more },
  };
}

/**
 * How many pages "Todas" asks for, given the pages read so far (in order, without gaps): one more
 * while the last has a next page, up to ORDER_LIST_MAX_ROWS orders (the most one list holds, as
 * before paging).
 */
export function allPagesWanted(read: readonly OrderListPage[]): number {
  const last = read.at(-1);
  if (!last) return 1;
  const rows = read.reduce((n, p) => n + p.List.length, 0);
  return last.Next != null && rows < ORDER_LIST_MAX_ROWS ? read.length + 1 : read.length;
}

/**
 * Whether an order's row passes the list's filter, as the server applies it (spec 3 §7.1): every
 * field that is set must match, the scheduled date within the range (YYYYMMDD, both ends in).
 */
export function matchesOrderFilter(row: OrderRow, filter: OrderListFilter): boolean {
  const day = (fromErpDate(row.FSAVD) ?? '').replaceAll('-', '');
  const site = filter.Tplnr?.trim() ?? '';
  return (
    (filter.bukrs === '' || row.BUKRS === filter.bukrs) &&
    (filter.lifnr === '' || row.LIFNR === filter.lifnr) &&
    (filter.status === '' || row.STATUS === filter.status) &&
    (filter.fsavd_i === '' || day >= filter.fsavd_i) &&
    (filter.fsavd_e === '' || day <= filter.fsavd_e) &&
    (site === '' || row.FUNCT_LOC === site) &&
    (!filter.REGION || row.REGION === filter.REGION)
  );
}
