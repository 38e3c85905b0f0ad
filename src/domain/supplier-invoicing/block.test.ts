import { describe, expect, it } from 'vitest';
import { supplierInvoicingAllowed, supplierInvoicingBlocked } from './block';

const allowed = { value: 'true', active: true };

describe('supplier invoicing block (§5: day 16 to 1 January 2024, InvoiceSupplierAllowed)', () => {
  it.each([
    ['2023-12-15', null, false],
    ['2023-12-16', null, true],
    ['2023-12-31', null, true],
    ['2023-11-20', null, true],
    ['2023-12-16', allowed, false],
    ['2023-12-16', { value: 'true', active: false }, true],
    ['2023-12-16', { value: 'false', active: true }, true],
    ['2023-12-16', { value: ' TRUE ', active: true }, false],
    ['2024-01-01', null, false],
    ['2024-01-16', null, false],
    ['2026-03-20', null, false],
  ] as const)('%s with %j: blocked %s', (today, p, blocked) => {
    expect(supplierInvoicingBlocked(today, p)).toBe(blocked);
  });

  it('a moved end date blocks from day 16 of each month until it', () => {
    expect(supplierInvoicingBlocked('2026-03-16', null, '2027-01-01')).toBe(true);
    expect(supplierInvoicingBlocked('2026-03-15', null, '2027-01-01')).toBe(false);
  });

  it('the parameter must be active and say true', () => {
    expect(supplierInvoicingAllowed(null)).toBe(false);
    expect(supplierInvoicingAllowed(allowed)).toBe(true);
  });
});
