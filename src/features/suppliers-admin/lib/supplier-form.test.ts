import { describe, expect, it } from 'vitest';
import {
  formErrors,
  formFromRecord,
  newSupplierForm,
  panelOptionId,
  saveBody,
  supplierKind,
  withOption,
} from './supplier-form';
import { EMPTY_SUPPLIER_SEARCH, searchFilter } from './search-form';

const OPTIONS = [
  { Id: 1, Name: 'EL - Factura electrónica' },
  { Id: 2, Name: 'NE - Factura no electrónica' },
];

const filled = () => ({
  ...newSupplierForm(),
  Name: 'Refacciones del Centro',
  TIN: 'RDC120304AB1',
  Code: '300001',
  Companies: ['MX10'],
});

describe('the supplier form', () => {
  it('starts a new supplier electronic, status 5, order invoice, withholding hidden (spec 2 §9)', () => {
    const f = newSupplierForm();
    expect(f.IsSupplier).toBe(true);
    expect(f.Active).toBe(true);
    expect(f.electronic).toEqual({ option: '1', status: '5', type: '1', withholding: '1' });
    expect(f.nonElectronic).toEqual({ option: '', status: '', type: '', withholding: '' });
  });

  it('requires name, tax id, code and a company, within their limits', () => {
    expect(formErrors(newSupplierForm())).toEqual({
      Name: { kind: 'required' },
      TIN: { kind: 'required' },
      Code: { kind: 'required' },
      Companies: { kind: 'required' },
    });
    expect(formErrors({ ...filled(), Code: '12345678901', Name: 'n'.repeat(257) })).toEqual({
      Code: { kind: 'tooLong', max: 10 },
      Name: { kind: 'tooLong', max: 256 },
    });
    expect(formErrors(filled())).toEqual({});
  });

  it('makes a panel with an option need status, type and withholding; clearing the option clears them', () => {
    const f = { ...filled(), nonElectronic: withOption(filled().nonElectronic, '2') };
    expect(formErrors(f)).toEqual({
      'nonElectronic.status': { kind: 'required' },
      'nonElectronic.type': { kind: 'required' },
      'nonElectronic.withholding': { kind: 'required' },
    });
    expect(withOption(f.electronic, '')).toEqual({
      option: '',
      status: '',
      type: '',
      withholding: '',
    });
    // A lessor only has no panels to check or send.
    const lessor = { ...f, IsSupplier: false, IsLessor: true };
    expect(formErrors(lessor)).toEqual({});
    expect(saveBody(lessor, null).InvoiceType).toEqual([]);
  });

  it('sends both panels, one or none', () => {
    const both = {
      ...filled(),
      nonElectronic: { option: '2', status: '3', type: '3', withholding: '2' },
    };
    expect(saveBody(both, 7)).toMatchObject({
      Supplier: { Id: 7, Code: '300001', Deleted: false },
      Company: [{ Id: 'MX10' }],
      InvoiceType: [
        { InvoiceOptionId: 1, InvoiceStatusId: 5, InvoiceTypeId: 1, WithHoldingTaxOptionId: 1 },
        { InvoiceOptionId: 2, InvoiceStatusId: 3, InvoiceTypeId: 3, WithHoldingTaxOptionId: 2 },
      ],
    });
    expect(saveBody(filled(), null).InvoiceType).toHaveLength(1);
    const none = { ...filled(), electronic: withOption(filled().electronic, '') };
    expect(saveBody(none, null).InvoiceType).toEqual([]);
  });

  it('reads a stored record into the panels by option', () => {
    const f = formFromRecord(
      {
        Supplier: {
          Id: 3,
          Name: 'X',
          TIN: 'Y',
          Code: '0000300001',
          Active: false,
          IsNonDeductible: true,
          IsLessor: false,
          IsSupplier: true,
          Deleted: false,
          ModifiedDate: null,
          ModifiedBy: null,
        },
        Company: [{ Id: 'MX20', Code: 'MX20', Name: 'Norte' }],
        PurchaseOrderType: [{ Id: 2, Code: '02', Name: 'Servicios' }],
        InvoiceType: [
          { InvoiceOptionId: 2, InvoiceStatusId: 3, InvoiceTypeId: 3, WithHoldingTaxOptionId: 2 },
        ],
      },
      OPTIONS,
    );
    expect(f.electronic.option).toBe('');
    expect(f.nonElectronic).toEqual({ option: '2', status: '3', type: '3', withholding: '2' });
    expect(f.Companies).toEqual(['MX20']);
    expect(f.OrderTypes).toEqual([2]);
  });

  it('finds each panel its option by the text prefix, else by position', () => {
    expect(panelOptionId('nonElectronic', OPTIONS)).toBe(2);
    expect(panelOptionId('electronic', [...OPTIONS].reverse())).toBe(1);
    expect(
      panelOptionId('nonElectronic', [
        { Id: 8, Name: 'A' },
        { Id: 9, Name: 'B' },
      ]),
    ).toBe(9);
  });

  it('names the type of a row', () => {
    expect(supplierKind({ IsLessor: true, IsSupplier: true })).toBe('both');
    expect(supplierKind({ IsLessor: true, IsSupplier: false })).toBe('lessor');
    expect(supplierKind({ IsLessor: false, IsSupplier: true })).toBe('supplier');
  });
});

describe('the search dialog', () => {
  it('needs a name or a tax id (alertSearchSupplier)', () => {
    expect(searchFilter({ ...EMPTY_SUPPLIER_SEARCH, Code: '300001' })).toEqual({
      ok: false,
      problem: { key: 'alertSearchSupplier', params: {} },
    });
    expect(
      searchFilter({ ...EMPTY_SUPPLIER_SEARCH, TIN: ' RDC ', PurchaseOrderTypeId: '2' }),
    ).toEqual({
      ok: true,
      filter: { Name: null, TIN: 'RDC', Code: null, CompanyId: null, PurchaseOrderTypeId: 2 },
    });
  });
});
