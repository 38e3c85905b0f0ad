import { describe, expect, it } from 'vitest';
import { serverPage } from './server-list';

describe('serverPage: what the pager of a server-paged list says', () => {
  it.each([
    // page, size, rows shown, total → page count, from, to
    [1, 50, 50, 120, 3, 1, 50],
    [3, 50, 20, 120, 3, 101, 120],
    [2, 25, 25, 60, 3, 26, 50],
    [1, 100, 7, 7, 1, 1, 7],
    // "all" (size 0) is one page of every row
    [1, 0, 120, 120, 1, 1, 120],
    // an empty list says 0–0 of 0 on its one page
    [1, 50, 0, 0, 1, 0, 0],
    [1, 0, 0, 0, 1, 0, 0],
  ] as const)(
    'page %i of size %i with %i of %i rows',
    (page, size, shown, total, count, from, to) => {
      expect(serverPage(page, size, shown, total)).toEqual({
        page,
        pageCount: count,
        from,
        to,
        total,
      });
    },
  );
});
