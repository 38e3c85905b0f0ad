/**
 * The shapes the maintenance-order rules take (spec 3 §3.1-3.7, §4.1, §4.4): order and review
 * status codes, the two review sides, the page modes and one review row with its server and draft
 * values. Wire schemas live in src/protocol; these are the minimal views the pure rules need.
 */

/** Order status codes of the orders list (spec 3 §4.4). */
export const OrderStatus = {
  Confirmed: '01',
  Assigned: '02',
  Executed: '03',
  RejectedBySupplier: '04',
  ValidatedBySupplier: '05',
  RejectedByOperator: '06',
  ValidatedByOperator: '07',
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUS_CODES: readonly OrderStatusCode[] = Object.values(OrderStatus);

export function isOrderStatusCode(value: string): value is OrderStatusCode {
  return (ORDER_STATUS_CODES as readonly string[]).includes(value);
}

/** Review status codes of groups, antennas and the inventory site group (spec 3 §4.1). */
export const ReviewStatus = {
  /** Approved (validated) by the lessor or supplier. */
  ApprovedByLessor: 'VAPV',
  /** Rejected by the lessor or supplier. */
  RejectedByLessor: 'REPV',
  /** Approved by the operator. */
  ApprovedByOperator: 'VATL',
  /** Rejected by the operator. */
  RejectedByOperator: 'RETL',
} as const;
export type ReviewStatusCode = (typeof ReviewStatus)[keyof typeof ReviewStatus];

/**
 * Review status of the order detail (orderStatus of spec 3 §3.2). VAPV means awaiting operator
 * review; VAPR is where a revert sends the order back to (spec 3 §4.4).
 */
export type OrderReviewStatusCode = ReviewStatusCode | 'VAPR';

/** The review side: 'Pr' is the lessor or supplier (…StatusPr fields), 'Tl' the operator. */
export type Side = 'Pr' | 'Tl';

/** The statuses each side may set. */
export type SideStatus<S extends Side> = S extends 'Pr' ? 'VAPV' | 'REPV' : 'VATL' | 'RETL';

/** The four maintenance pages of spec 3 §2.1. */
export type PageMode = 'review' | 'operator' | 'consult' | 'revert';

/** Order types (spec 3 §4.4). */
export const OrderType = { Preventive: 'TS01', Corrective: 'TS02', Major: 'TS03' } as const;
export type OrderTypeCode = (typeof OrderType)[keyof typeof OrderType];

/** A calendar date as 'YYYY-MM-DD', with no time and no zone. */
export type CalendarDate = string;

/** Status and comment of one side of a row; an unset status is null. */
export interface SideValues<S extends Side> {
  status: SideStatus<S> | null;
  comment: string;
}

/** Both sides' values of a row. */
export interface RowValues {
  Pr: SideValues<'Pr'>;
  Tl: SideValues<'Tl'>;
}

/**
 * One reviewable row: a group, an antenna or the inventory site group. `server` holds the values
 * the order was loaded with (the "previous" values of spec 3 §4.2); `draft` the values being edited.
 */
export interface ReviewRow {
  kind: 'group' | 'antenna' | 'inventory';
  id: string;
  server: RowValues;
  draft: RowValues;
}
