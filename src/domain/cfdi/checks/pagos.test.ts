import { describe, expect, it } from 'vitest';
import type { Payment, PaymentComplement } from '../document';
import { NS } from '../xml-node';
import { totalsProblems } from './pagos';

const payment = (Monto: string, TipoCambioP?: string): Payment => ({
  attrs: { Monto, MonedaP: TipoCambioP ? 'USD' : 'MXN', ...(TipoCambioP ? { TipoCambioP } : {}) },
  documents: [],
  taxes: [],
});
const complement = (payments: Payment[], MontoTotalPagos: string): PaymentComplement => ({
  ns: NS.pago20,
  attrs: { Version: '2.0' },
  totals: { MontoTotalPagos },
  payments,
});

// MontoTotalPagos = Σ Monto × TipoCambioP, rounded half up to the decimals written (at least 2).
describe('Pagos 2.0 MontoTotalPagos with SAT rounding', () => {
  it.each<[string, Payment[], string, boolean]>([
    ['one MXN payment', [payment('15000.00')], '15000.00', true],
    [
      'MXN + USD: 1840 + 40 × 17.3608 = 2534.432',
      [payment('1840.00'), payment('40.00', '17.3608')],
      '2534.43',
      true,
    ],
    ['the same, a cent up', [payment('1840.00'), payment('40.00', '17.3608')], '2534.44', false],
    [
      'the same, written with its exact three decimals',
      [payment('1840.00'), payment('40.00', '17.3608')],
      '2534.432',
      true,
    ],
    ['a half cent rounds up: 10.01 × 1.5 = 15.015', [payment('10.01', '1.5')], '15.02', true],
    ['a half cent truncated is wrong', [payment('10.01', '1.5')], '15.01', false],
    [
      'each payment converted, then summed',
      [payment('0.01', '1.4'), payment('0.01', '1.4')],
      '0.03',
      true,
    ],
  ])('%s: %s', (_name, payments, declared, ok) =>
    expect(totalsProblems(complement(payments, declared))).toEqual(
      ok ? [] : [expect.stringContaining('MontoTotalPagos') as string],
    ),
  );

  it('a complement without Totales is reported; an unreadable amount is left to schema', () => {
    expect(totalsProblems({ ...complement([payment('1.00')], '1.00'), totals: null })).toEqual([
      'Totales',
    ]);
    expect(totalsProblems(complement([payment('1,00')], '1.00'))).toBeNull();
  });
});
