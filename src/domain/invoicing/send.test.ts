import { describe, expect, it } from 'vitest';
import { periodAmountsOf, type WithholdingProfile } from './amounts';
import { amountOf } from './money';
import {
  cfdiInvoiceAmounts,
  documentNumbersText,
  erpResultIdOf,
  erpResultMessageKey,
  invoiceDateProblem,
  lessorInvoiceExpectation,
  lessorSelectionProblem,
  mtTypedAmountsProblem,
  referenceProblem,
  type SendContract,
  type SendPeriod,
} from './send';
import type { CfdiData } from '../cfdi/extract';

const LEGAL: WithholdingProfile = { naturalPerson: false, cedularPercent: '0' };
const NATURAL: WithholdingProfile = { naturalPerson: true, cedularPercent: '2' };

function period(
  CFPAYGUID: string,
  RECNNR: string,
  DFAELL: string,
  DBERBIS: string,
  balance: string,
  more: Partial<SendPeriod> = {},
): SendPeriod {
  return {
    CFPAYGUID,
    RECNNR,
    DFAELL,
    DBERBIS,
    STATUS: '01',
    TEXT_D: `${RECNNR} ${DBERBIS}`,
    CONDTYPE: 'Z001',
    RECNTYPE: 'A001',
    ...periodAmountsOf(amountOf(balance), LEGAL, 'MXN'),
    ...more,
  };
}

/** A lease with a catch-up (two periods due together), a consolidated month and advances. */
const LEASE = [
  period('L-OCT', 'LEASE', '05-11-2026', '31-10-2026', '25000.00'),
  period('L-NOV', 'LEASE', '05-11-2026', '30-11-2026', '25000.00'),
  period('L-DEC', 'LEASE', '05-12-2026', '31-12-2026', '25000.00'),
];
const CONSOLIDATED = [
  period('C-NOV-1', 'CONS', '20-11-2026', '30-11-2026', '6800.00', {
    RECNTYPE: 'A002',
    CONDTYPE: 'ZCON',
  }),
  period('C-NOV-2', 'CONS', '20-11-2026', '30-11-2026', '7250.00', {
    RECNTYPE: 'A002',
    CONDTYPE: 'ZCON',
  }),
];
const ADVANCE_01 = [
  period('A-NOV-R', 'ADV1', '05-11-2026', '30-11-2026', '20000.00'),
  period('A-NOV-D', 'ADV1', '05-11-2026', '30-11-2026', '-2000.00', { CONDTYPE: 'Z030' }),
];
const USD = period('U-NOV', 'USD', '15-11-2026', '30-11-2026', '1450.00', { MONEDA: 'USD' });
const ROWS = [...LEASE, ...CONSOLIDATED, ...ADVANCE_01, USD];
const CONTRACTS: SendContract[] = [
  { RECNNR: 'LEASE', ADVANCE_TYPE: '' },
  { RECNNR: 'CONS', ADVANCE_TYPE: '' },
  { RECNNR: 'ADV1', ADVANCE_TYPE: '01' },
  { RECNNR: 'USD', ADVANCE_TYPE: '' },
];

describe('which periods go on one lessor invoice', () => {
  it.each([
    ['the oldest of a due date', ['L-OCT'], null],
    ['both periods due together', ['L-NOV', 'L-OCT'], null],
    ['a period alone on its due date', ['L-DEC'], null],
    ['the whole consolidated month', ['C-NOV-1', 'C-NOV-2'], null],
    ['an advance payment’s rent with its discount', ['A-NOV-R', 'A-NOV-D'], null],
    ['nothing', [], 'invoiceNoPeriods'],
    ['an unknown period', ['NOPE'], 'invoiceNoPeriods'],
    ['a newer period before the oldest', ['L-NOV'], 'lessorsAlertOldestInvoice'],
    ['part of a consolidated month', ['C-NOV-1'], 'consolidatedIncomplete'],
    ['an advance rent without its discount', ['A-NOV-R'], 'advanceIncomplete'],
    ['two currencies', ['L-OCT', 'U-NOV'], 'invoiceMixedCurrency'],
  ])('%s: %j', (_, chosen, key) => {
    expect(lessorSelectionProblem(ROWS, chosen, CONTRACTS)?.key ?? null).toBe(key);
  });

  it('names the period to start with', () => {
    expect(lessorSelectionProblem(ROWS, ['L-NOV'], CONTRACTS)).toEqual({
      key: 'lessorsAlertOldestInvoice',
      params: { dueDate: '05-11-2026', text: 'LEASE 31-10-2026' },
    });
  });

  it('refuses a period no longer pending', () => {
    const rows = ROWS.map((r) => (r.CFPAYGUID === 'L-DEC' ? { ...r, STATUS: '02' } : r));
    expect(lessorSelectionProblem(rows, ['L-DEC'], CONTRACTS)).toEqual({
      key: 'invoicePeriodNotOpen',
      params: { text: 'LEASE 31-12-2026' },
    });
  });

  it('takes the consolidated month asked for', () => {
    expect(
      lessorSelectionProblem(ROWS, ['C-NOV-1', 'C-NOV-2'], CONTRACTS, { month: 12, year: 2026 })
        ?.key,
    ).toBe('consolidatedOtherMonth');
  });
});

