import { describe, expect, it } from 'vitest';
import { formReady, formTotal, newNonElectronicId, taxIdProblems } from './non-electronic-form';

const form = {
  number: 'F-100',
  date: '2026-03-02',
  subtotal: '1,000.00',
  tax: '160',
  withholdings: '0',
  currency: 'MXN',
  issuerTin: 'seb050607hj8',
  issuerName: 'Servicios',
  receiverTin: 'TTM010101AB1',
  receiverName: 'Torres',
};

describe('the non-electronic supplier form', () => {
  it('computes the total as subtotal plus tax minus withholdings', () => {
    expect(formTotal(form)).toBe('1160.00');
    expect(formTotal({ ...form, withholdings: '100.5' })).toBe('1059.50');
    expect(formTotal({ ...form, tax: 'x' })).toBe('');
  });

  it('takes only the assigned tax ids', () => {
    expect(taxIdProblems(form, ['SEB050607HJ8'], ['TTM010101AB1'])).toEqual([]);
    expect(taxIdProblems(form, ['OTR010101AB1'], [])).toEqual([
      'issuerNotAssigned',
      'receiverNotAssigned',
    ]);
  });

  it('is ready when every field is right, this year', () => {
    expect(formReady(form, '2026-03-10', ['SEB050607HJ8'], ['TTM010101AB1'])).toBe(true);
    expect(
      formReady({ ...form, date: '2025-12-31' }, '2026-03-10', ['SEB050607HJ8'], ['TTM010101AB1']),
    ).toBe(false);
    expect(
      formReady({ ...form, subtotal: '0.50' }, '2026-03-10', ['SEB050607HJ8'], ['TTM010101AB1']),
    ).toBe(false);
  });

  it('makes ids of the InvoiceId shape', () => {
    expect(newNonElectronicId(0)).toMatch(/^NE-0-[0-9A-F]{12}$/);
  });
});
