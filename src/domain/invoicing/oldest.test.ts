import { describe, expect, it } from 'vitest';
import { oldestInvoiceWarning, type PeriodRef } from './oldest';

const row = (
  CFPAYGUID: string,
  DFAELL: string,
  DBERBIS: string,
  STATUS = '01',
  RECNNR = '1000000001',
): PeriodRef => ({ CFPAYGUID, RECNNR, DFAELL, DBERBIS, STATUS, TEXT_D: `Renta ${DBERBIS}` });

/**
 * A contract with three open periods due on one date (a catch-up: January, February and March all
 * due on 05-03-2026), the next month's period, and a registered one.
 */
const ROWS: PeriodRef[] = [
  row('JAN', '05-03-2026', '31-01-2026'),
  row('FEB', '05-03-2026', '28-02-2026'),
  row('MAR', '05-03-2026', '31-03-2026'),
  row('APR', '05-04-2026', '30-04-2026'),
  row('DEC', '05-03-2026', '31-12-2025', '02'),
];

describe('the oldest-invoice rule (spec 2 §5: same due date, earliest DBERBIS first)', () => {
  it.each([
    ['the oldest of the due date', ['JAN'], null],
    ['the oldest two together', ['JAN', 'FEB'], null],
    ['all three together, in any order', ['MAR', 'JAN', 'FEB'], null],
    ['a period alone on its due date', ['APR'], null],
    ['the second before the first', ['FEB'], 'JAN'],
    ['the last before the first two', ['MAR'], 'JAN'],
    ['the first and the last, skipping the second', ['JAN', 'MAR'], 'FEB'],
    ['a later due date is not blocked by an earlier one', ['APR', 'MAR'], 'JAN'],
  ])('%s: %j warns about %s', (_, chosen, oldest) => {
    const warning = oldestInvoiceWarning(ROWS, chosen);
    expect(warning?.oldest ?? null).toBe(oldest);
  });

  it('names the due date and the text of the period to start with', () => {
    expect(oldestInvoiceWarning(ROWS, ['MAR'])).toEqual({
      key: 'lessorsAlertOldestInvoice',
      params: { dueDate: '05-03-2026', text: 'Renta 31-01-2026' },
      oldest: 'JAN',
    });
  });

  it('ignores periods that are not open: a registered one never blocks', () => {
    expect(oldestInvoiceWarning(ROWS, ['JAN'])).toBeNull();
  });

  it('lets periods that end the same day go in any order', () => {
    const rows = [row('A', '05-03-2026', '31-03-2026'), row('B', '05-03-2026', '31-03-2026')];
    expect(oldestInvoiceWarning(rows, ['B'])).toBeNull();
  });

  it('compares periods of one contract only (choice: another contract never blocks)', () => {
    const rows = [
      row('X-JAN', '05-03-2026', '31-01-2026', '01', '1000000001'),
      row('Y-MAR', '05-03-2026', '31-03-2026', '01', '1000000002'),
    ];
    expect(oldestInvoiceWarning(rows, ['Y-MAR'])).toBeNull();
  });

  it('compares dates, not their text (dd-mm-yyyy does not sort)', () => {
    const rows = [
      row('DEC25', '05-01-2026', '31-12-2025'),
      row('JAN26', '05-01-2026', '01-01-2026'),
    ];
    expect(oldestInvoiceWarning(rows, ['JAN26'])?.oldest).toBe('DEC25');
    expect(oldestInvoiceWarning(rows, ['DEC25'])).toBeNull();
  });

  it('has nothing to say about an empty choice', () => {
    expect(oldestInvoiceWarning(ROWS, [])).toBeNull();
  });
});