describe('what a lessor invoice carries', () => {
  it('sums the periods', () => {
    expect(lessorInvoiceExpectation(LEASE.slice(0, 2), CONTRACTS)).toEqual({
      amounts: {
        BALANCE: '50000.00',
        IMPUESTOS: '8000.00',
        MONTO: '58000.00',
        RETENCIONES_C: '0.00',
        RETENCIONES_ISR: '0.00',
        RETENCIONES_IVA: '0.00',
        TOTAL: '58000.00',
        MONEDA: 'MXN',
      },
      discount: '0.00',
      subTotal: '50000.00',
      advanceType: null,
    });
  });

  it('shows a type 01 advance’s discount apart: SubTotal is the rent', () => {
    expect(lessorInvoiceExpectation(ADVANCE_01, CONTRACTS)).toMatchObject({
      amounts: { BALANCE: '18000.00', IMPUESTOS: '2880.00', TOTAL: '20880.00' },
      discount: '2000.00',
      subTotal: '20000.00',
      advanceType: '01',
    });
  });
});

describe('the fields of a send', () => {
  it.each([
    ['A-1024', null],
    ['', 'dataLabelRequired'],
    ['   ', 'dataLabelRequired'],
    ['1234567890123456', null],
    ['12345678901234567', 'fieldTooLong'],
  ])('reference %j', (reference, key) => {
    expect(referenceProblem(reference)?.key ?? null).toBe(key);
  });

  it.each([
    ['2026-11-25', null],
    ['2026-11-01', null],
    ['2026-11-26', 'invoiceDateFuture'],
    ['2026-10-31', 'postingPeriodClosed'],
    ['2025-11-25', 'postingPeriodClosed'],
  ])('invoice date %s on 2026-11-25', (date, key) => {
    expect(invoiceDateProblem(date, '2026-11-25')?.key ?? null).toBe(key);
  });
});

describe('a non-electronic variable-maintenance invoice’s amounts', () => {
  const typed = {
    BALANCE: '4500.00',
    IMPUESTOS: '720.00',
    MONTO: '5220.00',
    RETENCIONES_C: '90.00',
    RETENCIONES_ISR: '450.00',
    RETENCIONES_IVA: '480.00',
    TOTAL: '4200.00',
    MONEDA: 'MXN',
  };

  it('adds up: IVA 16 %, amount, withholdings, total (tolerance 5)', () => {
    expect(mtTypedAmountsProblem(typed)).toBeNull();
    expect(mtTypedAmountsProblem({ ...typed, TOTAL: '4204.99' })).toBeNull();
  });

  it('lists what does not add up', () => {
    expect(mtTypedAmountsProblem({ ...typed, IMPUESTOS: '700.00', TOTAL: '4000.00' })).toEqual({
      problem: { key: 'invoiceAmountsMismatch', params: {} },
      mismatches: [
        { field: 'IMPUESTOS', invoice: '700.00', expected: '720.00' },
        { field: 'TOTAL', invoice: '4000.00', expected: '4200.00' },
      ],
    });
  });

  it('needs a balance above zero', () => {
    expect(mtTypedAmountsProblem({ ...typed, BALANCE: '0.00' })?.problem).toEqual({
      key: 'dataLabelRequired',
      params: { field: 'BALANCE' },
    });
  });
});

describe('the amounts a CFDI carries', () => {
  it('reads them under FACTURA_H_S’s names, net of the discount, two decimals', () => {
    const data = {
      subTotal: '20000.00',
      Descuento: '2000.00',
      impuestos: '2880.000000',
      total: '18360.00',
      CodigoMoneda: 'mxn',
      Retenciones: { ISR: '1800.00', IVA: '1920.00', cedular: '360.00', total: '4080.00' },
    } as CfdiData;
    const p = periodAmountsOf(amountOf('18000.00'), NATURAL, 'MXN');
    expect(cfdiInvoiceAmounts(data)).toEqual({
      BALANCE: p.CONDVALUENET,
      IMPUESTOS: p.TAXVALUE,
      MONTO: p.CONDVALUEGROSS,
      RETENCIONES_C: p.RETENCION_C,
      RETENCIONES_ISR: p.RETENCION_ISR,
      RETENCIONES_IVA: p.RETENCION_IVA,
      TOTAL: '18360.00',
      MONEDA: 'MXN',
    });
  });
});

describe('the send’s result (spec 2 §8)', () => {
  it('shows M8 535 as a closed billing period, and knows its own', () => {
    expect(erpResultMessageKey({ ID: 'M8', NUMBER: '535', TYPE: 'E' })).toBe('postingPeriodClosed');
    expect(erpResultMessageKey({ ID: 'M8', NUMBER: '535', TYPE: 'W' })).toBeNull();
    expect(erpResultMessageKey({ ID: 'M8', NUMBER: '536', TYPE: 'E' })).toBeNull();
    expect(erpResultIdOf('postingPeriodClosed')).toEqual({ ID: 'M8', NUMBER: '535' });
    expect(erpResultIdOf('invoiceAmountsMismatch')).toBeNull();
  });

  it('joins several document numbers with &', () => {
    expect(documentNumbersText(['5100000001'])).toBe('5100000001');
    expect(documentNumbersText(['5100000001', '5100000002'])).toBe('5100000001&5100000002');
  });
});
