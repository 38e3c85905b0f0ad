/**
 * Where a person is in a list the server pages by keyset (the operations lists): the page size and
 * the cursor of every page walked so far, so "Siguiente" asks the page after the last one shown
 * and "Anterior" asks the one before again. Pure, so the pager and its tests agree.
 */
import { OPERATIONS_DEFAULT_PAGE_SIZE, type OperationsPageSize } from '../../protocol/operations';

export interface KeysetPages {
  size: OperationsPageSize;
  /** The cursor of each page walked, the first page's null; the last is the page shown. */
  trail: readonly (string | null)[];
}

export const firstPage = (
  size: OperationsPageSize = OPERATIONS_DEFAULT_PAGE_SIZE,
): KeysetPages => ({
  size,
  trail: [null],
});

/** The cursor of the page shown (null: the first). */
export const cursorOf = (pages: KeysetPages): string | null =>
  pages.trail[pages.trail.length - 1] ?? null;

/** 1-based. */
export const pageNumberOf = (pages: KeysetPages): number => pages.trail.length;

/** The page after the one shown, which starts at the shown page's `next` cursor. */
export const nextPage = (pages: KeysetPages, next: string): KeysetPages => ({
  ...pages,
  trail: [...pages.trail, next],
});

/** The page before the one shown; the first page stays the first. */
export const previousPage = (pages: KeysetPages): KeysetPages =>
  pages.trail.length > 1 ? { ...pages, trail: pages.trail.slice(0, -1) } : pages;

/** Another page size starts over from the first page (the positions no longer match). */
export const withSize = (size: OperationsPageSize): KeysetPages => firstPage(size);

/** The 1-based positions of the first and last row shown; 0 and 0 when the page is empty. */
export function rowRangeOf(pages: KeysetPages, rowsShown: number): { from: number; to: number } {
  if (rowsShown === 0) return { from: 0, to: 0 };
  const from = (pageNumberOf(pages) - 1) * pages.size + 1;
  return { from, to: from + rowsShown - 1 };
}
