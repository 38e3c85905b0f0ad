import { describe, expect, it } from 'vitest';
import {
  displayText,
  formatDecimal,
  formatMoney,
  isEmptyCell,
  searchRows,
  tablePage,
  truncated,
  truncateLimit,
  type TableColumn,
} from './table-model';

interface Row {
  text: string;
  net: string;
}
const columns: TableColumn<Row>[] = [
  { id: 'text', header: 'Texto', kind: 'longText', value: (r) => r.text },
  { id: 'net', header: 'Saldo', kind: 'amount', value: (r) => r.net, optional: true },
];

describe('invoicing table model', () => {
  it('cuts TEXT_D at 40 characters and other texts at 25, never codes, dates or amounts', () => {
    expect(truncateLimit('longText')).toBe(40);
    expect(truncateLimit('text')).toBe(25);
    for (const kind of ['code', 'date', 'amount', 'quantity'] as const)
      expect(truncateLimit(kind)).toBeNull();
    const long = 'Renta Septiembre 2026 (reprogramada) del sitio';
    expect(truncated(long, 40)).toEqual({
      shown: 'Renta Septiembre 2026 (reprogramada) del…',
      cut: true,
    });
    expect(truncated('Renta Octubre 2026', 25)).toEqual({
      shown: 'Renta Octubre 2026',
      cut: false,
    });
    expect(truncated('x'.repeat(25), 25).cut).toBe(false);
    expect(truncated('x'.repeat(26), 25).cut).toBe(true);
  });

  it('shows amounts with two decimals, grouped, with the currency; quantities with three', () => {
    expect(formatMoney('35282.93', 'MXN')).toBe('35,282.93 MXN');
    expect(formatMoney('-2000.00', 'USD')).toBe('-2,000.00 USD');
    expect(formatMoney('0.5')).toBe('0.50');
    expect(formatDecimal('0.533', 3)).toBe('0.533');
    expect(formatDecimal('1234567', 3)).toBe('1,234,567.000');
    expect(formatDecimal('n/a', 2)).toBe('n/a');
    expect(displayText(columns[1]!, { text: '', net: '1000.00' })).toBe('1,000.00');
    expect(isEmptyCell(columns[1]!, { text: '', net: '0.00' })).toBe(true);
    expect(isEmptyCell(columns[1]!, { text: '', net: '-0.50' })).toBe(false);
    expect(isEmptyCell(columns[0]!, { text: '', net: '0.00' })).toBe(false);
  });

  it('finds rows by any shown text, ignoring case and accents', () => {
    const rows: Row[] = [
      { text: 'Renta Septiembre', net: '1000.00' },
      { text: 'Regularización 2018', net: '250.00' },
    ];
    expect(searchRows(rows, columns, 'regularizacion')).toEqual([rows[1]]);
    expect(searchRows(rows, columns, '1,000')).toEqual([rows[0]]);
    expect(searchRows(rows, columns, 'renta 1,000.00')).toEqual([rows[0]]);
    expect(searchRows(rows, columns, '  ')).toEqual(rows);
    expect(searchRows(rows, columns, 'nada')).toEqual([]);
  });

  it('pages 15 rows by default and clamps the page', () => {
    const rows = Array.from({ length: 32 }, (_, i) => i);
    expect(tablePage(rows, 1, 15)).toMatchObject({
      page: 1,
      pageCount: 3,
      from: 1,
      to: 15,
      total: 32,
    });
    expect(tablePage(rows, 3, 15).rows).toEqual([30, 31]);
    expect(tablePage(rows, 9, 10)).toMatchObject({ page: 4, from: 31, to: 32 });
    expect(tablePage([], 1, 10)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0 });
  });
});
