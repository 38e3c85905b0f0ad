/**
 * The actions of one row of the orders table (spec 3 §4.5), by order status, lessor versus
 * non-lessor and page mode. The table shows them; the server allows crew, date and validation
 * calls only for an order whose row would show that action.
 */
import type { OrderStatusCode, PageMode } from './types';

export type RowAction =
  'assignCrew' | 'reassignDate' | 'validate' | 'attach' | 'consult' | 'revert';

/** The display order of the actions, as spec 3 §2.3 lists them. */
export const ROW_ACTION_ORDER: readonly RowAction[] = [
  'assignCrew',
  'reassignDate',
  'validate',
  'attach',
  'consult',
  'revert',
];

/** Spec 3 §4.5 for the lessor on the review pages. */
const LESSOR_ACTIONS: Record<OrderStatusCode, readonly RowAction[]> = {
  '01': ['assignCrew', 'reassignDate', 'attach', 'consult'],
  '02': ['reassignDate', 'attach', 'consult'],
  '03': ['validate', 'attach', 'consult'],
  '04': ['assignCrew', 'attach', 'consult'],
  '05': ['attach', 'consult'],
  '06': ['assignCrew', 'attach', 'consult'],
  '07': ['attach', 'consult'],
};

export interface RowActionsInput {
  status: OrderStatusCode;
  /** The lessor-versus-operator flag of spec 3 §6. */
  isLessor: boolean;
  mode: PageMode;
}

/**
 * Ordered actions of a row. Consult-only pages offer attach and consult; the revert page offers
 * the same plus revert (its orders are 06 and 07, and reassigning a crew there would start a new
 * cycle the revert page is not for). Non-lessors get attach and consult, plus validate at 05.
 */
export function rowActions({ status, isLessor, mode }: RowActionsInput): RowAction[] {
  let actions: readonly RowAction[];
  if (mode === 'consult') actions = ['attach', 'consult'];
  else if (mode === 'revert') actions = ['attach', 'consult', 'revert'];
  else if (isLessor) actions = LESSOR_ACTIONS[status];
  else actions = status === '05' ? ['validate', 'attach', 'consult'] : ['attach', 'consult'];
  return ROW_ACTION_ORDER.filter((a) => actions.includes(a));
}

/** Whether `action` is offered for the row; the server's check before a crew, date or review call. */
export function allowsRowAction(input: RowActionsInput, action: RowAction): boolean {
  return rowActions(input).includes(action);
}
