import { describe, expect, it } from 'vitest';
import { maintenanceMessage } from './messages';
import { commentLength, isSideEdited, rowEditState, type RowEditState } from './row-edit-state';
import type { ReviewRow, Side } from './types';

type Status = 'VAPV' | 'REPV' | 'VATL' | 'RETL' | null;

/** A row whose `side` goes from server (status, comment) to draft (status, comment). */
function row(
  side: Side,
  server: [Status, string],
  draft: [Status, string],
): Pick<ReviewRow, 'server' | 'draft'> {
  const empty = { status: null, comment: '' };
  const values = ([status, comment]: [Status, string]) =>
    side === 'Pr'
      ? { Pr: { status: status as 'VAPV' | 'REPV' | null, comment }, Tl: empty }
      : { Pr: empty, Tl: { status: status as 'VATL' | 'RETL' | null, comment } };
  return { server: values(server), draft: values(draft) };
}

const long120 = 'x'.repeat(120);
const long121 = 'x'.repeat(121);

// Spec 3 §4.2 and §5.2, on both sides.
describe('rowEditState', () => {
  it.each<[string, Side, [Status, string], [Status, string], boolean, RowEditState]>([
    // 1. Estatus previo eliminado
    [
      'Pr: cleared an approval',
      'Pr',
      ['VAPV', ''],
      [null, ''],
      false,
      { kind: 'error', error: 'previousStatusCleared', edited: true },
    ],
    [
      'Pr: cleared a rejection, comment kept',
      'Pr',
      ['REPV', 'mal'],
      [null, 'mal'],
      false,
      { kind: 'error', error: 'previousStatusCleared', edited: true },
    ],
    [
      'Tl: cleared an operator approval',
      'Tl',
      ['VATL', ''],
      [null, ''],
      false,
      { kind: 'error', error: 'previousStatusCleared', edited: true },
    ],
    // 2. Comentarios sin estatus
    [
      'Pr: comment with no status',
      'Pr',
      [null, ''],
      [null, 'falta pintura'],
      false,
      { kind: 'error', error: 'commentWithoutStatus', edited: true },
    ],
    [
      'Tl: comment with no status',
      'Tl',
      [null, ''],
      [null, 'revisar'],
      false,
      { kind: 'error', error: 'commentWithoutStatus', edited: true },
    ],
    [
      'comment with no status even when required',
      'Pr',
      [null, ''],
      [null, 'x'],
      true,
      { kind: 'error', error: 'commentWithoutStatus', edited: true },
    ],
    // 3. Rechazado sin comentarios
    [
      'Pr: REPV with no comment',
      'Pr',
      [null, ''],
      ['REPV', ''],
      false,
      { kind: 'error', error: 'rejectedWithoutComment', edited: true },
    ],
    [
      'Pr: REPV with only spaces',
      'Pr',
      [null, ''],
      ['REPV', '   '],
      false,
      { kind: 'error', error: 'rejectedWithoutComment', edited: true },
    ],
    [
      'Tl: RETL with no comment',
      'Tl',
      [null, ''],
      ['RETL', ''],
      false,
      { kind: 'error', error: 'rejectedWithoutComment', edited: true },
    ],
    [
      'Tl: RETL from the server, comment removed',
      'Tl',
      ['RETL', 'mal'],
      ['RETL', ''],
      false,
      { kind: 'error', error: 'rejectedWithoutComment', edited: true },
    ],
    // 4. Falta estatus
    [
      'required row with nothing',
      'Pr',
      [null, ''],
      [null, ''],
      true,
      { kind: 'error', error: 'missingStatus', edited: false },
    ],
    [
      'Tl: required row with nothing',
      'Tl',
      [null, ''],
      [null, ''],
      true,
      { kind: 'error', error: 'missingStatus', edited: false },
    ],
    // empty
    ['untouched empty row', 'Pr', [null, ''], [null, ''], false, { kind: 'empty', edited: false }],
    [
      'spaces only is no comment',
      'Pr',
      [null, ''],
      [null, '  '],
      false,
      { kind: 'empty', edited: true },
    ],
    // approved / rejected
    ['Pr: new approval', 'Pr', [null, ''], ['VAPV', ''], false, { kind: 'approved', edited: true }],
    [
      'Pr: approval with a comment',
      'Pr',
      [null, ''],
      ['VAPV', 'ok'],
      false,
      { kind: 'approved', edited: true },
    ],
    [
      'Pr: approval as loaded',
      'Pr',
      ['VAPV', ''],
      ['VAPV', ''],
      false,
      { kind: 'approved', edited: false },
    ],
    [
      'Pr: comment changed on an approval',
      'Pr',
      ['VAPV', 'a'],
      ['VAPV', 'b'],
      false,
      { kind: 'approved', edited: true },
    ],
    [
      'Pr: approval turned into a rejection',
      'Pr',
      ['VAPV', ''],
      ['REPV', 'dañado'],
      false,
      { kind: 'rejected', edited: true },
    ],
    [
      'Pr: rejection as loaded',
      'Pr',
      ['REPV', 'x'],
      ['REPV', 'x'],
      true,
      { kind: 'rejected', edited: false },
    ],
    [
      'Tl: new operator approval',
      'Tl',
      [null, ''],
      ['VATL', ''],
      false,
      { kind: 'approved', edited: true },
    ],
    [
      'Tl: new operator rejection',
      'Tl',
      [null, ''],
      ['RETL', 'no'],
      false,
      { kind: 'rejected', edited: true },
    ],
    // 120 characters (spec 3 §5.2)
    [
      '120 characters pass',
      'Pr',
      [null, ''],
      ['REPV', long120],
      false,
      { kind: 'rejected', edited: true },
    ],
    [
      '121 characters fail',
      'Pr',
      [null, ''],
      ['REPV', long121],
      false,
      { kind: 'error', error: 'commentTooLong', edited: true },
    ],
    [
      '121 characters fail on an approval',
      'Tl',
      [null, ''],
      ['VATL', long121],
      false,
      { kind: 'error', error: 'commentTooLong', edited: true },
    ],
    [
      '120 accented letters pass',
      'Pr',
      [null, ''],
      ['REPV', 'ñ'.repeat(120)],
      false,
      { kind: 'rejected', edited: true },
    ],
  ])('%s', (_name, side, server, draft, required, expected) => {
    expect(rowEditState(row(side, server, draft), side, { required })).toEqual(expected);
  });

  it('looks only at the editing side', () => {
    const r: Pick<ReviewRow, 'server' | 'draft'> = {
      server: { Pr: { status: 'REPV', comment: 'x' }, Tl: { status: null, comment: '' } },
      draft: { Pr: { status: 'REPV', comment: 'x' }, Tl: { status: 'VATL', comment: '' } },
    };
    expect(rowEditState(r, 'Pr')).toEqual({ kind: 'rejected', edited: false });
    expect(rowEditState(r, 'Tl')).toEqual({ kind: 'approved', edited: true });
    expect(isSideEdited(r, 'Pr')).toBe(false);
    expect(isSideEdited(r, 'Tl')).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(commentLength('👍🏽')).toBe(2);
    expect(commentLength('Ñandú')).toBe(5);
  });

  it.each([
    ['previousStatusCleared', 'Estatus previo eliminado'],
    ['commentWithoutStatus', 'Comentarios sin estatus'],
    ['rejectedWithoutComment', 'Rechazado sin comentarios'],
    ['missingStatus', 'Falta estatus'],
  ] as const)('%s reads %s in Spanish (spec 3 §8)', (key, text) => {
    expect(maintenanceMessage(key)).toBe(text);
    expect(maintenanceMessage(key, 'en')).not.toBe(text);
  });
});
