/**
 * Writing a review (spec 3 §7.1 "Update: Process '2'"): api/ResultsOrderMP with the changed rows
 * of ONE side (the server decides the side from the caller's role), what the device last saw of
 * each changed row (Base: a row changed meanwhile by someone else is a 409 conflict, never
 * overwritten), and RefreshOrderStatus. Sent from the offline outbox with an Idempotency-Key.
 *
 * The answer is compact: the order's new version and review status and the rows the request
 * wrote (ReviewChange), which the device patches into its copy with applyReviewChange. A 409
 * still answers the whole current order, for the user to choose per row.
 */
import * as v from 'valibot';
import {
  antennaRowValues,
  groupRowValues,
  isLocked,
  type AntennaReviewFields,
  type GroupReviewFields,
} from '../domain/maintenance';
import { idSchema, nonNegativeInt32, plainString, plainText } from './bounds';
import { ORDER_REVIEW_STATUSES, OrderDetails, PR_STATUSES, TL_STATUSES } from './maintenance';
import { ActionId, request, response } from './envelope';

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

/** The rows of one edit: the order code again, the groups and the inventory. */
const ReviewData = v.object({
  orderCode: OrderCode,
  groups: v.optional(v.pipe(v.array(GroupReviewUpdate), v.maxLength(100)), []),
  inventory: v.optional(v.nullable(InventoryReviewUpdate), null),
});
/** What the device last saw of every row an edit changes, keyed by rowKey. */
const ReviewBase = v.record(plainText(80), RowBase);

/** Most edits one request carries: its own and those of Edits. */
export const MAX_REVIEW_EDITS = 50;

/** One more edit of the same order in a request (see ReviewUpdateRequest.Edits). */
export const ReviewEdit = v.object({
  /** The version of the order the device's copy had (for the record; conflicts are per row). */
  Version: nonNegativeInt32,
  Data: ReviewData,
  Base: ReviewBase,
  /** Spec 3 §4.3: recompute the order status (only when the review is fully approved or rejected). */
  RefreshOrderStatus: v.boolean(),
});
export type ReviewEdit = v.InferInput<typeof ReviewEdit>;

/** api/ResultsOrderMP Process '2': a review update of one order. */
export const ReviewUpdateRequest = request({
  Process: v.literal('2'),
  Aufnr: OrderCode,
  Arbpl: v.optional(plainText(40), ''),
  /** The version of the order the device's copy had (for the record; conflicts are per row). */
  Version: nonNegativeInt32,
  Data: ReviewData,
  /** What the device last saw of every row it changes, keyed by rowKey. */
  Base: ReviewBase,
  /** Spec 3 §4.3: recompute the order status (only when the review is fully approved or rejected). */
  RefreshOrderStatus: v.boolean(),
  /**
   * Edits of the same order queued after this one: applied after it, in order, in the same
   * transaction, each checked on the rows as the edits before it left them; all or none.
   */
  Edits: v.optional(v.pipe(v.array(ReviewEdit), v.maxLength(MAX_REVIEW_EDITS - 1)), []),
});
export type ReviewUpdateRequest = v.InferInput<typeof ReviewUpdateRequest>;

/** A group's (or the inventory site's) review fields as they now are on the server. */
export const GroupReviewValues = v.object({
  uuidObj: v.string(),
  groupStatusPr: v.picklist(PR_STATUSES),
  groupCommentsPr: v.string(),
  groupStatusTl: v.picklist(TL_STATUSES),
  groupCommentsTl: v.string(),
});
export type GroupReviewValues = v.InferOutput<typeof GroupReviewValues>;

/** An antenna's review fields as they now are on the server. */
export const AntennaReviewValues = v.object({
  antenna: v.number(),
  antennaStatusPr: v.picklist(PR_STATUSES),
  antennaCommentsPr: v.string(),
  antennaStatusTl: v.picklist(TL_STATUSES),
  antennaCommentsTl: v.string(),
});
export type AntennaReviewValues = v.InferOutput<typeof AntennaReviewValues>;

/** The inventory site's review fields now, with those of the antennas written. */
export const InventoryReviewValues = v.object({
  ...GroupReviewValues.entries,
  antennas: v.array(AntennaReviewValues),
});
export type InventoryReviewValues = v.InferOutput<typeof InventoryReviewValues>;

/**
 * What a review update changed: the order's version before and after it, its review status now,
 * and the rows it wrote with their values now (inventory: present when the site or an antenna was
 * written). Every row's lock follows from its operator status and the order status (spec 3 §4.1).
 */
export const ReviewChange = v.object({
  orderCode: v.string(),
  /** The version the request's first edit found; a copy at it is current once patched. */
  baseVersion: v.number(),
  version: v.number(),
  orderStatus: v.picklist(ORDER_REVIEW_STATUSES),
  groups: v.array(GroupReviewValues),
  inventory: v.nullable(InventoryReviewValues),
});
export type ReviewChange = v.InferOutput<typeof ReviewChange>;

