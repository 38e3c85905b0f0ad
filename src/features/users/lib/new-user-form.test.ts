import { describe, expect, it } from 'vitest';
import { RoleName, roleByName } from '../../../domain/roles';
import {
  emptyNewUserForm,
  insertBodyOf,
  newUserIssues,
  shownSelectors,
  storedUserName,
  type ChosenRole,
  type NewUserFormValues,
} from './new-user-form';

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
const filled: NewUserFormValues = {
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

describe('a new user', () => {
  it('starts Active with portal access and no SiteAdmin', () => {
    const empty = emptyNewUserForm();
    expect(empty.active).toBe(true);
    expect(empty.sitePortal).toBe(true);
    expect(empty.phonePrefix).toBe('52');
    expect(insertBodyOf(empty, null).User.SiteAdmin).toBe(false);
  });

  it('is inserted without an Id, with the phone prefix and only the shown selectors', () => {
    const body = insertBodyOf(
      { ...filled, phonePrefix: '1', crews: ['CUA-NOR-01'], regions: ['NOR'] },
      proveedor,
    );
    expect('Id' in body.User).toBe(false);
    expect(body.User.PhoneNumber).toBe('15512345678');
    expect(body.User.RoleId).toBe(proveedor.id);
    expect(body.Supplier).toEqual([{ Code: '0000200001' }]);
    expect(body.Crew).toEqual([]);
    expect(body.Region).toEqual([]);
  });
});

describe('rules of the new-user dialog (spec 1 §5 Admin user)', () => {
  it.each<[string, Partial<NewUserFormValues>, ChosenRole | null, string, string]>([
    ['user name required', { userName: ' ' }, proveedor, 'userName', 'obligatorio'],
    ['user name max 256', { userName: 'a'.repeat(257) }, proveedor, 'userName', '256'],
    ['role required', { roleId: '' }, null, 'roleId', 'obligatorio'],
    ['name max 512', { name: 'n'.repeat(513) }, proveedor, 'name', '512'],
    ['e-mail valid', { email: 'ana@' }, proveedor, 'email', 'correo'],
    ['phone of ten digits', { phone: '55123' }, proveedor, 'phone', 'teléfono'],
    ['zip of five digits', { zip: '066' }, proveedor, 'zip', 'postal'],
    ['companies required', { companies: [] }, proveedor, 'companies', 'obligatorio'],
    ['supplier for supplier roles', { supplier: '' }, proveedor, 'supplier', 'obligatorio'],
    ['crew when shown', { crews: [], regions: ['NOR'] }, crewRole, 'crews', 'obligatorio'],
    [
      'region when shown',
      { crews: ['CUA-NOR-01'], regions: [] },
      crewRole,
      'regions',
      'obligatorio',
    ],
  ])('%s', (_name, change, role, field, text) => {
    const issues = newUserIssues({ ...filled, ...change }, role, 'es');
    expect(Object.keys(issues)).toEqual([field]);
    expect(issues[field as keyof typeof issues]!.toLowerCase()).toContain(text);
  });

  it('accepts a complete supplier user', () => {
    expect(newUserIssues(filled, proveedor, 'es')).toEqual({});
  });

  it('neither shows nor requires supplier, crew and region when the role options failed', () => {
    const failed: ChosenRole = { ...crewRole, option: null };
    expect(shownSelectors(failed)).toEqual({ supplier: false, crew: false, region: false });
    expect(newUserIssues({ ...filled, supplier: '' }, failed, 'es')).toEqual({});
  });
});

describe('the stored user name', () => {
  it('takes the supplier code as prefix for a principal, not for an administrator', () => {
    expect(storedUserName(filled, proveedor, RoleName.ProveedorPrincipal)).toBe('0000200001_ana');
    expect(storedUserName(filled, proveedor, RoleName.Administrador)).toBe('ana');
  });
});
