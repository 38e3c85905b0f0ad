/**
 * Writing a review (spec 3 §7.1 "Update: Process '2'"): api/ResultsOrderMP with the changed rows
 * of ONE side (the server decides the side from the caller's role), what the device last saw of
 * each changed row (Base: a row changed meanwhile by someone else is a 409 conflict, never
 * overwritten), and RefreshOrderStatus. Sent from the offline outbox with an Idempotency-Key.
 */
import * as v from 'valibot';
import { idSchema, nonNegativeInt32, plainString, plainText } from './bounds';
import { OrderDetails, PR_STATUSES, TL_STATUSES } from './maintenance';
import { request, response } from './envelope';

const Comment = plainText(500);
const OrderCode = v.pipe(plainString, v.trim(), v.regex(/^\d{1,12}$/));

/** A group's review fields; only the caller's side may be present. */
export const GroupReviewUpdate = v.object({
  uuidObj: v.pipe(plainString, v.minLength(1), v.maxLength(64)),
  groupStatusPr: v.optional(v.picklist(PR_STATUSES)),
  groupCommentsPr: v.optional(Comment),
  groupStatusTl: v.optional(v.picklist(TL_STATUSES)),
  groupCommentsTl: v.optional(Comment),
});
export type GroupReviewUpdate = v.InferOutput<typeof GroupReviewUpdate>;

/** An antenna's review fields, by its consecutive number; only the caller's side may be present. */
export const AntennaReviewUpdate = v.object({
  antenna: idSchema,
  antennaStatusPr: v.optional(v.picklist(PR_STATUSES)),
  antennaCommentsPr: v.optional(Comment),
  antennaStatusTl: v.optional(v.picklist(TL_STATUSES)),
  antennaCommentsTl: v.optional(Comment),
});
export type AntennaReviewUpdate = v.InferOutput<typeof AntennaReviewUpdate>;

/** The inventory site review and its antennas' reviews. */
export const InventoryReviewUpdate = v.object({
  groupStatusPr: v.optional(v.picklist(PR_STATUSES)),
  groupCommentsPr: v.optional(Comment),
  groupStatusTl: v.optional(v.picklist(TL_STATUSES)),
  groupCommentsTl: v.optional(Comment),
  antennas: v.optional(v.pipe(v.array(AntennaReviewUpdate), v.maxLength(500)), []),
});
export type InventoryReviewUpdate = v.InferOutput<typeof InventoryReviewUpdate>;

/** The status and comment of the caller's side of one row, as the device last saw it on the server. */
export const RowBase = v.object({
  status: v.picklist(['', 'VAPV', 'REPV', 'VATL', 'RETL']),
  comment: Comment,
});
export type RowBase = v.InferOutput<typeof RowBase>;

/** Keys of Base: 'group:<uuidObj>', 'inventory', 'antenna:<n>'. */
export const rowKey = {
  group: (uuidObj: string) => `group:${uuidObj}`,
  inventory: () => 'inventory',
  antenna: (n: number) => `antenna:${n}`,
} as const;

/** api/ResultsOrderMP Process '2': a review update of one order. */
export const ReviewUpdateRequest = request({
  Process: v.literal('2'),
  Aufnr: OrderCode,
  Arbpl: v.optional(plainText(40), ''),
  /** The version of the order the device's copy had (for the record; conflicts are per row). */
  Version: nonNegativeInt32,
  Data: v.object({
    orderCode: OrderCode,
    groups: v.optional(v.pipe(v.array(GroupReviewUpdate), v.maxLength(100)), []),
    inventory: v.optional(v.nullable(InventoryReviewUpdate), null),
  }),
  /** What the device last saw of every row it changes, keyed by rowKey. */
  Base: v.record(plainText(80), RowBase),
  /** Spec 3 §4.3: recompute the order status (only when the review is fully approved or rejected). */
  RefreshOrderStatus: v.boolean(),
});
export type ReviewUpdateRequest = v.InferInput<typeof ReviewUpdateRequest>;

/** The order as it now is on the server. A 409 answers Result false, the current order and the conflicting row keys. */
export const ReviewUpdateResponse = response({
  Data: v.nullable(OrderDetails),
  Conflicts: v.optional(v.array(v.string()), []),
});
export type ReviewUpdateResponse = v.InferOutput<typeof ReviewUpdateResponse>;
/** A 400 for rows whose edit state forbids the change also names each row and why. */
export const ReviewUpdateRefusal = v.object({
  Errors: v.array(v.object({ Row: v.string(), Message: v.string() })),
});
