/**
 * The data-update form's values: filled from the caller's stored account (phones parsed back by
 * their stored length, spec 1 §3 User) and turned into the wire's contact data on submit.
 */
import type { ContactData } from '../../../domain/account/contact-data';
import {
  DEFAULT_PHONE_PREFIX,
  formatStoredPhone,
  isPhonePrefix,
  parseStoredPhone,
} from '../../../domain/account/phone';
import type { OwnAccount } from '../../../protocol/account';
import type { PhoneValue } from './phone-field';

export type PhoneKey = 'PhoneNumber' | 'PhoneNumberHome' | 'PhoneNumberAdditional';
export type TextKey = 'Email' | 'ZipCode' | 'ContactName' | 'ContactEmail' | 'SalesRepresentative';

export interface DataUpdateValues {
  phones: Record<PhoneKey, PhoneValue>;
  texts: Record<TextKey, string>;
}

const PHONE_KEYS: readonly PhoneKey[] = ['PhoneNumber', 'PhoneNumberHome', 'PhoneNumberAdditional'];
const TEXT_KEYS: readonly TextKey[] = [
  'Email',
  'ZipCode',
  'ContactName',
  'ContactEmail',
  'SalesRepresentative',
];

/**
 * A stored phone as the field shows it. A value that is not a stored phone with a prefix the form
 * offers starts empty (with +52) rather than showing something the form would refuse unseen.
 */
export function phoneValueOf(stored: string | null | undefined): PhoneValue {
  const parts = parseStoredPhone(stored);
  if (!parts || !isPhonePrefix(parts.prefix)) return { prefix: DEFAULT_PHONE_PREFIX, number: '' };
  return { prefix: parts.prefix, number: parts.number };
}

/**
 * The form's first values: the stored account when it was read, otherwise empty fields and the
 * session's e-mail, so the form still works if the read fails.
 */
export function initialDataUpdateValues(
  account: OwnAccount | null | undefined,
  sessionEmail: string | null,
): DataUpdateValues {
  const phones = Object.fromEntries(
    PHONE_KEYS.map((k) => [k, phoneValueOf(account?.[k])]),
  ) as Record<PhoneKey, PhoneValue>;
  const texts = Object.fromEntries(TEXT_KEYS.map((k) => [k, account?.[k] ?? ''])) as Record<
    TextKey,
    string
  >;
  if (!account) texts.Email = sessionEmail ?? '';
  return { phones, texts };
}

/** The values as the wire's contact data: phones in the stored form, empty texts as null. */
export function toContactData(v: DataUpdateValues): ContactData {
  const phone = (k: PhoneKey) =>
    v.phones[k].number === '' ? '' : formatStoredPhone(v.phones[k].prefix, v.phones[k].number);
  const text = (k: TextKey) => (v.texts[k].trim() === '' ? null : v.texts[k].trim());
  return {
    Email: text('Email'),
    PhoneNumber: phone('PhoneNumber'),
    PhoneNumberHome: phone('PhoneNumberHome'),
    PhoneNumberAdditional: phone('PhoneNumberAdditional') || null,
    ZipCode: text('ZipCode'),
    ContactName: text('ContactName'),
    ContactEmail: text('ContactEmail'),
    SalesRepresentative: text('SalesRepresentative'),
  };
}
