import { describe, expect, it } from 'vitest';
import {
  clearedConfig,
  invoiceConfigProblem,
  optionKind,
  supplierFormProblems,
  supplierSearchProblem,
} from './admin';

const ok = { Name: 'Proveedor', TIN: 'AAA010101AAA', Code: '0000200001', Companies: ['MX10'] };

describe('supplier form (§5 Supplier admin)', () => {
  it.each([
    ['complete', {}, []],
    ['no name', { Name: '' }, ['supplierFieldRequired:Name']],
    ['no tax id', { TIN: ' ' }, ['supplierFieldRequired:TIN']],
    ['no code', { Code: '' }, ['supplierFieldRequired:Code']],
    ['no company', { Companies: [] }, ['supplierFieldRequired:Company']],
    ['name 256', { Name: 'x'.repeat(256) }, []],
    ['name 257', { Name: 'x'.repeat(257) }, ['supplierFieldTooLong:Name']],
    ['tax id 257', { TIN: 'x'.repeat(257) }, ['supplierFieldTooLong:TIN']],
    ['code 11', { Code: '12345678901' }, ['supplierFieldTooLong:Code']],
  ] as const)('%s', (_n, over, expected) => {
    const got = supplierFormProblems({ ...ok, ...over }).map((p) => `${p.key}:${p.params.field}`);
    expect(got).toEqual(expected);
  });
});

describe('invoicing panels: an option makes status, type and withholding required', () => {
  const full = {
    InvoiceOptionId: 1,
    InvoiceStatusId: 5,
    InvoiceTypeId: 1,
    WithHoldingTaxOptionId: 1,
  };
  const none = {
    InvoiceOptionId: null,
    InvoiceStatusId: null,
    InvoiceTypeId: null,
    WithHoldingTaxOptionId: null,
  };
  it.each([
    ['electronic complete', 'electronic', full, null],
    ['no option, nothing required', 'electronic', none, null],
    ['no status', 'electronic', { ...full, InvoiceStatusId: null }, 'supplierConfigIncomplete'],
    ['no type', 'electronic', { ...full, InvoiceTypeId: null }, 'supplierConfigIncomplete'],
    [
      'no withholding',
      'electronic',
      { ...full, WithHoldingTaxOptionId: null },
      'supplierConfigIncomplete',
    ],
    [
      'non-electronic option in the electronic panel',
      'electronic',
      { ...full, InvoiceOptionId: 2 },
      'supplierConfigWrongPanel',
    ],
    ['non-electronic complete', 'nonElectronic', { ...full, InvoiceOptionId: 2 }, null],
  ] as const)('%s', (_n, panel, config, key) => {
    expect(invoiceConfigProblem(panel, config)?.key ?? null).toBe(key);
  });

  it('clearing the option clears the others', () => {
    expect(clearedConfig({ ...full, InvoiceOptionId: null })).toEqual(none);
    expect(clearedConfig(full)).toEqual(full);
  });
});

describe('search dialog and options', () => {
  it.each([
    [{ Name: '', TIN: '' }, 'alertSearchSupplier'],
    [{ Name: 'Bajío', TIN: '' }, null],
    [{ Name: '', TIN: 'SEB050607HJ8' }, null],
    [{ Name: 'x'.repeat(513), TIN: '' }, 'supplierFieldTooLong'],
  ] as const)('%j', (f, key) => expect(supplierSearchProblem(f)?.key ?? null).toBe(key));

  it.each([
    ['EL - Factura electrónica', 'EL'],
    ['NE-Factura no electrónica', 'NE'],
    ['Otra', null],
  ] as const)('%s', (name, kind) => expect(optionKind(name)).toBe(kind));
});
