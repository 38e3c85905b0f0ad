/**
 * The user dialog in edit mode (spec 1 §5 Admin user), for the contact fields: name, e-mail,
 * phone with its +52 / +1 prefix, zip, contact, sales representative, Active and SitePortal. The
 * role, user name and associations are sent back as api/user 21 gave them, so an update through
 * this form changes only what it shows.
 */
import {
  adminUserIssues,
  DEFAULT_PHONE_PREFIX,
  joinPhone,
  splitStoredPhone,
  type AdminUserInput,
  type PhonePrefix,
} from '../../../domain/user-admin-validation';
import type { Language } from '../../../protocol/envelope';
import { message } from '../../../protocol/messages';
import { USER_FIELD_LABELS } from '../../../protocol/user-admin-messages';
import type { UserRecordResponse } from '../../../protocol/user-admin';

export interface EditFormValues {
  name: string;
  email: string;
  phonePrefix: PhonePrefix;
  /** The 10-digit number without its prefix. */
  phone: string;
  zip: string;
  contactName: string;
  contactEmail: string;
  salesRepresentative: string;
  active: boolean;
  sitePortal: boolean;
}

export const EDIT_LIMITS = {
  name: 512,
  email: 256,
  phone: 10,
  zip: 5,
  contactName: 512,
  contactEmail: 256,
  salesRepresentative: 512,
} as const;

export function editFormOf(answer: UserRecordResponse): EditFormValues {
  const u = answer.User;
  const phone = u.PhoneNumber ? splitStoredPhone(u.PhoneNumber) : null;
  return {
    name: u.Name,
    email: u.Email,
    phonePrefix: phone?.prefix ?? DEFAULT_PHONE_PREFIX,
    // A stored phone the screen cannot split is shown as it is, so the rule explains it.
    phone: phone?.number ?? u.PhoneNumber ?? '',
    zip: u.ZipCode ?? '',
    contactName: u.ContactName ?? '',
    contactEmail: u.ContactEmail ?? '',
    salesRepresentative: u.SalesRepresentative ?? '',
    active: u.Active,
    sitePortal: u.SitePortal,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of api/user 31 (without ActionId and Language). */
export function updateBodyOf(answer: UserRecordResponse, values: EditFormValues) {
  const u = answer.User;
  const phone = orNull(values.phone);
  return {
    User: {
      Id: u.Id,
      UserName: u.UserName,
      RoleId: u.RoleId,
      Name: values.name.trim(),
      Email: values.email.trim(),
      PhoneNumber: phone === null ? null : joinPhone(values.phonePrefix, phone),
      PhoneNumberHome: u.PhoneNumberHome,
      PhoneNumberAdditional: u.PhoneNumberAdditional,
      ZipCode: orNull(values.zip),
      ContactName: orNull(values.contactName),
      ContactEmail: orNull(values.contactEmail),
      SalesRepresentative: orNull(values.salesRepresentative),
      SitePortal: values.sitePortal,
      SiteAdmin: u.SiteAdmin,
      Active: values.active,
      LockoutEnabled: u.LockoutEnabled,
      ClientParentId: u.ClientParentId,
      ClientChildId: u.ClientChildId,
    },
    Company: answer.Company,
    Supplier: answer.Supplier,
    Module: answer.Module,
    Crew: answer.Crew,
    Region: answer.Region,
  };
}

export type EditField = 'name' | 'email' | 'phone' | 'zip';

const FIELD_OF: Partial<Record<keyof AdminUserInput, EditField>> = {
  Name: 'name',
  Email: 'email',
  PhoneNumber: 'phone',
  ZipCode: 'zip',
};

/**
 * The field rules of spec 1 §5 for the fields this form shows, as messages in `lang`, by field.
 * The server checks the same rules (and the rest) again.
 */
export function editIssues(
  answer: UserRecordResponse,
  values: EditFormValues,
  lang: Language,
): Partial<Record<EditField, string>> {
  const body = updateBodyOf(answer, values);
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
      // The associations are not edited here; only the shown fields are judged.
      Companies: ['-'],
      Suppliers: ['-'],
      Crews: ['-'],
      Regions: ['-'],
    },
    { name: answer.User.RoleName, option: null },
  );
  const out: Partial<Record<EditField, string>> = {};
  for (const issue of issues) {
    const field = FIELD_OF[issue.field];
    if (!field || out[field]) continue;
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
