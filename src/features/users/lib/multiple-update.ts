/**
 * The multiple update of the user table (spec 1 §2.8 "multiple update"): rows chosen with their
 * check boxes get the same change at once through api/user 31 with Multiple: activate or
 * deactivate, and unlock. Only rows the caller may edit can be chosen; the server checks each
 * target again and changes all or none.
 */
import { USER_MULTIPLE_MAX, type UserRow } from '../../../protocol/user-admin';

export type StatusChoice = 'keep' | 'activate' | 'deactivate';

export interface MultipleChoice {
  status: StatusChoice;
  unlock: boolean;
}

export const NO_CHANGE: MultipleChoice = { status: 'keep', unlock: false };

/** Why Apply is not available, or null when it is. */
export type MultipleIssue = 'noneSelected' | 'tooMany' | 'noChange';

export function multipleIssue(selected: number, choice: MultipleChoice): MultipleIssue | null {
  if (selected === 0) return 'noneSelected';
  if (selected > USER_MULTIPLE_MAX) return 'tooMany';
  if (choice.status === 'keep' && !choice.unlock) return 'noChange';
  return null;
}

/** The Multiple body of api/user 31 for a choice. */
export function multipleBody(
  ids: readonly number[],
  choice: MultipleChoice,
): { Ids: number[]; Active?: boolean; Unlock?: boolean } {
  return {
    Ids: [...ids],
    ...(choice.status === 'keep' ? {} : { Active: choice.status === 'activate' }),
    ...(choice.unlock ? { Unlock: true } : {}),
  };
}

/** Rows that may be chosen: the caller may edit them (the server's Editable) and is not view-only. */
export function selectableRows(rows: readonly UserRow[], viewOnly: boolean): UserRow[] {
  return viewOnly ? [] : rows.filter((r) => r.Editable);
}

/** The state of the "choose all shown" box: every, some or none of the shown rows chosen. */
export function headerState(
  shown: readonly UserRow[],
  selected: ReadonlySet<number>,
): 'all' | 'some' | 'none' {
  let count = 0;
  for (const r of shown) if (selected.has(r.Id)) count++;
  if (count === 0) return 'none';
  return count === shown.length ? 'all' : 'some';
}

/** Choosing all shown adds them; when all are chosen already, it removes them. */
export function toggleShown(shown: readonly UserRow[], selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  if (headerState(shown, selected) === 'all') for (const r of shown) next.delete(r.Id);
  else for (const r of shown) next.add(r.Id);
  return next;
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Chosen ids still in the list (after a reload, a search or a delete the others drop out). */
export function keepListed(
  selected: ReadonlySet<number>,
  rows: readonly UserRow[],
): ReadonlySet<number> {
  if (selected.size === 0) return selected;
  const listed = new Set(rows.map((r) => r.Id));
  const kept = [...selected].filter((id) => listed.has(id));
  return kept.length === selected.size ? selected : new Set(kept);
}
