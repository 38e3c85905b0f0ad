/**
 * The search dialog's fields (spec 1 §2.8, §5 Search users) and the filter of api/user 20 they
 * make: empty fields do not filter; a user name or a name is required (alertSearchUser), and the
 * from date may not be after the until date.
 */
import type { UserSearchFilter } from '../../../protocol/user-admin';

export interface SearchFormValues {
  userName: string;
  name: string;
  email: string;
  from: string;
  until: string;
  /** The role's Id as the select gives it; '' for any role. */
  roleId: string;
  supplier: string;
}

export const EMPTY_SEARCH_FORM: SearchFormValues = {
  userName: '',
  name: '',
  email: '',
  from: '',
  until: '',
  roleId: '',
  supplier: '',
};

export const SEARCH_LIMITS = { userName: 256, name: 512, email: 256, supplier: 10 } as const;

export type SearchFormResult =
  { ok: true; filter: UserSearchFilter } | { ok: false; error: 'alertSearchUser' | 'datesOrder' };

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function searchFilterOf(values: SearchFormValues): SearchFormResult {
  const userName = orNull(values.userName);
  const name = orNull(values.name);
  if (userName === null && name === null) return { ok: false, error: 'alertSearchUser' };
  const from = orNull(values.from);
  const until = orNull(values.until);
  if (from !== null && until !== null && from > until) return { ok: false, error: 'datesOrder' };
  const roleId = values.roleId === '' ? null : Number(values.roleId);
  return {
    ok: true,
    filter: {
      UserName: userName,
      Name: name,
      Email: orNull(values.email),
      StartDate: from,
      EndDate: until,
      RoleId: roleId !== null && Number.isInteger(roleId) ? roleId : null,
      SupplierId: orNull(values.supplier),
      CompanyId: null,
      Active: null,
    },
  };
}
