/**
 * Who may edit which review fields (spec 3 §4.1, §6): the lessor or supplier edits the Pr fields,
 * operator staff the Tl fields; consult and revert pages are read-only; a locked row is read-only
 * for everyone. The server re-checks every write with the same functions.
 */
import type {
  OrderReviewStatusCode,
  PageMode,
  ReviewRow,
  ReviewStatusCode,
  Side,
  SideStatus,
} from './types';

/** How a field shows: editable, shown read-only, or not shown at all. */
export type FieldAccess = 'edit' | 'read' | 'hidden';

export interface RowFieldAccess {
  Pr: FieldAccess;
  Tl: FieldAccess;
}

export interface ReviewContext {
  /** The lessor-versus-operator flag of spec 3 §6: true for a lessor or supplier. */
  isLessor: boolean;
  mode: PageMode;
  /** orderStatus of the order detail. */
  orderStatus: OrderReviewStatusCode | null;
}

/**
 * The side the user writes, or null on a read-only page. Revert changes the order, not its rows,
 * so the revert page edits no row either.
 */
export function editingSide(isLessor: boolean, mode: PageMode): Side | null {
  if (mode === 'consult' || mode === 'revert') return null;
  return isLessor ? 'Pr' : 'Tl';
}

/**
 * Spec 3 §4.1: a group or antenna is locked when its operator status is VATL and the order is
 * VAPV (awaiting operator review). The stored operator status decides, not a draft, so a row never
 * locks itself while the operator is still editing it.
 */
export function isLocked(row: Pick<ReviewRow, 'server'>, orderStatus: string | null): boolean {
  return row.server.Tl.status === 'VATL' && orderStatus === 'VAPV';
}

/**
 * Field access of one row. A lessor never edits the operator fields: they show read-only once an
 * operator status exists and are hidden before. Operator staff see the lessor's decision read-only.
 */
export function rowFieldAccess(row: Pick<ReviewRow, 'server'>, ctx: ReviewContext): RowFieldAccess {
  const side = editingSide(ctx.isLessor, ctx.mode);
  const hasOperatorStatus = row.server.Tl.status !== null;
  const operatorShown: FieldAccess = hasOperatorStatus ? 'read' : 'hidden';
  const locked = isLocked(row, ctx.orderStatus);
  if (side === null || locked) return { Pr: 'read', Tl: ctx.isLessor ? operatorShown : 'read' };
  if (side === 'Pr') return { Pr: 'edit', Tl: operatorShown };
  return { Pr: 'read', Tl: 'edit' };
}

/** True when the user may change `side` of the row; the server's write check. */
export function mayEditSide(
  row: Pick<ReviewRow, 'server'>,
  side: Side,
  ctx: ReviewContext,
): boolean {
  return rowFieldAccess(row, ctx)[side] === 'edit';
}

/** The statuses a side may set, approval first. */
export function statusesOfSide<S extends Side>(side: S): readonly SideStatus<S>[] {
  const statuses = side === 'Pr' ? ['VAPV', 'REPV'] : ['VATL', 'RETL'];
  return statuses as SideStatus<S>[];
}

export function approvalOf(side: Side): ReviewStatusCode {
  return side === 'Pr' ? 'VAPV' : 'VATL';
}

export function rejectionOf(side: Side): ReviewStatusCode {
  return side === 'Pr' ? 'REPV' : 'RETL';
}

export function isRejection(status: ReviewStatusCode): boolean {
  return status === 'REPV' || status === 'RETL';
}

/** The side a status belongs to (a Pr field never holds VATL, nor a Tl field VAPV). */
export function sideOfStatus(status: ReviewStatusCode): Side {
  return status === 'VAPV' || status === 'REPV' ? 'Pr' : 'Tl';
}
