/**
 * The page a person is on in a list the server pages, for one set of filters: another filter
 * starts over from the first page (keeping the page size), as the rows before it no longer match.
 */
import { useState } from 'react';
import type { ServerPaging } from '../components/ops-table';
import {
  cursorOf,
  firstPage,
  nextPage,
  previousPage,
  withSize,
  type KeysetPages,
} from '../keyset-pages';

export function useKeysetPages(filter: unknown) {
  const key = JSON.stringify(filter);
  const [state, setState] = useState(() => ({ key, pages: firstPage() }));
  const pages = state.key === key ? state.pages : firstPage(state.pages.size);
  const go = (next: KeysetPages) => setState({ key, pages: next });
  return {
    /** What to ask the server for: the page size and the cursor of the page shown. */
    request: { PageSize: pages.size, Cursor: cursorOf(pages) },
    /** The table's pager, given the `Next` of the page shown. */
    paging: (next: string | null | undefined): ServerPaging => ({
      pages,
      hasNext: typeof next === 'string',
      onNext: () => {
        if (typeof next === 'string') go(nextPage(pages, next));
      },
      onPrevious: () => go(previousPage(pages)),
      onSize: (size) => go(withSize(size)),
    }),
  };
}
