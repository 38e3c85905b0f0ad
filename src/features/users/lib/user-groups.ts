/**
 * The rows of the user table as the screen shows them: narrowed by the search box, then grouped by
 * role name in the server's order (role name, then user name).
 */
import type { UserRow } from '../../../protocol/user-admin';

/** The longest text the table's search box takes (spec 1 §2.8). */
export const TABLE_SEARCH_MAX = 256;

export interface UserGroupView {
  roleName: string;
  rows: UserRow[];
}

/**
 * The search box narrows the rows already loaded (user name, name, e-mail, role, company or
 * supplier), case- and accent-insensitively; the search dialog is what asks the server.
 */
export function matchesTableSearch(row: UserRow, text: string): boolean {
  const needle = fold(text.trim());
  if (needle === '') return true;
  const haystack = [
    row.UserName,
    row.Name,
    row.Email ?? '',
    row.RoleName,
    row.CompanyCode ?? '',
    ...row.SupplierUser.map((s) => s.Code),
  ];
  return haystack.some((value) => fold(value).includes(needle));
}

export function groupUsers(rows: readonly UserRow[], search: string): UserGroupView[] {
  const groups: UserGroupView[] = [];
  for (const row of rows) {
    if (!matchesTableSearch(row, search)) continue;
    const last = groups.at(-1);
    if (last && last.roleName === row.RoleName) last.rows.push(row);
    else {
      const existing = groups.find((g) => g.roleName === row.RoleName);
      if (existing) existing.rows.push(row);
      else groups.push({ roleName: row.RoleName, rows: [row] });
    }
  }
  return groups;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** One line of the table: a role heading or a user, in the order the screen shows them. */
export type UserListItem =
  | { kind: 'group'; key: string; group: UserGroupView; groupIndex: number }
  | { kind: 'row'; key: string; row: UserRow; groupIndex: number };

/** The groups as one list of lines, so a long list can render only the lines in view. */
export function flattenGroups(groups: readonly UserGroupView[]): UserListItem[] {
  const items: UserListItem[] = [];
  groups.forEach((group, groupIndex) => {
    items.push({ kind: 'group', key: `g:${group.roleName}`, group, groupIndex });
    for (const row of group.rows) items.push({ kind: 'row', key: `u:${row.Id}`, row, groupIndex });
  });
  return items;
}

/**
 * From how many lines the list renders only those in view (the "all" page size reaches tens of
 * thousands of users; a page of 100 with its headings stays a plain table).
 */
export const VIRTUAL_FROM = 150;
