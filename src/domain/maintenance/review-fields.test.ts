import { describe, expect, it } from 'vitest';
import {
  editingSide,
  isLocked,
  mayEditSide,
  rowFieldAccess,
  sideOfStatus,
  statusesOfSide,
  type RowFieldAccess,
} from './review-fields';
import type { OrderReviewStatusCode, PageMode, ReviewRow, Side } from './types';

function serverRow(
  tl: 'VATL' | 'RETL' | null,
  pr: 'VAPV' | 'REPV' | null = null,
): Pick<ReviewRow, 'server'> {
  return { server: { Pr: { status: pr, comment: '' }, Tl: { status: tl, comment: '' } } };
}

// Spec 3 §4.1 and §6.
describe('editingSide', () => {
  it.each<[boolean, PageMode, Side | null]>([
    [true, 'review', 'Pr'],
    [true, 'operator', 'Pr'],
    [false, 'review', 'Tl'],
    [false, 'operator', 'Tl'],
    [true, 'consult', null],
    [false, 'consult', null],
    [true, 'revert', null],
    [false, 'revert', null],
  ])('lessor %s on %s edits %s', (isLessor, mode, side) => {
    expect(editingSide(isLessor, mode)).toBe(side);
  });
});

describe('isLocked: operator status VATL and order status VAPV', () => {
  it.each<['VATL' | 'RETL' | null, OrderReviewStatusCode | null, boolean]>([
    ['VATL', 'VAPV', true],
    ['VATL', 'REPV', false],
    ['VATL', 'VAPR', false],
    ['VATL', 'VATL', false],
    ['VATL', null, false],
    ['RETL', 'VAPV', false],
    [null, 'VAPV', false],
  ])('Tl %s, order %s: %s', (tl, order, locked) => {
    expect(isLocked(serverRow(tl), order)).toBe(locked);
  });

  it('a draft VATL does not lock the row being edited', () => {
    const row: Pick<ReviewRow, 'server' | 'draft'> = {
      ...serverRow(null),
      draft: { Pr: { status: null, comment: '' }, Tl: { status: 'VATL', comment: '' } },
    };
    expect(isLocked(row, 'VAPV')).toBe(false);
  });
});

describe('rowFieldAccess', () => {
  it.each<
    [string, boolean, PageMode, 'VATL' | 'RETL' | null, OrderReviewStatusCode, RowFieldAccess]
  >([
    [
      'lessor edits Pr; no operator status hides Tl',
      true,
      'review',
      null,
      'VAPR',
      { Pr: 'edit', Tl: 'hidden' },
    ],
    [
      'lessor edits Pr; operator status shows Tl read-only',
      true,
      'review',
      'RETL',
      'REPV',
      { Pr: 'edit', Tl: 'read' },
    ],
    [
      'lessor with VATL on a VAPR order still edits Pr',
      true,
      'review',
      'VATL',
      'VAPR',
      { Pr: 'edit', Tl: 'read' },
    ],
    ['operator edits Tl and reads Pr', false, 'operator', null, 'VAPV', { Pr: 'read', Tl: 'edit' }],
    ['operator with RETL edits Tl', false, 'operator', 'RETL', 'VAPV', { Pr: 'read', Tl: 'edit' }],
    [
      'locked row: operator edits nothing',
      false,
      'operator',
      'VATL',
      'VAPV',
      { Pr: 'read', Tl: 'read' },
    ],
    [
      'locked row: lessor edits nothing',
      true,
      'review',
      'VATL',
      'VAPV',
      { Pr: 'read', Tl: 'read' },
    ],
    [
      'consult is read-only for a lessor',
      true,
      'consult',
      null,
      'VAPR',
      { Pr: 'read', Tl: 'hidden' },
    ],
    [
      'consult shows an operator status read-only',
      true,
      'consult',
      'RETL',
      'REPV',
      { Pr: 'read', Tl: 'read' },
    ],
    [
      'consult is read-only for operator staff',
      false,
      'consult',
      null,
      'VAPV',
      { Pr: 'read', Tl: 'read' },
    ],
    ['revert page edits no row', false, 'revert', 'RETL', 'VAPV', { Pr: 'read', Tl: 'read' }],
  ])('%s', (_name, isLessor, mode, tl, orderStatus, expected) => {
    expect(rowFieldAccess(serverRow(tl), { isLessor, mode, orderStatus })).toEqual(expected);
  });

  it('a locked row can never be edited by anyone, on any side or page', () => {
    const modes: PageMode[] = ['review', 'operator', 'consult', 'revert'];
    for (const isLessor of [true, false])
      for (const mode of modes)
        for (const side of ['Pr', 'Tl'] as const)
          expect(
            mayEditSide(serverRow('VATL', 'VAPV'), side, { isLessor, mode, orderStatus: 'VAPV' }),
          ).toBe(false);
  });

  it('each side writes only its own statuses', () => {
    expect(statusesOfSide('Pr')).toEqual(['VAPV', 'REPV']);
    expect(statusesOfSide('Tl')).toEqual(['VATL', 'RETL']);
    expect(['VAPV', 'REPV', 'VATL', 'RETL'].map((s) => sideOfStatus(s as 'VAPV'))).toEqual([
      'Pr',
      'Pr',
      'Tl',
      'Tl',
    ]);
  });
});
