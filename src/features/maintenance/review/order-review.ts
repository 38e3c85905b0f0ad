/**
 * An order's review as the device shows it: every group, antenna and the inventory site row with
 * its server values (the order copy) and its draft values (the device's drafts over that copy).
 */
import {
  antennaRowValues,
  groupRowValues,
  sideOfStatus,
  type OrderReview,
  type RowValues,
  type Side,
} from '../../../domain/maintenance';
import type { OrderDetails } from '../../../protocol/maintenance';
import { INVENTORY_TARGET, type ReviewDraft, type ReviewRowId } from './review-draft';

export interface ReviewRowView extends ReviewRowId {
  server: RowValues;
  draft: RowValues;
  /** The draft shown over the server values, if any. */
  stored: ReviewDraft | null;
}

export interface OrderReviewModel {
  /** By uuidObj. */
  groups: Map<string, ReviewRowView>;
  /** By antenna number as text. */
  antennas: Map<string, ReviewRowView>;
  inventory: ReviewRowView | null;
  /** The shape the domain's aggregates take. */
  review: OrderReview;
}

/** The server values with the draft's side replaced, when the draft belongs to `side`. */
export function applyDraft(
  server: RowValues,
  draft: ReviewDraft | undefined,
  side: Side,
): RowValues {
  if (!draft || draft.value.side !== side) return server;
  const { status, comment } = draft.value;
  if (status !== null && sideOfStatus(status) !== side) return server;
  return side === 'Pr'
    ? { ...server, Pr: { status: status as RowValues['Pr']['status'], comment } }
    : { ...server, Tl: { status: status as RowValues['Tl']['status'], comment } };
}

export function orderReviewModel(
  details: OrderDetails,
  drafts: readonly ReviewDraft[],
  side: Side,
): OrderReviewModel {
  const byKey = new Map(drafts.map((d) => [`${d.kind}:${d.targetId}`, d]));
  const view = (id: ReviewRowId, server: RowValues): ReviewRowView => {
    const stored = byKey.get(`${id.kind}:${id.targetId}`);
    const usable = stored && stored.value.side === side ? stored : undefined;
    return { ...id, server, draft: applyDraft(server, usable, side), stored: usable ?? null };
  };
  const groups = new Map(
    details.groups.map((g) => [
      g.uuidObj,
      view({ kind: 'group', targetId: g.uuidObj }, groupRowValues(g)),
    ]),
  );
  const inv = details.inventory;
  const antennas = new Map(
    (inv?.antennas ?? []).map((a) => [
      String(a.antenna),
      view({ kind: 'antenna', targetId: String(a.antenna) }, antennaRowValues(a)),
    ]),
  );
  const inventory = inv
    ? view({ kind: 'inventory', targetId: INVENTORY_TARGET }, groupRowValues(inv))
    : null;
  return {
    groups,
    antennas,
    inventory,
    review: {
      groups: [...groups.values()],
      inventory: inventory ? { site: inventory, antennas: [...antennas.values()] } : null,
    },
  };
}
