import { describe, expect, it } from 'vitest';
import { EMPTY_TYPED, typedInvoiceAmounts } from './typed-amounts';

describe('typed amounts', () => {
  it('computes the amount and the total in exact cents, thousands separators allowed', () => {
    expect(
      typedInvoiceAmounts(
        {
          BALANCE: '25,000.10',
          IMPUESTOS: '4000.02',
          RETENCIONES_C: '0',
          RETENCIONES_ISR: '2500.01',
          RETENCIONES_IVA: '2666.68',
        },
        'MXN',
      ),
    ).toEqual({
      BALANCE: '25000.10',
      IMPUESTOS: '4000.02',
      MONTO: '29000.12',
      RETENCIONES_C: '0.00',
      RETENCIONES_ISR: '2500.01',
      RETENCIONES_IVA: '2666.68',
      TOTAL: '23833.43',
      MONEDA: 'MXN',
    });
  });

  it('is null while an amount is missing or not a number', () => {
    expect(typedInvoiceAmounts(EMPTY_TYPED, 'MXN')).toBeNull();
    expect(
      typedInvoiceAmounts({ ...EMPTY_TYPED, BALANCE: '10', IMPUESTOS: 'abc' }, 'MXN'),
    ).toBeNull();
  });
});
