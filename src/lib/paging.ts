/**
 * Splitting a long list into pages a person can scroll through (spec 3 §9: 50 rows a page, with
 * 25, 50, 100 or all to choose from). Pure, so the list, its pager and the tests agree.
 */

export const PAGE_SIZES = [25, 50, 100, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;

export interface Page<T> {
  rows: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 and 0 for an empty list. */
  from: number;
  to: number;
  total: number;
}

/** The rows of page `page` (1-based); a page past the end shows the last one. */
export function pageOf<T>(rows: readonly T[], page: number, size: PageSize): Page<T> {
  const total = rows.length;
  const perPage = size === 'all' ? Math.max(total, 1) : size;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * perPage;
  const shown = rows.slice(start, start + perPage);
  return {
    rows: shown,
    page: current,
    pageCount,
    from: shown.length === 0 ? 0 : start + 1,
    to: start + shown.length,
    total,
  };
}
