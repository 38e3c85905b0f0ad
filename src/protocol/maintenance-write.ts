/**
 * Order writes besides the review (spec 3 §7.1): api/reverseOrderStatusMP 31 (revert an operator
 * decision) and api/UpdateOrderMP 31 (assign a crew, or reassign the date). Field names as the spec.
 */
import * as v from 'valibot';
import { plainString, plainText } from './bounds';
import { request, response } from './envelope';
import { OrderDetails } from './maintenance';

/** An order number: up to 12 digits. */
const OrderCode = v.pipe(plainString, v.trim(), v.regex(/^\d{1,12}$/));

/** api/reverseOrderStatusMP 31: send an order at 06 or 07 back to the lessor (VAPR). */
export const RevertOrderRequest = request({
  /** The order to revert. */
  Aufnr: OrderCode,
  /** Work center of the list row; accepted and ignored. */
  Arbpl: v.optional(plainText(40), ''),
  /** Why the decision is reverted; required (spaces do not count). */
  comments: plainText(500),
});
export type RevertOrderRequest = v.InferInput<typeof RevertOrderRequest>;

/** The reverted order as it now is. */
export const RevertOrderResponse = response({ Data: v.nullable(OrderDetails) });
export type RevertOrderResponse = v.InferOutput<typeof RevertOrderResponse>;

/** api/UpdateOrderMP 31: a crew assignment (work_cntr) or a date reassignment (start_cons + strttimcon). */
export const UpdateOrderRequest = v.pipe(
  request({
    /** The order to change. */
    aufnr: OrderCode,
    /** Crew code to assign. */
    work_cntr: v.optional(v.pipe(plainString, v.trim(), v.minLength(1), v.maxLength(10))),
    /** '02' with the assignment of a Confirmado order; the server decides it either way. */
    user_st: v.optional(v.picklist(['', '02'])),
    /** New scheduled date 'YYYYMMDD'. */
    start_cons: v.optional(v.pipe(plainString, v.regex(/^\d{8}$/))),
    /** New scheduled time 'HH:MM:00', 08:00 to 20:00. */
    strttimcon: v.optional(plainText(8)),
  }),
  v.check(
    (i) =>
      (i.work_cntr !== undefined) !== (i.start_cons !== undefined || i.strttimcon !== undefined),
    'either work_cntr or start_cons and strttimcon',
  ),
);
export type UpdateOrderRequest = v.InferInput<typeof UpdateOrderRequest>;

/** The changed order as it now is. */
export const UpdateOrderResponse = response({ Data: v.nullable(OrderDetails) });
export type UpdateOrderResponse = v.InferOutput<typeof UpdateOrderResponse>;
