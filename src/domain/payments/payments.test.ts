/**
 * The values a payment complement must carry for each related document and its deadline, from
 * the SAT's Pagos 2.0 filling guide (NumParcialidad counts the invoice's payments from 1;
 * ImpSaldoAnt is the Total less earlier payments; ImpSaldoInsoluto = ImpSaldoAnt − ImpPagado) and
 * the portal's deadline (the 10th of the month after the payment).
 */
import { describe, expect, it } from 'vitest';
import { complementDeadline, complementDue, complementValues, type InvoicePayment } from '.';

const pay = (augbl: string, augdt: string, amount: string): InvoicePayment => ({
  augbl,
  gjahr: augdt.slice(0, 4),
  augdt,
  amount,
});

describe('complementValues', () => {
  const twoParts = [
    pay('2000000002', '2026-03-20', '6960.00'),
    pay('2000000001', '2026-02-15', '4640.00'),
  ];
  it.each<[string, string, InvoicePayment[], string, string, [number, string, string, string]]>([
    [
      'paid whole',
      '11600.00',
      [pay('1', '2026-03-01', '11600.00')],
      '1',
      '2026',
      [1, '11600.00', '11600.00', '0.00'],
    ],
    [
      'first of two parts (any order given)',
      '11600.00',
      twoParts,
      '2000000001',
      '2026',
      [1, '11600.00', '4640.00', '6960.00'],
    ],
    [
      'second of two parts',
      '11600.00',
      twoParts,
      '2000000002',
      '2026',
      [2, '6960.00', '6960.00', '0.00'],
    ],
    [
      'three parts, the middle one',
      '1000.01',
      [
        pay('a', '2026-01-05', '0.01'),
        pay('b', '2026-01-05', '500.00'),
        pay('c', '2026-02-01', '500.00'),
      ],
      'b',
      '2026',
      [2, '1000.00', '500.00', '500.00'],
    ],
    [
      'same day: the document number decides',
      '300.00',
      [pay('2000000010', '2026-01-05', '100.00'), pay('2000000009', '2026-01-05', '100.00')],
      '2000000010',
      '2026',
      [2, '200.00', '100.00', '100.00'],
    ],
    [
      'a payment across the year end',
      '200.00',
      [pay('5', '2025-12-31', '100.00'), pay('1', '2026-01-02', '100.00')],
      '1',
      '2026',
      [2, '100.00', '100.00', '0.00'],
    ],
  ])('%s', (_n, total, payments, augbl, gjahr, [n, before, paid, after]) => {
    expect(complementValues(total, payments, { augbl, gjahr })).toEqual({
      ok: true,
      values: { NumParcialidad: n, ImpSaldoAnt: before, ImpPagado: paid, ImpSaldoInsoluto: after },
    });
  });
  it('refuses a payment that is not of the invoice', () => {
    expect(
      complementValues('10.00', [pay('1', '2026-01-01', '10.00')], { augbl: '2', gjahr: '2026' }),
    ).toEqual({
      ok: false,
      problem: 'unknownPayment',
    });
  });
  it('refuses payments above the Total (the balance cannot go negative)', () => {
    const payments = [pay('1', '2026-01-01', '60.00'), pay('2', '2026-01-02', '60.00')];
    expect(complementValues('100.00', payments, { augbl: '2', gjahr: '2026' })).toEqual({
      ok: false,
      problem: 'overpaid',
    });
  });
});

describe('complement deadline: the 10th of the month after the payment', () => {
  it.each<[string, string]>([
    ['2026-03-01', '2026-04-10'],
    ['2026-03-31', '2026-04-10'],
    ['2026-01-31', '2026-02-10'],
    ['2026-12-15', '2027-01-10'],
    ['2024-02-29', '2024-03-10'],
  ])('paid %s → due %s', (augdt, due) => {
    expect(complementDeadline(augdt)).toBe(due);
  });
  it.each<[string, string, number, boolean]>([
    ['2026-03-20', '2026-04-01', 9, false],
    ['2026-03-20', '2026-04-10', 0, false],
    ['2026-03-20', '2026-04-11', -1, true],
    ['2026-12-31', '2026-12-31', 10, false],
    ['2026-01-15', '2026-03-01', -19, true],
  ])('paid %s, today %s: %i days left', (augdt, today, left, overdue) => {
    expect(complementDue(augdt, today)).toMatchObject({ daysLeft: left, overdue });
  });
});
