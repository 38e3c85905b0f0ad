/**
 * The values of the 1000-wide user dialog (spec 1 §5 Admin user), shared by the new and the edit
 * dialog: the chosen role and what it shows, the user's links as api/user 11 / 31 carry them, the
 * stored user name with its prefix, and the field rules through the domain's adminUserIssues, so
 * the form refuses exactly what the server refuses.
 */
import type { RoleOption } from '../../../domain/roles';
import { prefixedUserName } from '../../../domain/user-admin';
import {
  adminUserIssues,
  joinPhone,
  supplierRequired,
  USER_EMAIL_MAX,
  USER_FULL_NAME_MAX,
  USER_NAME_MAX,
  type AdminUserInput,
  type PhonePrefix,
} from '../../../domain/user-admin-validation';
import type { Language } from '../../../protocol/envelope';
import { message } from '../../../protocol/messages';
import { USER_FIELD_LABELS } from '../../../protocol/user-admin-messages';

/** A module granted to the user, and whether it is active for them. */
export interface ModuleChoice {
  code: string;
  active: boolean;
}

export interface UserFormValues {
  userName: string;
  /** The chosen role's Id as the select carries it ('' while none is chosen). */
  roleId: string;
  name: string;
  email: string;
  phonePrefix: PhonePrefix;
  /** The 10-digit number without its prefix. */
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
  /** The modules granted (only administrators choose them). */
  modules: ModuleChoice[];
  /** The client parent and child codes ('' for none; only administrators choose them). */
  clientParentId: string;
  clientChildId: string;
}

export const USER_FORM_LIMITS = {
  userName: USER_NAME_MAX,
  name: USER_FULL_NAME_MAX,
  email: USER_EMAIL_MAX,
  phone: 10,
  zip: 5,
  contactName: USER_FULL_NAME_MAX,
  contactEmail: USER_EMAIL_MAX,
  salesRepresentative: USER_FULL_NAME_MAX,
} as const;

/** The chosen role; `option` is null when its options could not be loaded (selectors hidden). */
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

/** Whether the supplier selector, when shown, is required for the chosen role. */
export function supplierIsRequired(role: ChosenRole | null): boolean {
  return role !== null && supplierRequired(role.name, role.option);
}

export const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The contact fields of the User object of api/user 11 / 31. */
export function contactOf(values: UserFormValues) {
  const phone = orNull(values.phone);
  return {
    Name: values.name.trim(),
    Email: values.email.trim(),
    PhoneNumber: phone === null ? null : joinPhone(values.phonePrefix, phone),
    ZipCode: orNull(values.zip),
    ContactName: orNull(values.contactName),
    ContactEmail: orNull(values.contactEmail),
    SalesRepresentative: orNull(values.salesRepresentative),
  };
}

/**
 * The Company, Supplier, Crew and Region lists of the body. A selector the role does not show
 * sends nothing. When the role's options could not be loaded the selectors are hidden, and the
 * form's lists go as they are (for an edit, the user's stored links), so the server, which knows
 * the role, keeps what the role shows rather than the form silently dropping it.
 */
export function userLinksOf(values: UserFormValues, role: ChosenRole | null) {
  const known = role?.option != null;
  const shown = shownSelectors(role);
  const codes = (list: readonly string[]) => list.map((Code) => ({ Code }));
  return {
    Company: codes(values.companies),
    Supplier:
      (shown.supplier || !known) && values.supplier !== '' ? [{ Code: values.supplier }] : [],
    Crew: shown.crew || !known ? codes(values.crews) : [],
    Region: shown.region || !known ? codes(values.regions) : [],
  };
}

/** The fields of the dialog a rule message is shown under. */
export type UserFormField =
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

const FIELD_OF: Record<keyof AdminUserInput, UserFormField> = {
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
export function userFormIssues(
  values: UserFormValues,
  role: ChosenRole | null,
  lang: Language,
): Partial<Record<UserFormField, string>> {
  const contact = contactOf(values);
  const links = userLinksOf(values, role);
  const phoneDigits = values.phone.trim();
  const issues = adminUserIssues(
    {
      UserName: values.userName,
      Name: contact.Name,
      Email: contact.Email,
      RoleId: role?.id ?? null,
      // A number of other than ten digits is refused whatever its prefix.
      PhoneNumber: /^\d{10}$/.test(phoneDigits) || phoneDigits === '' ? contact.PhoneNumber : 'x',
      ZipCode: contact.ZipCode,
      Companies: links.Company.map((c) => c.Code),
      Suppliers: links.Supplier.map((c) => c.Code),
      Crews: links.Crew.map((c) => c.Code),
      Regions: links.Region.map((c) => c.Code),
    },
    { name: role?.name ?? '', option: role?.option ?? null },
  );
  const out: Partial<Record<UserFormField, string>> = {};
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

/**
 * The user name as it will be stored: with the supplier prefix where the domain rule asks. A
 * stored user's unchanged name is kept as it is, as the server keeps it.
 */
export function storedUserName(
  values: Pick<UserFormValues, 'userName' | 'supplier'>,
  role: ChosenRole | null,
  creatorRole: string,
  current: string | null = null,
): string {
  const typed = values.userName.trim();
  if (!role || (current !== null && typed === current)) return typed;
  return prefixedUserName(typed, {
    creatorRole,
    targetRoleId: role.id,
    supplierCode: shownSelectors(role).supplier && values.supplier !== '' ? values.supplier : null,
  });
}
