import { describe, expect, it } from 'vitest';
import { Module } from '../../../domain/menu-tree';
import { defaultModulesForRole } from '../../../domain/role-modules';
import { RoleName, roleByName } from '../../../domain/roles';
import type { ClientItem } from '../../../protocol/client';
import type { UserRecordResponse } from '../../../protocol/user-admin';
import {
  activateModule,
  clientChoices,
  editFormOf,
  grantModule,
  modulesOfRole,
  updateBodyOf,
} from './edit-form';
import { userFormIssues, type ChosenRole, type UserFormValues } from './user-form';

const answer: UserRecordResponse = {
  Result: true,
  Message: null,
  User: {
    Id: 42,
    UserName: 'ana.prov',
    RoleId: roleByName(RoleName.Proveedor)!.id,
    RoleName: 'Proveedor',
    Name: 'Ana López',
    Email: 'ana@example.mx',
    PhoneNumber: '15512345678',
    PhoneNumberHome: '5500000000',
    PhoneNumberAdditional: null,
    ZipCode: '06600',
    ContactName: null,
    ContactEmail: null,
    SalesRepresentative: null,
    SitePortal: true,
    SiteAdmin: false,
    Active: true,
    LockoutEnabled: true,
    ClientParentId: '0000300001',
    ClientChildId: null,
    Child: false,
    Employee: false,
    CurrentUserDataUpdateDate: null,
    NextUserDataUpdateDate: null,
    ModifiedDate: '2026-01-01T00:00:00.000Z',
    ModifiedBy: 'admin',
    CompanyCode: 'MX10',
    SupplierUser: [{ Code: '0000200001' }],
    CreatedByAdmin: true,
    Editable: true,
  },
  Company: [{ Code: 'MX10' }],
  Supplier: [{ Code: '0000200001' }],
  Module: [{ Code: 'SUP_INVOICE', Active: true }],
  Crew: [],
  Region: [],
};

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
const values = (over: Partial<UserFormValues> = {}): UserFormValues => ({
  ...editFormOf(answer),
  ...over,
});

describe('editFormOf', () => {
  it('reads the stored user with its role, links, modules and client into the form', () => {
    expect(values()).toMatchObject({
      userName: 'ana.prov',
      roleId: String(proveedor.id),
      phonePrefix: '1',
      phone: '5512345678',
      zip: '06600',
      companies: ['MX10'],
      supplier: '0000200001',
      crews: [],
      modules: [{ code: 'SUP_INVOICE', active: true }],
      clientParentId: '0000300001',
      clientChildId: '',
    });
  });

  it('breaks no rule for a stored user read as it is', () => {
    expect(userFormIssues(values(), proveedor, 'es')).toEqual({});
  });
});

describe('updateBodyOf', () => {
  it('sends the changed role, links, modules and client of an administrator', () => {
    const body = updateBodyOf(
      answer,
      values({
        roleId: String(crewRole.id),
        name: ' Ana María ',
        phonePrefix: '52',
        zip: '',
        active: false,
        crews: ['CUA-NOR-01'],
        regions: ['NOR'],
        modules: [{ code: 'MNT_REVIEW', active: false }],
        clientParentId: '',
        clientChildId: '',
      }),
      crewRole,
      RoleName.Administrador,
    );
    expect(body.User).toMatchObject({
      Id: 42,
      UserName: 'ana.prov',
      RoleId: crewRole.id,
      Name: 'Ana María',
      PhoneNumber: '525512345678',
      PhoneNumberHome: '5500000000',
      ZipCode: null,
      Active: false,
      ClientParentId: null,
      ClientChildId: null,
    });
    expect(body.Supplier).toEqual([{ Code: '0000200001' }]);
    expect(body.Crew).toEqual([{ Code: 'CUA-NOR-01' }]);
    expect(body.Region).toEqual([{ Code: 'NOR' }]);
    expect(body.Module).toEqual([{ Code: 'MNT_REVIEW', Active: false }]);
  });

  it('drops the links of a selector the new role does not show', () => {
    const body = updateBodyOf(
      answer,
      values({ crews: ['CUA-NOR-01'], regions: ['NOR'] }),
      proveedor,
      RoleName.Administrador,
    );
    expect(body.Crew).toEqual([]);
    expect(body.Region).toEqual([]);
  });

  it('leaves modules and client ids alone for anybody but an administrator', () => {
    const body = updateBodyOf(
      answer,
      values({ modules: [], clientParentId: '0000399999' }),
      proveedor,
      RoleName.ProveedorPrincipal,
    );
    expect(body.Module).toBeNull();
    expect(body.User.ClientParentId).toBe('0000300001');
    expect(body.User.ClientChildId).toBeNull();
  });
});

describe('the modules checklist', () => {
  it('proposes the role’s default modules, all active, for a newly chosen role', () => {
    const modules = modulesOfRole(RoleName.CuadrillaMantenimiento);
    expect(modules.map((m) => m.code)).toEqual(
      defaultModulesForRole(RoleName.CuadrillaMantenimiento),
    );
    expect(modules.every((m) => m.active)).toBe(true);
  });

  it.each<[string, (l: { code: string; active: boolean }[]) => unknown, unknown]>([
    ['grants a module active', (l) => grantModule(l, Module.AdminStatements, true), 2],
    ['keeps a granted module as it is', (l) => grantModule(l, Module.SupplierInvoicing, true), 1],
    ['withdraws a module', (l) => grantModule(l, Module.SupplierInvoicing, false), 0],
  ])('%s', (_name, change, count) => {
    const list = [{ code: Module.SupplierInvoicing, active: false }];
    const next = change(list) as { code: string; active: boolean }[];
    expect(next).toHaveLength(count as number);
    expect(next.find((m) => m.code === Module.SupplierInvoicing)?.active ?? false).toBe(false);
    expect(next.find((m) => m.code === Module.AdminStatements)?.active ?? true).toBe(true);
  });

  it('deactivates and reactivates only a granted module', () => {
    const list = [{ code: 'A', active: true }];
    expect(activateModule(list, 'A', false)).toEqual([{ code: 'A', active: false }]);
    expect(activateModule(list, 'B', true)).toEqual(list);
  });
});

describe('clientChoices', () => {
  const clients: ClientItem[] = [
    { Code: '0000300001', ChildCode: null, CompanyId: 'MX10', Active: true, Type: 1 },
    { Code: '0000300001', ChildCode: '0000300003', CompanyId: 'MX10', Active: true, Type: 2 },
    { Code: '0000300001', ChildCode: '0000300002', CompanyId: 'MX10', Active: true, Type: 2 },
  ];

  it.each<[string, { parent: string; child: string }, string[], string[]]>([
    ['no parent: no children', { parent: '', child: '' }, ['0000300001'], []],
    [
      'a parent lists its children',
      { parent: '0000300001', child: '' },
      ['0000300001'],
      ['0000300002', '0000300003'],
    ],
    [
      'stored codes the list lacks are kept',
      { parent: '0000399999', child: '0000399998' },
      ['0000300001', '0000399999'],
      ['0000399998'],
    ],
  ])('%s', (_name, current, parents, children) => {
    expect(clientChoices(clients, current)).toEqual({ parents, children });
  });
});
