import { describe, expect, it } from 'vitest';
import {
  accessRequestProblems,
  padPartnerId,
  requestAccessRole,
  requestAccessSubmitEnabled,
  supplierCodeOf,
  type AccessRequestForm,
  type PartnerType,
} from './request-access';

const supplier: AccessRequestForm = {
  Type: 'SUPPLIER',
  TIN: 'SEB050607HJ8',
  PartnerId: '200001',
  SiteId: null,
  Email: 'ventas@bajio.mx',
};

describe('accessRequestProblems', () => {
  it.each<[string, Partial<AccessRequestForm>, string[]]>([
    ['a complete supplier request', {}, []],
    ['no type', { Type: null }, ['Type:requestAccessTypeRequired']],
    ['a natural-person RFC', { TIN: 'MEGA800101AB1' }, []],
    ['a bad RFC', { TIN: 'SEB05060HJ8' }, ['TIN:validateRfc']],
    ['no RFC', { TIN: ' ' }, ['TIN:dataLabelRequired']],
    ['no partner number', { PartnerId: '' }, ['PartnerId:dataLabelRequired']],
    ['letters in the partner number', { PartnerId: 'A200001' }, ['PartnerId:validatePartnerId']],
    ['a lessor without site', { Type: 'LESSOR' }, ['SiteId:dataLabelRequired']],
    ['a lessor with site', { Type: 'LESSOR', SiteId: 'MX-NOR-0001' }, []],
    ['a bad e-mail', { Email: 'ventas' }, ['Email:validateEmail']],
  ])('%s', (_, change, expected) =>
    expect(
      accessRequestProblems({ ...supplier, ...change }).map((p) => `${p.field}:${p.problem}`),
    ).toEqual(expected),
  );
});

describe('partner ids', () => {
  it.each<[PartnerType, string, string]>([
    ['SUPPLIER', '200001', '0000200001'],
    ['SUPPLIER', '0000200001', '0000200001'],
    ['LESSOR', '1000100003', '0000100003'],
    ['LESSOR', 'A123456789', '0123456789'],
  ])('%s LIFNR %s -> supplier code %s', (type, lifnr, code) =>
    expect(supplierCodeOf(type, lifnr)).toBe(code),
  );

  it('pads to 10 digits', () => expect(padPartnerId(' 42 ')).toBe('0000000042'));
});

describe('requestAccessRole', () => {
  it.each<[PartnerType, boolean, string]>([
    ['SUPPLIER', false, 'Proveedor Principal'],
    ['SUPPLIER', true, 'Proveedor Principal'],
    ['LESSOR', false, 'Arrendamiento'],
    ['LESSOR', true, 'Arrend. + Mantto Variable'],
  ])('%s with MAINTVARIABLE %s -> %s', (type, mv, role) =>
    expect(requestAccessRole(type, mv)).toBe(role),
  );
});

describe('requestAccessSubmitEnabled', () => {
  it.each<[PartnerType | null, boolean, boolean, boolean]>([
    [null, false, false, false],
    ['LESSOR', false, false, true],
    ['SUPPLIER', true, false, false],
    ['SUPPLIER', true, true, true],
  ])('type %s, captcha required %s, answered %s -> %s', (type, req, ans, enabled) =>
    expect(requestAccessSubmitEnabled(type, req, ans)).toBe(enabled),
  );
});
