import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  statementDefaultRange,
  statementDueDate,
  statementLatestToDate,
  statementRangeProblem,
  statementUsesFromDate,
} from './statement';

const TODAY = '2026-03-15';

describe('account statement dates (spec 2 §2 screen 5, §4, §5, §9)', () => {
  it('shows a from-date only for paid documents', () => {
    expect(statementUsesFromDate('2')).toBe(true);
    expect(statementUsesFromDate('1')).toBe(false);
  });

  it.each([
    ['2', { from: '2026-02-12', to: TODAY }],
    ['1', { from: null, to: '2026-03-31' }],
  ] as const)('query %s starts with %j', (query, range) => {
    expect(statementDefaultRange(TODAY, query)).toEqual(range);
  });

  it.each([
    // [query, from, to, consolidated, problem]
    ['2', '2026-02-12', '2026-03-15', false, null],
    ['2', '2026-03-15', '2026-03-15', false, null],
    ['2', null, '2026-03-15', false, 'dataLabelRequired'],
    ['2', '2026-02-30', '2026-03-15', false, 'dataLabelRequired'],
    ['2', '2026-02-12', null, false, 'dataLabelRequired'],
    ['2', '2026-03-16', '2026-03-15', false, 'statementToBeforeFrom'],
    ['2', '2026-01-01', '2027-03-15', false, null],
    ['2', '2026-01-01', '2027-03-16', false, 'statementToBeyondLimit'],
    ['2', '2026-01-01', '2028-03-15', true, null],
    ['2', '2026-01-01', '2028-03-16', true, 'statementToBeyondLimit'],
    // A pending query has no from-date: whatever it holds is ignored.
    ['1', null, '2026-03-31', false, null],
    ['1', '2027-01-01', '2026-03-31', false, null],
    ['1', null, null, false, 'dataLabelRequired'],
  ] as const)(
    'query %s from %s to %s (consolidated %s): %s',
    (query, from, to, consolidated, key) => {
      expect(statementRangeProblem(query, from, to, TODAY, consolidated)?.key ?? null).toBe(key);
    },
  );

  it('names the latest to-date as dates are shown', () => {
    expect(statementLatestToDate(TODAY)).toBe('2027-03-15');
    expect(statementRangeProblem('1', null, '2028-01-01', TODAY)).toEqual({
      key: 'statementToBeyondLimit',
      params: { max: '15-03-2027' },
    });
  });

  it.each([
    ['2026-03-15', 30, '2026-04-14'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-20', 15, '2027-01-04'],
    ['2026-03-15', 0, '2026-03-15'],
  ])('a row dated %s with %i payment days is due %s (VNETO)', (bldat, days, due) => {
    expect(statementDueDate(bldat, days)).toBe(due);
  });

  it('counts days back across a year', () => {
    expect(addCalendarDays('2026-01-10', -31)).toBe('2025-12-10');
  });
});
