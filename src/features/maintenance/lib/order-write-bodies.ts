/**
 * The bodies of the online order writes (spec 3 §4.6, §5.3, §7.1): a crew assignment and a date
 * reassignment through api/UpdateOrderMP, a revert through api/reverseOrderStatusMP. The rules
 * themselves live in src/domain; this only puts their answers into the wire shapes.
 */
import {
  assignmentUserStatus,
  fromErpDate,
  reassignmentWireFields,
  type CalendarDate,
} from '../../../domain/maintenance';
import type { OrderRow } from '../../../protocol/maintenance';
import type { RevertOrderRequest, UpdateOrderRequest } from '../../../protocol/maintenance-write';

type OrderRef = Pick<OrderRow, 'AUFNR' | 'STATUS'>;

/** work_cntr, plus user_st '02' when the order is Confirmado (assignmentUserStatus). */
export function crewAssignmentBody(order: OrderRef, crewCode: string): UpdateOrderRequest {
  const userStatus = assignmentUserStatus(order.STATUS);
  return {
    aufnr: order.AUFNR,
    work_cntr: crewCode.trim(),
    ...(userStatus ? { user_st: userStatus } : {}),
  };
}

/** start_cons 'YYYYMMDD' and strttimcon 'HH:MM:00' of the picked date and time. */
export function reassignmentBody(
  order: Pick<OrderRow, 'AUFNR'>,
  date: CalendarDate,
  time: string,
): UpdateOrderRequest {
  return { aufnr: order.AUFNR, ...reassignmentWireFields(date, time) };
}

/** The order, its work center and the comment, trimmed as the revert plan keeps it. */
export function revertBody(
  order: Pick<OrderRow, 'AUFNR' | 'ARBPL'>,
  comment: string,
): RevertOrderRequest {
  return { Aufnr: order.AUFNR, Arbpl: order.ARBPL, comments: comment.trim() };
}

/** The scheduled date of a list row ('dd-mm-yyyy') as a calendar date, or null. */
export function scheduledDateOf(order: Pick<OrderRow, 'FSAVD'>): CalendarDate | null {
  return fromErpDate(order.FSAVD);
}
