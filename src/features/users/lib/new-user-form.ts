/**
 * The user dialog for a new user (spec 1 §4 User administration): the empty form with a new
 * user's defaults (newUserDefaults) and the api/user 11 body, without an Id. The modules are left
 * to the server, which gives a new user its role's defaults (an administrator adjusts them in the
 * edit dialog); only an administrator sends a client parent and child.
 */
import { isAdministrator } from '../../../domain/roles';
import { newUserDefaults } from '../../../domain/user-admin';
import { DEFAULT_PHONE_PREFIX } from '../../../domain/user-admin-validation';
import { contactOf, orNull, userLinksOf, type ChosenRole, type UserFormValues } from './user-form';

/** The empty form of a new user: Active and SitePortal on (SiteAdmin stays false and hidden). */
export function emptyNewUserForm(): UserFormValues {
  const defaults = newUserDefaults({ roleName: '', clientParentId: null, clientChildId: null });
  return {
    userName: '',
    roleId: '',
    name: '',
    email: '',
    phonePrefix: DEFAULT_PHONE_PREFIX,
    phone: '',
    zip: '',
    contactName: '',
    contactEmail: '',
    salesRepresentative: '',
    companies: [],
    supplier: '',
    crews: [],
    regions: [],
    active: defaults.Active,
    sitePortal: defaults.SitePortal,
    modules: [],
    clientParentId: '',
    clientChildId: '',
  };
}

/** The body of api/user 11 (without ActionId and Language): no Id, only the shown selectors. */
export function insertBodyOf(values: UserFormValues, role: ChosenRole | null, creatorRole: string) {
  const client = isAdministrator(creatorRole)
    ? { ClientParentId: orNull(values.clientParentId), ClientChildId: orNull(values.clientChildId) }
    : {};
  return {
    User: {
      UserName: values.userName.trim(),
      RoleId: role?.id ?? null,
      ...contactOf(values),
      SitePortal: values.sitePortal,
      SiteAdmin: false,
      Active: values.active,
      ...client,
    },
    ...userLinksOf(values, role),
  };
}
