/**
 * What the contracts table shows of the periods (spec 2 §4): open periods of an advance payment
 * (flow types V102 and Z030) are left out, since they are invoiced from the advance-payment page;
 * a complement (flow type V101) carries a chip.
 */
import {
  ADVANCE_FLOW_TYPES,
  COMPLEMENT_FLOW_TYPE,
  PERIOD_STATUS,
  type FlowTypeCode,
} from './codes';

export interface FlowRow {
  STATUS: string;
  FLOWTYPE: string;
}

/** The rows the contracts table lists: all but the open advance-payment periods. */
export function contractTableRows<T extends FlowRow>(rows: readonly T[]): T[] {
  return rows.filter(
    (r) =>
      r.STATUS !== PERIOD_STATUS.pending ||
      !ADVANCE_FLOW_TYPES.includes(r.FLOWTYPE as FlowTypeCode),
  );
}

/** Whether a row gets the complement chip. */
export function isComplement(row: Pick<FlowRow, 'FLOWTYPE'>): boolean {
  return row.FLOWTYPE === COMPLEMENT_FLOW_TYPE;
}