/** One edit of a request with Edits: the version it left the order at and the rows it wrote. */
export const ReviewEditResult = v.object({ Version: v.number(), Rows: v.array(v.string()) });

/**
 * Success: Data is the ReviewChange, and a request with Edits also answers each edit's result (its
 * own first). A 409 answers Result false, the whole current order and the conflicting row keys.
 */
export const ReviewUpdateResponse = response({
  Data: v.nullable(v.union([ReviewChange, OrderDetails])),
  Conflicts: v.optional(v.array(v.string()), []),
  Edits: v.optional(v.array(ReviewEditResult)),
});
export type ReviewUpdateResponse = v.InferOutput<typeof ReviewUpdateResponse>;
/** A 400 for rows whose edit state forbids the change also names each row and why. */
export const ReviewUpdateRefusal = v.object({
  Errors: v.array(v.object({ Row: v.string(), Message: v.string() })),
});

/** Whether a review answer's Data is the compact change (else the whole order, as a 409 has it). */
export function isReviewChange(data: ReviewChange | OrderDetails): data is ReviewChange {
  return 'baseVersion' in data;
}

const lockedGroup = (g: GroupReviewFields, orderStatus: string) =>
  isLocked({ server: groupRowValues(g) }, orderStatus);
const lockedAntenna = (a: AntennaReviewFields, orderStatus: string) =>
  isLocked({ server: antennaRowValues(a) }, orderStatus);

const groupFields = (g: GroupReviewValues): GroupReviewFields => ({
  groupStatusPr: g.groupStatusPr,
  groupCommentsPr: g.groupCommentsPr,
  groupStatusTl: g.groupStatusTl,
  groupCommentsTl: g.groupCommentsTl,
});
const antennaFields = (a: AntennaReviewValues): AntennaReviewFields => ({
  antennaStatusPr: a.antennaStatusPr,
  antennaCommentsPr: a.antennaCommentsPr,
  antennaStatusTl: a.antennaStatusTl,
  antennaCommentsTl: a.antennaCommentsTl,
});

/**
 * The order details after a review change: the written rows take their values, the order its
 * review status, and every row its lock. A copy at the change's baseVersion becomes its version;
 * an older one (changed by someone else meanwhile) keeps its own, so it still reads as behind the
 * server; a copy already at the change's version or later is answered as it is.
 */
export function applyReviewChange(details: OrderDetails, change: ReviewChange): OrderDetails {
  if (details.orderCode !== change.orderCode || details.version >= change.version) return details;
  const orderStatus = change.orderStatus;
  const groupsById = new Map(change.groups.map((g) => [g.uuidObj, groupFields(g)]));
  const inv = change.inventory;
  const antennasById = new Map((inv?.antennas ?? []).map((a) => [a.antenna, antennaFields(a)]));
  const groups = details.groups.map((g) => {
    const fields = groupsById.get(g.uuidObj) ?? groupFields(g);
    return { ...g, ...fields, locked: lockedGroup(fields, orderStatus) };
  });
  const site = details.inventory;
  let inventory = site;
  if (site) {
    const fields = inv && inv.uuidObj === site.uuidObj ? groupFields(inv) : groupFields(site);
    const antennas = site.antennas.map((a) => {
      const values = antennasById.get(a.antenna) ?? antennaFields(a);
      return { ...a, ...values, locked: lockedAntenna(values, orderStatus) };
    });
    inventory = { ...site, ...fields, locked: lockedGroup(fields, orderStatus), antennas };
  }
  const version = details.version === change.baseVersion ? change.version : details.version;
  return { ...details, orderStatus, groups, inventory, version };
}

/** One edit as a request carries it in Edits: a lone request's fields without the order's. */
export function editOf(body: Record<string, unknown>): Record<string, unknown> {
  return {
    Version: body.Version,
    Data: body.Data,
    Base: body.Base,
    RefreshOrderStatus: body.RefreshOrderStatus,
  };
}

/** Whether an outbox body is a review update (Process '2') that other edits may join. */
export function isReviewUpdateBody(name: string, body: Record<string, unknown>): boolean {
  return (
    name === 'ResultsOrderMP' &&
    body.ActionId === ActionId.Update &&
    body.Process === '2' &&
    typeof body.Aufnr === 'string'
  );
}

/** How many edits a review update body carries: its own and those of its Edits. */
export function editCount(body: Record<string, unknown>): number {
  return 1 + (Array.isArray(body.Edits) ? body.Edits.length : 0);
}

/**
 * One request of the review updates `bodies` of one order, in order: the first body's own fields
 * and every later edit (and the edits those carried) in Edits.
 */
export function joinReviewUpdates(
  bodies: readonly Record<string, unknown>[],
): Record<string, unknown> {
  const [first, ...rest] = bodies;
  if (!first) throw new Error('no review update to join');
  const listed = (body: Record<string, unknown>) =>
    Array.isArray(body.Edits) ? (body.Edits as Record<string, unknown>[]) : [];
  const edits = [...listed(first), ...rest.flatMap((body) => [editOf(body), ...listed(body)])];
  return edits.length === 0 ? first : { ...first, Edits: edits };
}
