/**
 * The user dialog in edit mode (spec 1 §5 Admin user): the form of a stored user (api/user 21),
 * the api/user 31 body with its Id, and the defaults a changed role brings. Only administrators
 * choose the modules and the client parent and child; for anybody else those go as they were
 * read (modules: null, so the server keeps them or gives a changed role its defaults).
 */
import { defaultModulesForRole } from '../../../domain/role-modules';
import { isAdministrator } from '../../../domain/roles';
import { DEFAULT_PHONE_PREFIX, splitStoredPhone } from '../../../domain/user-admin-validation';
import type { ClientItem } from '../../../protocol/client';
import type { UserRecordResponse } from '../../../protocol/user-admin';
import {
  contactOf,
  orNull,
  userLinksOf,
  type ChosenRole,
  type ModuleChoice,
  type UserFormValues,
} from './user-form';

export function editFormOf(answer: UserRecordResponse): UserFormValues {
  const u = answer.User;
  const phone = u.PhoneNumber ? splitStoredPhone(u.PhoneNumber) : null;
  const codes = (list: readonly { Code: string }[]) => list.map((c) => c.Code);
  return {
    userName: u.UserName,
    roleId: String(u.RoleId),
    name: u.Name,
    email: u.Email,
    phonePrefix: phone?.prefix ?? DEFAULT_PHONE_PREFIX,
    // A stored phone the screen cannot split is shown as it is, so the rule explains it.
    phone: phone?.number ?? u.PhoneNumber ?? '',
    zip: u.ZipCode ?? '',
    contactName: u.ContactName ?? '',
    contactEmail: u.ContactEmail ?? '',
    salesRepresentative: u.SalesRepresentative ?? '',
    companies: codes(answer.Company),
    // The dialog links one lessor / supplier, as the new-user dialog does.
    supplier: answer.Supplier[0]?.Code ?? '',
    crews: codes(answer.Crew),
    regions: codes(answer.Region),
    active: u.Active,
    sitePortal: u.SitePortal,
    modules: answer.Module.map((m) => ({ code: m.Code, active: m.Active })),
    clientParentId: u.ClientParentId ?? '',
    clientChildId: u.ClientChildId ?? '',
  };
}

/** The body of api/user 31 (without ActionId and Language). */
export function updateBodyOf(
  answer: UserRecordResponse,
  values: UserFormValues,
  role: ChosenRole | null,
  actorRole: string,
) {
  const u = answer.User;
  const admin = isAdministrator(actorRole);
  return {
    User: {
      Id: u.Id,
      UserName: values.userName.trim(),
      RoleId: role?.id ?? null,
      ...contactOf(values),
      PhoneNumberHome: u.PhoneNumberHome,
      PhoneNumberAdditional: u.PhoneNumberAdditional,
      SitePortal: values.sitePortal,
      SiteAdmin: u.SiteAdmin,
      Active: values.active,
      LockoutEnabled: u.LockoutEnabled,
      ClientParentId: admin ? orNull(values.clientParentId) : u.ClientParentId,
      ClientChildId: admin ? orNull(values.clientChildId) : u.ClientChildId,
    },
    ...userLinksOf(values, role),
    Module: admin ? values.modules.map((m) => ({ Code: m.code, Active: m.active })) : null,
  };
}

/**
 * The modules a user starts with in a newly chosen role: the role's defaults, all active. An
 * administrator who changes the role sees them in the checklist and may adjust them before saving.
 */
export function modulesOfRole(roleName: string): ModuleChoice[] {
  return defaultModulesForRole(roleName).map((code) => ({ code, active: true }));
}

/** Grants or withdraws a module; a newly granted module starts active. */
export function grantModule(list: readonly ModuleChoice[], code: string, granted: boolean) {
  if (!granted) return list.filter((m) => m.code !== code);
  return list.some((m) => m.code === code) ? [...list] : [...list, { code, active: true }];
}

/** Sets whether a granted module is active; a module not granted stays not granted. */
export function activateModule(list: readonly ModuleChoice[], code: string, active: boolean) {
  return list.map((m) => (m.code === code ? { ...m, active } : m));
}

/**
 * The client parents and, per parent, the child clients of api/client 10 (spec 1 §3 Client: a
 * principal client and its associated ones). A stored code the list lacks is still offered, so
 * an edit never changes it unasked.
 */
export function clientChoices(
  list: readonly ClientItem[],
  current: { parent: string; child: string },
) {
  const parents = [...new Set(list.map((c) => c.Code))];
  if (current.parent !== '' && !parents.includes(current.parent)) parents.push(current.parent);
  const children = list
    .filter((c) => c.Code === current.parent && c.ChildCode !== null)
    .map((c) => c.ChildCode as string);
  if (current.child !== '' && !children.includes(current.child)) children.push(current.child);
  return { parents: parents.sort(), children: [...new Set(children)].sort() };
}
