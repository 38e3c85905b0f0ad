/**
 * The data-update forms of spec 1 §5 (lessor, supplier, both forms): which form a role gets and
 * the field rules, checked by the form and again by the server before anything is stored.
 */
import { isAdministrator, isLessorRole, isSupplierRole } from '../roles';
import { isValidStoredPhone, parseStoredPhone } from './phone';

export type ContactForm = 'lessor' | 'supplier';

/**
 * The form a role's users fill in: role names containing "arren" get the lessor form, "prov" the
 * supplier form; every other role (and Administrador, who cannot edit their own contact data) none.
 */
export function contactFormForRole(role: string): ContactForm | null {
  if (isAdministrator(role)) return null;
  if (isLessorRole(role)) return 'lessor';
  if (isSupplierRole(role)) return 'supplier';
  return null;
}

/** The contact fields a user may change about themselves; phones in the stored form. */
export interface ContactData {
  Email: string | null;
  PhoneNumber: string;
  PhoneNumberHome: string;
  PhoneNumberAdditional: string | null;
  ZipCode: string | null;
  ContactName: string | null;
  ContactEmail: string | null;
  SalesRepresentative: string | null;
}

/** Message keys the rules answer with. */
export type ContactProblem =
  | 'dataLabelRequired'
  | 'validateEmail'
  | 'validatePhone'
  | 'validateZipCode'
  | 'validateEqualPhoneAndPhoneHome';

export interface ContactFieldProblem {
  field: keyof ContactData;
  problem: ContactProblem;
}

export const EMAIL_MAX = 256;
export const ZIP_DIGITS = 5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL.test(value);
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/** Every broken rule of the form, in field order (empty when the data may be saved). */
export function contactDataProblems(form: ContactForm, d: ContactData): ContactFieldProblem[] {
  const problems: ContactFieldProblem[] = [];
  const add = (field: keyof ContactData, problem: ContactProblem) =>
    problems.push({ field, problem });
  const required = (field: keyof ContactData) => {
    if (blank(d[field])) {
      add(field, 'dataLabelRequired');
      return false;
    }
    return true;
  };
  const email = (field: 'Email' | 'ContactEmail', mandatory: boolean) => {
    if (blank(d[field])) {
      if (mandatory) add(field, 'dataLabelRequired');
    } else if (!isEmail(d[field]!.trim())) add(field, 'validateEmail');
  };
  const phone = (field: 'PhoneNumber' | 'PhoneNumberHome' | 'PhoneNumberAdditional') => {
    if (!blank(d[field]) && !isValidStoredPhone(d[field]!.trim())) add(field, 'validatePhone');
  };

  if (form === 'supplier') required('SalesRepresentative');
  required('PhoneNumber');
  phone('PhoneNumber');
  required('PhoneNumberHome');
  phone('PhoneNumberHome');
  if (form === 'lessor') {
    email('Email', true);
    if (required('ZipCode') && !new RegExp(`^\\d{${ZIP_DIGITS}}$`).test(d.ZipCode!.trim())) {
      add('ZipCode', 'validateZipCode');
    }
    phone('PhoneNumberAdditional');
    email('ContactEmail', false);
  } else {
    email('Email', false);
  }
  const cell = parseStoredPhone(d.PhoneNumber);
  const home = parseStoredPhone(d.PhoneNumberHome);
  // The same number under either prefix is the same line.
  if (cell && home && cell.number === home.number) {
    add('PhoneNumberHome', 'validateEqualPhoneAndPhoneHome');
  }
  return problems;
}
