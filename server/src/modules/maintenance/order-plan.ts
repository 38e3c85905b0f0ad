/**
 * The server's decisions on a revert (api/reverseOrderStatusMP) and on a crew or date change
 * (api/UpdateOrderMP), from the stored order and the shared rules of src/domain/maintenance.
 */
import {
  allowsRowAction,
  assignmentUserStatus,
  crewAssignmentBlock,
  fromErpDate,
  fromWireDate,
  hasComment,
  isInWindow,
  isOrderStatusCode,
  maintenanceMessage,
  planRevert,
  reassignmentTimeError,
  reassignmentWindow,
  toErpDate,
  toWireTime,
  type CalendarDate,
  type OrderStatusCode,
  type RowAction,
} from '../../../../src/domain/maintenance';
import type { Language } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import type { OrderDecision, OrderSnapshot, ReviewRowWrite } from '../../adapters/erp';
import type { ReplyStatus } from '../../api/types';

/** A refusal (status and message) or what was done, for the audit log. */
export type WriteOutcome =
  | { ok: true; detail: Record<string, unknown> }
  | { ok: false; status: ReplyStatus; message: string };

/** A crew as the assignment checks it. */
export interface CrewInfo {
  code: string;
  active: boolean;
  companyCode: string;
  /** LIFNR of the crew's lessor or supplier; null for a crew of no one. */
  supplierCode: string | null;
}

const refuse = (status: ReplyStatus, text: string): OrderDecision<WriteOutcome> => ({
  refuse: { ok: false, status, message: text },
});

function statusOf(current: OrderSnapshot): OrderStatusCode {
  const status = current.row.STATUS;
  if (!isOrderStatusCode(status))
    throw new Error(`order ${current.row.AUFNR} has status ${status}`);
  return status;
}

/** Whether the lessor's row of the order offers `action` (spec 3 §4.5). */
const lessorMay = (current: OrderSnapshot, action: RowAction) =>
  allowsRowAction({ status: statusOf(current), isLessor: true, mode: 'review' }, action);

/**
 * Spec 3 §4.4: only 06 and 07 revert, with a comment; every row's operator status becomes RETL
 * (06) or VATL (07), a RETL row without an operator comment takes the revert comment, and the
 * order goes back to VAPR, executed (03) and awaiting the lessor's validation.
 */
export function planRevertOrder(
  comments: string,
  current: OrderSnapshot,
  lang: Language,
): OrderDecision<WriteOutcome> {
  const plan = planRevert(statusOf(current), comments);
  if (!plan.ok) {
    return plan.error === 'notRevertible'
      ? refuse(409, message('revertNotAllowed', lang))
      : refuse(400, maintenanceMessage('fieldRequired', lang));
  }
  const tl = (kind: ReviewRowWrite['kind'], id: string, comment: string): ReviewRowWrite => ({
    kind,
    id,
    side: 'Tl',
    status: plan.reviewStatus,
    comment: plan.reviewStatus === 'RETL' && !hasComment(comment) ? plan.comment : comment,
  });
  const { groups, inventory } = current.details;
  const rows = [
    ...groups.map((g) => tl('group', g.uuidObj, g.groupCommentsTl)),
    ...(inventory
      ? [
          tl('inventory', inventory.uuidObj, inventory.groupCommentsTl),
          ...inventory.antennas.map((x) => tl('antenna', String(x.antenna), x.antennaCommentsTl)),
        ]
      : []),
  ];
  return {
    apply: { rows, order: { orderStatus: plan.nextOrderStatus, status: '03' } },
    outcome: {
      ok: true,
      detail: {
        from: current.row.STATUS,
        reviewStatus: plan.reviewStatus,
        orderStatus: plan.nextOrderStatus,
        comments: plan.comment,
      },
    },
  };
}

/** Spec 3 §4.6: assign a crew of the order's lessor or supplier; a Confirmado order becomes 02. */
export function planCrewAssignment(
  crew: CrewInfo | null,
  crewCode: string,
  today: CalendarDate,
  current: OrderSnapshot,
  lang: Language,
): OrderDecision<WriteOutcome> {
  const status = statusOf(current);
  if (!lessorMay(current, 'assignCrew')) return refuse(409, message('orderActionNotAllowed', lang));
  const scheduled = fromErpDate(current.row.FSAVD);
  if (!scheduled) throw new Error(`order ${current.row.AUFNR} has date ${current.row.FSAVD}`);
  const block = crewAssignmentBlock(status, scheduled, today);
  if (block) return refuse(409, maintenanceMessage(block, lang));
  const belongs =
    crew !== null &&
    crew.supplierCode === current.row.LIFNR &&
    crew.companyCode === current.row.BUKRS;
  if (!belongs) return refuse(400, message('crewNotAllowed', lang, { crew: crewCode }));
  // An inactive (or deleted) crew of the order's supplier is refused in words of its own.
  if (!crew.active) return refuse(409, message('crewInactive', lang, { crew: crewCode }));
  const userStatus = assignmentUserStatus(status);
  return {
    apply: { rows: [], order: { workCntr: crewCode, ...(userStatus && { status: userStatus }) } },
    outcome: {
      ok: true,
      detail: { crew: crewCode, from: current.row.WORK_CNTR, status: userStatus ?? status },
    },
  };
}

/** Spec 3 §4.6, §5.3: a new date inside the window (never before today) at 08:00-20:00. */
export function planDateReassignment(
  startCons: string,
  time: string,
  today: CalendarDate,
  current: OrderSnapshot,
  lang: Language,
): OrderDecision<WriteOutcome> {
  if (!lessorMay(current, 'reassignDate'))
    return refuse(409, message('orderActionNotAllowed', lang));
  const scheduled = fromErpDate(current.row.FSAVD);
  if (!scheduled) throw new Error(`order ${current.row.AUFNR} has date ${current.row.FSAVD}`);
  if (startCons.trim() === '') return refuse(400, maintenanceMessage('required', lang));
  const date = fromWireDate(startCons);
  const window = reassignmentWindow(scheduled, today);
  // The whole window lies in the past: no date can be picked any more.
  if (!window) return refuse(409, message('orderActionNotAllowed', lang));
  if (!date || !isInWindow(date, window)) {
    const params = { min: toErpDate(window.min), max: toErpDate(window.max) };
    return refuse(400, maintenanceMessage('dateOutsideWindow', lang, params));
  }
  const timeError = reassignmentTimeError(time);
  if (timeError) return refuse(400, maintenanceMessage(timeError, lang));
  const fsavz = toWireTime(time);
  return {
    apply: { rows: [], order: { fsavd: date, fsavz } },
    outcome: {
      ok: true,
      detail: { from: `${scheduled} ${current.row.FSAVZ}`, to: `${date} ${fsavz}` },
    },
  };
}
