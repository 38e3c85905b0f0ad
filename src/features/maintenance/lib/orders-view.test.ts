import { describe, expect, it } from 'vitest';
import { scheduledAt, scheduledText, sortBySchedule } from './orders-view';

const row = (AUFNR: string, FSAVD: string, FSAVZ: string) => ({ AUFNR, FSAVD, FSAVZ });

describe('the scheduled date and time', () => {
  it('reads dd-mm-yyyy and HH:MM:SS as one local instant', () => {
    expect(scheduledAt(row('1', '17-01-2027', '08:30:00'))).toEqual(new Date(2027, 0, 17, 8, 30));
  });

  it('writes dd-mm-yyyy HH:mm', () => {
    expect(scheduledText(row('1', '07-03-2026', '14:05:00'))).toBe('07-03-2026 14:05');
  });

  it('keeps the ERP text when it is not a date', () => {
    expect(scheduledAt(row('1', '', ''))).toBeNull();
    expect(scheduledText(row('1', 'sin fecha', ''))).toBe('sin fecha');
  });

  it('sorts the latest first by date, then time, unreadable dates last', () => {
    const sorted = sortBySchedule([
      row('1', '01-02-2026', '08:00:00'),
      row('2', '', ''),
      row('3', '01-02-2026', '16:30:00'),
      row('4', '15-03-2026', '09:00:00'),
      row('5', '01-02-2026', '08:00:00'),
    ]);
    expect(sorted.map((r) => r.AUFNR)).toEqual(['4', '3', '1', '5', '2']);
  });
});
