/**
 * The user dialog for a new user (spec 1 §5 Admin user, §4 User administration): its values, the
 * api/user 11 body (no Id) and the field rules through the domain's adminUserIssues, so the form
 * refuses exactly what the server refuses. The defaults of a new user come from newUserDefaults.
 */
import type { RoleOption } from '../../../domain/roles';
import { newUserDefaults, prefixedUserName } from '../../../domain/user-admin';
import {
  adminUserIssues,
  DEFAULT_PHONE_PREFIX,
  joinPhone,
  supplierRequired,
  USER_FULL_NAME_MAX,
  USER_NAME_MAX,
  type AdminUserInput,
  type PhonePrefix,
} from '../../../domain/user-admin-validation';
import type { Language } from '../../../protocol/envelope';
import { message } from '../../../protocol/messages';
import { USER_FIELD_LABELS } from '../../../protocol/user-admin-messages';
import { EDIT_LIMITS } from './edit-form';

export interface NewUserFormValues {
  userName: string;
  /** The chosen role's Id as the select carries it ('' while none is chosen). */
  roleId: string;
  name: string;
  email: string;
  phonePrefix: PhonePrefix;
  phone: string;
  zip: string;
  contactName: string;
  contactEmail: string;
  salesRepresentative: string;
  companies: string[];
  /** The chosen lessor / supplier code ('' while none is chosen). */
  supplier: string;
  crews: string[];
  regions: string[];
  active: boolean;
  sitePortal: boolean;
}

export const NEW_USER_LIMITS = {
  ...EDIT_LIMITS,
  userName: USER_NAME_MAX,
  name: USER_FULL_NAME_MAX,
};

/** The empty form of a new user: Active and SitePortal on (SiteAdmin stays false and hidden). */
export function emptyNewUserForm(): NewUserFormValues {
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
  };
}

/** What the chosen role shows: null when its options could not be loaded (selectors hidden). */
export interface ChosenRole {
  id: number;
  name: string;
  option: RoleOption | null;
}

/** Which association selectors the role shows. */
export function shownSelectors(role: ChosenRole | null) {
  const option = role?.option ?? null;
  return {
    supplier: option?.SelectSupplier === true,
    crew: option?.SelectCrew === true,
    region: option?.SelectRegion === true,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of api/user 11 (without ActionId and Language): no Id, only the shown selectors. */
export function insertBodyOf(values: NewUserFormValues, role: ChosenRole | null) {
  const shown = shownSelectors(role);
  const phone = orNull(values.phone);
  const codes = (list: readonly string[]) => list.map((Code) => ({ Code }));
  return {
    User: {
      UserName: values.userName.trim(),
      RoleId: role?.id ?? null,
      Name: values.name.trim(),
      Email: values.email.trim(),
      PhoneNumber: phone === null ? null : joinPhone(values.phonePrefix, phone),
      ZipCode: orNull(values.zip),
      ContactName: orNull(values.contactName),
      ContactEmail: orNull(values.contactEmail),
      SalesRepresentative: orNull(values.salesRepresentative),
      SitePortal: values.sitePortal,
      SiteAdmin: false,
      Active: values.active,
    },
    Company: codes(values.companies),
    Supplier: shown.supplier && values.supplier !== '' ? [{ Code: values.supplier }] : [],
    Crew: shown.crew ? codes(values.crews) : [],
    Region: shown.region ? codes(values.regions) : [],
  };
}

export type NewUserField =
  | 'userName'
  | 'roleId'
  | 'name'
  | 'email'
  | 'phone'
  | 'zip'
  | 'companies'
  | 'supplier'
  | 'crews'
  | 'regions';

const FIELD_OF: Record<keyof AdminUserInput, NewUserField> = {
  UserName: 'userName',
  RoleId: 'roleId',
  Name: 'name',
  Email: 'email',
  PhoneNumber: 'phone',
  ZipCode: 'zip',
  Companies: 'companies',
  Suppliers: 'supplier',
  Crews: 'crews',
  Regions: 'regions',
};

/** Every broken rule of spec 1 §5 Admin user, as a message in `lang` per field. */
export function newUserIssues(
  values: NewUserFormValues,
  role: ChosenRole | null,
  lang: Language,
): Partial<Record<NewUserField, string>> {
  const body = insertBodyOf(values, role);
  const phoneDigits = values.phone.trim();
  const issues = adminUserIssues(
    {
      UserName: body.User.UserName,
      Name: body.User.Name,
      Email: body.User.Email,
      RoleId: body.User.RoleId,
      // A number of other than ten digits is refused whatever its prefix.
      PhoneNumber: /^\d{10}$/.test(phoneDigits) || phoneDigits === '' ? body.User.PhoneNumber : 'x',
      ZipCode: body.User.ZipCode,
      Companies: body.Company.map((c) => c.Code),
      Suppliers: body.Supplier.map((c) => c.Code),
      Crews: body.Crew.map((c) => c.Code),
      Regions: body.Region.map((c) => c.Code),
    },
    { name: role?.name ?? '', option: role?.option ?? null },
  );
  const out: Partial<Record<NewUserField, string>> = {};
  for (const issue of issues) {
    const field = FIELD_OF[issue.field];
    if (out[field]) continue;
    const label = USER_FIELD_LABELS[issue.field][lang];
    out[field] =
      issue.rule === 'required'
        ? message('userFieldRequired', lang, { field: label })
        : issue.rule === 'maxLength'
          ? message('userFieldTooLong', lang, { field: label, max: String(issue.max ?? '') })
          : issue.rule === 'email'
            ? message('userFieldEmail', lang)
            : issue.rule === 'phone'
              ? message('userFieldPhone', lang)
              : message('userFieldZip', lang);
  }
  return out;
}

/** Whether the supplier selector, when shown, is required for the chosen role. */
export function supplierIsRequired(role: ChosenRole | null): boolean {
  return role !== null && supplierRequired(role.name, role.option);
}

/** The user name as it will be stored: with the supplier prefix where the domain rule asks. */
export function storedUserName(
  values: Pick<NewUserFormValues, 'userName' | 'supplier'>,
  role: ChosenRole | null,
  creatorRole: string,
): string {
  if (!role) return values.userName.trim();
  return prefixedUserName(values.userName, {
    creatorRole,
    targetRoleId: role.id,
    supplierCode: shownSelectors(role).supplier && values.supplier !== '' ? values.supplier : null,
  });
}
