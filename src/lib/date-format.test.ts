import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format';

describe('the portal date format', () => {
  it.each([
    ['2026-11-09T16:11:00', '09-11-2026', '09-11-2026 16:11'],
    ['2026-01-31T08:05:00', '31-01-2026', '31-01-2026 08:05'],
    ['2026-12-01', '01-12-2026', '01-12-2026 00:00'],
  ])('%s is written %s / %s', (input, date, dateTime) => {
    expect(formatDate(input)).toBe(date);
    expect(formatDateTime(input)).toBe(dateTime);
  });

  it('takes a Date and epoch milliseconds alike', () => {
    const at = new Date(2026, 10, 24, 20, 39);
    expect(formatDateTime(at)).toBe('24-11-2026 20:39');
    expect(formatDateTime(at.getTime())).toBe('24-11-2026 20:39');
  });

  it('gives back what is not a date unchanged', () => {
    expect(formatDate('sin fecha')).toBe('sin fecha');
  });
});
