import { describe, expect, it } from 'vitest';
import {
  cursorOf,
  firstPage,
  nextPage,
  pageNumberOf,
  previousPage,
  rowRangeOf,
  withSize,
} from './keyset-pages';

describe('keyset pages', () => {
  it('opens on the first page, 50 rows, with no cursor', () => {
    const first = firstPage();
    expect(first.size).toBe(50);
    expect(cursorOf(first)).toBeNull();
    expect(pageNumberOf(first)).toBe(1);
    expect(rowRangeOf(first, 50)).toEqual({ from: 1, to: 50 });
  });

  it('walks forward with each page’s Next and back to the cursors it came through', () => {
    const third = nextPage(nextPage(firstPage(25), 'c2'), 'c3');
    expect(pageNumberOf(third)).toBe(3);
    expect(cursorOf(third)).toBe('c3');
    expect(rowRangeOf(third, 7)).toEqual({ from: 51, to: 57 });
    const second = previousPage(third);
    expect(cursorOf(second)).toBe('c2');
    expect(rowRangeOf(second, 25)).toEqual({ from: 26, to: 50 });
    const first = previousPage(second);
    expect(cursorOf(first)).toBeNull();
    expect(previousPage(first)).toEqual(first);
  });

  it('starts over on the first page with another page size', () => {
    const moved = nextPage(firstPage(25), 'c2');
    const resized = withSize(100);
    expect(resized).toEqual({ size: 100, trail: [null] });
    expect(rowRangeOf(resized, 100)).toEqual({ from: 1, to: 100 });
    expect(cursorOf(moved)).toBe('c2');
  });

  it('says 0–0 of an empty page', () => {
    expect(rowRangeOf(nextPage(firstPage(), 'c2'), 0)).toEqual({ from: 0, to: 0 });
  });
});
