import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../protocol/user-admin';
import {
  headerState,
  keepListed,
  multipleBody,
  multipleIssue,
  selectableRows,
  toggleOne,
  toggleShown,
  type MultipleChoice,
} from './multiple-update';

const row = (Id: number, Editable = true) => ({ Id, Editable }) as UserRow;

describe('multipleIssue', () => {
  it.each<[number, MultipleChoice, ReturnType<typeof multipleIssue>]>([
    [0, { status: 'activate', unlock: false }, 'noneSelected'],
    [501, { status: 'activate', unlock: false }, 'tooMany'],
    [500, { status: 'activate', unlock: false }, null],
    [3, { status: 'keep', unlock: false }, 'noChange'],
    [3, { status: 'keep', unlock: true }, null],
    [3, { status: 'deactivate', unlock: false }, null],
    [1, { status: 'deactivate', unlock: true }, null],
  ])('%i chosen, %o -> %s', (count, choice, issue) => {
    expect(multipleIssue(count, choice)).toBe(issue);
  });
});

describe('multipleBody', () => {
  it.each<[MultipleChoice, object]>([
    [
      { status: 'activate', unlock: false },
      { Ids: [1, 2], Active: true },
    ],
    [
      { status: 'deactivate', unlock: false },
      { Ids: [1, 2], Active: false },
    ],
    [
      { status: 'keep', unlock: true },
      { Ids: [1, 2], Unlock: true },
    ],
    [
      { status: 'deactivate', unlock: true },
      { Ids: [1, 2], Active: false, Unlock: true },
    ],
  ])('%o -> %o', (choice, body) => {
    expect(multipleBody([1, 2], choice)).toEqual(body);
  });
});

describe('selection', () => {
  const shown = [row(1), row(2), row(3)];

  it('offers only rows the caller may edit, and none to a view-only role', () => {
    const rows = [row(1), row(2, false), row(3)];
    expect(selectableRows(rows, false).map((r) => r.Id)).toEqual([1, 3]);
    expect(selectableRows(rows, true)).toEqual([]);
  });

  it.each<[number[], 'all' | 'some' | 'none']>([
    [[], 'none'],
    [[2], 'some'],
    [[1, 2, 3], 'all'],
    [[1, 2, 3, 9], 'all'],
    [[9], 'none'],
  ])('chosen %o of the shown rows -> %s', (ids, state) => {
    expect(headerState(shown, new Set(ids))).toBe(state);
  });

  it('choosing all shown adds them, and removes them once all are chosen', () => {
    expect([...toggleShown(shown, new Set([2, 9]))].sort()).toEqual([1, 2, 3, 9]);
    expect([...toggleShown(shown, new Set([1, 2, 3, 9]))]).toEqual([9]);
  });

  it('toggles one row', () => {
    expect([...toggleOne(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggleOne(new Set([1, 2]), 1)]).toEqual([2]);
  });

  it('drops chosen ids that are no longer listed, keeping the same set when nothing dropped', () => {
    const chosen = new Set([1, 2]);
    expect(keepListed(chosen, [row(1), row(2), row(5)])).toBe(chosen);
    expect([...keepListed(chosen, [row(2)])]).toEqual([2]);
  });
});
