import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aggregateRows,
  inventorySiteState,
  orderActionButton,
  orderEditSummary,
  orderStatusAfterSend,
  refreshOrderStatus,
  type Aggregate,
  type OrderActionButton,
  type OrderReview,
} from './aggregates';
import type { RowEditState } from './row-edit-state';
import type { ReviewRow, ReviewStatusCode } from './types';

type Row = Pick<ReviewRow, 'server' | 'draft'>;
const none = { status: null, comment: '' };

/** A Pr-side row: empty, a new approval or rejection, or an error (rejected without comment). */
function pr(state: 'empty' | 'approved' | 'rejected' | 'error' | 'loadedApproved'): Row {
  const server = { Pr: { ...none }, Tl: { ...none } };
  const draft = (status: 'VAPV' | 'REPV' | null, comment: string) => ({
    server:
      state === 'loadedApproved'
        ? { Pr: { status: 'VAPV' as const, comment: '' }, Tl: none }
        : server,
    draft: { Pr: { status, comment }, Tl: { ...none } },
  });
  switch (state) {
    case 'empty':
      return draft(null, '');
    case 'approved':
    case 'loadedApproved':
      return draft('VAPV', '');
    case 'rejected':
      return draft('REPV', 'dañado');
    case 'error':
      return draft('REPV', '');
  }
}

const S = {
  empty: { kind: 'empty', edited: false },
  approved: { kind: 'approved', edited: true },
  rejected: { kind: 'rejected', edited: true },
  error: { kind: 'error', error: 'missingStatus', edited: false },
} as const satisfies Record<string, RowEditState>;

// Spec 3 §4.3.
describe('aggregateRows', () => {
  it.each<[string, RowEditState[], Aggregate]>([
    ['no rows', [], 'none'],
    ['all empty', [S.empty, S.empty], 'none'],
    ['all approved', [S.approved, S.approved], 'fullApproved'],
    ['all rejected', [S.rejected, S.rejected], 'fullRejected'],
    ['all decided, one rejection', [S.approved, S.rejected, S.approved], 'fullRejected'],
    ['some empty, some approved', [S.approved, S.empty], 'partial'],
    ['some empty, some rejected', [S.empty, S.rejected], 'partial'],
    ['an error wins over everything', [S.approved, S.error, S.rejected], 'error'],
    ['an error among empties', [S.empty, S.error], 'error'],
  ])('%s', (_name, states, expected) => {
    expect(aggregateRows(states)).toBe(expected);
  });
});

describe('inventorySiteState: only approved, rejected or error once the inventory is reviewed', () => {
  it.each<[string, Row, Row[], RowEditState['kind'], string?]>([
    ['untouched inventory', pr('empty'), [pr('empty')], 'empty'],
    [
      'antenna reviewed, site empty: Falta estatus',
      pr('empty'),
      [pr('approved')],
      'error',
      'missingStatus',
    ],
    ['site approved', pr('approved'), [pr('empty')], 'approved'],
    ['site rejected', pr('rejected'), [pr('approved')], 'rejected'],
    ['site rejected without comment', pr('error'), [], 'error', 'rejectedWithoutComment'],
  ])('%s', (_name, site, antennas, kind, error) => {
    const state = inventorySiteState(site, antennas, 'Pr');
    expect(state.kind).toBe(kind);
    if (error) expect(state).toMatchObject({ error });
  });
});

function review(groups: Row[], site: Row | null, antennas: Row[] = []): OrderReview {
  return { groups, inventory: site ? { site, antennas } : null };
}

describe('orderEditSummary', () => {
  it.each<[string, OrderReview, Aggregate, boolean]>([
    [
      'nothing touched',
      review([pr('empty'), pr('empty')], pr('empty'), [pr('empty')]),
      'none',
      false,
    ],
    [
      'every part approved',
      review([pr('approved')], pr('approved'), [pr('approved')]),
      'fullApproved',
      true,
    ],
    [
      'approved as loaded is not an edit',
      review([pr('loadedApproved')], null),
      'fullApproved',
      false,
    ],
    [
      'all decided, a rejected antenna',
      review([pr('approved')], pr('approved'), [pr('rejected')]),
      'fullRejected',
      true,
    ],
    [
      'all decided, a rejected group',
      review([pr('rejected'), pr('approved')], pr('approved'), [pr('approved')]),
      'fullRejected',
      true,
    ],
    [
      'groups approved, inventory untouched',
      review([pr('approved')], pr('empty'), [pr('empty')]),
      'partial',
      true,
    ],
    ['groups partly done', review([pr('approved'), pr('empty')], null), 'partial', true],
    [
      'an error in one group',
      review([pr('approved'), pr('error')], pr('approved'), [pr('approved')]),
      'error',
      true,
    ],
    [
      'an error in an antenna',
      review([pr('approved')], pr('approved'), [pr('error')]),
      'error',
      true,
    ],
    [
      'antenna reviewed without site status',
      review([pr('approved')], pr('empty'), [pr('approved')]),
      'error',
      true,
    ],
    [
      'an order with no inventory, all approved',
      review([pr('approved'), pr('approved')], null),
      'fullApproved',
      true,
    ],
    [
      'an order with no antennas, site approved',
      review([pr('approved')], pr('approved'), []),
      'fullApproved',
      true,
    ],
  ])('%s', (_name, input, order, edited) => {
    const summary = orderEditSummary(input, 'Pr');
    expect(summary.order).toBe(order);
    expect(summary.edited).toBe(edited);
  });

  it('reports each part', () => {
    const summary = orderEditSummary(
      review([pr('approved'), pr('empty')], pr('rejected'), [pr('approved')]),
      'Pr',
    );
    expect(summary).toEqual({
      groups: 'partial',
      antennas: 'fullApproved',
      inventory: 'fullRejected',
      order: 'partial',
      edited: true,
    });
  });
});

