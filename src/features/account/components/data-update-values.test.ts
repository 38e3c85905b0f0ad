import { describe, expect, it } from 'vitest';
import type { OwnAccount } from '../../../protocol/account';
import { initialDataUpdateValues, phoneValueOf, toContactData } from './data-update-values';

const stored: OwnAccount = {
  Id: 7,
  UserName: 'arrendador.hijo',
  Name: 'Laura Arcos',
  TIN: 'ARC010203AB1',
  Email: 'laura@arcos.mx',
  PhoneNumber: '525511112222',
  PhoneNumberHome: '15533334444',
  PhoneNumberAdditional: '5577778888',
  ZipCode: '64000',
  ContactName: 'Pedro Arcos',
  ContactEmail: 'pedro@arcos.mx',
  SalesRepresentative: null,
  CurrentUserDataUpdateDate: null,
  NextUserDataUpdateDate: null,
};

describe('phoneValueOf (a stored phone back into the field)', () => {
  it.each([
    ['10 digits: the number alone, +52', '5511112222', { prefix: '52', number: '5511112222' }],
    ['11 digits: a one-digit prefix', '15533334444', { prefix: '1', number: '5533334444' }],
    ['12 digits: a two-digit prefix', '525511112222', { prefix: '52', number: '5511112222' }],
    ['nothing stored', null, { prefix: '52', number: '' }],
    ['an empty value', '', { prefix: '52', number: '' }],
    ['a length that is no stored phone', '55111', { prefix: '52', number: '' }],
    ['a prefix the form does not offer', '345511112222', { prefix: '52', number: '' }],
    ['not digits', '55-1111-2222', { prefix: '52', number: '' }],
  ])('%s', (_case, value, expected) => {
    expect(phoneValueOf(value)).toEqual(expected);
  });
});

describe('initialDataUpdateValues (the form starts filled)', () => {
  it('shows every stored field of the account', () => {
    expect(initialDataUpdateValues(stored, 'session@demo.mx')).toEqual({
      phones: {
        PhoneNumber: { prefix: '52', number: '5511112222' },
        PhoneNumberHome: { prefix: '1', number: '5533334444' },
        PhoneNumberAdditional: { prefix: '52', number: '5577778888' },
      },
      texts: {
        Email: 'laura@arcos.mx',
        ZipCode: '64000',
        ContactName: 'Pedro Arcos',
        ContactEmail: 'pedro@arcos.mx',
        SalesRepresentative: '',
      },
    });
  });

  it('keeps an account without an e-mail empty rather than using the session one', () => {
    expect(initialDataUpdateValues({ ...stored, Email: null }, 'session@demo.mx').texts.Email).toBe(
      '',
    );
  });

  it('starts empty with the session e-mail when the account could not be read', () => {
    const values = initialDataUpdateValues(null, 'session@demo.mx');
    expect(values.texts).toEqual({
      Email: 'session@demo.mx',
      ZipCode: '',
      ContactName: '',
      ContactEmail: '',
      SalesRepresentative: '',
    });
    expect(values.phones.PhoneNumber).toEqual({ prefix: '52', number: '' });
  });

  it('sends unchanged stored data back as it was stored', () => {
    expect(toContactData(initialDataUpdateValues(stored, null))).toEqual({
      Email: 'laura@arcos.mx',
      PhoneNumber: '525511112222',
      PhoneNumberHome: '15533334444',
      PhoneNumberAdditional: '525577778888',
      ZipCode: '64000',
      ContactName: 'Pedro Arcos',
      ContactEmail: 'pedro@arcos.mx',
      SalesRepresentative: null,
    });
  });
});
