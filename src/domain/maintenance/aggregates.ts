/**
 * Review aggregates of spec 3 §4.3: groups, antennas and the inventory site group each aggregate to
 * none, partial, fullApproved, fullRejected or error; the order combines them, picks the action
 * button, decides whether a full update (RefreshOrderStatus) is asked for and the order status that
 * results once every group is sent.
 */
import { rowEditState, type RowEditState } from './row-edit-state';
import type { ReviewRow, ReviewStatusCode, Side } from './types';

export type Aggregate = 'none' | 'partial' | 'fullApproved' | 'fullRejected' | 'error';

/**
 * Aggregate of row states (or of part aggregates: the rule is the same one level up).
 * error if any is in error; none if all are empty; fullApproved if all are approved; fullRejected
 * if all are decided with at least one rejection; otherwise partial. No rows at all is none.
 */
export function aggregateRows(states: readonly RowEditState[]): Aggregate {
  return combine(
    states.map((s) =>
      s.kind === 'error'
        ? 'error'
        : s.kind === 'empty'
          ? 'none'
          : s.kind === 'approved'
            ? 'fullApproved'
            : 'fullRejected',
    ),
  );
}

function combine(parts: readonly Aggregate[]): Aggregate {
  if (parts.includes('error')) return 'error';
  if (parts.every((p) => p === 'none')) return 'none';
  if (parts.every((p) => p === 'fullApproved')) return 'fullApproved';
  if (parts.every((p) => p === 'fullApproved' || p === 'fullRejected')) return 'fullRejected';
  return 'partial';
}

/**
 * The inventory site group is a single verdict, so it is never partial: approved, rejected or
 * error. Before anything in the inventory is reviewed it is none; once an antenna carries a status
 * the site group must too ('Falta estatus'), because the site inventory validation is what sends
 * the inventory as a whole.
 */
export function inventorySiteState(
  site: Pick<ReviewRow, 'server' | 'draft'>,
  antennas: readonly Pick<ReviewRow, 'server' | 'draft'>[],
  side: Side,
): RowEditState {
  const antennaReviewed = antennas.some((a) => a.draft[side].status !== null);
  return rowEditState(site, side, { required: antennaReviewed });
}

export interface OrderReview {
  groups: readonly Pick<ReviewRow, 'server' | 'draft'>[];
  /** Null when the order carries no inventory. */
  inventory: {
    site: Pick<ReviewRow, 'server' | 'draft'>;
    antennas: readonly Pick<ReviewRow, 'server' | 'draft'>[];
  } | null;
}

export interface OrderEditSummary {
  groups: Aggregate;
  antennas: Aggregate;
  /** The inventory site group; none when the order has no inventory. */
  inventory: Aggregate;
  order: Aggregate;
  /** Any row on the editing side differs from the server. */
  edited: boolean;
}

/**
 * Order-level edit state. A part with no rows (an order without antennas or inventory) takes no
 * part in the order state, or such an order could never be fully approved.
 */
export function orderEditSummary(review: OrderReview, side: Side): OrderEditSummary {
  const groupStates = review.groups.map((g) => rowEditState(g, side));
  const antennaStates = (review.inventory?.antennas ?? []).map((a) => rowEditState(a, side));
  const siteState = review.inventory
    ? inventorySiteState(review.inventory.site, review.inventory.antennas, side)
    : null;
  const groups = aggregateRows(groupStates);
  const antennas = aggregateRows(antennaStates);
  const inventory = siteState ? aggregateRows([siteState]) : 'none';
  const present: Aggregate[] = [];
  if (groupStates.length > 0) present.push(groups);
  if (antennaStates.length > 0) present.push(antennas);
  if (siteState) present.push(inventory);
  const all = [...groupStates, ...antennaStates, ...(siteState ? [siteState] : [])];
  return {
    groups,
    antennas,
    inventory,
    order: combine(present),
    edited: all.some((s) => s.edited),
  };
}

export type OrderActionLabel = 'updateOrder' | 'validateOrder' | 'rejectOrder';

export interface OrderActionButton {
  visible: boolean;
  /** Always true while an error exists, so a caller that keeps the button mounted cannot send. */
  disabled: boolean;
  label: OrderActionLabel;
}

/**
 * Spec 3 §4.3: update order (partial), validate order (fullApproved), reject order (fullRejected);
 * shown only with an edit and no error, disabled while any error exists.
 */
export function orderActionButton(
  summary: Pick<OrderEditSummary, 'order' | 'edited'>,
): OrderActionButton {
  const error = summary.order === 'error';
  const label: OrderActionLabel =
    summary.order === 'fullApproved'
      ? 'validateOrder'
      : summary.order === 'fullRejected'
        ? 'rejectOrder'
        : 'updateOrder';
  return { visible: summary.edited && !error, disabled: error, label };
}

/** RefreshOrderStatus is asked for only when the order is fully decided (spec 3 §4.3). */
export function refreshOrderStatus(order: Aggregate): boolean {
  return order === 'fullApproved' || order === 'fullRejected';
}

/**
 * The order status once every group is sent: VAPV when every group is VAPV, else REPV (spec 3
 * §4.3). The same rule on the operator side gives VATL or RETL. Null while any group is undecided
 * or there is none, because then not all groups were sent and the order status must not move.
 */
export function orderStatusAfterSend(
  statuses: readonly (ReviewStatusCode | null)[],
  side: Side,
): ReviewStatusCode | null {
  if (statuses.length === 0 || statuses.some((s) => s === null)) return null;
  const approval: ReviewStatusCode = side === 'Pr' ? 'VAPV' : 'VATL';
  const rejection: ReviewStatusCode = side === 'Pr' ? 'REPV' : 'RETL';
  return statuses.every((s) => s === approval) ? approval : rejection;
}