describe('orderActionButton', () => {
  it.each<[Aggregate, boolean, OrderActionButton]>([
    ['partial', true, { visible: true, disabled: false, label: 'updateOrder' }],
    ['fullApproved', true, { visible: true, disabled: false, label: 'validateOrder' }],
    ['fullRejected', true, { visible: true, disabled: false, label: 'rejectOrder' }],
    ['none', true, { visible: true, disabled: false, label: 'updateOrder' }],
    ['error', true, { visible: false, disabled: true, label: 'updateOrder' }],
    ['partial', false, { visible: false, disabled: false, label: 'updateOrder' }],
    ['fullApproved', false, { visible: false, disabled: false, label: 'validateOrder' }],
    ['error', false, { visible: false, disabled: true, label: 'updateOrder' }],
  ])('%s, edited %s', (order, edited, expected) => {
    expect(orderActionButton({ order, edited })).toEqual(expected);
  });
});

describe('refreshOrderStatus: a full update only when fully decided', () => {
  it.each<[Aggregate, boolean]>([
    ['fullApproved', true],
    ['fullRejected', true],
    ['partial', false],
    ['none', false],
    ['error', false],
  ])('%s: %s', (order, expected) => expect(refreshOrderStatus(order)).toBe(expected));
});

describe('orderStatusAfterSend', () => {
  it.each<[(ReviewStatusCode | null)[], 'Pr' | 'Tl', ReviewStatusCode | null]>([
    [['VAPV', 'VAPV', 'VAPV'], 'Pr', 'VAPV'],
    [['VAPV', 'REPV', 'VAPV'], 'Pr', 'REPV'],
    [['REPV'], 'Pr', 'REPV'],
    [['VATL', 'VATL'], 'Tl', 'VATL'],
    [['VATL', 'RETL'], 'Tl', 'RETL'],
    [['VAPV', null], 'Pr', null],
    [[], 'Pr', null],
  ])('%j on %s: %s', (statuses, side, expected) => {
    expect(orderStatusAfterSend(statuses, side)).toBe(expected);
  });
});

const kind = fc.constantFrom('empty', 'approved', 'rejected', 'error') as fc.Arbitrary<
  'empty' | 'approved' | 'rejected' | 'error'
>;
const decided = fc.constantFrom('approved', 'rejected') as fc.Arbitrary<'approved' | 'rejected'>;

describe('aggregate properties', () => {
  it('any set of approved rows, new or as loaded, in any part is fullApproved', () => {
    const approved = fc.constantFrom('approved', 'loadedApproved') as fc.Arbitrary<
      'approved' | 'loadedApproved'
    >;
    fc.assert(
      fc.property(
        fc.array(approved, { minLength: 1, maxLength: 20 }),
        fc.array(approved, { maxLength: 30 }),
        fc.option(approved, { nil: null }),
        (groups, antennas, site) => {
          const summary = orderEditSummary(
            review(groups.map(pr), site === null ? null : pr(site), antennas.map(pr)),
            'Pr',
          );
          expect(summary.order).toBe('fullApproved');
          expect(refreshOrderStatus(summary.order)).toBe(true);
        },
      ),
    );
  });

  it('adding an error row anywhere makes the order error, and hides the button', () => {
    fc.assert(
      fc.property(
        fc.array(kind, { maxLength: 12 }),
        fc.array(kind, { maxLength: 12 }),
        fc.constantFrom('groups', 'antennas', 'site') as fc.Arbitrary<
          'groups' | 'antennas' | 'site'
        >,
        (groups, antennas, where) => {
          const g = groups.map(pr);
          const a = antennas.map(pr);
          let site = pr('approved');
          if (where === 'groups') g.push(pr('error'));
          if (where === 'antennas') a.push(pr('error'));
          if (where === 'site') site = pr('error');
          const summary = orderEditSummary(review(g, site, a), 'Pr');
          expect(summary.order).toBe('error');
          expect(orderActionButton(summary)).toMatchObject({ visible: false, disabled: true });
          expect(refreshOrderStatus(summary.order)).toBe(false);
        },
      ),
    );
  });

  it('all rows decided with at least one rejection is fullRejected', () => {
    fc.assert(
      fc.property(fc.array(decided, { minLength: 1, maxLength: 20 }), (rows) => {
        const states = [...rows, 'rejected' as const].map((k) => S[k]);
        expect(aggregateRows(states)).toBe('fullRejected');
      }),
    );
  });

  it('the aggregate does not depend on row order', () => {
    fc.assert(
      fc.property(fc.array(kind, { maxLength: 20 }), (rows) => {
        const states = rows.map((k) => S[k]);
        expect(aggregateRows([...states].reverse())).toBe(aggregateRows(states));
      }),
    );
  });
});
