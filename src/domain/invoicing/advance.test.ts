import { describe, expect, it } from 'vitest';
import {
  advanceInvoiceExpectation,
  advanceSelectionProblem,
  advanceTypeProblem,
  advanceUnits,
  type AdvanceRow,
} from './advance';
import { periodAmountsOf } from './amounts';
import { advanceConditions } from './codes';
import { amountOf } from './money';

const NATURAL = { naturalPerson: true, cedularPercent: '0' };

function advance(
  CFPAYGUID: string,
  CONDTYPE: string,
  DBERBIS: string,
  balance: string,
  STATUS = '01',
): AdvanceRow {
  const a = periodAmountsOf(amountOf(balance), NATURAL, 'MXN');
  return {
    CFPAYGUID,
    RECNNR: '1000000900',
    CONDTYPE,
    DFAELL: '05-01-2026',
    DBERBIS,
    STATUS,
    TEXT_D: `${CONDTYPE} ${DBERBIS}`,
    balance: a.CONDVALUENET,
    impuestos: a.TAXVALUE,
    monto: a.CONDVALUEGROSS,
    retenciones_c: a.RETENCION_C,
    retenciones_isr: a.RETENCION_ISR,
    retenciones_iva: a.RETENCION_IVA,
    total: a.MONTO_TOTAL,
    moneda: a.MONEDA,
  };
}

/** A type 01 advance: January and February rent (Z001) with their discount (Z030), all due 05-01. */
const TYPE_01 = [
  advance('JAN-R', 'Z001', '31-01-2026', '20000.00'),
  advance('JAN-D', 'Z030', '31-01-2026', '-2000.00'),
  advance('FEB-R', 'Z001', '28-02-2026', '20000.00'),
  advance('FEB-D', 'Z030', '28-02-2026', '-2000.00'),
];
/** A type 02 advance: the discount already in the amount (Z01A). */
const TYPE_02 = [
  advance('JAN-I', 'Z01A', '31-01-2026', '18000.00'),
  advance('FEB-I', 'Z01A', '28-02-2026', '18000.00'),
];

describe('advance payment (spec 2 §4, §9: 01 Z001 + Z030, 02 Z01A)', () => {
  it.each([
    ['01', ['Z001', 'Z030']],
    ['02', ['Z01A']],
  ] as const)('type %s queries the conditions %j', (type, conditions) => {
    expect(advanceConditions(type)).toEqual(conditions);
  });

  it.each([
    ['01', null],
    ['02', null],
    ['', 'dataLabelRequired'],
    [null, 'dataLabelRequired'],
    ['03', 'dataLabelRequired'],
  ])('the type must be picked before searching: %j -> %s', (type, key) => {
    expect(advanceTypeProblem(type)?.key ?? null).toBe(key);
  });

  it('invoices a period’s rent and its discount together', () => {
    expect(advanceUnits(TYPE_01).map((u) => u.map((r) => r.CFPAYGUID))).toEqual([
      ['JAN-R', 'JAN-D'],
      ['FEB-R', 'FEB-D'],
    ]);
  });

  it.each([
    ['01', TYPE_01, ['JAN-R', 'JAN-D'], null],
    ['01', TYPE_01, ['JAN-R', 'JAN-D', 'FEB-R', 'FEB-D'], null],
    ['01', TYPE_01, [], 'invoiceNoPeriods'],
    ['01', TYPE_01, ['JAN-R'], 'advanceIncomplete'],
    ['01', TYPE_01, ['JAN-D'], 'advanceIncomplete'],
    // The oldest rule: February first gets the warning naming January.
    ['01', TYPE_01, ['FEB-R', 'FEB-D'], 'lessorsAlertOldestInvoice'],
    ['02', TYPE_02, ['JAN-I'], null],
    ['02', TYPE_02, ['FEB-I'], 'lessorsAlertOldestInvoice'],
    ['02', [...TYPE_02, ...TYPE_01], ['JAN-I', 'JAN-R'], 'advanceWrongType'],
    [
      '02',
      [advance('JAN-I', 'Z01A', '31-01-2026', '18000.00', '02')],
      ['JAN-I'],
      'invoicePeriodNotOpen',
    ],
  ] as const)('type %s, choosing %j: %s', (type, rows, chosen, key) => {
    expect(advanceSelectionProblem(rows, chosen, type)?.key ?? null).toBe(key);
  });

  it('names the oldest when a later period goes first', () => {
    expect(advanceSelectionProblem(TYPE_02, ['FEB-I'], '02')).toMatchObject({
      params: { dueDate: '05-01-2026', text: 'Z01A 31-01-2026' },
    });
  });

  it('type 01: the invoice shows the full rent as SubTotal and the discount apart', () => {
    expect(advanceInvoiceExpectation(TYPE_01.slice(0, 2))).toEqual({
      amounts: {
        BALANCE: '18000.00',
        IMPUESTOS: '2880.00',
        MONTO: '20880.00',
        RETENCIONES_C: '0.00',
        RETENCIONES_ISR: '1800.00',
        RETENCIONES_IVA: '1920.00',
        TOTAL: '17160.00',
        MONEDA: 'MXN',
      },
      discount: '2000.00',
      subTotal: '20000.00',
    });
  });

  it('type 02: no discount, SubTotal is the balance', () => {
    expect(advanceInvoiceExpectation(TYPE_02.slice(0, 1))).toMatchObject({
      amounts: { BALANCE: '18000.00' },
      discount: '0.00',
      subTotal: '18000.00',
    });
  });
});
