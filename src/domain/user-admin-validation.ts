/**
 * The field rules of the administration user dialog (spec 1 §5 Admin user, §9 limits) as one pure
 * check shared by the form and api/user 11 / 31, plus the stored phone format (prefix + 10 digits).
 */
import type { RoleOption } from './roles';
import { RoleName } from './roles';

export const USER_NAME_MAX = 256;
export const USER_EMAIL_MAX = 256;
export const USER_FULL_NAME_MAX = 512;
export const PHONE_DIGITS = 10;
export const ZIP_DIGITS = 5;
/** The admin screen offers +52 (default) and +1. */
export const PHONE_PREFIXES = ['52', '1'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];
export const DEFAULT_PHONE_PREFIX: PhonePrefix = '52';

/** A deliberately plain e-mail shape: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * Splits a stored phone (spec 1 §3): 10 characters are the number alone (prefix 52), 11 a
 * 1-character prefix plus 10 digits, 12 a 2-character prefix plus 10 digits. Anything else, or a
 * prefix other than +52 / +1, is not a phone the admin screen can show.
 */
export function splitStoredPhone(stored: string): { prefix: PhonePrefix; number: string } | null {
  if (!/^\d+$/.test(stored)) return null;
  const number = stored.slice(-PHONE_DIGITS);
  const prefix = stored.length === PHONE_DIGITS ? DEFAULT_PHONE_PREFIX : stored.slice(0, -10);
  if (number.length !== PHONE_DIGITS || stored.length > PHONE_DIGITS + 2) return null;
  return (PHONE_PREFIXES as readonly string[]).includes(prefix)
    ? { prefix: prefix as PhonePrefix, number }
    : null;
}

/** The stored form of a prefix and a 10-digit number. */
export function joinPhone(prefix: PhonePrefix, number: string): string {
  return `${prefix}${number}`;
}

/** The user dialog's values, as the wire carries them. */
export interface AdminUserInput {
  UserName: string;
  Name: string;
  Email: string;
  RoleId: number | null;
  PhoneNumber: string | null;
  ZipCode: string | null;
  Companies: readonly string[];
  Suppliers: readonly string[];
  Crews: readonly string[];
  Regions: readonly string[];
}

export type AdminUserRule = 'required' | 'maxLength' | 'email' | 'phone' | 'zip';
export interface AdminUserIssue {
  field: keyof AdminUserInput;
  rule: AdminUserRule;
  max?: number;
}

/**
 * Whether the supplier selector, when shown, must be filled. "Supplier required for supplier
 * roles": every role with the selector acts for a lessor or supplier except the operator's
 * Mantenimiento staff, for whom it stays optional.
 */
export function supplierRequired(roleName: string, option: RoleOption | null): boolean {
  return option?.SelectSupplier === true && roleName !== RoleName.Mantenimiento;
}

/**
 * Every broken rule of the user dialog, in field order. `option` is the chosen role's RoleOption;
 * null when it could not be loaded, which hides (and so does not require) supplier, crew and
 * region.
 */
export function adminUserIssues(
  input: AdminUserInput,
  role: { name: string; option: RoleOption | null },
): AdminUserIssue[] {
  const issues: AdminUserIssue[] = [];
  const text = (field: 'UserName' | 'Name' | 'Email', max: number) => {
    const value = input[field].trim();
    if (value === '') issues.push({ field, rule: 'required' });
    else if (value.length > max) issues.push({ field, rule: 'maxLength', max });
    else if (field === 'Email' && !isValidEmail(value)) issues.push({ field, rule: 'email' });
  };
  text('UserName', USER_NAME_MAX);
  if (input.RoleId === null) issues.push({ field: 'RoleId', rule: 'required' });
  text('Name', USER_FULL_NAME_MAX);
  text('Email', USER_EMAIL_MAX);
  const phone = input.PhoneNumber?.trim() ?? '';
  if (phone !== '' && splitStoredPhone(phone) === null) {
    issues.push({ field: 'PhoneNumber', rule: 'phone' });
  }
  const zip = input.ZipCode?.trim() ?? '';
  if (zip !== '' && !new RegExp(`^\\d{${ZIP_DIGITS}}$`).test(zip)) {
    issues.push({ field: 'ZipCode', rule: 'zip' });
  }
  if (input.Companies.length === 0) issues.push({ field: 'Companies', rule: 'required' });
  if (supplierRequired(role.name, role.option) && input.Suppliers.length === 0) {
    issues.push({ field: 'Suppliers', rule: 'required' });
  }
  if (role.option?.SelectCrew && input.Crews.length === 0) {
    issues.push({ field: 'Crews', rule: 'required' });
  }
  if (role.option?.SelectRegion && input.Regions.length === 0) {
    issues.push({ field: 'Regions', rule: 'required' });
  }
  return issues;
}
