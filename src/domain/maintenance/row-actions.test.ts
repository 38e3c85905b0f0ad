import { describe, expect, it } from 'vitest';
import { allowsRowAction, rowActions } from './row-actions';
import type { OrderStatusCode, PageMode } from './types';

const A = 'assignCrew reassignDate attach consult';
const R = 'reassignDate attach consult';
const V = 'validate attach consult';
const C = 'assignCrew attach consult';
const AC = 'attach consult';
const REV = 'attach consult revert';

// Spec 3 §4.5: every status × lessor / non-lessor × page mode (7 × 2 × 4 = 56 rows).
describe('rowActions', () => {
  it.each<[PageMode, boolean, OrderStatusCode, string]>([
    ['review', true, '01', A],
    ['review', true, '02', R],
    ['review', true, '03', V],
    ['review', true, '04', C],
    ['review', true, '05', AC],
    ['review', true, '06', C],
    ['review', true, '07', AC],
    ['review', false, '01', AC],
    ['review', false, '02', AC],
    ['review', false, '03', AC],
    ['review', false, '04', AC],
    ['review', false, '05', V],
    ['review', false, '06', AC],
    ['review', false, '07', AC],
    ['operator', true, '01', A],
    ['operator', true, '02', R],
    ['operator', true, '03', V],
    ['operator', true, '04', C],
    ['operator', true, '05', AC],
    ['operator', true, '06', C],
    ['operator', true, '07', AC],
    ['operator', false, '01', AC],
    ['operator', false, '02', AC],
    ['operator', false, '03', AC],
    ['operator', false, '04', AC],
    ['operator', false, '05', V],
    ['operator', false, '06', AC],
    ['operator', false, '07', AC],
    ['consult', true, '01', AC],
    ['consult', true, '02', AC],
    ['consult', true, '03', AC],
    ['consult', true, '04', AC],
    ['consult', true, '05', AC],
    ['consult', true, '06', AC],
    ['consult', true, '07', AC],
    ['consult', false, '01', AC],
    ['consult', false, '02', AC],
    ['consult', false, '03', AC],
    ['consult', false, '04', AC],
    ['consult', false, '05', AC],
    ['consult', false, '06', AC],
    ['consult', false, '07', AC],
    ['revert', true, '01', REV],
    ['revert', true, '02', REV],
    ['revert', true, '03', REV],
    ['revert', true, '04', REV],
    ['revert', true, '05', REV],
    ['revert', true, '06', REV],
    ['revert', true, '07', REV],
    ['revert', false, '01', REV],
    ['revert', false, '02', REV],
    ['revert', false, '03', REV],
    ['revert', false, '04', REV],
    ['revert', false, '05', REV],
    ['revert', false, '06', REV],
    ['revert', false, '07', REV],
  ])('%s, lessor %s, status %s: %s', (mode, isLessor, status, expected) => {
    expect(rowActions({ status, isLessor, mode })).toEqual(expected.split(' '));
  });

  it('answers the server check the same way', () => {
    expect(allowsRowAction({ status: '01', isLessor: true, mode: 'review' }, 'assignCrew')).toBe(
      true,
    );
    expect(allowsRowAction({ status: '02', isLessor: true, mode: 'review' }, 'assignCrew')).toBe(
      false,
    );
    expect(allowsRowAction({ status: '05', isLessor: false, mode: 'operator' }, 'validate')).toBe(
      true,
    );
    expect(allowsRowAction({ status: '07', isLessor: true, mode: 'revert' }, 'revert')).toBe(true);
    expect(allowsRowAction({ status: '07', isLessor: true, mode: 'review' }, 'revert')).toBe(false);
  });
});
