import { describe, expect, it } from 'vitest';
import {
  invoicingWindowOf,
  invoicingWindowProblem,
  isWithinInvoicingWindow,
  mexicoCityToday,
} from './window';

/** The demo companies (server seed): MX10 open every day, MX20 from the 1st to the 10th. */
const MX10 = { LessorBeginDay: 1, LessorEndDay: 31, SupplierBeginDay: 1, SupplierEndDay: 28 };
const MX20 = { LessorBeginDay: 1, LessorEndDay: 10, SupplierBeginDay: 1, SupplierEndDay: 25 };

describe('the invoice date window (spec 2 §5: LessorBeginDay to LessorEndDay of the month)', () => {
  it.each([
    // [today, begin, end, inside]
    ['2026-03-01', 1, 10, true],
    ['2026-03-10', 1, 10, true],
    ['2026-03-11', 1, 10, false],
    ['2026-03-04', 5, 20, false],
    ['2026-03-05', 5, 20, true],
    ['2026-03-20', 5, 20, true],
    ['2026-03-21', 5, 20, false],
    // 1 to 31 is every day of every month, February and 30-day months included.
    ['2026-02-28', 1, 31, true],
    ['2024-02-29', 1, 31, true],
    ['2026-04-30', 1, 31, true],
    // An end day past the month's last day stands for the last day.
    ['2026-02-28', 25, 31, true],
    ['2026-02-28', 1, 30, true],
    // A begin day after the end day spans the month's end.
    ['2026-03-27', 25, 5, true],
    ['2026-03-03', 25, 5, true],
    ['2026-03-15', 25, 5, false],
    // A one-day window.
    ['2026-03-15', 15, 15, true],
    ['2026-03-16', 15, 15, false],
  ])('%s with days %i to %i: inside %s', (today, beginDay, endDay, inside) => {
    expect(isWithinInvoicingWindow(today, { beginDay, endDay })).toBe(inside);
  });

  it('takes the lessor days for lessors and the supplier days for suppliers', () => {
    expect(invoicingWindowOf(MX20, 'lessor')).toEqual({ beginDay: 1, endDay: 10 });
    expect(invoicingWindowOf(MX20, 'supplier')).toEqual({ beginDay: 1, endDay: 25 });
  });

  it('answers msjOutRange with the window days when today is outside it', () => {
    expect(invoicingWindowProblem('2026-03-15', MX20, 'lessor')).toEqual({
      key: 'msjOutRange',
      params: { beginDay: '1', endDay: '10' },
    });
    expect(invoicingWindowProblem('2026-03-15', MX20, 'supplier')).toBeNull();
    expect(invoicingWindowProblem('2026-03-15', MX10, 'lessor')).toBeNull();
  });

  it.each(Array.from({ length: 31 }, (_, i) => i + 1))(
    'the demo: on day %i MX10 is open, MX20 only up to the 10th',
    (day) => {
      const today = `2026-01-${String(day).padStart(2, '0')}`;
      expect(invoicingWindowProblem(today, MX10, 'lessor')).toBeNull();
      expect(invoicingWindowProblem(today, MX20, 'lessor') === null).toBe(day <= 10);
    },
  );

  it.each([
    // 05:30 UTC on 1 March is still 28 February in Mexico City (UTC-6).
    ['2026-03-01T05:30:00Z', '2026-02-28'],
    ['2026-03-01T06:00:00Z', '2026-03-01'],
    ['2026-12-31T23:59:59Z', '2026-12-31'],
  ])('today in Mexico City at %s is %s', (instant, day) => {
    expect(mexicoCityToday(new Date(instant))).toBe(day);
  });
});
