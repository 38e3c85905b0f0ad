import { describe, expect, it } from 'vitest';
import { ROLES, RoleName, roleByName } from './roles';
import {
  adminUserIssues,
  isValidEmail,
  joinPhone,
  splitStoredPhone,
  supplierRequired,
  type AdminUserInput,
} from './user-admin-validation';

const valid: AdminUserInput = {
  UserName: 'jlopez',
  Name: 'Juan López',
  Email: 'jlopez@example.mx',
  RoleId: 6,
  PhoneNumber: null,
  ZipCode: null,
  Companies: ['MX10'],
  Suppliers: ['0000200001'],
  Crews: [],
  Regions: [],
};
const roleOf = (name: string) => ({ name, option: roleByName(name)!.option });
const proveedor = roleOf(RoleName.Proveedor);

describe('admin user fields (spec 1 §5 Admin user)', () => {
  it('accepts a complete supplier user', () => {
    expect(adminUserIssues(valid, proveedor)).toEqual([]);
  });

  it.each([
    ['UserName', { UserName: ' ' }, 'required'],
    ['UserName', { UserName: 'u'.repeat(257) }, 'maxLength'],
    ['Name', { Name: '' }, 'required'],
    ['Name', { Name: 'n'.repeat(513) }, 'maxLength'],
    ['Email', { Email: '' }, 'required'],
    ['Email', { Email: 'no-at-sign' }, 'email'],
    ['Email', { Email: `${'e'.repeat(252)}@x.mx` }, 'maxLength'],
    ['RoleId', { RoleId: null }, 'required'],
    ['Companies', { Companies: [] }, 'required'],
    ['Suppliers', { Suppliers: [] }, 'required'],
    ['PhoneNumber', { PhoneNumber: '55123' }, 'phone'],
    ['PhoneNumber', { PhoneNumber: '445512345678' }, 'phone'],
    ['PhoneNumber', { PhoneNumber: '55-1234-5678' }, 'phone'],
    ['ZipCode', { ZipCode: '1234' }, 'zip'],
    ['ZipCode', { ZipCode: '12a45' }, 'zip'],
  ] as const)('%s %j breaks %s', (field, change, rule) => {
    expect(adminUserIssues({ ...valid, ...change }, proveedor)).toContainEqual(
      expect.objectContaining({ field, rule }),
    );
  });

  it.each([['5512345678'], ['525512345678'], ['15512345678']])('accepts the phone %s', (phone) => {
    expect(adminUserIssues({ ...valid, PhoneNumber: phone }, proveedor)).toEqual([]);
  });

  it('requires crew and region when the role shows them', () => {
    const issues = adminUserIssues(valid, roleOf(RoleName.CuadrillaMantenimiento));
    expect(issues.map((i) => i.field)).toEqual(['Crews', 'Regions']);
  });

  it('requires region but not crew for a lessor', () => {
    const issues = adminUserIssues(valid, roleOf(RoleName.Arrendador));
    expect(issues.map((i) => i.field)).toEqual(['Regions']);
  });

  it('requires none of the selectors when the role options could not be loaded', () => {
    const bare = { ...valid, Suppliers: [], Crews: [], Regions: [] };
    expect(adminUserIssues(bare, { name: RoleName.CuadrillaMantenimiento, option: null })).toEqual(
      [],
    );
  });

  it.each(ROLES.map((r) => [r.name, r.option.SelectSupplier && r.name !== RoleName.Mantenimiento]))(
    'supplier required for %s: %s',
    (name, expected) => {
      expect(supplierRequired(name, roleByName(name)!.option)).toBe(expected);
    },
  );
});

describe('stored phones (spec 1 §3, §9)', () => {
  it.each([
    ['5512345678', { prefix: '52', number: '5512345678' }],
    ['525512345678', { prefix: '52', number: '5512345678' }],
    ['15512345678', { prefix: '1', number: '5512345678' }],
    ['35512345678', null],
    ['551234567', null],
    ['1525512345678', null],
  ])('%s splits into %j', (stored, expected) => {
    expect(splitStoredPhone(stored)).toEqual(expected);
  });

  it('joins a prefix and a number', () => {
    expect(joinPhone('1', '5512345678')).toBe('15512345678');
  });

  it.each([
    ['a@b.mx', true],
    ['a b@c.mx', false],
    ['a@b', false],
  ])('e-mail %s valid: %s', (email, expected) => expect(isValidEmail(email)).toBe(expected));
});
