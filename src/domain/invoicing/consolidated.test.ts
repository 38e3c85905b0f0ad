import { describe, expect, it } from 'vitest';
import { periodAmountsOf } from './amounts';
import {
  consolidatedMonthPeriods,
  consolidatedSelectionProblem,
  consolidatedSummary,
  monthYearOf,
  type ConsolidatedPeriod,
} from './consolidated';
import { amountOf } from './money';

const LEGAL = { naturalPerson: false, cedularPercent: '0' };
const period = (
  CFPAYGUID: string,
  DBERBIS: string,
  balance: string,
  STATUS = '01',
  currency = 'MXN',
): ConsolidatedPeriod => ({
  CFPAYGUID,
  DBERBIS,
  STATUS,
  TEXT_D: `Consolidado ${CFPAYGUID}`,
  ...periodAmountsOf(amountOf(balance), LEGAL, currency),
});

/** Two consolidated contracts' March periods, one February period still open, one paid. */
const ROWS = [
  period('MAR-A', '31-03-2026', '120000.00'),
  period('MAR-B', '31-03-2026', '45000.50'),
  period('FEB-A', '28-02-2026', '120000.00'),
  period('JAN-A', '31-01-2026', '120000.00', '03'),
];
const MARCH = { month: 3, year: 2026 };

describe('consolidated leasing (A002): one invoice per month', () => {
  it('reads the month and year of a period from its period end', () => {
    expect(monthYearOf({ DBERBIS: '31-03-2026' })).toEqual(MARCH);
    expect(monthYearOf({ DBERBIS: '2026-03-31' })).toBeNull();
  });

  it('covers the open periods of the chosen month', () => {
    expect(consolidatedMonthPeriods(ROWS, MARCH).map((r) => r.CFPAYGUID)).toEqual([
      'MAR-A',
      'MAR-B',
    ]);
    expect(consolidatedMonthPeriods(ROWS, { month: 1, year: 2026 })).toEqual([]);
  });

  it('sums the summary block: balance, taxes, amount, withholdings, total, currency', () => {
    expect(consolidatedSummary(consolidatedMonthPeriods(ROWS, MARCH))).toEqual({
      ok: true,
      amounts: {
        BALANCE: '165000.50',
        IMPUESTOS: '26400.08',
        MONTO: '191400.58',
        RETENCIONES_C: '0.00',
        RETENCIONES_ISR: '0.00',
        RETENCIONES_IVA: '0.00',
        TOTAL: '191400.58',
        MONEDA: 'MXN',
      },
    });
  });

  it.each([
    ['the whole month', ['MAR-A', 'MAR-B'], MARCH, null],
    ['nothing chosen', [], MARCH, 'invoiceNoPeriods'],
    ['part of the month', ['MAR-A'], MARCH, 'consolidatedIncomplete'],
    ['a period of another month', ['MAR-A', 'MAR-B', 'FEB-A'], MARCH, 'consolidatedOtherMonth'],
    ['a paid period', ['JAN-A'], { month: 1, year: 2026 }, 'invoicePeriodNotOpen'],
    ['an earlier month on its own', ['FEB-A'], { month: 2, year: 2026 }, null],
  ] as const)('%s: %j', (_, chosen, month, key) => {
    expect(consolidatedSelectionProblem(ROWS, chosen, month)?.key ?? null).toBe(key);
  });

  it('names what is missing from the month', () => {
    expect(consolidatedSelectionProblem(ROWS, ['MAR-B'], MARCH)).toEqual({
      key: 'consolidatedIncomplete',
      params: { text: 'Consolidado MAR-A', month: '03', year: '2026' },
    });
  });

  it('refuses one invoice in two currencies', () => {
    const rows = [
      period('MAR-A', '31-03-2026', '100.00'),
      period('MAR-U', '31-03-2026', '100.00', '01', 'USD'),
    ];
    expect(consolidatedSelectionProblem(rows, ['MAR-A', 'MAR-U'], MARCH)?.key).toBe(
      'invoiceMixedCurrency',
    );
  });
});
