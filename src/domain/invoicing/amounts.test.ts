import { describe, expect, it } from 'vitest';
import {
  invoiceAmountsOf,
  isNaturalPersonRfc,
  lessorAmountMismatches,
  LESSOR_TOLERANCE,
  periodAmountsOf,
  type InvoiceAmounts,
} from './amounts';

const LEGAL = { naturalPerson: false, cedularPercent: '0' };
const NATURAL = { naturalPerson: true, cedularPercent: '0' };

describe('period amounts (spec 2 §3, §9: IVA 16 %, ISR 10 %, IVA withheld two thirds, cedular)', () => {
  it.each([
    [
      'a legal entity: IVA only',
      2500000n,
      LEGAL,
      ['25000.00', '4000.00', '29000.00', '0.00', '0.00', '0.00', '29000.00'],
    ],
    [
      'a natural person: ISR 10 % and two thirds of the IVA withheld',
      1800000n,
      NATURAL,
      ['18000.00', '2880.00', '20880.00', '0.00', '1800.00', '1920.00', '17160.00'],
    ],
    [
      'a natural person in a state with a 2 % cedular withholding',
      1800000n,
      { naturalPerson: true, cedularPercent: '2' },
      ['18000.00', '2880.00', '20880.00', '360.00', '1800.00', '1920.00', '16800.00'],
    ],
    [
      'cedular never applies to a legal entity',
      1000000n,
      { naturalPerson: false, cedularPercent: '2' },
      ['10000.00', '1600.00', '11600.00', '0.00', '0.00', '0.00', '11600.00'],
    ],
    [
      'amounts round half up to cents',
      1234555n,
      NATURAL,
      ['12345.55', '1975.29', '14320.84', '0.00', '1234.56', '1316.86', '11769.42'],
    ],
    [
      'a discount condition (negative balance) gives negative amounts',
      -150000n,
      LEGAL,
      ['-1500.00', '-240.00', '-1740.00', '0.00', '0.00', '0.00', '-1740.00'],
    ],
  ] as const)('%s', (_, balance, profile, expected) => {
    const a = periodAmountsOf(balance, profile, 'MXN');
    expect([
      a.CONDVALUENET,
      a.TAXVALUE,
      a.CONDVALUEGROSS,
      a.RETENCION_C,
      a.RETENCION_ISR,
      a.RETENCION_IVA,
      a.MONTO_TOTAL,
    ]).toEqual(expected);
    expect(a.MONEDA).toBe('MXN');
  });

  it.each([
    ['MEGA800101AB1', true],
    ['ILA980412T56', false],
    [' TEGR750315QX1 ', true],
  ])('isNaturalPersonRfc(%j) = %s', (rfc, expected) =>
    expect(isNaturalPersonRfc(rfc)).toBe(expected),
  );
});

describe('an invoice of several periods', () => {
  const p1 = periodAmountsOf(1800000n, NATURAL, 'MXN');
  const p2 = periodAmountsOf(1850000n, NATURAL, 'mxn');

  it('carries the sum of their amounts', () => {
    expect(invoiceAmountsOf([p1, p2])).toEqual({
      ok: true,
      amounts: {
        BALANCE: '36500.00',
        IMPUESTOS: '5840.00',
        MONTO: '42340.00',
        RETENCIONES_C: '0.00',
        RETENCIONES_ISR: '3650.00',
        RETENCIONES_IVA: '3893.33',
        TOTAL: '34796.67',
        MONEDA: 'MXN',
      },
    });
  });

  it('needs at least one period and one currency', () => {
    expect(invoiceAmountsOf([])).toEqual({ ok: false, problem: 'noPeriods' });
    expect(invoiceAmountsOf([p1, { ...p2, MONEDA: 'USD' }])).toEqual({
      ok: false,
      problem: 'mixedCurrency',
    });
  });
});

describe('amounts of a lessor invoice against its periods (spec 2 §5, tolerance 5)', () => {
  const expected: InvoiceAmounts = {
    BALANCE: '18000.00',
    IMPUESTOS: '2880.00',
    MONTO: '20880.00',
    RETENCIONES_C: '0.00',
    RETENCIONES_ISR: '1800.00',
    RETENCIONES_IVA: '1920.00',
    TOTAL: '17160.00',
    MONEDA: 'MXN',
  };

  it('uses the spec tolerance of 5', () => expect(LESSOR_TOLERANCE).toBe('5'));

  it.each([
    ['the same amounts', {}, []],
    ['every amount 5.00 off (at the tolerance)', { BALANCE: '18005.00', TOTAL: '17155.00' }, []],
    ['the currency in lower case', { MONEDA: 'mxn' }, []],
    ['the balance 5.01 off', { BALANCE: '18005.01' }, ['BALANCE']],
    ['the taxes 10 off', { IMPUESTOS: '2870.00' }, ['IMPUESTOS']],
    ['the amount off', { MONTO: '20900.00' }, ['MONTO']],
    [
      'a cedular withholding the periods do not have',
      { RETENCIONES_C: '360.00' },
      ['RETENCIONES_C'],
    ],
    ['no ISR withheld', { RETENCIONES_ISR: '0.00' }, ['RETENCIONES_ISR']],
    ['the IVA withholding off', { RETENCIONES_IVA: '2880.00' }, ['RETENCIONES_IVA']],
    ['the total off', { TOTAL: '20880.00' }, ['TOTAL']],
    ['another currency', { MONEDA: 'USD' }, ['MONEDA']],
    ['an amount that is not a number', { BALANCE: 'dieciocho mil' }, ['BALANCE']],
    ['typed with thousands separators', { BALANCE: '18,000.00', MONTO: '20,880' }, []],
    [
      'several at once, listed in the spec order',
      { TOTAL: '1.00', MONEDA: 'USD', BALANCE: '1.00' },
      ['MONEDA', 'BALANCE', 'TOTAL'],
    ],
  ] as const)('%s', (_, change, fields) => {
    const mismatches = lessorAmountMismatches({ ...expected, ...change }, expected);
    expect(mismatches.map((m) => m.field)).toEqual(fields);
  });

  it('names both values of a mismatch', () => {
    expect(lessorAmountMismatches({ ...expected, TOTAL: '17000.00' }, expected)).toEqual([
      { field: 'TOTAL', invoice: '17000.00', expected: '17160.00' },
    ]);
  });

  it('takes another tolerance when given', () => {
    expect(lessorAmountMismatches({ ...expected, TOTAL: '17160.50' }, expected, '0')).toHaveLength(
      1,
    );
  });
});
