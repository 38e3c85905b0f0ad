import { describe, expect, it } from 'vitest';
import { RoleName, roleByName } from '../../../domain/roles';
import { emptyNewUserForm } from './new-user-form';
import {
  shownSelectors,
  storedUserName,
  supplierIsRequired,
  userFormIssues,
  userLinksOf,
  type ChosenRole,
  type UserFormValues,
} from './user-form';

const proveedor: ChosenRole = {
  id: roleByName(RoleName.Proveedor)!.id,
  name: RoleName.Proveedor,
  option: { SelectSupplier: true, SelectCrew: false, SelectRegion: false },
};
const crewRole: ChosenRole = {
  id: roleByName(RoleName.CuadrillaMantenimiento)!.id,
  name: RoleName.CuadrillaMantenimiento,
  option: { SelectSupplier: true, SelectCrew: true, SelectRegion: true },
};
const mantenimiento: ChosenRole = {
  id: roleByName(RoleName.Mantenimiento)!.id,
  name: RoleName.Mantenimiento,
  option: { SelectSupplier: true, SelectCrew: false, SelectRegion: false },
};
const filled: UserFormValues = {
  ...emptyNewUserForm(),
  userName: 'ana',
  roleId: String(proveedor.id),
  name: 'Ana López',
  email: 'ana@example.mx',
  phone: '5512345678',
  zip: '06600',
  companies: ['MX10'],
  supplier: '0000200001',
};

describe('rules of the user dialog (spec 1 §5 Admin user)', () => {
  it.each<[string, Partial<UserFormValues>, ChosenRole | null, string, string]>([
    ['user name required', { userName: ' ' }, proveedor, 'userName', 'obligatorio'],
    ['user name max 256', { userName: 'a'.repeat(257) }, proveedor, 'userName', '256'],
    ['role required', { roleId: '' }, null, 'roleId', 'obligatorio'],
    ['name required', { name: ' ' }, proveedor, 'name', 'el campo nombre es obligatorio'],
    ['name max 512', { name: 'n'.repeat(513) }, proveedor, 'name', '512'],
    ['e-mail required', { email: '' }, proveedor, 'email', 'obligatorio'],
    ['e-mail valid', { email: 'ana@' }, proveedor, 'email', 'correo'],
    ['e-mail max 256', { email: `${'a'.repeat(251)}@ex.mx` }, proveedor, 'email', '256'],
    ['phone of ten digits', { phone: '55123' }, proveedor, 'phone', 'teléfono'],
    ['zip of five digits', { zip: '066' }, proveedor, 'zip', 'postal'],
    ['companies required', { companies: [] }, proveedor, 'companies', 'obligatorio'],
    ['supplier for supplier roles', { supplier: '' }, proveedor, 'supplier', 'obligatorio'],
    ['crew when shown', { crews: [], regions: ['NOR'] }, crewRole, 'crews', 'cuadrilla'],
    ['region when shown', { crews: ['CUA-NOR-01'] }, crewRole, 'regions', 'regi'],
  ])('%s', (_name, change, role, field, text) => {
    const issues = userFormIssues({ ...filled, ...change }, role, 'es');
    expect(Object.keys(issues)).toEqual([field]);
    expect(issues[field as keyof typeof issues]!.toLowerCase()).toContain(text);
  });

  it('accepts a complete supplier user, and an empty phone and zip', () => {
    expect(userFormIssues(filled, proveedor, 'es')).toEqual({});
    expect(userFormIssues({ ...filled, phone: '', zip: '' }, proveedor, 'es')).toEqual({});
  });

  it('speaks English when asked', () => {
    expect(userFormIssues({ ...filled, zip: '1' }, proveedor, 'en')).toEqual({
      zip: 'The zip code must have 5 digits',
    });
  });

  it('leaves the supplier optional for the operator’s Mantenimiento staff', () => {
    expect(supplierIsRequired(mantenimiento)).toBe(false);
    expect(userFormIssues({ ...filled, supplier: '' }, mantenimiento, 'es')).toEqual({});
  });

  it('neither shows nor requires supplier, crew and region when the role options failed', () => {
    const failed: ChosenRole = { ...crewRole, option: null };
    expect(shownSelectors(failed)).toEqual({ supplier: false, crew: false, region: false });
    expect(supplierIsRequired(failed)).toBe(false);
    expect(userFormIssues({ ...filled, supplier: '' }, failed, 'es')).toEqual({});
  });
});

describe('the links the body carries', () => {
  const links = { ...filled, crews: ['CUA-NOR-01'], regions: ['NOR'] };

  it('sends only the selectors the role shows', () => {
    expect(userLinksOf(links, proveedor)).toEqual({
      Company: [{ Code: 'MX10' }],
      Supplier: [{ Code: '0000200001' }],
      Crew: [],
      Region: [],
    });
    expect(userLinksOf(links, crewRole).Crew).toEqual([{ Code: 'CUA-NOR-01' }]);
  });

  it('sends the form’s links as they are when the role options are unknown', () => {
    expect(userLinksOf(links, { ...proveedor, option: null })).toEqual({
      Company: [{ Code: 'MX10' }],
      Supplier: [{ Code: '0000200001' }],
      Crew: [{ Code: 'CUA-NOR-01' }],
      Region: [{ Code: 'NOR' }],
    });
  });
});

describe('the stored user name', () => {
  it('takes the supplier code as prefix for a principal, not for an administrator', () => {
    expect(storedUserName(filled, proveedor, RoleName.ProveedorPrincipal)).toBe('0000200001_ana');
    expect(storedUserName(filled, proveedor, RoleName.Administrador)).toBe('ana');
  });

  it('never prefixes crew accounts', () => {
    expect(storedUserName(filled, crewRole, RoleName.Mantenimiento)).toBe('ana');
  });

  it('keeps a stored user’s unchanged name and prefixes a changed one', () => {
    const principal = RoleName.ProveedorPrincipal;
    expect(storedUserName({ ...filled, userName: 'viejo' }, proveedor, principal, 'viejo')).toBe(
      'viejo',
    );
    expect(storedUserName({ ...filled, userName: 'nuevo' }, proveedor, principal, 'viejo')).toBe(
      '0000200001_nuevo',
    );
  });
});
