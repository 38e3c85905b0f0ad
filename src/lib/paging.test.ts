import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

const rows = Array.from({ length: 120 }, (_, i) => i + 1);

describe('pageOf', () => {
  it('shows 50 rows on the first page by default size', () => {
    const page = pageOf(rows, 1, 50);
    expect(page.rows).toHaveLength(50);
    expect(page).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 50, total: 120 });
  });

  it('shows the rest on the last page', () => {
    expect(pageOf(rows, 3, 50)).toMatchObject({ from: 101, to: 120, pageCount: 3 });
  });

  it('clamps a page past the end (a filter left fewer rows) to the last page', () => {
    expect(pageOf(rows.slice(0, 30), 4, 25)).toMatchObject({ page: 2, from: 26, to: 30 });
  });

  it('shows every row on one page with "all"', () => {
    expect(pageOf(rows, 2, 'all')).toMatchObject({ page: 1, pageCount: 1, from: 1, to: 120 });
  });

  it('reads an empty list as one empty page', () => {
    expect(pageOf([], 1, 50)).toMatchObject({ rows: [], page: 1, pageCount: 1, from: 0, to: 0 });
  });
});
