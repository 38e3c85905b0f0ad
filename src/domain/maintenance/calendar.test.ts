import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  compareDates,
  daysBetween,
  endOfCalendarMonth,
  fromErpDate,
  fromWireDate,
  isCalendarDate,
  toErpDate,
  toWireDate,
} from './calendar';

describe('calendar dates', () => {
  it.each([
    ['2025-03-15', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-3-15', false],
    ['15-03-2025', false],
    ['', false],
  ])('isCalendarDate(%j) = %s', (value, expected) => expect(isCalendarDate(value)).toBe(expected));

  it.each([
    ['15-03-2025', '2025-03-15'],
    [' 01-12-2024 ', '2024-12-01'],
    ['31-02-2025', null],
    ['2025-03-15', null],
    ['', null],
  ])('fromErpDate(%j) = %s (FSAVD is dd-mm-yyyy)', (value, expected) => {
    expect(fromErpDate(value)).toBe(expected);
  });

  it('sends dates without dashes', () => expect(toWireDate('2025-03-05')).toBe('20250305'));

  it.each([
    ['20250305', '2025-03-05'],
    ['20240229', '2024-02-29'],
    ['20251231', '2025-12-31'],
    ['20250229', null],
    ['20250230', null],
    ['20251301', null],
    ['20250001', null],
    ['20250100', null],
    ['00500101', null],
    ['2025035', null],
    ['202503051', null],
    ['2025-03-05', null],
    [' 20250305', null],
    ['', null],
  ])('fromWireDate(%j) = %s (fsavd_i, fsavd_e, start_cons are YYYYMMDD)', (value, expected) => {
    expect(fromWireDate(value)).toBe(expected);
  });

  it.each(['2025-03-05', '2024-02-29', '1999-12-31'])('%s goes to the wire and back', (date) => {
    expect(fromWireDate(toWireDate(date))).toBe(date);
  });

  it.each([
    ['2025-03-05', '05-03-2025'],
    ['2024-02-29', '29-02-2024'],
    ['2026-12-31', '31-12-2026'],
  ])('toErpDate(%j) = %s, the way the ERP writes a day and the portal shows it', (date, shown) => {
    expect(toErpDate(date)).toBe(shown);
    expect(fromErpDate(shown)).toBe(date);
  });

  it('refuses to write a day that does not exist', () => {
    expect(() => toErpDate('2025-02-30')).toThrow(RangeError);
  });

  it('refuses a date that does not exist', () => {
    expect(() => toWireDate('2025-02-30')).toThrow(RangeError);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-08-31', -6, '2025-02-28'],
    ['2025-03-15', 6, '2025-09-15'],
    ['2025-03-15', -12, '2024-03-15'],
  ])('%s plus %s months is %s', (date, months, expected) => {
    expect(addCalendarMonths(date, months)).toBe(expected);
  });

  it('compares and counts days', () => {
    expect(compareDates('2025-01-01', '2025-01-02')).toBeLessThan(0);
    expect(compareDates('2025-01-02', '2025-01-02')).toBe(0);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2025-03-01', '2025-04-01')).toBe(31);
    expect(endOfCalendarMonth('2024-02-10')).toBe('2024-02-29');
  });
});
