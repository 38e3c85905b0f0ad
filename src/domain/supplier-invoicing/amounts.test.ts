import { describe, expect, it } from 'vitest';
import { supplierAmountMismatches, supplierSendEnabled, supplierTolerance } from './amounts';

const receipts = { subtotal: 100000n, tax: 16000n, withholdings: 1000n, total: 115000n };

describe('supplier tolerance (§9: 0.09 USD, 5 MXN, 0 otherwise)', () => {
  it.each([
    ['USD', 9n],
    ['usd', 9n],
    ['MXN', 500n],
    ['EUR', 0n],
  ] as const)('%s', (c, cents) => expect(supplierTolerance(c)).toBe(cents));
});

describe('amounts against the receipts, each separately', () => {
  it.each([
    ['MXN exact', 'MXN', '1000.00', '160.00', '10.00', []],
    ['MXN subtotal off by 5.00', 'MXN', '1005.00', '160.00', '10.00', []],
    ['MXN subtotal off by 5.01', 'MXN', '1005.01', '160.00', '10.00', ['SUBTOTAL']],
    ['MXN tax off by 5.01', 'MXN', '1000.00', '154.99', '10.00', ['IMPUESTO']],
    ['MXN withholdings off by 5.01', 'MXN', '1000.00', '160.00', '15.01', ['RETENCIONES']],
    ['MXN each off by 5 (sum 15) still passes', 'MXN', '1005.00', '165.00', '5.00', []],
    ['USD off by 0.09', 'USD', '1000.09', '159.91', '10.09', []],
    ['USD off by 0.10', 'USD', '1000.10', '160.00', '10.00', ['SUBTOTAL']],
    ['EUR off by 0.01', 'EUR', '1000.01', '160.00', '10.00', ['SUBTOTAL']],
    ['separators stripped', 'MXN', '1,000.00', '160.00', '10.00', []],
    ['not a number', 'MXN', 'mil', '160.00', '10.00', ['SUBTOTAL']],
  ] as const)('%s', (_n, currency, subtotal, tax, withholdings, fields) => {
    const got = supplierAmountMismatches(
      { subtotal, tax, withholdings, currency },
      receipts,
      currency,
    );
    expect(got.map((m) => m.field)).toEqual(fields);
  });

  it('the currency must be the receipts’', () => {
    const got = supplierAmountMismatches(
      { subtotal: '1000.00', tax: '160.00', withholdings: '10.00', currency: 'USD' },
      receipts,
      'MXN',
    );
    expect(got.map((m) => m.field)).toEqual(['MONEDA']);
  });

  it('send is enabled only with receipts chosen and amounts within tolerance', () => {
    const a = { subtotal: '1000.00', tax: '160.00', withholdings: '10.00', currency: 'MXN' };
    expect(supplierSendEnabled(1, a, receipts, 'MXN')).toBe(true);
    expect(supplierSendEnabled(0, a, receipts, 'MXN')).toBe(false);
    expect(supplierSendEnabled(1, { ...a, tax: '200.00' }, receipts, 'MXN')).toBe(false);
  });
});
