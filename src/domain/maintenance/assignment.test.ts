import { describe, expect, it } from 'vitest';
import {
  TIME_ZONE_LABEL,
  assignmentUserStatus,
  crewAssignmentBlock,
  dateRangeError,
  dateRangeLimit,
  isInWindow,
  reassignmentErrors,
  reassignmentTimeError,
  reassignmentWindow,
  reassignmentWireFields,
  toWireTime,
  type ReassignmentErrors,
} from './assignment';
import { maintenanceMessage } from './messages';
import type { OrderStatusCode } from './types';

const today = '2025-03-15';

// Spec 3 §4.6.
describe('crewAssignmentBlock', () => {
  it.each<[OrderStatusCode, string, boolean]>([
    ['01', '2025-03-14', true],
    ['01', '2024-12-31', true],
    ['01', '2025-03-15', false],
    ['01', '2025-03-16', false],
    ['04', '2025-03-14', false],
    ['06', '2024-01-01', false],
  ])('status %s scheduled %s: blocked %s', (status, scheduled, blocked) => {
    expect(crewAssignmentBlock(status, scheduled, today)).toBe(
      blocked ? 'crewAssignmentPastDate' : null,
    );
  });

  it('shows the exact message of spec 3 §8', () => {
    expect(maintenanceMessage('crewAssignmentPastDate')).toBe(
      'Fecha anterior, a la fecha de asignación cuadrilla, seleccione icono reasignación de fecha e ingrese la fecha y hora en la que se ejecutará el servicio',
    );
  });

  it.each<[OrderStatusCode, '02' | null]>([
    ['01', '02'],
    ['04', null],
    ['06', null],
  ])('saving on status %s sets user status %s', (status, expected) => {
    expect(assignmentUserStatus(status)).toBe(expected);
  });
});

describe('reassignmentWindow: ±6 months, never before today', () => {
  it.each<[string, string, { min: string; max: string } | null]>([
    ['scheduled in the future', '2025-06-10', { min: '2025-03-15', max: '2025-12-10' }],
    ['scheduled far in the future', '2026-01-20', { min: '2025-07-20', max: '2026-07-20' }],
    ['scheduled today', '2025-03-15', { min: '2025-03-15', max: '2025-09-15' }],
    ['scheduled in the past', '2025-01-10', { min: '2025-03-15', max: '2025-07-10' }],
    ['scheduled exactly 6 months ago', '2024-09-15', { min: '2025-03-15', max: '2025-03-15' }],
    ['scheduled 6 months and a day ago', '2024-09-14', null],
    ['31 August: the month end clamps', '2025-08-31', { min: '2025-03-15', max: '2026-02-28' }],
  ])('%s', (_name, scheduled, expected) => {
    expect(reassignmentWindow(scheduled, today)).toEqual(expected);
  });

  it('clamps to the end of a short month going back', () => {
    expect(reassignmentWindow('2024-08-31', '2024-01-01')).toEqual({
      min: '2024-02-29',
      max: '2025-02-28',
    });
  });

  it.each<[string, boolean]>([
    ['2025-03-14', false],
    ['2025-03-15', true],
    ['2025-12-10', true],
    ['2025-12-11', false],
  ])('for 2025-06-10, %s is allowed: %s', (date, expected) => {
    expect(isInWindow(date, reassignmentWindow('2025-06-10', today))).toBe(expected);
  });
});

// Spec 3 §5.3.
describe('reassignmentTimeError: required, 08:00-20:00 inclusive', () => {
  it.each<[string, 'required' | 'invalidTime' | null]>([
    ['', 'required'],
    ['  ', 'required'],
    ['07:59', 'invalidTime'],
    ['08:00', null],
    ['08:00:00', null],
    ['12:30', null],
    ['20:00', null],
    ['20:00:00', null],
    ['20:00:01', 'invalidTime'],
    ['20:01', 'invalidTime'],
    ['00:00', 'invalidTime'],
    ['24:00', 'invalidTime'],
    ['12:60', 'invalidTime'],
    ['8:00', 'invalidTime'],
    ['mediodía', 'invalidTime'],
  ])('%j: %s', (time, expected) => expect(reassignmentTimeError(time)).toBe(expected));

  it('uses the exact texts', () => {
    expect(maintenanceMessage('invalidTime')).toBe('Hora no valida.');
    expect(maintenanceMessage('required')).toBe('Required.');
    expect(TIME_ZONE_LABEL).toBe('CST');
  });
});

describe('reassignmentErrors', () => {
  it.each<[string, string, string, ReassignmentErrors]>([
    ['valid', '2025-04-01', '09:15', {}],
    ['both missing', '', '', { date: 'required', time: 'required' }],
    ['date before today', '2025-03-14', '09:15', { date: 'dateOutsideWindow' }],
    ['date beyond six months', '2025-12-11', '09:15', { date: 'dateOutsideWindow' }],
    ['not a date', '2025-02-30', '09:15', { date: 'dateOutsideWindow' }],
    ['time too late', '2025-04-01', '20:01', { time: 'invalidTime' }],
  ])('%s', (_name, date, time, expected) => {
    expect(reassignmentErrors({ date, time, scheduledDate: '2025-06-10', today })).toEqual(
      expected,
    );
  });
});

describe('wire forms (spec 3 §7.1)', () => {
  it.each([
    ['08:00', '08:00:00'],
    ['19:45', '19:45:00'],
    ['20:00:00', '20:00:00'],
    ['13:05:59', '13:05:00'],
  ])('time %s goes as %s', (time, wire) => expect(toWireTime(time)).toBe(wire));

  it('refuses a time that is not a clock time', () => {
    expect(() => toWireTime('25:00')).toThrow(RangeError);
  });

  it('sends the date without dashes', () => {
    expect(reassignmentWireFields('2025-04-01', '09:15')).toEqual({
      start_cons: '20250401',
      strttimcon: '09:15:00',
    });
  });
});

describe('dateRangeError: from not after to, to at most the end of next year', () => {
  it.each<[string, string, 1 | 2 | undefined, ReturnType<typeof dateRangeError>]>([
    ['2025-01-01', '2025-01-01', undefined, null],
    ['2025-01-01', '2025-12-31', undefined, null],
    ['2025-01-02', '2025-01-01', undefined, 'fromAfterTo'],
    ['2025-01-01', '2026-12-31', undefined, null],
    ['2025-01-01', '2027-01-01', undefined, 'toBeyondLimit'],
    ['2025-01-01', '2027-12-31', 2, null],
    ['2025-01-01', '2028-01-01', 2, 'toBeyondLimit'],
    ['', '2025-01-01', undefined, 'required'],
  ])('%s to %s (years ahead %s): %s', (from, to, yearsAhead, expected) => {
    expect(dateRangeError({ from, to, today, yearsAhead })).toBe(expected);
  });

  it('the limit is 31 December of next year', () => {
    expect(dateRangeLimit('2025-12-31')).toBe('2026-12-31');
    expect(dateRangeLimit('2025-01-01', 2)).toBe('2027-12-31');
  });
});
