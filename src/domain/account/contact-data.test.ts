import { describe, expect, it } from 'vitest';
import { contactDataProblems, contactFormForRole, type ContactData } from './contact-data';

describe('contactFormForRole', () => {
  it.each([
    ['Arrendador', 'lessor'],
    ['Arrendamiento', 'lessor'],
    ['Arrend. + Mantto Variable', 'lessor'],
    ['Proveedor Principal', 'supplier'],
    ['Proveedor', 'supplier'],
    ['Administrador', null],
    ['Mantenimiento', null],
    ['Cliente', null],
  ])('%s -> %s', (role, form) => expect(contactFormForRole(role)).toBe(form));
});

const lessor: ContactData = {
  Email: 'ana@arcos.mx',
  PhoneNumber: '525512345678',
  PhoneNumberHome: '525587654321',
  PhoneNumberAdditional: null,
  ZipCode: '64000',
  ContactName: null,
  ContactEmail: null,
  SalesRepresentative: null,
};
const supplier: ContactData = { ...lessor, Email: null, ZipCode: null, SalesRepresentative: 'Ana' };

describe('contactDataProblems', () => {
  it.each<[string, 'lessor' | 'supplier', Partial<ContactData>, string[]]>([
    ['a complete lessor form', 'lessor', {}, []],
    ['a lessor without e-mail', 'lessor', { Email: '' }, ['Email:dataLabelRequired']],
    ['a bad e-mail', 'lessor', { Email: 'ana@' }, ['Email:validateEmail']],
    ['a 4-digit zip', 'lessor', { ZipCode: '6400' }, ['ZipCode:validateZipCode']],
    ['a letter in the zip', 'lessor', { ZipCode: '6400A' }, ['ZipCode:validateZipCode']],
    ['no zip', 'lessor', { ZipCode: null }, ['ZipCode:dataLabelRequired']],
    ['a 9-digit cell', 'lessor', { PhoneNumber: '52551234567' }, ['PhoneNumber:validatePhone']],
    ['a +44 cell', 'lessor', { PhoneNumber: '445512345678' }, ['PhoneNumber:validatePhone']],
    ['no landline', 'lessor', { PhoneNumberHome: '' }, ['PhoneNumberHome:dataLabelRequired']],
    [
      'equal cell and landline',
      'lessor',
      { PhoneNumberHome: '15512345678' },
      ['PhoneNumberHome:validateEqualPhoneAndPhoneHome'],
    ],
    [
      'a short extra phone',
      'lessor',
      { PhoneNumberAdditional: '5255' },
      ['PhoneNumberAdditional:validatePhone'],
    ],
    ['a bad contact e-mail', 'lessor', { ContactEmail: 'x' }, ['ContactEmail:validateEmail']],
    ['a complete supplier form', 'supplier', {}, []],
    ['a supplier without e-mail or zip', 'supplier', { Email: '', ZipCode: '' }, []],
    [
      'no sales representative',
      'supplier',
      { SalesRepresentative: ' ' },
      ['SalesRepresentative:dataLabelRequired'],
    ],
    ['a bad supplier e-mail', 'supplier', { Email: 'ana.mx' }, ['Email:validateEmail']],
  ])('%s', (_, form, change, expected) => {
    const base = form === 'lessor' ? lessor : supplier;
    const problems = contactDataProblems(form, { ...base, ...change });
    expect(problems.map((p) => `${p.field}:${p.problem}`)).toEqual(expected);
  });
});
