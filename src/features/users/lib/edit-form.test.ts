import { describe, expect, it } from 'vitest';
import type { UserRecordResponse } from '../../../protocol/user-admin';
import { editFormOf, editIssues, updateBodyOf, type EditFormValues } from './edit-form';

const answer: UserRecordResponse = {
  Result: true,
  Message: null,
  User: {
    Id: 42,
    UserName: '0000200001_ana',
    RoleId: 6,
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
    ClientParentId: null,
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
  Module: [{ Code: 'MANT', Active: true }],
  Crew: [],
  Region: [{ Code: 'NOR' }],
};

const values = (over: Partial<EditFormValues> = {}): EditFormValues => ({
  ...editFormOf(answer),
  ...over,
});

describe('editFormOf', () => {
  it('splits the stored phone into its prefix and number', () => {
    expect(values()).toMatchObject({ phonePrefix: '1', phone: '5512345678', zip: '06600' });
  });
});

describe('updateBodyOf', () => {
  it('changes the shown fields and sends the rest back as it was read', () => {
    const body = updateBodyOf(
      answer,
      values({ name: ' Ana María ', phonePrefix: '52', zip: '', active: false }),
    );
    expect(body.User).toMatchObject({
      Id: 42,
      UserName: '0000200001_ana',
      RoleId: 6,
      Name: 'Ana María',
      PhoneNumber: '525512345678',
      PhoneNumberHome: '5500000000',
      ZipCode: null,
      Active: false,
    });
    expect(body.Supplier).toEqual([{ Code: '0000200001' }]);
    expect(body.Module).toEqual([{ Code: 'MANT', Active: true }]);
    expect(body.Region).toEqual([{ Code: 'NOR' }]);
  });
});

describe('editIssues', () => {
  it.each([
    [{}, {}],
    [{ name: ' ' }, { name: 'El campo Nombre es obligatorio' }],
    [{ email: 'ana@' }, { email: 'El correo electrónico no es válido' }],
    [{ email: '' }, { email: 'El campo Correo electrónico es obligatorio' }],
    [{ phone: '55123' }, { phone: 'El teléfono debe tener 10 dígitos, con prefijo +52 o +1' }],
    [{ phone: '' }, {}],
    [{ zip: '066' }, { zip: 'El código postal debe tener 5 dígitos' }],
    [{ name: 'x'.repeat(513) }, { name: 'El campo Nombre admite máximo 512 caracteres' }],
  ])('%j gives %j', (over, expected) => {
    expect(editIssues(answer, values(over), 'es')).toEqual(expected);
  });

  it('speaks English when asked', () => {
    expect(editIssues(answer, values({ zip: '1' }), 'en')).toEqual({
      zip: 'The zip code must have 5 digits',
    });
  });
});
