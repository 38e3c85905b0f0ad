import { describe, expect, it } from 'vitest';
import {
  nonElectronicFormProblems,
  nonElectronicTotal,
  type NonElectronicForm,
} from './non-electronic';

const TODAY = '2026-03-10';
const form = (over: Partial<NonElectronicForm> = {}): NonElectronicForm => ({
  number: 'A-100',
  date: '2026-03-01',
  subtotal: '1000.00',
  tax: '160.00',
  withholdings: '0',
  currency: 'MXN',
  ...over,
});

describe('non-electronic supplier form (§5)', () => {
  it.each([
    ['complete', {}, []],
    ['no number', { number: ' ' }, ['nonElectronicRequired:FACTURA']],
    ['no date', { date: '' }, ['nonElectronicRequired:FECHA']],
    ['last year', { date: '2025-12-31' }, ['nonElectronicDateYear:']],
    ['next year', { date: '2027-01-01' }, ['nonElectronicDateYear:']],
    ['end of this year', { date: '2026-12-31' }, []],
    ['subtotal 0.99', { subtotal: '0.99' }, ['nonElectronicAmountTooLow:SUBTOTAL']],
    ['subtotal 1', { subtotal: '1' }, []],
    ['tax 0', { tax: '0' }, ['nonElectronicAmountTooLow:IMPUESTO']],
    ['withholdings -1', { withholdings: '-1' }, ['nonElectronicAmountTooLow:RETENCIONES']],
    ['withholdings empty', { withholdings: '' }, ['nonElectronicRequired:RETENCIONES']],
    ['currency USD', { currency: 'usd' }, []],
    ['currency EUR', { currency: 'EUR' }, ['nonElectronicCurrency:']],
    ['no currency', { currency: '' }, ['nonElectronicRequired:MONEDA']],
    ['separators', { subtotal: '1,000.00' }, []],
  ] as const)('%s', (_n, over, expected) => {
    const got = nonElectronicFormProblems(form(over), TODAY).map(
      (p) => `${p.key}:${p.params.field ?? ''}`,
    );
    expect(got).toEqual(expected);
  });

  it.each([
    ['1000', '160', '10', 115000n],
    ['1,000.50', '160.08', '0', 116058n],
    ['x', '1', '1', null],
  ] as const)('total of %s + %s − %s', (subtotal, tax, withholdings, total) => {
    expect(nonElectronicTotal({ subtotal, tax, withholdings })).toBe(total);
  });
});
