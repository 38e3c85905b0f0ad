import { describe, expect, it } from 'vitest';
import { cadenceMs, checkedText, DAY_MS, isDue, watchStateOf } from './sat-watch';

describe('watchStateOf', () => {
  it.each([
    [{ Estado: 'Vigente', EstatusCancelacion: null }, 'vigente'],
    [{ Estado: 'Vigente', EstatusCancelacion: 'Solicitud rechazada' }, 'vigente'],
    [{ Estado: 'Vigente', EstatusCancelacion: 'En proceso' }, 'cancelling'],
    [{ Estado: 'Cancelado', EstatusCancelacion: 'Cancelado sin aceptación' }, 'cancelled'],
    [{ Estado: 'Cancelado', EstatusCancelacion: 'Plazo vencido' }, 'cancelled'],
    [{ Estado: 'No Encontrado' }, 'notFound'],
  ] as const)('%j reads as %s', (answer, state) => {
    expect(watchStateOf(answer)).toBe(state);
  });
});

describe('cadence by age', () => {
  const now = new Date('2026-11-24T16:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY_MS);

  it.each([
    [0, DAY_MS],
    [30, DAY_MS],
    [31, 7 * DAY_MS],
    [200, 7 * DAY_MS],
  ])('an invoice registered %i days ago is asked every %i ms', (age, every) => {
    expect(cadenceMs(daysAgo(age), now)).toBe(every);
  });

  it.each([
    ['never checked, 3 days old', 3, null, true],
    ['young, checked 23.5 h ago (within the slack)', 3, 23.5 / 24, true],
    ['young, checked 20 h ago', 3, 20 / 24, false],
    ['old, checked 2 days ago', 60, 2, false],
    ['old, checked 7 days ago', 60, 7, true],
    ['older than 12 months', 400, null, false],
  ] as const)('%s: due %s', (_name, age, checkedDaysAgo, due) => {
    expect(isDue(daysAgo(age), checkedDaysAgo === null ? null : daysAgo(checkedDaysAgo), now)).toBe(
      due,
    );
  });
});

describe('checkedText', () => {
  it('reads a check in Mexico City time, dd-mm-yyyy hh:mm', () => {
    expect(checkedText('2026-11-24T16:00:00Z')).toBe('24-11-2026 10:00');
    expect(checkedText('nonsense')).toBe('');
  });
});
